import { useLocaleState } from 'react-admin';

/** A calendar day (YYYY-MM-DD) in words, in the portal's language ('22 de noviembre de 2026'). */
export function formatDay(day: string, locale: string): string {
  // Noon UTC formatted in UTC: the same calendar day whatever the browser's time zone.
  const date = new Date(`${day}T12:00:00.000Z`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day) || Number.isNaN(date.getTime())) return day;
  return new Intl.DateTimeFormat(locale === 'en' ? 'en-US' : 'es-CR', {
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
