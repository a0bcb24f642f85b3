import type { Kysely } from 'kysely';
import { autoId } from '../../../db/dialect';
import { timestamps } from '../../../db/columns';

/**
 * Benefits catalogue: categories, benefits, the catalogue of link kinds, each benefit's
 * own links, discounts and the Benefits home page settings. Locations and geography come in 0008.
 * Image columns hold `files.id` without a foreign key (as `ctas`): a replaced image stays in
 * `files`, so audit snapshots keep their URL.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('benefit_categories')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    // `order` is a reserved word: the category's place on /Benefits/Home, 1…n.
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('image_file_id', 'varchar(36)')
    .$call(timestamps)
    .execute();
  await db.schema
    .createIndex('benefit_categories_position')
    .on('benefit_categories')
    .columns(['position', 'name'])
    .execute();
  await db.schema
    .createIndex('benefit_categories_name')
    .on('benefit_categories')
    .column('name')
    .execute();

  await db.schema
    .createTable('benefits')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('category_id', 'integer', (c) => c.notNull().references('benefit_categories.id'))
    .addColumn('name', 'varchar(150)', (c) => c.notNull())
    .addColumn('detail', 'varchar(500)', (c) => c.notNull())
    // Sanitised HTML (server/http/richText.ts).
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('benefit_info', 'text', (c) => c.notNull())
    .addColumn('link', 'varchar(500)')
    .addColumn('facebook', 'varchar(500)')
    .addColumn('instagram', 'varchar(500)')
    .addColumn('email', 'varchar(254)')
    .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('logo_file_id', 'varchar(36)')
    .addColumn('image_file_id', 'varchar(36)')
    .$call(timestamps)
    .execute();
  // Employees browse a category's active benefits by name; admins sort and search by name.
  await db.schema
    .createIndex('benefits_category_active_name')
    .on('benefits')
    .columns(['category_id', 'active', 'name'])
    .execute();
  await db.schema
    .createIndex('benefits_active_name')
    .on('benefits')
    .columns(['active', 'name'])
    .execute();
  await db.schema.createIndex('benefits_name').on('benefits').column('name').execute();

  // The catalogue of link kinds (BenefitLink.idBenefit is always 1:
  // docs/decisions/0056-benefitlink-is-a-catalogue-of-link-kinds.md).
  await db.schema
    .createTable('benefit_link_types')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .addColumn('link', 'varchar(500)')
    .addColumn('icon_file_id', 'varchar(36)')
    .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
    .$call(timestamps)
    .execute();
  await db.schema
    .createIndex('benefit_link_types_name')
    .on('benefit_link_types')
    .column('name')
    .execute();

  await db.schema
    .createTable('benefit_links')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('benefit_id', 'integer', (c) =>
      c.notNull().references('benefits.id').onDelete('cascade'),
    )
    .addColumn('link_type_id', 'integer', (c) => c.notNull().references('benefit_link_types.id'))
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .addColumn('link', 'varchar(500)', (c) => c.notNull())
    .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('position', 'integer', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('benefit_links_benefit_position')
    .on('benefit_links')
    .columns(['benefit_id', 'position'])
    .execute();
  await db.schema
    .createIndex('benefit_links_link_type')
    .on('benefit_links')
    .column('link_type_id')
    .execute();

  await db.schema
    .createTable('benefit_discounts')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('benefit_id', 'integer', (c) =>
      c.notNull().references('benefits.id').onDelete('cascade'),
    )
    // benefit_locations.id (0008); checked by the service, no foreign key across migrations.
    .addColumn('location_id', 'integer')
    .addColumn('name', 'varchar(150)', (c) => c.notNull())
    .addColumn('link', 'varchar(500)')
    // Company wall-clock 'YYYY-MM-DDTHH:mm:ss'; both ends inclusive.
    .addColumn('starts_at', 'varchar(19)', (c) => c.notNull())
    .addColumn('ends_at', 'varchar(19)', (c) => c.notNull())
    .addColumn('image_file_id', 'varchar(36)')
    .$call(timestamps)
    .execute();
  // Currently valid / this month's discounts: range on the window.
  await db.schema
    .createIndex('benefit_discounts_window')
    .on('benefit_discounts')
    .columns(['ends_at', 'starts_at'])
    .execute();
  await db.schema
    .createIndex('benefit_discounts_starts')
    .on('benefit_discounts')
    .column('starts_at')
    .execute();
  await db.schema
    .createIndex('benefit_discounts_benefit_window')
    .on('benefit_discounts')
    .columns(['benefit_id', 'ends_at'])
    .execute();
  await db.schema
    .createIndex('benefit_discounts_name')
    .on('benefit_discounts')
    .column('name')
    .execute();

  // One row titled 'settings' for /Benefits/Home.
  await db.schema
    .createTable('benefit_page_settings')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('title', 'varchar(30)', (c) => c.notNull().unique())
    .addColumn('header', 'text', (c) => c.notNull())
    .addColumn('reminder', 'text', (c) => c.notNull())
    .addColumn('logo_file_id', 'varchar(36)')
    .addColumn('footer_file_id', 'varchar(36)')
    .addColumn('badge_file_id', 'varchar(36)')
    .addColumn('updated_at', 'varchar(30)', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'benefit_page_settings',
    'benefit_discounts',
    'benefit_links',
    'benefit_link_types',
    'benefits',
    'benefit_categories',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
