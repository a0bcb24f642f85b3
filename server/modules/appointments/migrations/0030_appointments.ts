import { type Kysely, sql } from 'kysely';
import { timestamps } from '../../../db/columns';
import { autoId } from '../../../db/dialect';
import { createStatusHistory } from '../../../workflow/historyTable';

/** The index that keeps a professional's slot booked once (cancelled ones free it). */
export const ONE_BOOKING_PER_SLOT = 'appointments_one_per_slot';

/**
 * Medical appointments: the medical buildings, professionals and their weekly availability, the
 * request types per building, the appointments, the diagnoses, the health campaigns and the
 * self-managed appointment requests with their history.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('medical_buildings')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('name', 'varchar(100)', (c) => c.notNull().unique())
    .addColumn('open', 'integer', (c) => c.notNull())
    .addColumn('active', 'integer', (c) => c.notNull())
    .$call(timestamps)
    .execute();

  await db.schema
    .createTable('medical_professionals')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('name', 'varchar(150)', (c) => c.notNull())
    .addColumn('specialty', 'varchar(20)', (c) => c.notNull())
    .addColumn('building_id', 'integer', (c) => c.notNull().references('medical_buildings.id'))
    .addColumn('email', 'varchar(200)', (c) => c.notNull())
    .addColumn('active', 'integer', (c) => c.notNull())
    .$call(timestamps)
    .execute();

  await db.schema
    .createTable('medical_availability')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('professional_id', 'integer', (c) =>
      c.notNull().references('medical_professionals.id'),
    )
    .addColumn('weekday', 'integer', (c) => c.notNull())
    .addColumn('start_time', 'varchar(5)', (c) => c.notNull())
    .addColumn('end_time', 'varchar(5)', (c) => c.notNull())
    .addColumn('slot_minutes', 'integer', (c) => c.notNull())
    .addColumn('valid_from', 'varchar(10)', (c) => c.notNull())
    .addColumn('valid_to', 'varchar(10)')
    .execute();
  await db.schema
    .createIndex('medical_availability_professional')
    .on('medical_availability')
    .columns(['professional_id', 'weekday'])
    .execute();

  await db.schema
    .createTable('appointment_request_types')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('building_id', 'integer', (c) => c.notNull().references('medical_buildings.id'))
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .addColumn('name_en', 'varchar(100)', (c) => c.notNull())
    .addColumn('active', 'integer', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('appointments')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('employee_id', 'integer', (c) => c.notNull().references('employees.id'))
    .addColumn('professional_id', 'integer', (c) =>
      c.notNull().references('medical_professionals.id'),
    )
    .addColumn('building_id', 'integer', (c) => c.notNull().references('medical_buildings.id'))
    .addColumn('date', 'varchar(10)', (c) => c.notNull())
    .addColumn('start_time', 'varchar(5)', (c) => c.notNull())
    .addColumn('end_time', 'varchar(5)', (c) => c.notNull())
    .addColumn('mode', 'varchar(10)', (c) => c.notNull())
    .addColumn('request_type_id', 'integer', (c) => c.references('appointment_request_types.id'))
    .addColumn('reason', 'varchar(500)', (c) => c.notNull())
    .addColumn('phone1', 'varchar(8)', (c) => c.notNull())
    .addColumn('phone2', 'varchar(8)', (c) => c.notNull())
    .addColumn('status', 'varchar(20)', (c) => c.notNull())
    .$call(timestamps)
    .addColumn('cancelled_at', 'varchar(30)')
    .addColumn('cancelled_by', 'integer', (c) => c.references('employees.id'))
    .addColumn('attended_at', 'varchar(30)')
    .execute();
  // A slot is booked once, also under 100 bookings at the same instant: the insert's violation is the 409.
  await db.schema
    .createIndex(ONE_BOOKING_PER_SLOT)
    .on('appointments')
    .columns(['professional_id', 'date', 'start_time'])
    .unique()
    .where(sql<boolean>`status <> 'cancelled'`)
    .execute();
  // The staff's day list; my appointments.
  await db.schema
    .createIndex('appointments_day')
    .on('appointments')
    .columns(['date', 'start_time'])
    .execute();
  await db.schema
    .createIndex('appointments_employee')
    .on('appointments')
    .columns(['employee_id', 'date'])
    .execute();

  await db.schema
    .createTable('medical_diagnoses')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('employee_id', 'integer', (c) => c.notNull().references('employees.id'))
    .addColumn('appointment_id', 'integer', (c) => c.references('appointments.id'))
    .addColumn('professional_id', 'integer', (c) =>
      c.notNull().references('medical_professionals.id'),
    )
    .addColumn('date', 'varchar(10)', (c) => c.notNull())
    .addColumn('diagnosis', 'text', (c) => c.notNull())
    .addColumn('treatment', 'text', (c) => c.notNull())
    .addColumn('notes', 'text', (c) => c.notNull())
    .addColumn('created_by', 'integer', (c) => c.references('employees.id'))
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('medical_diagnoses_employee')
    .on('medical_diagnoses')
    .columns(['employee_id', 'date'])
    .execute();

  await db.schema
    .createTable('health_campaigns')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('name', 'varchar(150)', (c) => c.notNull())
    .addColumn('route', 'varchar(500)', (c) => c.notNull())
    .addColumn('priority', 'integer', (c) => c.notNull())
    .addColumn('active', 'integer', (c) => c.notNull())
    .addColumn('start_date', 'varchar(10)', (c) => c.notNull())
    .addColumn('end_date', 'varchar(10)', (c) => c.notNull())
    .addColumn('badge', 'varchar(20)', (c) => c.notNull())
    .addColumn('image_file_id', 'varchar(100)')
    .$call(timestamps)
    .execute();

  await db.schema
    .createTable('self_managed_appointments')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('employee_id', 'integer', (c) => c.notNull().references('employees.id'))
    .addColumn('coach_employee_id', 'integer', (c) => c.references('employees.id'))
    .addColumn('building_id', 'integer', (c) => c.notNull().references('medical_buildings.id'))
    .addColumn('area', 'varchar(100)', (c) => c.notNull())
    .addColumn('request_type_id', 'integer', (c) =>
      c.notNull().references('appointment_request_types.id'),
    )
    .addColumn('reason', 'varchar(500)', (c) => c.notNull())
    .addColumn('entry_time', 'varchar(5)', (c) => c.notNull())
    .addColumn('exit_time', 'varchar(5)', (c) => c.notNull())
    .addColumn('lunch_time', 'varchar(5)', (c) => c.notNull())
    .addColumn('user', 'varchar(100)', (c) => c.notNull())
    .addColumn('phone', 'varchar(8)', (c) => c.notNull())
    .addColumn('appointment_date', 'varchar(10)', (c) => c.notNull())
    .addColumn('status', 'varchar(20)', (c) => c.notNull())
    .addColumn('rejection', 'varchar(500)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('status_changed_at', 'varchar(30)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('self_managed_appointments_employee')
    .on('self_managed_appointments')
    .columns(['employee_id', 'created_at'])
    .execute();
  await db.schema
    .createIndex('self_managed_appointments_status')
    .on('self_managed_appointments')
    .columns(['status', 'created_at'])
    .execute();
  await createStatusHistory(db, 'self_managed_appointment_changes', {
    column: 'request_id',
    references: 'self_managed_appointments',
  });
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'self_managed_appointment_changes',
    'self_managed_appointments',
    'health_campaigns',
    'medical_diagnoses',
    'appointments',
    'appointment_request_types',
    'medical_availability',
    'medical_professionals',
    'medical_buildings',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
