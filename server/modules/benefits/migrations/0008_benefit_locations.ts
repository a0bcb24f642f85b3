import { type Kysely, sql } from 'kysely';
import { autoId } from '../../../db/dialect';
import type { Database } from '../../../db/schema';
import { insertGeography } from '../../../geography/reference';
import { authoredTimestamps } from '../../../db/columns';

/**
 * Geography of Costa Rica (provinces, cantons, districts keyed by their official INEC codes) and
 * the places where a benefit can be used. A location keeps the names next to the codes
 * (the contract sends both) as they were when it was saved. The geography rows are reference data every
 * database needs, so this migration writes them.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('provinces')
    // INEC code, 1…7.
    .addColumn('code', 'integer', (c) => c.primaryKey())
    .addColumn('name', 'varchar(60)', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('cantons')
    // INEC code: province digit + two digits ('101').
    .addColumn('code', 'varchar(3)', (c) => c.primaryKey())
    .addColumn('province_code', 'integer', (c) => c.notNull().references('provinces.code'))
    .addColumn('name', 'varchar(60)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('cantons_province')
    .on('cantons')
    .columns(['province_code', 'code'])
    .execute();
  await db.schema
    .createTable('districts')
    // INEC code: canton code + two digits ('10101').
    .addColumn('code', 'varchar(5)', (c) => c.primaryKey())
    .addColumn('canton_code', 'varchar(3)', (c) => c.notNull().references('cantons.code'))
    .addColumn('name', 'varchar(60)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('districts_canton')
    .on('districts')
    .columns(['canton_code', 'code'])
    .execute();
  await insertGeography(db as Kysely<Database>);

  await db.schema
    .createTable('benefit_locations')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('benefit_id', 'integer', (c) =>
      c.notNull().references('benefits.id').onDelete('cascade'),
    )
    .addColumn('province_code', 'integer', (c) => c.notNull().references('provinces.code'))
    .addColumn('province_name', 'varchar(60)', (c) => c.notNull())
    .addColumn('canton_code', 'varchar(3)', (c) => c.notNull().references('cantons.code'))
    .addColumn('canton_name', 'varchar(60)', (c) => c.notNull())
    .addColumn('district_code', 'varchar(5)', (c) => c.notNull().references('districts.code'))
    .addColumn('district_name', 'varchar(60)', (c) => c.notNull())
    .addColumn('address', 'varchar(300)', (c) => c.notNull())
    // Decimal degrees (WGS 84); the decimal comma exists only at the contract edge.
    .addColumn('latitude', 'double precision', (c) => c.notNull())
    .addColumn('longitude', 'double precision', (c) => c.notNull())
    // Eight national digits (the +506 prefix is added when shown or dialled).
    .addColumn('phone', 'varchar(8)')
    .addColumn('whatsapp', 'varchar(8)')
    .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('principal_location', 'integer', (c) => c.notNull().defaultTo(0))
    // 'store' | 'branch' | 'office' | 'online' (contracts/benefits/locations.ts).
    .addColumn('ubication_type', 'varchar(20)', (c) => c.notNull())
    .$call(authoredTimestamps)
    .execute();
  // A benefit's locations (detail page, admin tab), principal first.
  await db.schema
    .createIndex('benefit_locations_benefit')
    .on('benefit_locations')
    .columns(['benefit_id', 'active', 'principal_location'])
    .execute();
  // FindByProvincia / FindByProvinciaCanton, with or without one benefit.
  await db.schema
    .createIndex('benefit_locations_province_canton')
    .on('benefit_locations')
    .columns(['province_code', 'canton_code', 'active'])
    .execute();
  await db.schema
    .createIndex('benefit_locations_benefit_province_canton')
    .on('benefit_locations')
    .columns(['benefit_id', 'province_code', 'canton_code'])
    .execute();
  // At most one principal location per benefit, whatever the writers do.
  await db.schema
    .createIndex('benefit_locations_one_principal')
    .on('benefit_locations')
    .column('benefit_id')
    .unique()
    .where(sql.ref('principal_location'), '=', 1)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['benefit_locations', 'districts', 'cantons', 'provinces']) {
    await db.schema.dropTable(table).execute();
  }
}
