import { type Kysely, sql } from 'kysely';
import { timestamps } from '../../../db/columns';
import { autoId } from '../../../db/dialect';

/** Unique indexes whose violations the stores turn into 409s. */
export const UNIQUE_CAFETERIA_NAME = 'cafeterias_name';
export const UNIQUE_CATEGORY_NAME = 'cafeteria_categories_name';
export const UNIQUE_PRODUCT_NAME = 'cafeteria_products_category_name';
export const UNIQUE_PRICE = 'cafeteria_prices_cafeteria_product';

/**
 * The cafeterias' menu (cafeterias, categories, products, prices per cafeteria), the employees'
 * carts and the ERP's invoices with their lines.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await timestamps(
    db.schema
      .createTable('cafeterias')
      .addColumn('id', 'integer', autoId(db))
      .addColumn('name', 'varchar(100)', (c) => c.notNull())
      .addColumn('location', 'varchar(200)', (c) => c.notNull())
      .addColumn('opening_hours', 'varchar(200)', (c) => c.notNull())
      .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1)),
  ).execute();
  await db.schema
    .createIndex(UNIQUE_CAFETERIA_NAME)
    .on('cafeterias')
    .unique()
    .expression(sql`lower(name)`)
    .execute();

  await timestamps(
    db.schema
      .createTable('cafeteria_categories')
      .addColumn('id', 'integer', autoId(db))
      .addColumn('name', 'varchar(100)', (c) => c.notNull())
      .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1)),
  ).execute();
  await db.schema
    .createIndex(UNIQUE_CATEGORY_NAME)
    .on('cafeteria_categories')
    .unique()
    .expression(sql`lower(name)`)
    .execute();

  await timestamps(
    db.schema
      .createTable('cafeteria_products')
      .addColumn('id', 'integer', autoId(db))
      .addColumn('name', 'varchar(100)', (c) => c.notNull())
      .addColumn('category_id', 'integer', (c) => c.notNull().references('cafeteria_categories.id'))
      .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1)),
  ).execute();
  await db.schema
    .createIndex(UNIQUE_PRODUCT_NAME)
    .on('cafeteria_products')
    .unique()
    .column('category_id')
    .expression(sql`lower(name)`)
    .execute();

  await timestamps(
    db.schema
      .createTable('cafeteria_prices')
      .addColumn('id', 'integer', autoId(db))
      .addColumn('cafeteria_id', 'integer', (c) => c.notNull().references('cafeterias.id'))
      .addColumn('product_id', 'integer', (c) => c.notNull().references('cafeteria_products.id'))
      .addColumn('price_minor', 'integer', (c) => c.notNull())
      .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1)),
  ).execute();
  await db.schema
    .createIndex(UNIQUE_PRICE)
    .on('cafeteria_prices')
    .unique()
    .columns(['cafeteria_id', 'product_id'])
    .execute();
  await db.schema
    .createIndex('cafeteria_prices_product')
    .on('cafeteria_prices')
    .column('product_id')
    .execute();

  await timestamps(
    db.schema
      .createTable('cart_items')
      .addColumn('id', 'integer', autoId(db))
      .addColumn('employee_id', 'integer', (c) => c.notNull().references('employees.id'))
      .addColumn('price_id', 'integer', (c) => c.notNull().references('cafeteria_prices.id'))
      .addColumn('amount', 'integer', (c) => c.notNull()),
  ).execute();
  await db.schema
    .createIndex('cart_items_employee_price')
    .on('cart_items')
    .unique()
    .columns(['employee_id', 'price_id'])
    .execute();

  await db.schema
    .createTable('cafeteria_invoices')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('invoice_number', 'varchar(30)', (c) => c.notNull().unique())
    .addColumn('employee_id', 'integer', (c) => c.notNull().references('employees.id'))
    .addColumn('cafeteria_id', 'integer', (c) => c.notNull().references('cafeterias.id'))
    .addColumn('issued_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('status', 'varchar(20)', (c) => c.notNull())
    .addColumn('total_minor', 'integer', (c) => c.notNull())
    .addColumn('deducted_on', 'varchar(10)')
    .execute();
  // "My invoices with this status, newest first", and the pending sum of checkout's limit.
  await db.schema
    .createIndex('cafeteria_invoices_employee_status_issued')
    .on('cafeteria_invoices')
    .columns(['employee_id', 'status', 'issued_at'])
    .execute();
  await db.schema
    .createIndex('cafeteria_invoices_cafeteria')
    .on('cafeteria_invoices')
    .column('cafeteria_id')
    .execute();

  await db.schema
    .createTable('cafeteria_invoice_lines')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('invoice_id', 'integer', (c) =>
      c.notNull().references('cafeteria_invoices.id').onDelete('cascade'),
    )
    .addColumn('price_id', 'integer', (c) => c.references('cafeteria_prices.id'))
    .addColumn('product', 'varchar(100)', (c) => c.notNull())
    .addColumn('quantity', 'integer', (c) => c.notNull())
    .addColumn('unit_price_minor', 'integer', (c) => c.notNull())
    .addColumn('total_minor', 'integer', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('cafeteria_invoice_lines_invoice')
    .on('cafeteria_invoice_lines')
    .column('invoice_id')
    .execute();
  await db.schema
    .createIndex('cafeteria_invoice_lines_price')
    .on('cafeteria_invoice_lines')
    .column('price_id')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'cafeteria_invoice_lines',
    'cafeteria_invoices',
    'cart_items',
    'cafeteria_prices',
    'cafeteria_products',
    'cafeteria_categories',
    'cafeterias',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
