import type { Kysely } from 'kysely';

/**
 * Documents (résumés, receipts) carry personal data: stored with `private` set, they are never
 * served by their bare URL (GET /files/:id) but only through the route of the module that owns
 * them, whose rule says who may read them.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('files')
    .addColumn('private', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('files').dropColumn('private').execute();
}
