import type { Kysely } from 'kysely';
import { autoId } from '../../../db/dialect';
import { timestamps } from '../../../db/columns';

/**
 * Home and news: home messages (news and kudos) with their recipients, kudos suggestion
 * texts, employees' notifications and the golden referrers the RAFT module will feed.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('home_messages')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('type', 'varchar(10)', (c) => c.notNull())
    .addColumn('status', 'varchar(20)', (c) => c.notNull())
    .addColumn('title', 'varchar(200)')
    .addColumn('body', 'text')
    .addColumn('image', 'varchar(500)')
    .addColumn('category', 'varchar(30)')
    .addColumn('message', 'varchar(500)')
    .addColumn('author_id', 'integer', (c) => c.notNull().references('employees.id'))
    .addColumn('publish_from', 'varchar(30)', (c) => c.notNull())
    .addColumn('publish_to', 'varchar(30)')
    .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('correction_reason', 'varchar(500)')
    .$call(timestamps)
    .execute();
  // The feed: published messages of a type, newest first.
  await db.schema
    .createIndex('home_messages_feed')
    .on('home_messages')
    .columns(['type', 'status', 'publish_from'])
    .execute();
  // An author's kudos in correction.
  await db.schema
    .createIndex('home_messages_author_status')
    .on('home_messages')
    .columns(['author_id', 'status'])
    .execute();

  await db.schema
    .createTable('home_message_recipients')
    .addColumn('message_id', 'integer', (c) =>
      c.notNull().references('home_messages.id').onDelete('cascade'),
    )
    .addColumn('employee_id', 'integer', (c) => c.notNull().references('employees.id'))
    // Recipients added while a kudos is in correction are notified when it is published again.
    .addColumn('notified', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('home_message_recipients_pk', ['message_id', 'employee_id'])
    .execute();
  await db.schema
    .createIndex('home_message_recipients_employee')
    .on('home_message_recipients')
    .column('employee_id')
    .execute();

  await db.schema
    .createTable('kudos_suggestions')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('text', 'varchar(500)', (c) => c.notNull())
    .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
    .$call(timestamps)
    .execute();
  await db.schema
    .createIndex('kudos_suggestions_active_text')
    .on('kudos_suggestions')
    .columns(['active', 'text'])
    .execute();

  await db.schema
    .createTable('notifications')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('employee_id', 'integer', (c) => c.notNull().references('employees.id'))
    .addColumn('kind', 'varchar(50)', (c) => c.notNull())
    .addColumn('title', 'varchar(200)', (c) => c.notNull())
    .addColumn('body', 'varchar(1000)', (c) => c.notNull())
    .addColumn('link', 'varchar(300)')
    .addColumn('read_at', 'varchar(30)')
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('notifications_employee_created')
    .on('notifications')
    .columns(['employee_id', 'created_at'])
    .execute();
  await db.schema
    .createIndex('notifications_employee_read')
    .on('notifications')
    .columns(['employee_id', 'read_at'])
    .execute();

  // Fed by the RAFT module once it lands (hired referrals per referring employee).
  await db.schema
    .createTable('golden_referrers')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('employee_id', 'integer', (c) => c.notNull().unique().references('employees.id'))
    .addColumn('hired_referrals', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(30)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('golden_referrers_hired')
    .on('golden_referrers')
    .column('hired_referrals')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'golden_referrers',
    'notifications',
    'kudos_suggestions',
    'home_message_recipients',
    'home_messages',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
