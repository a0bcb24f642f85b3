import { addDays, calendarDay, isWeekend } from '../../../contracts/calendar';
import {
  type CompanyHoliday,
  type DayCategory,
  type DayRequest,
  type TimeInterval,
} from '../../../contracts/personalDays/personalDays';
import type { BenchSession, SignInTarget } from '../../api/auth';
import { callWithToken } from '../../lib/call';
import type { PreparedRequest } from '../../api/scenarios';

/** A call to the main API as the session's user; throws unless the answer is 200. */
const read = async <T>(
  target: SignInTarget,
  token: string,
  method: 'GET' | 'DELETE',
  path: string,
): Promise<T> =>
  (await callWithToken<T>(target, token, method, `/api/main${path}`, { expected: 200 })).json;

/**
 * The requests of one run of POST /PersonalDays/AddRequestDay as `employee`: a half day of
 * 'Día personal' on each working day of next year, morning and afternoon in turn. Next year's
 * pending requests of earlier runs are cancelled first, so each run starts with its days free;
 * once the category's quota or a day is taken, the answers are the refusals (409/400) — the
 * locked check path every submit goes through.
 */
export async function personalDayRequests(
  target: SignInTarget,
  employee: BenchSession,
): Promise<PreparedRequest[]> {
  let token = await employee.token();
  const year = Number(calendarDay().slice(0, 4)) + 1;
  const [category] = await read<DayCategory[]>(target, token, 'GET', '/PersonalDays/GetCategories');
  const halves = (
    await read<TimeInterval[]>(
      target,
      token,
      'GET',
      `/PersonalDays/GetTimeIntervalsByCategory/${category!.id}`,
    )
  ).filter((interval) => interval.halves === 1);
  const pending = await read<DayRequest[]>(
    target,
    token,
    'GET',
    '/PersonalDays/GetDaysRequests?status=submitted&perPage=100',
  );
  for (const request of pending.filter((r) => r.requestDate.startsWith(String(year))))
    await read(target, token, 'DELETE', `/PersonalDays/Delete/${request.id}`);
  const holidays = new Set(
    (
      await read<CompanyHoliday[]>(
        target,
        token,
        'GET',
        `/admin/company-holidays?${new URLSearchParams({
          filter: JSON.stringify({ year }),
          range: '[0,99]',
        })}`,
      )
    ).map((holiday) => holiday.date),
  );
  token = await employee.token();
  const requests: PreparedRequest[] = [];
  for (let day = `${year}-01-01`; day.startsWith(String(year)); day = addDays(day, 1)) {
    if (isWeekend(day) || holidays.has(day)) continue;
    const interval = halves[requests.length % halves.length]!;
    requests.push({
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        categoryId: category!.id,
        timeIntervalId: interval.id,
        requestDate: day,
        comment: 'Bench',
      }),
    });
  }
  return requests;
}
