import type { Kysely } from 'kysely';

/**
 * The upload quota sums `files.size` per creator in every upload's write transaction
 * (server/files/storage.ts saveFile). Without an index that sum reads the whole table; with
 * `size` beside `created_by` it is answered from the index alone.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('files_created_by_size')
    .on('files')
    .columns(['created_by', 'size'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('files_created_by_size').execute();
}
