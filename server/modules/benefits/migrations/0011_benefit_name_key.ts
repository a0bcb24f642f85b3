import { type Kysely, sql } from 'kysely';
import { folded } from '../../../db/text';

/**
 * GET /Benefits sorts by name ignoring case and accents. Folding per row kept any index out of
 * it (5,000 benefits: p99 26 ms → 2 s in `npm run bench`); the folded name is stored instead
 * (kept by the service on every write) and indexed with the filters employees' lists use.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('benefits')
    .addColumn('name_key', 'text', (column) => column.notNull().defaultTo(''))
    .execute();
  await sql`update benefits set name_key = ${folded(db, sql.ref('name'))}`.execute(db);
  await db.schema
    .createIndex('benefits_active_name_key')
    .on('benefits')
    .columns(['active', 'name_key', 'id'])
    .execute();
  await db.schema
    .createIndex('benefits_category_active_name_key')
    .on('benefits')
    .columns(['category_id', 'active', 'name_key', 'id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('benefits_category_active_name_key').execute();
  await db.schema.dropIndex('benefits_active_name_key').execute();
  await db.schema.alterTable('benefits').dropColumn('name_key').execute();
}
