import { type Kysely, sql } from 'kysely';

/**
 * A scheduled job's interval in seconds, not minutes (server/jobs/jobs.ts): the mail outbox's
 * sender runs as a job every few seconds (MAIL_POLL_SECONDS). The minutes already kept become
 * seconds.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('scheduled_jobs')
    .addColumn('interval_seconds', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await sql`update scheduled_jobs set interval_seconds = interval_minutes * 60`.execute(db);
  await db.schema.alterTable('scheduled_jobs').dropColumn('interval_minutes').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
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
