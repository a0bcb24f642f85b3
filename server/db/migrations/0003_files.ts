import type { Kysely } from 'kysely';
import { dialectOf } from '../dialect';

/** Uploaded files live in the database, so every server instance serves them. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('files')
    // A random UUID: file URLs are capabilities, readable without a bearer token (<img src>).
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('name', 'varchar(200)', (c) => c.notNull())
    .addColumn('mime', 'varchar(100)', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('sha256', 'varchar(64)', (c) => c.notNull())
    .addColumn('data', dialectOf(db) === 'postgres' ? 'bytea' : 'blob', (c) => c.notNull())
    .addColumn('created_by', 'integer')
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('files').execute();
}
