import type { Kysely } from 'kysely';
import { autoId } from '../dialect';

/**
 * The e-mail outbox (server/mail): a message is written in the transaction of the change it
 * reports and sent later by the sender loop; and each employee's language and notice choices.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('mail_outbox')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('recipient', 'varchar(320)', (c) => c.notNull())
    .addColumn('language', 'varchar(2)', (c) => c.notNull())
    .addColumn('subject', 'varchar(300)', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('html', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    // When a sender may take it: due, after a failure's backoff, or once a claim's lease ends.
    .addColumn('next_attempt_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('last_error', 'varchar(1000)')
    .addColumn('sent_at', 'varchar(30)')
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('mail_outbox_due')
    .on('mail_outbox')
    .columns(['sent_at', 'next_attempt_at'])
    .execute();
  await db.schema
    .createTable('notification_preferences')
    .addColumn('employee_id', 'integer', (c) =>
      c.primaryKey().references('employees.id').onDelete('cascade'),
    )
    .addColumn('language', 'varchar(2)', (c) => c.notNull())
    // The kinds of notice also sent by e-mail, as a JSON list (contracts/notifications.ts).
    .addColumn('email_kinds', 'varchar(200)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(30)', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('notification_preferences').execute();
  await db.schema.dropTable('mail_outbox').execute();
}
