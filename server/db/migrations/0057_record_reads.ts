import type { Kysely } from 'kysely';
import { autoId } from '../dialect';

/**
 * Reads of a person's records by someone else (server/privacy/reads.ts): one row per person whose
 * data a call showed, with who read it, in which role, what and from which screen. The person's
 * list reads it newest first; the administrators' list by instant.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('record_reads')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('at', 'varchar(30)', (c) => c.notNull())
    .addColumn('subject_employee_id', 'integer', (c) => c.notNull().references('employees.id'))
    .addColumn('reader_employee_id', 'integer', (c) => c.references('employees.id'))
    .addColumn('reader_username', 'varchar(256)', (c) => c.notNull())
    .addColumn('reader_roles', 'varchar(1000)', (c) => c.notNull())
    .addColumn('what', 'varchar(50)', (c) => c.notNull())
    .addColumn('record_id', 'varchar(50)')
    .addColumn('screen', 'varchar(256)')
    .execute();
  await db.schema
    .createIndex('record_reads_subject_at')
    .on('record_reads')
    .columns(['subject_employee_id', 'at', 'id'])
    .execute();
  await db.schema.createIndex('record_reads_at').on('record_reads').columns(['at', 'id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('record_reads').execute();
}
