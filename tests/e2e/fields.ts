import { expect, type Locator, type Page } from '@playwright/test';

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** An input by its whole label, which ends in an asterisk when the form's contract requires it. */
export const field = (scope: Page | Locator, label: string) =>
  scope.getByLabel(new RegExp(`^${escaped(label)}(\\s*\\*)?$`));

/** What a select shows: an autocomplete's input value, a select's text. */
const shownBy = (select: Locator) =>
  select.evaluate((element) =>
    (element instanceof HTMLInputElement ? element.value : (element.textContent ?? '')).trim(),
  );

/** Picks the option of the select labelled `label` (the first one without `choice`). */
export async function pick(page: Page, label: string, choice?: string | RegExp): Promise<string> {
  const select = page.getByRole('combobox', { name: new RegExp(`^${label}`) });
  await expect(select).toBeEnabled();
  const options = page.getByRole('option').filter({ hasNotText: /^\s*$/ });
  const option = choice ? options.filter({ hasText: choice }).first() : options.first();
  let text = '';
  // A reference's choices may arrive while its list is open and close it: open it again until
  // the option takes the click.
  await expect(async () => {
    if (!(await option.isVisible())) await select.click();
    text = ((await option.textContent({ timeout: 2_000 })) ?? '').trim();
    await option.click({ timeout: 2_000 });
    // Taken: the select shows it, or the part of it a select shows (a list re-rendered under the
    // click may have dropped it).
    const shown = await shownBy(select);
    expect(shown !== '' && (text.includes(shown) || shown.includes(text)), shown).toBe(true);
  }).toPass({ timeout: 15_000 });
  return text;
}

/** A day ('YYYY-MM-DD') as the portal's date inputs show it in Spanish: dd/mm/aaaa. */
export const shownDay = (day: string) => day.split('-').reverse().join('/');

/** The day ('YYYY-MM-DD') a date input shows (dd/mm/aaaa), '' when it shows none. */
export async function dayIn(input: Locator): Promise<string> {
  const shown = await input.inputValue();
  return /^\d{2}\/\d{2}\/\d{4}$/.test(shown) ? shown.split('/').reverse().join('-') : '';
}

/**
 * Types a day ('YYYY-MM-DD') in one of the portal's date inputs as a person does in Spanish:
 * the digits of dd/mm/aaaa, the field moving on by itself; then checks the field shows the day.
 */
export async function typeDay(input: Locator, day: string): Promise<void> {
  await input.click();
  // The whole day selected, so the digits replace whatever the field held.
  await input.press('ControlOrMeta+a');
  await input.pressSequentially(shownDay(day).replaceAll('/', ''));
  await expect(input).toHaveValue(shownDay(day));
}

/**
 * Types a time ('HH:mm') in one of the portal's time inputs as a person does in Spanish: the
 * four digits of the 24-hour hh:mm, the field moving on by itself; then checks what it shows.
 */
export async function typeTime(input: Locator, time: string): Promise<void> {
  await input.click();
  await input.press('ControlOrMeta+a');
  await input.pressSequentially(time.replace(':', ''));
  await expect(input).toHaveValue(time);
}

/** A date and time ('YYYY-MM-DDTHH:mm') as the portal's inputs show it in Spanish. */
export const shownDateTime = (dateTime: string) =>
  `${shownDay(dateTime.slice(0, 10))} ${dateTime.slice(11, 16)}`;

/**
 * Types a date and time ('YYYY-MM-DDTHH:mm') in one of the portal's date-and-time inputs as a
 * person does in Spanish: the digits of dd/mm/aaaa hh:mm; then checks what the field shows.
 */
export async function typeDateTime(input: Locator, dateTime: string): Promise<void> {
  await input.click();
  await input.press('ControlOrMeta+a');
  await input.pressSequentially(shownDateTime(dateTime).replace(/\D/g, ''));
  await expect(input).toHaveValue(shownDateTime(dateTime));
}

/** The date and time ('YYYY-MM-DDTHH:mm') a date-and-time input shows, '' when it shows none. */
export async function dateTimeIn(input: Locator): Promise<string> {
  const match = /^(\d{2})\/(\d{2})\/(\d{4}) (\d{2}:\d{2})$/.exec(await input.inputValue());
  return match ? `${match[3]}-${match[2]}-${match[1]}T${match[4]}` : '';
}
