import type { Kysely } from 'kysely';
import { autoId } from '../../../db/dialect';
import { timestamps } from '../../../db/columns';
import { createStatusHistory } from '../../../workflow/historyTable';

/** Growth opportunities: openings, applications with their status history, growth profiles. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('growth_openings')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('title', 'varchar(150)', (c) => c.notNull())
    .addColumn('area', 'varchar(100)', (c) => c.notNull())
    .addColumn('location', 'varchar(100)', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('requirements', 'text', (c) => c.notNull())
    .addColumn('work_schedule', 'varchar(100)', (c) => c.notNull())
    .addColumn('start_time', 'varchar(5)', (c) => c.notNull())
    .addColumn('end_time', 'varchar(5)', (c) => c.notNull())
    .addColumn('min_months_in_position', 'integer', (c) => c.notNull().defaultTo(6))
    .addColumn('closes_on', 'varchar(10)')
    .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
    .$call(timestamps)
    .execute();
  // The employees' list: active ones, newest first, narrowed by area or location.
  await db.schema
    .createIndex('growth_openings_active_created')
    .on('growth_openings')
    .columns(['active', 'created_at'])
    .execute();
  await db.schema
    .createIndex('growth_openings_area')
    .on('growth_openings')
    .columns(['area', 'location'])
    .execute();

  await db.schema
    .createTable('growth_applications')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('opening_id', 'integer', (c) => c.notNull().references('growth_openings.id'))
    .addColumn('employee_id', 'integer', (c) => c.notNull().references('employees.id'))
    .addColumn('email', 'varchar(150)', (c) => c.notNull())
    .addColumn('phone', 'varchar(20)', (c) => c.notNull())
    .addColumn('job', 'varchar(150)', (c) => c.notNull())
    .addColumn('work_schedule', 'varchar(100)', (c) => c.notNull())
    .addColumn('start_time', 'varchar(5)', (c) => c.notNull())
    .addColumn('end_time', 'varchar(5)', (c) => c.notNull())
    .addColumn('resume_file_id', 'varchar(36)', (c) => c.notNull().references('files.id'))
    .addColumn('resume_name', 'varchar(150)', (c) => c.notNull())
    .addColumn('status', 'varchar(20)', (c) => c.notNull())
    .addColumn('note', 'text', (c) => c.notNull())
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('status_changed_at', 'varchar(30)', (c) => c.notNull())
    // One application per opening per employee, also under concurrent submits.
    .addUniqueConstraint('growth_applications_opening_employee', ['opening_id', 'employee_id'])
    .execute();
  await db.schema
    .createIndex('growth_applications_employee')
    .on('growth_applications')
    .columns(['employee_id', 'created_at'])
    .execute();
  await db.schema
    .createIndex('growth_applications_status_created')
    .on('growth_applications')
    .columns(['status', 'created_at'])
    .execute();
  await db.schema
    .createIndex('growth_applications_created')
    .on('growth_applications')
    .column('created_at')
    .execute();

  await createStatusHistory(db, 'growth_application_status_changes', {
    column: 'application_id',
    references: 'growth_applications',
  });

  await db.schema
    .createTable('growth_profiles')
    .addColumn('employee_id', 'integer', (c) => c.primaryKey().references('employees.id'))
    .addColumn('email', 'varchar(150)', (c) => c.notNull())
    .addColumn('phone', 'varchar(20)', (c) => c.notNull())
    .addColumn('position', 'varchar(100)', (c) => c.notNull())
    .addColumn('area', 'varchar(100)', (c) => c.notNull())
    .addColumn('position_since', 'varchar(10)', (c) => c.notNull())
    .addColumn('hired_on', 'varchar(10)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(30)', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'growth_profiles',
    'growth_application_status_changes',
    'growth_applications',
    'growth_openings',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
