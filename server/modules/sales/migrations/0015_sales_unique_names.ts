import { uniqueNameMigration } from '../../../db/uniqueName';

/**
 * Buildings and campaigns are picked by name (the campaign form, the orders' filters): each name
 * once, ignoring case. A building's name was already unique as written (0009).
 */
export const { up, down } = uniqueNameMigration(
  { table: 'sales_buildings', index: 'sales_buildings_name_unique', maxLength: 100 },
  { table: 'sales_campaigns', index: 'sales_campaigns_name_unique', maxLength: 150 },
);
