import type { Kysely } from 'kysely';

/**
 * What HR knows of an employee that requests and the leadership survey need: the account (area)
 * they work for, their position, their supervisor (who approves their requests and whom the
 * survey asks about) and the day they were hired (the probation period). Null when HR has not
 * said: a record without a supervisor has its requests decided by the module's owners.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('employees').addColumn('account', 'varchar(100)').execute();
  await db.schema.alterTable('employees').addColumn('position', 'varchar(100)').execute();
  await db.schema
    .alterTable('employees')
    .addColumn('supervisor_id', 'integer', (c) => c.references('employees.id'))
    .execute();
  await db.schema.alterTable('employees').addColumn('hired_on', 'varchar(10)').execute();
  // An approver's people and an account's supervisors are read by these.
  await db.schema
    .createIndex('employees_supervisor')
    .on('employees')
    .column('supervisor_id')
    .execute();
  await db.schema.createIndex('employees_account').on('employees').column('account').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('employees_account').execute();
  await db.schema.dropIndex('employees_supervisor').execute();
  for (const column of ['hired_on', 'supervisor_id', 'position', 'account']) {
    await db.schema.alterTable('employees').dropColumn(column).execute();
  }
}
