import type { Kysely } from 'kysely';
import { createUniqueNameIndex } from '../../../db/uniqueName';

/** The home page's quick links are told apart by name: each once, ignoring case. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await createUniqueNameIndex(db, {
    table: 'home_menu_items',
    index: 'home_menu_items_name_unique',
    maxLength: 60,
  });
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('home_menu_items_name_unique').execute();
}
