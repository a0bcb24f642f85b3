import { type Kysely, sql } from 'kysely';
import { timestamps } from '../../../db/columns';
import { autoId } from '../../../db/dialect';

export const POSITION_NAME_INDEX = 'job_positions_name';
/** One current enrolment (enrolled or waiting) per employee and definition. */
export const ONE_CURRENT_ENROLMENT = 'course_enrollments_current';
export const ONE_MARK_PER_SESSION = 'course_attendance_session';

/**
 * Courses as they run: job positions (who may enrol), course definitions with their audience
 * (LOBs, positions, invited employees), enrolments with the waiting list, attendance per session.
 * The partial unique index keeps an employee from holding two seats of one definition; the
 * quota itself is kept by locking the definition row while counting.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('job_positions')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .addColumn('active', 'integer', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex(POSITION_NAME_INDEX)
    .on('job_positions')
    .unique()
    .expression(sql`lower(name)`)
    .execute();

  await db.schema
    .createTable('course_definitions')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('course_id', 'integer', (c) => c.notNull().references('courses.id'))
    .addColumn('room_id', 'integer', (c) => c.notNull().references('course_rooms.id'))
    .addColumn('instructor_id', 'integer', (c) => c.references('employees.id'))
    .addColumn('start_date', 'varchar(10)', (c) => c.notNull())
    .addColumn('end_date', 'varchar(10)', (c) => c.notNull())
    .addColumn('start_time', 'varchar(5)', (c) => c.notNull())
    .addColumn('end_time', 'varchar(5)', (c) => c.notNull())
    .addColumn('days', 'varchar(13)', (c) => c.notNull())
    .addColumn('quota', 'integer', (c) => c.notNull())
    .addColumn('status_id', 'integer', (c) => c.notNull())
    .addColumn('active', 'integer', (c) => c.notNull())
    .addColumn('mail_instructor', 'varchar(150)')
    .addColumn('url_session', 'varchar(500)')
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('filter', 'varchar(200)', (c) => c.notNull())
    .addColumn('view_quota', 'integer', (c) => c.notNull())
    .addColumn('modified_by', 'varchar(20)', (c) => c.notNull())
    .$call(timestamps)
    .execute();
  // The catalogue: definitions of a status by start date.
  await db.schema
    .createIndex('course_definitions_status')
    .on('course_definitions')
    .columns(['status_id', 'start_date'])
    .execute();
  await db.schema
    .createIndex('course_definitions_instructor')
    .on('course_definitions')
    .column('instructor_id')
    .execute();

  for (const [table, column, references] of [
    ['definition_lobs', 'lob_id', 'lines_of_business.id'],
    ['definition_positions', 'position_id', 'job_positions.id'],
    ['definition_users', 'employee_id', 'employees.id'],
  ] as const) {
    await db.schema
      .createTable(table)
      .addColumn('definition_id', 'integer', (c) => c.notNull().references('course_definitions.id'))
      .addColumn(column, 'integer', (c) => c.notNull().references(references))
      .addPrimaryKeyConstraint(`${table}_pk`, ['definition_id', column])
      .execute();
  }
  // "Which definitions invite me": the invitation side of the eligibility rule.
  await db.schema
    .createIndex('definition_users_employee')
    .on('definition_users')
    .column('employee_id')
    .execute();

  await db.schema
    .createTable('course_enrollments')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('definition_id', 'integer', (c) => c.notNull().references('course_definitions.id'))
    .addColumn('employee_id', 'integer', (c) => c.notNull().references('employees.id'))
    .addColumn('status', 'varchar(10)', (c) => c.notNull())
    .addColumn('enrolled_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('withdrawn_at', 'varchar(30)')
    .addColumn('modified_by', 'varchar(20)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(30)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex(ONE_CURRENT_ENROLMENT)
    .on('course_enrollments')
    .columns(['definition_id', 'employee_id'])
    .unique()
    .where(sql<boolean>`status in ('enrolled', 'waiting')`)
    .execute();
  // Seats taken and the waiting list's order.
  await db.schema
    .createIndex('course_enrollments_definition_status')
    .on('course_enrollments')
    .columns(['definition_id', 'status', 'id'])
    .execute();
  // My enrolments.
  await db.schema
    .createIndex('course_enrollments_employee')
    .on('course_enrollments')
    .column('employee_id')
    .execute();

  await db.schema
    .createTable('course_attendance')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('enrollment_id', 'integer', (c) => c.notNull().references('course_enrollments.id'))
    .addColumn('date', 'varchar(10)', (c) => c.notNull())
    .addColumn('present', 'integer', (c) => c.notNull())
    .addColumn('marked_by', 'varchar(20)', (c) => c.notNull())
    .addColumn('marked_at', 'varchar(30)', (c) => c.notNull())
    .addUniqueConstraint(ONE_MARK_PER_SESSION, ['enrollment_id', 'date'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'course_attendance',
    'course_enrollments',
    'definition_users',
    'definition_positions',
    'definition_lobs',
    'course_definitions',
    'job_positions',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
