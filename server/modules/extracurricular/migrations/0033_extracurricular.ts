import { type Kysely, sql } from 'kysely';
import { timestamps } from '../../../db/columns';
import { autoId } from '../../../db/dialect';

export const LOCATION_NAME_INDEX = 'course_locations_name';
export const COURSE_NAME_INDEX = 'courses_name';
export const COST_CENTER_CODE_INDEX = 'cost_centers_code';
export const STUDENT_EMPLOYEE_INDEX = 'course_students_employee';

/**
 * The extracurricular family's reference data: client accounts, lines of business and their cost
 * centres, course locations and rooms, the course catalogue, students, the catalogue page's
 * images and the configuration messages. Unique indexes keep names and codes single under
 * concurrent writes.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('client_accounts')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('name', 'varchar(100)', (c) => c.notNull().unique())
    .addColumn('active', 'integer', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('lines_of_business')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('account_id', 'integer', (c) => c.notNull().references('client_accounts.id'))
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .addColumn('active', 'integer', (c) => c.notNull())
    .addColumn('modified_by', 'varchar(20)', (c) => c.notNull())
    .$call(timestamps)
    .addUniqueConstraint('lines_of_business_name', ['account_id', 'name'])
    .execute();

  await db.schema
    .createTable('cost_centers')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('code', 'varchar(20)', (c) => c.notNull())
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .addColumn('lob_id', 'integer', (c) => c.notNull().references('lines_of_business.id'))
    .addUniqueConstraint(COST_CENTER_CODE_INDEX, ['code'])
    .execute();
  await db.schema.createIndex('cost_centers_lob').on('cost_centers').column('lob_id').execute();

  await db.schema
    .createTable('course_locations')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .addColumn('active', 'integer', (c) => c.notNull())
    .addColumn('district_code', 'varchar(5)', (c) => c.references('districts.code'))
    .$call(timestamps)
    .execute();

  await db.schema
    .createTable('course_rooms')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('location_id', 'integer', (c) => c.notNull().references('course_locations.id'))
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .addColumn('active', 'integer', (c) => c.notNull())
    .addColumn('virtual', 'integer', (c) => c.notNull())
    .addColumn('modified_by', 'varchar(20)', (c) => c.notNull())
    .$call(timestamps)
    .addUniqueConstraint('course_rooms_name', ['location_id', 'name'])
    .execute();

  await db.schema
    .createTable('courses')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .addColumn('enable_enrol', 'integer', (c) => c.notNull())
    .addColumn('active', 'integer', (c) => c.notNull())
    .$call(timestamps)
    .execute();

  for (const [table, index] of [
    ['course_locations', LOCATION_NAME_INDEX],
    ['courses', COURSE_NAME_INDEX],
  ] as const) {
    await db.schema
      .createIndex(index)
      .on(table)
      .unique()
      .expression(sql`lower(name)`)
      .execute();
  }

  await db.schema
    .createTable('course_students')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('employee_id', 'integer', (c) => c.notNull().references('employees.id'))
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .addColumn('email', 'varchar(150)', (c) => c.notNull())
    .$call(timestamps)
    .addUniqueConstraint(STUDENT_EMPLOYEE_INDEX, ['employee_id'])
    .execute();

  await db.schema
    .createTable('catalogue_images')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('banner_file_id', 'varchar(36)', (c) => c.references('files.id'))
    .addColumn('background_file_id', 'varchar(36)', (c) => c.references('files.id'))
    .addColumn('updated_at', 'varchar(30)', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('config_messages')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('title', 'varchar(150)', (c) => c.notNull())
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('active', 'integer', (c) => c.notNull())
    .addColumn('badge', 'varchar(20)', (c) => c.notNull())
    .$call(timestamps)
    .execute();
  await db.schema
    .createIndex('config_messages_title')
    .on('config_messages')
    .unique()
    .expression(sql`lower(title)`)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'config_messages',
    'catalogue_images',
    'course_students',
    'courses',
    'course_rooms',
    'course_locations',
    'cost_centers',
    'lines_of_business',
    'client_accounts',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
