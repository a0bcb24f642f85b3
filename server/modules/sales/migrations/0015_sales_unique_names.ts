import type { Kysely } from 'kysely';
import { createUniqueNameIndex } from '../../../db/uniqueName';

/**
 * Buildings and campaigns are picked by name (the campaign form, the orders' filters): each name
 * once, ignoring case. A building's name was already unique as written (0009).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await createUniqueNameIndex(db, {
    table: 'sales_buildings',
    index: 'sales_buildings_name_unique',
    maxLength: 100,
  });
  await createUniqueNameIndex(db, {
    table: 'sales_campaigns',
    index: 'sales_campaigns_name_unique',
    maxLength: 150,
  });
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('sales_campaigns_name_unique').execute();
  await db.schema.dropIndex('sales_buildings_name_unique').execute();
}
