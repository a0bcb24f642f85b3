import { type Kysely, sql } from 'kysely';
import { autoId } from '../dialect';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('employees')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('badge', 'varchar(20)', (c) => c.notNull().unique())
    .addColumn('username', 'varchar(100)', (c) => c.notNull().unique())
    .addColumn('email', 'varchar(200)', (c) => c.notNull())
    .addColumn('first_name', 'varchar(100)', (c) => c.notNull())
    .addColumn('last_name', 'varchar(100)', (c) => c.notNull())
    .addColumn('full_name', 'varchar(200)', (c) => c.notNull())
    .addColumn('birthday', 'varchar(10)', (c) => c.notNull())
    .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .execute();
  // Birthdays are listed by month and day, whatever the year.
  await db.schema
    .createIndex('employees_birthday_month_day')
    .on('employees')
    .expression(sql`substr(birthday, 6, 5)`)
    .execute();

  await db.schema
    .createTable('modules')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('code', 'varchar(50)', (c) => c.notNull().unique())
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();

  await db.schema
    .createTable('roles')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('code', 'varchar(50)', (c) => c.notNull().unique())
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .addColumn('module_id', 'integer', (c) => c.notNull().references('modules.id'))
    .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();

  await db.schema
    .createTable('role_users')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('role_id', 'integer', (c) => c.notNull().references('roles.id'))
    .addColumn('employee_id', 'integer', (c) => c.notNull().references('employees.id'))
    .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .addUniqueConstraint('role_users_role_employee', ['role_id', 'employee_id'])
    .execute();
  await db.schema
    .createIndex('role_users_employee')
    .on('role_users')
    .column('employee_id')
    .execute();

  await db.schema
    .createTable('sessions')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('employee_id', 'integer', (c) => c.notNull().references('employees.id'))
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('idle_expires_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('expires_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('revoked_at', 'varchar(30)')
    .addColumn('revoked_reason', 'varchar(50)')
    .execute();
  await db.schema
    .createIndex('sessions_employee_open')
    .on('sessions')
    .columns(['employee_id', 'revoked_at'])
    .execute();

  await db.schema
    .createTable('refresh_tokens')
    .addColumn('token_hash', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('session_id', 'varchar(64)', (c) => c.notNull().references('sessions.id'))
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('expires_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('used_at', 'varchar(30)')
    .execute();
  await db.schema
    .createIndex('refresh_tokens_session')
    .on('refresh_tokens')
    .column('session_id')
    .execute();

  await db.schema
    .createTable('identity_accounts')
    .addColumn('username', 'varchar(100)', (c) => c.primaryKey())
    .addColumn('password_hash', 'varchar(200)', (c) => c.notNull())
    .addColumn('employee_id', 'integer', (c) => c.notNull().references('employees.id'))
    .execute();

  await db.schema
    .createTable('identity_store')
    .addColumn('id', 'varchar(200)', (c) => c.notNull())
    .addColumn('model', 'varchar(50)', (c) => c.notNull())
    .addColumn('payload', 'text', (c) => c.notNull())
    .addColumn('grant_id', 'varchar(200)')
    .addColumn('user_code', 'varchar(200)')
    .addColumn('uid', 'varchar(200)')
    .addColumn('expires_at', 'varchar(30)')
    .addColumn('consumed_at', 'varchar(30)')
    .addPrimaryKeyConstraint('identity_store_pk', ['model', 'id'])
    .execute();
  await db.schema
    .createIndex('identity_store_grant')
    .on('identity_store')
    .column('grant_id')
    .execute();
  await db.schema.createIndex('identity_store_uid').on('identity_store').column('uid').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'identity_store',
    'identity_accounts',
    'refresh_tokens',
    'sessions',
    'role_users',
    'roles',
    'modules',
    'employees',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
