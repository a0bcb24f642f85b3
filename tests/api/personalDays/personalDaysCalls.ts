import type { LightMyRequestResponse } from 'fastify';
import { addDays, calendarDay, isWeekend } from '../../../contracts/calendar';
import { type DayRequest } from '../../../contracts/personalDays/personalDays';
import { expectJson, type TestApp } from '../helpers';

/** The company's calendar day today, and the next year (its days are all still to come). */
export const today = () => calendarDay();
export const nextYear = () => Number(today().slice(0, 4)) + 1;

/** The first `count` working days (no weekend, no company holiday) from `from` on. */
export async function workingDays(t: TestApp, from: string, count: number): Promise<string[]> {
  const holidays = new Set(
    (await t.db.selectFrom('company_holidays').select('date').execute()).map((h) => h.date),
  );
  const days: string[] = [];
  for (let day = from; days.length < count; day = addDays(day, 1)) {
    if (!isWeekend(day) && !holidays.has(day)) days.push(day);
  }
  return days;
}

/** The first day on or after `from` that is a Saturday. */
export function saturdayFrom(from: string): string {
  let day = from;
  while (new Date(`${day}T00:00:00Z`).getUTCDay() !== 6) day = addDays(day, 1);
  return day;
}

/** One row per interval of each category: both ids; callers filter or select more. */
export const categoryIntervals = (t: TestApp) =>
  t.db
    .selectFrom('personal_day_categories')
    .innerJoin(
      'personal_day_intervals',
      'personal_day_intervals.category_id',
      'personal_day_categories.id',
    )
    .select([
      'personal_day_categories.id as categoryId',
      'personal_day_intervals.id as timeIntervalId',
    ]);

/** A category's id and the id of its interval named `interval` (seeded by the migration). */
export async function categoryOf(
  t: TestApp,
  name: 'Día personal' | 'Cumpleaños' | 'Trámites',
  interval: 'Día completo' | 'Mañana' | 'Tarde' = 'Día completo',
): Promise<{ categoryId: number; timeIntervalId: number }> {
  const row = await categoryIntervals(t)
    .where('personal_day_categories.name', '=', name)
    .where('personal_day_intervals.name', '=', interval)
    .executeTakeFirstOrThrow();
  return row;
}

/** POST /PersonalDays/AddRequestDay as `username`. */
export const addRequest = (
  t: TestApp,
  username: string,
  body: { categoryId: number; timeIntervalId: number; requestDate: string; comment?: string },
): Promise<LightMyRequestResponse> =>
  t.call(username, 'POST', '/PersonalDays/AddRequestDay', { comment: '', ...body });

/** A request that must be accepted. */
export const requestDay = async (
  t: TestApp,
  username: string,
  body: { categoryId: number; timeIntervalId: number; requestDate: string; comment?: string },
): Promise<DayRequest> => expectJson<DayRequest>(await addRequest(t, username, body), 201);

/** PUT /admin/personal-days-approvals/{id}: an approver's decision. */
export const decide = (
  t: TestApp,
  username: string,
  id: number,
  decision: { status: 'approved' | 'rejected'; note?: string; from?: string },
): Promise<LightMyRequestResponse> =>
  t.call(username, 'PUT', `/admin/personal-days-approvals/${id}`, { note: '', ...decision });
