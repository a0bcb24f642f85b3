import { expect, type Page } from '@playwright/test';
import { addDays, calendarDay, isWeekend } from '../../../contracts/calendar';
import { type CompanyHoliday, type DayRequest } from '../../../contracts/personalDays/personalDays';
import { field } from '../fields';
import { apiToken } from '../signIn';

/** The signed-in user's call to the main family, read as JSON. */
async function mainApi<T>(page: Page, path: string): Promise<T> {
  const response = await page.request.get(`/api/main${path}`, {
    headers: { authorization: `Bearer ${await apiToken(page)}` },
  });
  expect(response.status(), path).toBe(200);
  return (await response.json()) as T;
}

/**
 * A weekday the signed-in employee may request: no holiday, not requested by them (other specs and
 * the seed leave requests behind). The first one `after` days from today when this year still has
 * it, else the first one from today (the offset only spreads the specs' days apart), else, in the
 * last days of a year that has none left, the first one of next year (the form takes days up to
 * next year): valid whatever today is.
 */
export async function freeWeekday(page: Page, after = 1): Promise<string> {
  const today = calendarDay();
  const holidays = await mainApi<CompanyHoliday[]>(
    page,
    `/admin/company-holidays?${new URLSearchParams({
      filter: JSON.stringify({ from: today }),
      range: '[0,199]',
    })}`,
  );
  const mine = await mainApi<DayRequest[]>(page, '/PersonalDays/GetDaysRequests?perPage=100');
  const taken = new Set([
    ...holidays.map((holiday) => holiday.date),
    ...mine
      .filter((request) => request.status === 'submitted' || request.status === 'approved')
      .map((request) => request.requestDate),
  ]);
  const firstFree = (from: string) => {
    let day = from;
    while (isWeekend(day) || taken.has(day)) day = addDays(day, 1);
    return day;
  };
  const thisYear = (day: string) => day.slice(0, 4) === today.slice(0, 4);
  return [firstFree(addDays(today, after)), firstFree(today)].find(thisYear) ?? firstFree(today);
}

/**
 * What a request for `day` does to the page's balance, which is this year's: nothing for a day of
 * next year (freeWeekday's in a year's last days).
 */
export const countsThisYear = (day: string) => day.slice(0, 4) === calendarDay().slice(0, 4);

/** Picks `option` in the select labelled `label`. */
export async function choose(page: Page, label: string, option: string | RegExp) {
  await field(page, label).click();
  await page.getByRole('option', { name: option }).first().click();
}

/** The figures of a category's balance, as the page says them ('Disponibles: 1,5 días · …'). */
export async function balanceOf(page: Page, category: string) {
  const line = page.getByRole('listitem', { name: category }).getByText(/^Disponibles:/);
  await expect(line).toBeVisible();
  const text = (await line.textContent()) ?? '';
  const figure = (label: string) =>
    Number(new RegExp(`${label}: ([\\d,]+)`).exec(text)?.[1]?.replace(',', '.'));
  return {
    left: figure('Disponibles'),
    used: figure('usados'),
    pending: figure('pendientes de aprobación'),
  };
}
