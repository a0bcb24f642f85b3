import type { Kysely } from 'kysely';
import { timestamps } from '../../db/columns';

/**
 * Where each employee lives, by INEC district, with an address line (My location): the
 * extracurricular pages suggest nearby course locations from it and transportation nearby routes.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await timestamps(
    db.schema
      .createTable('employee_homes')
      .addColumn('employee_id', 'integer', (c) =>
        c.primaryKey().references('employees.id').onDelete('cascade'),
      )
      .addColumn('district_code', 'varchar(5)', (c) => c.notNull().references('districts.code'))
      .addColumn('address', 'varchar(300)', (c) => c.notNull()),
  ).execute();
  // Who lives in a district or canton: the nearby suggestions group by them.
  await db.schema
    .createIndex('employee_homes_district')
    .on('employee_homes')
    .column('district_code')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('employee_homes').execute();
}
