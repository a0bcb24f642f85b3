import { useLocaleState } from 'react-admin';
import { COMPANY_TIME_ZONE } from '../../contracts/calendar';

/** The locale the platform's Intl formats a portal language in. */
export const intlLocale = (locale: string): string => (locale === 'en' ? 'en-US' : 'es-CR');

/** A calendar day (YYYY-MM-DD) in words, in the portal's language ('22 de noviembre de 2026'). */
export function formatDay(day: string, locale: string): string {
  // Noon UTC formatted in UTC: the same calendar day whatever the browser's time zone.
  const date = new Date(`${day}T12:00:00.000Z`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day) || Number.isNaN(date.getTime())) return day;
  return new Intl.DateTimeFormat(intlLocale(locale), {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(date);
}

/** `formatDay` in the current language. */
export function useFormatDay(): (day: string) => string {
  const [locale] = useLocaleState();
  return (day) => formatDay(day, locale);
}

/**
 * An instant (ISO 8601) as the company's clock reads it, in the portal's language: its day
 * ('24 nov 2026'), or its day and time with `time`.
 */
export function formatInstant(iso: string, locale: string, { time = false } = {}): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(intlLocale(locale), {
    dateStyle: 'medium',
    ...(time ? { timeStyle: 'short' } : {}),
    timeZone: COMPANY_TIME_ZONE,
  }).format(date);
}

/** `formatInstant` in the current language. */
export function useFormatInstant(): (iso: string, options?: { time?: boolean }) => string {
  const [locale] = useLocaleState();
  return (iso, options) => formatInstant(iso, locale, options);
}

/** A month ('YYYY-MM') in words in the portal's language ('noviembre de 2026', 'November 2026'). */
export function useFormatMonth(): (month: string) => string {
  const [locale] = useLocaleState();
  const format = new Intl.DateTimeFormat(intlLocale(locale), {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
  return (month) => format.format(new Date(`${month}-15T12:00:00.000Z`));
}

/** Text with its first letter upper-cased ('lunes' → 'Lunes'): a word standing on its own. */
export const capitalise = (text: string): string =>
  text.charAt(0).toLocaleUpperCase() + text.slice(1);

type WeekdayWidth = 'long' | 'short';
const weekdayFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * An ISO weekday (1 Monday … 7 Sunday) named in the portal's language as a sentence writes it
 * ('lunes', 'Monday'; short: 'lun', 'Mon'), from the platform's calendar data, so no catalogue
 * repeats the week. `capitalise` it where it stands alone: a heading, a label, a choice.
 */
export function weekdayName(weekday: number, locale: string, width: WeekdayWidth = 'long'): string {
  const key = `${locale} ${width}`;
  let format = weekdayFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(intlLocale(locale), { weekday: width, timeZone: 'UTC' });
    weekdayFormats.set(key, format);
  }
  // 1 January 2024 was a Monday.
  return format.format(new Date(Date.UTC(2024, 0, weekday, 12)));
}

/** `weekdayName` in the current language. */
export function useWeekdayName(): (weekday: number, width?: WeekdayWidth) => string {
  const [locale] = useLocaleState();
  return (weekday, width) => weekdayName(weekday, locale, width);
}

/** The seven weekdays as a form's choices (ids 1 Monday … 7 Sunday), named already. */
export function useWeekdayChoices(): { id: number; name: string }[] {
  const weekdayName = useWeekdayName();
  return [1, 2, 3, 4, 5, 6, 7].map((id) => ({ id, name: capitalise(weekdayName(id)) }));
}
