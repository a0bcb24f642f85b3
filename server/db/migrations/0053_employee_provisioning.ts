import type { Kysely } from 'kysely';

/**
 * What provisioning (server/modules/workforce) keeps of an employee besides HR's data: the
 * identity provider's id for them (unique when given), their phone, the language they prefer and
 * when their record last changed (SCIM's meta.lastModified); and the first-login links the
 * embedded identity provider mails to a new employee so they choose their password
 * (server/idp/firstLogin.ts), kept by their hash.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('employees').addColumn('external_id', 'varchar(200)').execute();
  await db.schema.alterTable('employees').addColumn('phone', 'varchar(50)').execute();
  await db.schema.alterTable('employees').addColumn('preferred_language', 'varchar(2)').execute();
  await db.schema.alterTable('employees').addColumn('changed_at', 'varchar(30)').execute();
  // Several employees without one are allowed: both databases let NULLs repeat in a unique index.
  await db.schema
    .createIndex('employees_external_id')
    .on('employees')
    .column('external_id')
    .unique()
    .execute();
  await db.schema
    .createTable('first_login_links')
    .addColumn('token_hash', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('employee_id', 'integer', (c) =>
      c.notNull().references('employees.id').onDelete('cascade'),
    )
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('expires_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('used_at', 'varchar(30)')
    .execute();
  await db.schema
    .createIndex('first_login_links_employee')
    .on('first_login_links')
    .column('employee_id')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('first_login_links').execute();
  await db.schema.dropIndex('employees_external_id').execute();
  for (const column of ['changed_at', 'preferred_language', 'phone', 'external_id']) {
    await db.schema.alterTable('employees').dropColumn(column).execute();
  }
}
