import type { Kysely } from 'kysely';
import { autoId } from '../dialect';

/**
 * The scheduled jobs' state (server/jobs/jobs.ts: when each last ran, when it runs next, what it
 * did), kept in the database so a restart, or another instance, carries on where it stopped; and
 * the reminders and escalations the approvals' job sent (server/approvals/reminders.ts), one row
 * per request, kind and level: its unique key lets two instances racing send each once.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('scheduled_jobs')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('name', 'varchar(100)', (c) => c.notNull().unique())
    .addColumn('interval_minutes', 'integer', (c) => c.notNull())
    .addColumn('last_run_at', 'varchar(30)')
    .addColumn('next_run_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('last_outcome', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('last_error', 'text')
    .execute();
  await db.schema
    .createTable('approval_reminders')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('request_type', 'varchar(50)', (c) => c.notNull())
    .addColumn('request_id', 'integer', (c) => c.notNull())
    .addColumn('kind', 'varchar(20)', (c) => c.notNull())
    .addColumn('level', 'integer', (c) => c.notNull())
    .addColumn('sent_at', 'varchar(30)', (c) => c.notNull())
    .addUniqueConstraint('approval_reminders_once', ['request_type', 'request_id', 'kind', 'level'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('approval_reminders').execute();
  await db.schema.dropTable('scheduled_jobs').execute();
}
