import { addDays, isWeekend } from '../../../contracts/calendar';
import {
  type CategoryBalance,
  type CompanyHoliday,
  daysOf,
} from '../../../contracts/personalDays/personalDays';

/**
 * The rules the service applies to a requested day, checked in the form as the employee picks
 * it: a weekend, a company holiday or a past day is refused at once, with why.
 */

/** Why a day cannot be requested, as an i18n key with its arguments; undefined when it can. */
export type DayProblem = {
  message: string;
  args?: Record<string, unknown>;
};

export function dayProblem(
  day: string | undefined,
  holidays: readonly Pick<CompanyHoliday, 'date' | 'name'>[],
  today: string,
): DayProblem | undefined {
  if (!day) return undefined;
  // ISO days compare as text: the company calendar's today, never the browser's.
  if (day < today) return { message: 'personalDays.form.past' };
  if (isWeekend(day)) return { message: 'personalDays.form.weekend' };
  const holiday = holidays.find((candidate) => candidate.date === day);
  if (holiday) return { message: 'personalDays.form.holiday', args: { name: holiday.name } };
  return undefined;
}

/** The holidays a date picker needs: from today to the end of next year. */
export const holidayWindow = (today: string) => ({
  from: today,
  to: `${Number(today.slice(0, 4)) + 1}-12-31`,
});

/** The first day from `today` on that may be requested (the date input's suggestion). */
export function firstRequestableDay(
  today: string,
  holidays: readonly Pick<CompanyHoliday, 'date'>[],
): string {
  let day = today;
  while (isWeekend(day) || holidays.some((holiday) => holiday.date === day)) day = addDays(day, 1);
  return day;
}

/** One bar of the balance chart: a category's quota split into used, pending and left. */
export interface BalanceBar {
  categoryId: number;
  name: string;
  quota: number;
  used: number;
  pending: number;
  left: number;
  /** Widths in % of the quota; they add up to 100 (or 0 with no quota). */
  percent: { used: number; pending: number; left: number };
}

/** The balance in days (halves shown as .5), each category's parts as shares of its quota. */
export function balanceBars(balance: readonly CategoryBalance[]): BalanceBar[] {
  return balance.map((category) => {
    const share = (halves: number) =>
      category.quotaHalves ? Math.round((halves / category.quotaHalves) * 1000) / 10 : 0;
    // Used and pending first; the rest is left, so rounding never adds up to more than 100.
    const used = Math.min(share(category.usedHalves), 100);
    const pending = Math.min(share(category.pendingHalves), 100 - used);
    return {
      categoryId: category.categoryId,
      name: category.name,
      quota: daysOf(category.quotaHalves),
      used: daysOf(category.usedHalves),
      pending: daysOf(category.pendingHalves),
      left: daysOf(category.leftHalves),
      percent: {
        used,
        pending,
        left: category.quotaHalves ? Math.round((100 - used - pending) * 10) / 10 : 0,
      },
    };
  });
}
