import { type Kysely, sql } from 'kysely';
import { timestamps } from '../../../db/columns';
import { autoId } from '../../../db/dialect';
import { createStatusHistory } from '../../../workflow/historyTable';

/** The index that keeps one live request (submitted or approved) per employee and day. */
export const ONE_REQUEST_PER_DAY = 'personal_day_requests_one_per_day';

/**
 * Personal days: the categories with their yearly quota and time intervals (half days counted as
 * integers), the requests and the history of their status. The categories are the company's rules,
 * so they are created here, not by the demo seed.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('personal_day_categories')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .addColumn('name_en', 'varchar(100)', (c) => c.notNull())
    .addColumn('description', 'varchar(500)', (c) => c.notNull())
    .addColumn('description_en', 'varchar(500)', (c) => c.notNull())
    .addColumn('yearly_quota_halves', 'integer', (c) => c.notNull())
    .addColumn('sort_order', 'integer', (c) => c.notNull())
    .$call(timestamps)
    .execute();

  await db.schema
    .createTable('personal_day_intervals')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('category_id', 'integer', (c) =>
      c.notNull().references('personal_day_categories.id'),
    )
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .addColumn('name_en', 'varchar(100)', (c) => c.notNull())
    .addColumn('start_time', 'varchar(5)', (c) => c.notNull())
    .addColumn('end_time', 'varchar(5)', (c) => c.notNull())
    .addColumn('halves', 'integer', (c) => c.notNull())
    .addColumn('sort_order', 'integer', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('personal_day_intervals_category')
    .on('personal_day_intervals')
    .columns(['category_id', 'sort_order'])
    .execute();

  await db.schema
    .createTable('personal_day_requests')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('employee_id', 'integer', (c) => c.notNull().references('employees.id'))
    .addColumn('category_id', 'integer', (c) =>
      c.notNull().references('personal_day_categories.id'),
    )
    .addColumn('time_interval_id', 'integer', (c) =>
      c.notNull().references('personal_day_intervals.id'),
    )
    .addColumn('request_date', 'varchar(10)', (c) => c.notNull())
    .addColumn('halves', 'integer', (c) => c.notNull())
    .addColumn('comment', 'varchar(500)', (c) => c.notNull())
    .addColumn('status', 'varchar(20)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('status_changed_at', 'varchar(30)', (c) => c.notNull())
    .execute();
  // A day is requested once, also when two submits race (the employee's lock serialises them too).
  await db.schema
    .createIndex(ONE_REQUEST_PER_DAY)
    .on('personal_day_requests')
    .columns(['employee_id', 'request_date'])
    .unique()
    .where(sql<boolean>`status in ('submitted', 'approved')`)
    .execute();
  // My requests and my balance of a year; the inbox by status and day.
  await db.schema
    .createIndex('personal_day_requests_employee')
    .on('personal_day_requests')
    .columns(['employee_id', 'request_date'])
    .execute();
  await db.schema
    .createIndex('personal_day_requests_status')
    .on('personal_day_requests')
    .columns(['status', 'request_date'])
    .execute();

  await createStatusHistory(db, 'personal_day_status_changes', {
    column: 'request_id',
    references: 'personal_day_requests',
  });

  await seedCategories(db as Kysely<CategoryRows>);
}

interface CategoryRows {
  personal_day_categories: Record<string, unknown> & { id?: number };
  personal_day_intervals: Record<string, unknown>;
}

const FULL_DAY = {
  name: 'Día completo',
  name_en: 'Full day',
  start: '08:00',
  end: '17:00',
  halves: 2,
};
const MORNING = { name: 'Mañana', name_en: 'Morning', start: '08:00', end: '12:00', halves: 1 };
const AFTERNOON = { name: 'Tarde', name_en: 'Afternoon', start: '13:00', end: '17:00', halves: 1 };

/** The company's categories: three personal days, the birthday, two days for errands a year. */
const CATEGORIES = [
  {
    name: 'Día personal',
    name_en: 'Personal day',
    description: 'Días libres para asuntos personales, sin necesidad de justificarlos.',
    description_en: 'Days off for personal matters, with no need to justify them.',
    quota: 6,
    intervals: [FULL_DAY, MORNING, AFTERNOON],
  },
  {
    name: 'Cumpleaños',
    name_en: 'Birthday',
    description: 'Un día libre para celebrar su cumpleaños.',
    description_en: 'A day off to celebrate your birthday.',
    quota: 2,
    intervals: [FULL_DAY],
  },
  {
    name: 'Trámites',
    name_en: 'Errands',
    description: 'Tiempo para trámites personales: bancos, citas, documentos.',
    description_en: 'Time for personal errands: banks, appointments, paperwork.',
    quota: 4,
    intervals: [FULL_DAY, MORNING, AFTERNOON],
  },
];

async function seedCategories(db: Kysely<CategoryRows>): Promise<void> {
  const now = new Date().toISOString();
  for (const [order, category] of CATEGORIES.entries()) {
    const { id } = await db
      .insertInto('personal_day_categories')
      .values({
        name: category.name,
        name_en: category.name_en,
        description: category.description,
        description_en: category.description_en,
        yearly_quota_halves: category.quota,
        sort_order: order,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('personal_day_intervals')
      .values(
        category.intervals.map((interval, index) => ({
          category_id: id,
          name: interval.name,
          name_en: interval.name_en,
          start_time: interval.start,
          end_time: interval.end,
          halves: interval.halves,
          sort_order: index,
        })),
      )
      .execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'personal_day_status_changes',
    'personal_day_requests',
    'personal_day_intervals',
    'personal_day_categories',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
