import type { Kysely } from 'kysely';
import { autoId } from '../../../db/dialect';
import { authoredTimestamps } from '../../../db/columns';

/** Newsletters: rich-text body, cover image and a publication window. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('newsletters')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('title', 'varchar(150)', (c) => c.notNull())
    .addColumn('summary', 'varchar(500)', (c) => c.notNull())
    // Sanitised HTML (server/http/richText.ts).
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('cover_file_id', 'varchar(36)', (c) => c.references('files.id'))
    // 'YYYY-MM-DD', both inclusive, in the company's time zone.
    .addColumn('start_date', 'varchar(10)', (c) => c.notNull())
    .addColumn('end_date', 'varchar(10)', (c) => c.notNull())
    .addColumn('published', 'integer', (c) => c.notNull().defaultTo(0))
    .$call(authoredTimestamps)
    .execute();
  // What employees see: published rows whose window holds today, newest first.
  await db.schema
    .createIndex('newsletters_published_window')
    .on('newsletters')
    .columns(['published', 'start_date', 'end_date'])
    .execute();
  await db.schema
    .createIndex('newsletters_start_date')
    .on('newsletters')
    .column('start_date')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('newsletters').execute();
}
