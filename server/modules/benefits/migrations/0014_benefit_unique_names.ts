import { uniqueNameMigration } from '../../../db/uniqueName';

/**
 * Categories, kinds of link and benefits are picked by name (employees browse them, owners choose
 * them in forms): each name once, ignoring case; a benefit's also ignoring accents (its folded
 * `name_key`, 0011), since one partner's branches are its locations, never a second benefit.
 */
export const { up, down } = uniqueNameMigration(
  { table: 'benefit_categories', index: 'benefit_categories_name_unique', maxLength: 100 },
  { table: 'benefit_link_types', index: 'benefit_link_types_name_unique', maxLength: 100 },
  { table: 'benefits', index: 'benefits_name_key_unique', maxLength: 150, key: 'name_key' },
);
