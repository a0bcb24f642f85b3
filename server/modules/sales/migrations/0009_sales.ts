import { type Kysely, sql } from 'kysely';
import { autoId } from '../../../db/dialect';
import { timestamps } from '../../../db/columns';

/**
 * Asset sale (campaigns, campaign items, orders, buildings). Money is integer minor units
 * (céntimos); order totals are bigint (a line may multiply a large price by its quantity).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('sales_buildings')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('name', 'varchar(100)', (c) => c.notNull().unique())
    .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
    .$call(timestamps)
    .execute();

  await db.schema
    .createTable('sales_campaigns')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('name', 'varchar(150)', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    // 'YYYY-MM-DD', both inclusive, in the company's time zone.
    .addColumn('start_date', 'varchar(10)', (c) => c.notNull())
    .addColumn('end_date', 'varchar(10)', (c) => c.notNull())
    .addColumn('max_limit_per_person', 'integer', (c) => c.notNull())
    .addColumn('pick_up_in_building', 'integer', (c) => c.notNull())
    .addColumn('sent_to_home', 'integer', (c) => c.notNull())
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('shipping_message', 'text', (c) => c.notNull())
    .$call(timestamps)
    .execute();
  await db.schema
    .createIndex('sales_campaigns_window')
    .on('sales_campaigns')
    .columns(['start_date', 'end_date'])
    .execute();
  await db.schema
    .createIndex('sales_campaigns_end_date')
    .on('sales_campaigns')
    .column('end_date')
    .execute();

  await db.schema
    .createTable('sales_campaign_buildings')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('campaign_id', 'integer', (c) => c.notNull().references('sales_campaigns.id'))
    .addColumn('building_id', 'integer', (c) => c.notNull().references('sales_buildings.id'))
    .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
    .addUniqueConstraint('sales_campaign_buildings_unique', ['campaign_id', 'building_id'])
    .execute();
  await db.schema
    .createIndex('sales_campaign_buildings_building')
    .on('sales_campaign_buildings')
    .column('building_id')
    .execute();

  await db.schema
    .createTable('sales_items')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('campaign_id', 'integer', (c) => c.notNull().references('sales_campaigns.id'))
    .addColumn('name', 'varchar(150)', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('quantity', 'integer', (c) => c.notNull())
    // Never negative: orders decrement it only while enough is left.
    .addColumn('stock_quantity', 'integer', (c) => c.notNull().check(sql`stock_quantity >= 0`))
    .addColumn('unit_price_minor', 'integer', (c) => c.notNull())
    .addColumn('max_limit_per_person', 'integer', (c) => c.notNull())
    .addColumn('shipping_price_minor', 'integer', (c) => c.notNull())
    .addColumn('image_file_id', 'varchar(36)', (c) => c.references('files.id'))
    .$call(timestamps)
    .execute();
  await db.schema
    .createIndex('sales_items_campaign')
    .on('sales_items')
    .columns(['campaign_id', 'name'])
    .execute();
  await db.schema.createIndex('sales_items_name').on('sales_items').column('name').execute();
  await db.schema
    .createIndex('sales_items_stock')
    .on('sales_items')
    .column('stock_quantity')
    .execute();

  await db.schema
    .createTable('sales_orders')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('campaign_id', 'integer', (c) => c.notNull().references('sales_campaigns.id'))
    .addColumn('employee_id', 'integer', (c) => c.notNull().references('employees.id'))
    // 'building' | 'home'
    .addColumn('delivery', 'varchar(10)', (c) => c.notNull())
    .addColumn('building_id', 'integer', (c) => c.references('sales_buildings.id'))
    .addColumn('address', 'varchar(300)')
    .addColumn('phone', 'varchar(20)')
    .addColumn('items_total_minor', 'bigint', (c) => c.notNull())
    .addColumn('shipping_total_minor', 'bigint', (c) => c.notNull())
    .addColumn('total_minor', 'bigint', (c) => c.notNull())
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .execute();
  // The buyer's orders in a campaign (limits per person), and the owners' filters and sorts.
  await db.schema
    .createIndex('sales_orders_employee_campaign')
    .on('sales_orders')
    .columns(['employee_id', 'campaign_id'])
    .execute();
  await db.schema
    .createIndex('sales_orders_campaign_created')
    .on('sales_orders')
    .columns(['campaign_id', 'created_at'])
    .execute();
  await db.schema
    .createIndex('sales_orders_building')
    .on('sales_orders')
    .column('building_id')
    .execute();
  await db.schema
    .createIndex('sales_orders_created')
    .on('sales_orders')
    .column('created_at')
    .execute();
  await db.schema
    .createIndex('sales_orders_total')
    .on('sales_orders')
    .column('total_minor')
    .execute();

  await db.schema
    .createTable('sales_order_items')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('order_id', 'integer', (c) => c.notNull().references('sales_orders.id'))
    .addColumn('item_id', 'integer', (c) => c.notNull().references('sales_items.id'))
    .addColumn('quantity', 'integer', (c) => c.notNull())
    // The prices when bought: later price changes do not rewrite past orders.
    .addColumn('unit_price_minor', 'integer', (c) => c.notNull())
    .addColumn('shipping_price_minor', 'integer', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('sales_order_items_order')
    .on('sales_order_items')
    .column('order_id')
    .execute();
  await db.schema
    .createIndex('sales_order_items_item')
    .on('sales_order_items')
    .column('item_id')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'sales_order_items',
    'sales_orders',
    'sales_items',
    'sales_campaign_buildings',
    'sales_campaigns',
    'sales_buildings',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
