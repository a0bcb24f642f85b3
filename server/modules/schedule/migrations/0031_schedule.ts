import { type Kysely, sql } from 'kysely';
import { autoId } from '../../../db/dialect';
import { createStatusHistory } from '../../../workflow/historyTable';

/** The partial unique index that keeps one pending request per employee (two at once: one). */
export const ONE_PENDING_REQUEST = 'schedule_requests_one_pending';
/** The unique index of the schedules' codes (kept upper case). */
export const SCHEDULE_CODE_INDEX = 'work_schedules_code';

/** The reasons: 4 is the general one (non-custom requests); the custom ones are ProblemID 7's. */
const REASONS: readonly (readonly [id: number, es: string, en: string, custom: number])[] = [
  [4, 'Cambio de horario', 'Change of schedule', 0],
  [10, 'Estudios', 'Studies', 1],
  [11, 'Salud', 'Health', 1],
  [12, 'Cuido de familiares', 'Family care', 1],
  [13, 'Transporte', 'Transport', 1],
  [14, 'Otro motivo personal', 'Another personal reason', 1],
];

type Loose = Kysely<Record<string, Record<string, unknown>>>;

/**
 * Schedule change: the schedules offered, each employee's schedule and exceptions, the reasons
 * (reference data every database needs, so written here) and the requests with their history.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('work_schedules')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('code', 'varchar(40)', (c) => c.notNull())
    .addColumn('start_time', 'varchar(5)', (c) => c.notNull())
    .addColumn('end_time', 'varchar(5)', (c) => c.notNull())
    .addColumn('days_off', 'varchar(3)', (c) => c.notNull())
    .addColumn('permanent', 'integer', (c) => c.notNull())
    .addColumn('account', 'varchar(100)')
    .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(30)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex(SCHEDULE_CODE_INDEX)
    .on('work_schedules')
    .column('code')
    .unique()
    .execute();
  // GetAgendas: the active ones by start time.
  await db.schema
    .createIndex('work_schedules_active_start')
    .on('work_schedules')
    .columns(['active', 'start_time'])
    .execute();

  await db.schema
    .createTable('employee_schedules')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('employee_id', 'integer', (c) => c.notNull().unique().references('employees.id'))
    .addColumn('schedule_id', 'integer', (c) => c.notNull().references('work_schedules.id'))
    .addColumn('since', 'varchar(10)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(30)', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('schedule_reasons')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .addColumn('name_en', 'varchar(100)', (c) => c.notNull())
    .addColumn('custom', 'integer', (c) => c.notNull())
    .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await (db as unknown as Loose)
    .insertInto('schedule_reasons')
    .values(
      REASONS.map(([id, name, name_en, custom]) => ({ id, name, name_en, custom, active: 1 })),
    )
    .execute();

  await db.schema
    .createTable('schedule_change_requests')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('employee_id', 'integer', (c) => c.notNull().references('employees.id'))
    .addColumn('status', 'varchar(20)', (c) => c.notNull())
    .addColumn('problem_id', 'integer', (c) => c.notNull())
    .addColumn('reason_id', 'integer', (c) => c.notNull().references('schedule_reasons.id'))
    .addColumn('schedule_id', 'integer', (c) => c.references('work_schedules.id'))
    .addColumn('start_date', 'varchar(10)', (c) => c.notNull())
    .addColumn('final_date', 'varchar(10)', (c) => c.notNull())
    .addColumn('type', 'varchar(10)', (c) => c.notNull())
    .addColumn('custom_times', 'text')
    .addColumn('total_minutes', 'integer', (c) => c.notNull())
    .addColumn('employee_email', 'varchar(254)', (c) => c.notNull())
    .addColumn('employee_name', 'varchar(200)', (c) => c.notNull())
    .addColumn('network_login', 'varchar(100)', (c) => c.notNull())
    .addColumn('image_file_id', 'varchar(36)', (c) => c.references('files.id'))
    .addColumn('decision_note', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('status_changed_at', 'varchar(30)', (c) => c.notNull())
    .execute();
  // One pending request per employee: the database refuses the second of two concurrent submits.
  await db.schema
    .createIndex(ONE_PENDING_REQUEST)
    .on('schedule_change_requests')
    .column('employee_id')
    .unique()
    .where(sql<boolean>`status = 'submitted'`)
    .execute();
  // My requests, newest first (GetMyRequestChatBot).
  await db.schema
    .createIndex('schedule_requests_employee')
    .on('schedule_change_requests')
    .columns(['employee_id', 'created_at'])
    .execute();
  // The planners' inbox: by status, by date.
  await db.schema
    .createIndex('schedule_requests_status_created')
    .on('schedule_change_requests')
    .columns(['status', 'created_at'])
    .execute();
  await db.schema
    .createIndex('schedule_requests_created')
    .on('schedule_change_requests')
    .column('created_at')
    .execute();

  await db.schema
    .createTable('schedule_exceptions')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('employee_id', 'integer', (c) => c.notNull().references('employees.id'))
    .addColumn('from_date', 'varchar(10)', (c) => c.notNull())
    .addColumn('to_date', 'varchar(10)', (c) => c.notNull())
    .addColumn('kind', 'varchar(10)', (c) => c.notNull())
    .addColumn('schedule_id', 'integer', (c) => c.references('work_schedules.id'))
    .addColumn('custom_times', 'text')
    .addColumn('request_id', 'integer', (c) => c.references('schedule_change_requests.id'))
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .execute();
  // GetAgendasException: an employee's exceptions ending today or later.
  await db.schema
    .createIndex('schedule_exceptions_employee_to')
    .on('schedule_exceptions')
    .columns(['employee_id', 'to_date'])
    .execute();

  await createStatusHistory(db, 'schedule_request_status_changes', {
    column: 'request_id',
    references: 'schedule_change_requests',
  });
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'schedule_request_status_changes',
    'schedule_exceptions',
    'schedule_change_requests',
    'schedule_reasons',
    'employee_schedules',
    'work_schedules',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
