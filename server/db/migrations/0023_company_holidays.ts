import type { Kysely } from 'kysely';
import { timestamps } from '../columns';
import { autoId } from '../dialect';

/**
 * The company's holidays (server/calendar/holidays.ts): days nobody is asked to work, weekends
 * aside. Requests for a day off refuse them, and so will appointments and schedules. Seeded with
 * Costa Rica's statutory holidays of 2026 and 2027 on their legal dates; the personal-days owners
 * maintain the list from then on.
 */
const COSTA_RICA_HOLIDAYS: readonly [string, string][] = [
  ['2026-01-01', 'Año Nuevo'],
  ['2026-04-02', 'Jueves Santo'],
  ['2026-04-03', 'Viernes Santo'],
  ['2026-04-11', 'Día de Juan Santamaría'],
  ['2026-05-01', 'Día Internacional del Trabajo'],
  ['2026-07-25', 'Anexión del Partido de Nicoya'],
  ['2026-08-02', 'Día de la Virgen de los Ángeles'],
  ['2026-08-15', 'Día de la Madre'],
  ['2026-08-31', 'Día de la Persona Negra y la Cultura Afrocostarricense'],
  ['2026-09-15', 'Día de la Independencia'],
  ['2026-12-01', 'Día de la Abolición del Ejército'],
  ['2026-12-25', 'Navidad'],
  ['2027-01-01', 'Año Nuevo'],
  ['2027-03-25', 'Jueves Santo'],
  ['2027-03-26', 'Viernes Santo'],
  ['2027-04-11', 'Día de Juan Santamaría'],
  ['2027-05-01', 'Día Internacional del Trabajo'],
  ['2027-07-25', 'Anexión del Partido de Nicoya'],
  ['2027-08-02', 'Día de la Virgen de los Ángeles'],
  ['2027-08-15', 'Día de la Madre'],
  ['2027-08-31', 'Día de la Persona Negra y la Cultura Afrocostarricense'],
  ['2027-09-15', 'Día de la Independencia'],
  ['2027-12-01', 'Día de la Abolición del Ejército'],
  ['2027-12-25', 'Navidad'],
];

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('company_holidays')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('date', 'varchar(10)', (c) => c.notNull())
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .$call(timestamps)
    .execute();
  // One holiday per day, also when two owners add it at once.
  await db.schema
    .createIndex('company_holidays_date')
    .on('company_holidays')
    .column('date')
    .unique()
    .execute();
  const now = new Date().toISOString();
  await (db as Kysely<{ company_holidays: Record<string, unknown> }>)
    .insertInto('company_holidays')
    .values(
      COSTA_RICA_HOLIDAYS.map(([date, name]) => ({
        date,
        name,
        created_at: now,
        updated_at: now,
      })),
    )
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('company_holidays').execute();
}
