import type { Generated, Kysely } from 'kysely';
import { autoId } from '../db/dialect';

/**
 * One move of a record's status: the first row (the record created) has `from_status` null.
 * `P` is the column naming the record (`referral_id`).
 */
export type StatusChangeTable<P extends string, S extends string> = {
  id: Generated<number>;
  from_status: S | null;
  to_status: S;
  note: string;
  /** The employee who moved it (null when the mover is not an employee). */
  changed_by: number | null;
  /** The approver a substitute decided for (migration 0051), null otherwise. */
  on_behalf_of: number | null;
  changed_at: string;
} & { [K in P]: number };

/**
 * Migrations: the history table of a status workflow (`table`), its rows naming the record
 * by `parent` (`referral_id` → `referrals.id`), indexed by record and time (the history's order).
 * The index is `<table>_<parent without _id>`.
 */
export async function createStatusHistory(
  db: Kysely<unknown>,
  table: string,
  parent: { column: string; references: string },
): Promise<void> {
  await db.schema
    .createTable(table)
    .addColumn('id', 'integer', autoId(db))
    .addColumn(parent.column, 'integer', (c) => c.notNull().references(`${parent.references}.id`))
    .addColumn('from_status', 'varchar(20)')
    .addColumn('to_status', 'varchar(20)', (c) => c.notNull())
    .addColumn('note', 'text', (c) => c.notNull())
    .addColumn('changed_by', 'integer', (c) => c.references('employees.id'))
    .addColumn('changed_at', 'varchar(30)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex(`${table}_${parent.column.replace(/_id$/, '')}`)
    .on(table)
    .columns([parent.column, 'changed_at'])
    .execute();
}
