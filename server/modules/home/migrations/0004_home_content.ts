import type { Kysely } from 'kysely';
import { autoId } from '../../../db/dialect';
import { timestamps } from '../../../db/columns';

/**
 * Home page content and the settings administrators keep: calendar activities, the
 * home menu's quick links and the CTAs (videos, banners, assistant links, contacts, images).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('calendar_activities')
    .addColumn('id', 'integer', autoId(db))
    // 1 = home, 2 = Bring a friend (contracts/home/links.ts CALENDAR_APPLICATION).
    .addColumn('application_id', 'integer', (c) => c.notNull())
    .addColumn('title', 'varchar(150)', (c) => c.notNull())
    .addColumn('description', 'text')
    .addColumn('starts_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('ends_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('location', 'varchar(200)')
    .addColumn('link', 'varchar(500)')
    .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
    .$call(timestamps)
    .execute();
  await db.schema
    .createIndex('calendar_activities_application_ends')
    .on('calendar_activities')
    .columns(['application_id', 'ends_at'])
    .execute();
  await db.schema
    .createIndex('calendar_activities_application_starts')
    .on('calendar_activities')
    .columns(['application_id', 'starts_at'])
    .execute();

  await db.schema
    .createTable('home_menu_items')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('name', 'varchar(60)', (c) => c.notNull())
    .addColumn('url', 'varchar(500)', (c) => c.notNull())
    .addColumn('icon', 'varchar(30)', (c) => c.notNull())
    // `order` is a reserved word: the position among the links, 1…n.
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('new_tab', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
    .$call(timestamps)
    .execute();
  await db.schema
    .createIndex('home_menu_items_position')
    .on('home_menu_items')
    .column('position')
    .execute();

  await db.schema
    .createTable('ctas')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('key', 'varchar(20)', (c) => c.notNull())
    .addColumn('source_url', 'varchar(500)')
    // No foreign key: a replaced image stays in `files`, so audit snapshots keep their URL.
    .addColumn('image_file_id', 'varchar(36)')
    .addColumn('title', 'varchar(150)')
    .addColumn('description', 'varchar(500)')
    .addColumn('name', 'varchar(100)')
    .addColumn('role', 'varchar(150)')
    .addColumn('email', 'varchar(200)')
    .addColumn('phone', 'varchar(30)')
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
    .$call(timestamps)
    .execute();
  await db.schema
    .createIndex('ctas_key_position')
    .on('ctas')
    .columns(['key', 'position'])
    .execute();

  // The CTAs that exist once: the home image first, so it is id 1 (the image update
  // uses id 1), then the videos and the assistant links. Empty until an administrator fills them.
  const now = new Date().toISOString();
  for (const key of ['Image', 'Video', 'RaftVideo', 'AskAlejandro', 'ChatBot']) {
    await (db as Kysely<{ ctas: Record<string, unknown> }>)
      .insertInto('ctas')
      .values({ key, position: 1, active: 1, created_at: now, updated_at: now })
      .execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('ctas').execute();
  await db.schema.dropTable('home_menu_items').execute();
  await db.schema.dropTable('calendar_activities').execute();
}
