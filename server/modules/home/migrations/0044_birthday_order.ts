import { type Kysely, sql } from 'kysely';
import { dialectOf } from '../../../db/dialect';
import { EMPLOYEE_SEARCH, searchTextOrder } from '../../../db/text';

const monthDay = sql`substr(birthday, 6, 5)`;

/**
 * BirthdayMembers pages one day's active employees by name (birthdayMembers.ts). The month-day
 * indexes of 0001 and 0010 found the day but left its names to be folded and sorted on every call
 * (PostgreSQL's translate() costs ~10 µs a name: 3 ms a page at 100,000 employees). This one
 * holds the page's order itself (month-day, folded name, id) and still counts a month from the
 * index alone, so it replaces both: BirthdayMembers was their only reader. PostgreSQL also
 * carries the page's columns (INCLUDE): an index on an expression answers alone only when the
 * columns it is computed from are in it too.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const include =
    dialectOf(db) === 'postgres' ? sql`include (birthday, active, badge, full_name)` : sql``;
  await sql`create index employees_active_birthday_order on employees
    (${monthDay}, ${searchTextOrder(db, EMPLOYEE_SEARCH, null)}, id) ${include}
    where active = 1`.execute(db);
  await db.schema.dropIndex('employees_active_birthday_month_day').execute();
  await db.schema.dropIndex('employees_birthday_month_day').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('employees_birthday_month_day')
    .on('employees')
    .expression(monthDay)
    .execute();
  await db.schema
    .createIndex('employees_active_birthday_month_day')
    .on('employees')
    .expression(monthDay)
    .where(sql.ref('active'), '=', 1)
    .execute();
  await db.schema.dropIndex('employees_active_birthday_order').execute();
}
