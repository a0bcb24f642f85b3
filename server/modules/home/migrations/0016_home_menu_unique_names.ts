import { uniqueNameMigration } from '../../../db/uniqueName';

/** The home page's quick links are told apart by name: each once, ignoring case. */
export const { up, down } = uniqueNameMigration({
  table: 'home_menu_items',
  index: 'home_menu_items_name_unique',
  maxLength: 60,
});
