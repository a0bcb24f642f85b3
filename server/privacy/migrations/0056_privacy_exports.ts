import type { Kysely } from 'kysely';
import { autoId, dialectOf } from '../../db/dialect';

/**
 * Each employee's download of their data ("My data"): one row per person, asked for, prepared in
 * the background, then downloadable until it expires.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('privacy_exports')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('employee_id', 'integer', (c) =>
      c.notNull().unique().references('employees.id').onDelete('cascade'),
    )
    .addColumn('status', 'varchar(20)', (c) => c.notNull())
    .addColumn('requested_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('ready_at', 'varchar(30)')
    .addColumn('expires_at', 'varchar(30)')
    .addColumn('size', 'integer')
    .addColumn('data', dialectOf(db) === 'postgres' ? 'bytea' : 'blob')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('privacy_exports').execute();
}
