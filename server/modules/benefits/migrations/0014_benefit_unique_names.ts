import type { Kysely } from 'kysely';
import { createUniqueNameIndex } from '../../../db/uniqueName';

/**
 * Categories, kinds of link and benefits are picked by name (employees browse them, owners choose
 * them in forms): each name once, ignoring case; a benefit's also ignoring accents (its folded
 * `name_key`, 0011), since one partner's branches are its locations, never a second benefit.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await createUniqueNameIndex(db, {
    table: 'benefit_categories',
    index: 'benefit_categories_name_unique',
    maxLength: 100,
  });
  await createUniqueNameIndex(db, {
    table: 'benefit_link_types',
    index: 'benefit_link_types_name_unique',
    maxLength: 100,
  });
  await createUniqueNameIndex(db, {
    table: 'benefits',
    index: 'benefits_name_key_unique',
    maxLength: 150,
    key: 'name_key',
  });
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('benefits_name_key_unique').execute();
  await db.schema.dropIndex('benefit_link_types_name_unique').execute();
  await db.schema.dropIndex('benefit_categories_name_unique').execute();
}
