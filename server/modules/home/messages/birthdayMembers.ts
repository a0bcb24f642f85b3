import { sql } from 'kysely';
import type { BirthdayMember } from '../../../../contracts/home/messages';
import { calendarDay } from '../../../../contracts/calendar';
import type { DB } from '../../../db';
import { EMPLOYEE_SEARCH, searchTextOrder } from '../../../db/text';
import type { Page } from '../../../http/paging';

/** Today's month and day in the company's calendar: { month: '03', day: '09' }. */
export function companyMonthDay(now = new Date()): { month: string; day: string } {
  const [, month, day] = calendarDay(now).split('-') as [string, string, string];
  return { month, day };
}

// The same expression as the index of migration 0044, so both databases use it.
const monthDay = sql<string>`substr(birthday, 6, 5)`;
// A literal, not a bound parameter: only then do SQLite and PostgreSQL's cached plans see that
// the query implies the partial index's `active = 1` (migration 0044).
const isActive = sql<boolean>`active = 1`;

/**
 * Active employees whose birthday is in the current month (company time zone), today's first,
 * then by day and name; never the year.
 */
export async function birthdaysThisMonth(
  db: DB,
  { page, perPage }: { page: number; perPage: number },
): Promise<Page<BirthdayMember>> {
  const { month, day } = companyMonthDay();
  const today = `${month}-${day}`;
  const inMonth = db
    .selectFrom('employees')
    .where(isActive)
    .where(monthDay, '>=', `${month}-01`)
    .where(monthDay, '<=', `${month}-31`);
  const pageOf = (query: typeof inMonth, limit: number, offset: number) =>
    query
      .select(['id', 'badge', 'full_name', monthDay.as('month_day')])
      .orderBy(searchTextOrder(db, EMPLOYEE_SEARCH, null))
      .orderBy('id')
      .limit(limit)
      .offset(offset)
      .execute();
  // Today's first, then the month by day: two queries, each read in the order of the index of
  // migration 0044 (month-day, name, id), so no page is sorted. Today's leaves the month-day
  // out of its ORDER BY: SQLite follows an index's order only past a column it knows is fixed.
  const todays = inMonth.where(monthDay, '=', today);
  const others = inMonth.where(monthDay, '<>', today).orderBy(monthDay);
  // The totals add up the month's days of the counts the triggers of migration 0047 keep.
  const counts = await db
    .selectFrom('birthday_counts')
    .select([
      sql<number | string | null>`sum(employees)`.as('total'),
      sql<number | string | null>`sum(case when month_day = ${today} then employees end)`.as(
        'today',
      ),
    ])
    .where('month_day', '>=', `${month}-01`)
    .where('month_day', '<=', `${month}-31`)
    .executeTakeFirst();
  const total = Number(counts?.total ?? 0);
  const todayTotal = Number(counts?.today ?? 0);
  const offset = (page - 1) * perPage;
  const rows = offset < todayTotal ? await pageOf(todays, perPage, offset) : [];
  if (rows.length < perPage) {
    rows.push(...(await pageOf(others, perPage - rows.length, Math.max(0, offset - todayTotal))));
  }
  return {
    rows: rows.map((row) => ({
      badge: row.badge,
      fullName: row.full_name,
      month: Number(row.month_day.slice(0, 2)),
      day: Number(row.month_day.slice(3, 5)),
      isToday: row.month_day === today,
    })),
    total,
  };
}
