import { fireEvent } from '@testing-library/react';
import { expect } from 'vitest';

/** A day ('YYYY-MM-DD') as the portal's date input shows it: Spanish dd/mm/aaaa, English mm/dd/yyyy. */
export function shownDay(day: string, locale: 'es' | 'en' = 'es'): string {
  const [year, month, date] = day.split('-');
  return locale === 'en' ? `${month}/${date}/${year}` : `${date}/${month}/${year}`;
}

/**
 * Enters a day in one of the portal's date inputs (resources/shared/DateInput.tsx) as a whole,
 * the way a paste reaches it, in the portal's order, and checks the field shows it. The calendar
 * popup is never opened: it is slow in jsdom and typing is what people do.
 */
export function typeDay(input: HTMLElement, day: string, locale: 'es' | 'en' = 'es'): void {
  fireEvent.change(input, { target: { value: shownDay(day, locale) } });
  expect((input as HTMLInputElement).value).toBe(shownDay(day, locale));
}

/** A time ('HH:mm') as the portal's time input shows it: Spanish 24-hour, English hh:mm AM/PM. */
export function shownTime(time: string, locale: 'es' | 'en' = 'es'): string {
  if (locale === 'es') return time;
  const [hours, minutes] = time.split(':').map(Number) as [number, number];
  const twelve = String(hours % 12 === 0 ? 12 : hours % 12).padStart(2, '0');
  return `${twelve}:${String(minutes).padStart(2, '0')} ${hours < 12 ? 'AM' : 'PM'}`;
}

/** A date and time ('YYYY-MM-DDTHH:mm') as the portal's date-and-time input shows it. */
export const shownDateTime = (dateTime: string, locale: 'es' | 'en' = 'es'): string =>
  `${shownDay(dateTime.slice(0, 10), locale)} ${shownTime(dateTime.slice(11, 16), locale)}`;

/** Enters a time ('HH:mm') in one of the portal's time inputs as a whole, like `typeDay`. */
export function typeTime(input: HTMLElement, time: string, locale: 'es' | 'en' = 'es'): void {
  fireEvent.change(input, { target: { value: shownTime(time, locale) } });
  expect((input as HTMLInputElement).value).toBe(shownTime(time, locale));
}

/** Enters a date and time ('YYYY-MM-DDTHH:mm') in one of the portal's date-and-time inputs. */
export function typeDateTime(
  input: HTMLElement,
  dateTime: string,
  locale: 'es' | 'en' = 'es',
): void {
  fireEvent.change(input, { target: { value: shownDateTime(dateTime, locale) } });
  expect((input as HTMLInputElement).value).toBe(shownDateTime(dateTime, locale));
}
