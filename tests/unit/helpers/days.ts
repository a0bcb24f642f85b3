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
