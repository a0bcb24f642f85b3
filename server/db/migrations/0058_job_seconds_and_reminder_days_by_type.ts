import { type Kysely, sql } from 'kysely';
import { autoId } from '../dialect';

/**
 * A scheduled job's interval in seconds, not minutes (server/jobs/jobs.ts): the mail outbox's
 * sender runs as a job every few seconds (MAIL_POLL_SECONDS). The minutes already kept become
 * seconds. And the reminder days of one kind of request, where an administrator set them apart
 * from the company's (server/approvals/settings.ts): one row per kind.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('approval_type_settings')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('request_type', 'varchar(50)', (c) => c.notNull().unique())
    .addColumn('remind_after', 'integer', (c) => c.notNull())
    .addColumn('escalate_after', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(30)', (c) => c.notNull())
    .execute();
  await db.schema
    .alterTable('scheduled_jobs')
    .addColumn('interval_seconds', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await sql`update scheduled_jobs set interval_seconds = interval_minutes * 60`.execute(db);
  await db.schema.alterTable('scheduled_jobs').dropColumn('interval_minutes').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('approval_type_settings').execute();
  await db.schema
    .alterTable('scheduled_jobs')
    .addColumn('interval_minutes', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  // A job of seconds keeps at least a minute.
  await sql`update scheduled_jobs set interval_minutes = case when interval_seconds < 60 then 1 else interval_seconds / 60 end`.execute(
    db,
  );
  await db.schema.alterTable('scheduled_jobs').dropColumn('interval_seconds').execute();
}
