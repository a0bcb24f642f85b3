import type { Kysely } from 'kysely';

/**
 * What issue 40 left: the company's reminder days as an administrator's setting (one row, read by
 * the reminders job: server/approvals/settings.ts), the day a delegation's substitute was told it
 * started (server/approvals/delegationNotices.ts), and an e-mail the sender gave up on after its
 * last attempt (server/mail/sender.ts).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('approval_settings')
    // The one row: id 1.
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('remind_after', 'integer', (c) => c.notNull())
    .addColumn('escalate_after', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(30)', (c) => c.notNull())
    .execute();
  await db.schema
    .alterTable('approval_delegations')
    .addColumn('start_noticed_at', 'varchar(30)')
    .execute();
  await db.schema.alterTable('mail_outbox').addColumn('failed_at', 'varchar(30)').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('mail_outbox').dropColumn('failed_at').execute();
  await db.schema.alterTable('approval_delegations').dropColumn('start_noticed_at').execute();
  await db.schema.dropTable('approval_settings').execute();
}
