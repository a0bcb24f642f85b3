import type { Kysely } from 'kysely';
import { isWeekend } from '../../contracts/calendar';
import type { Database } from '../db/schema';

type Q = Kysely<Database>;

/**
 * The company's holidays (table `company_holidays`, one row per day): what requests for a day off,
 * appointments and schedules refuse besides weekends. Dates are calendar days 'YYYY-MM-DD' of the
 * company's calendar (contracts/calendar.ts), compared as text: no day lost to time zones.
 */

/** The holiday on `day`, or undefined when the company works that day (weekends aside). */
export function holidayOn(q: Q, day: string): Promise<{ name: string } | undefined> {
  return q.selectFrom('company_holidays').select('name').where('date', '=', day).executeTakeFirst();
}

/** The holidays from `from` to `to` (inclusive), in date order. */
export function holidaysBetween(
  q: Q,
  from: string,
  to: string,
): Promise<{ date: string; name: string }[]> {
  return q
    .selectFrom('company_holidays')
    .select(['date', 'name'])
    .where('date', '>=', from)
    .where('date', '<=', to)
    .orderBy('date')
    .execute();
}

/** Why the company does not work `day`: a weekend, a holiday (named), or null on a working day. */
export async function dayOff(
  q: Q,
  day: string,
): Promise<{ weekend: true } | { holiday: string } | null> {
  if (isWeekend(day)) return { weekend: true };
  const holiday = await holidayOn(q, day);
  return holiday ? { holiday: holiday.name } : null;
}
