import type { Language } from './language';

/**
 * The company's calendar: "today", "this month" and the wall-clock times of the contract are Costa
 * Rica's. Intl only, without yup: the portal's first download imports it.
 */

export const COMPANY_TIME_ZONE = 'America/Costa_Rica';

/** The contract writes wall-clock times as 'YYYY-MM-DD HH:mm:ss'. */
const CONTRACT_DATE_TIME = /^(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2}:\d{2})$/;
/** Inside: ISO wall-clock 'YYYY-MM-DDTHH:mm' or 'YYYY-MM-DDTHH:mm:ss' (the portal's date-and-time inputs). */
const ISO_DATE_TIME = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})(:\d{2})?$/;
/** A calendar day, optionally with a wall-clock time: what `companyInstant` reads. */
const WALL_CLOCK = /^(\d{4}-\d{2}-\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2}))?)?$/;

let wallClockFormat: Intl.DateTimeFormat | undefined;

/** `instant` on the company's wall clock as UTC milliseconds (seconds precision). */
function wallClockAsUtc(instant: Date): number {
  // Built on first use: a DateTimeFormat is costly and most pages never need it.
  wallClockFormat ??= new Intl.DateTimeFormat('en-US', {
    timeZone: COMPANY_TIME_ZONE,
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
    hourCycle: 'h23',
  });
  const part = { year: 0, month: 0, day: 0, hour: 0, minute: 0, second: 0 };
  for (const { type, value } of wallClockFormat.formatToParts(instant)) {
    if (type in part) part[type as keyof typeof part] = Number(value);
  }
  return Date.UTC(part.year, part.month - 1, part.day, part.hour, part.minute, part.second);
}

/** `instant` on the company's wall clock, ISO 'YYYY-MM-DDTHH:mm:ss'. */
export function companyWallClock(instant: Date = new Date()): string {
  return new Date(wallClockAsUtc(instant)).toISOString().slice(0, 19);
}

/** The calendar day (YYYY-MM-DD) of `instant` in the company's time zone. */
export function calendarDay(instant: Date = new Date()): string {
  return companyWallClock(instant).slice(0, 10);
}

/** The calendar month (YYYY-MM) of `instant` in the company's time zone. */
export function calendarMonth(instant: Date = new Date()): string {
  return companyWallClock(instant).slice(0, 7);
}

/** `day` (YYYY-MM-DD) moved by `days` calendar days. */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00.000Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** `day` plus `months` (YYYY-MM-DD), the day of month kept or cut to the month's last day. */
export function addMonths(day: string, months: number): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const first = new Date(Date.UTC(year, month - 1 + months, 1));
  const last = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  first.setUTCDate(Math.min(date, last));
  return first.toISOString().slice(0, 10);
}

/** Months after the hiring date during which an employee may not request days off or refunds. */
export const PROBATION_MONTHS = 3;

/** The first day after the probation period of someone hired on `hiredOn` (YYYY-MM-DD). */
export const probationEnd = (hiredOn: string): string => addMonths(hiredOn, PROBATION_MONTHS);

let spanishDayFormat: Intl.DateTimeFormat | undefined;

/** A calendar day (YYYY-MM-DD) as people read it in Spanish: 'viernes 27 de noviembre de 2026'. */
export function dayInSpanish(day: string): string {
  spanishDayFormat ??= new Intl.DateTimeFormat('es-CR', {
    timeZone: COMPANY_TIME_ZONE,
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  });
  const part = { weekday: '', day: '', month: '', year: '' };
  for (const { type, value } of spanishDayFormat.formatToParts(companyInstant(day))) {
    if (type in part) part[type as keyof typeof part] = value;
  }
  // Built from its parts: the locale's own pattern puts a comma after the weekday.
  return `${part.weekday} ${part.day} de ${part.month} de ${part.year}`;
}

let englishDayFormat: Intl.DateTimeFormat | undefined;

/** A calendar day (YYYY-MM-DD) as people read it in `language`: 'Friday, November 27, 2026'. */
export function dayInWords(day: string, language: Language): string {
  if (language === 'es') return dayInSpanish(day);
  englishDayFormat ??= new Intl.DateTimeFormat('en-US', {
    timeZone: COMPANY_TIME_ZONE,
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  });
  return englishDayFormat.format(companyInstant(day));
}

/** The first and last calendar days (YYYY-MM-DD) of `month` (YYYY-MM). */
export function monthWindow(month: string): { first: string; last: string } {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  // Day 0 of the next month is this month's last day.
  const last = new Date(Date.UTC(year, monthNumber, 0)).toISOString().slice(0, 10);
  return { first: `${month}-01`, last };
}

/**
 * The instant at which the company's wall clock shows `wallClock` ('YYYY-MM-DD', midnight, or
 * 'YYYY-MM-DDTHH:mm[:ss]', also with a space): its offset is the time zone's on that date.
 */
export function companyInstant(wallClock: string): Date {
  const [, day, hour = '00', minute = '00', second = '00'] =
    WALL_CLOCK.exec(wallClock.trim()) ?? [];
  const iso = `${day}T${hour}:${minute}:${second}`;
  const asUtc = Date.parse(`${iso}Z`);
  // Date.parse would roll '02-30' over in some engines: a time that does not exist is refused.
  if (!day || Number.isNaN(asUtc) || new Date(asUtc).toISOString().slice(0, 19) !== iso) {
    throw new RangeError(`Not a wall-clock time: ${wallClock}`);
  }
  // The offset at the first guess, then at the instant it gives (a change of offset in between).
  let instant = asUtc - (wallClockAsUtc(new Date(asUtc)) - asUtc);
  instant = asUtc - (wallClockAsUtc(new Date(instant)) - instant);
  return new Date(instant);
}

/**
 * The first instant (ISO UTC) of calendar day `day` on the company's clock: where a filter by the
 * days something was written (a `created_at` instant) starts, and, for the next day, ends.
 */
export const dayStartUtc = (day: string): string => companyInstant(day).toISOString();

/** An ISO wall-clock time as the contract sends it; undefined when it is not one. */
export function toContractDateTime(iso: string): string | undefined {
  const match = ISO_DATE_TIME.exec(iso.trim());
  if (!match) return undefined;
  return `${match[1]} ${match[2]}${match[3] ?? ':00'}`;
}

/** A contract date ('YYYY-MM-DD HH:mm:ss') as ISO 'YYYY-MM-DDTHH:mm:ss'; undefined otherwise. */
export function fromContractDateTime(value: string): string | undefined {
  const match = CONTRACT_DATE_TIME.exec(value.trim());
  return match ? `${match[1]}T${match[2]}` : undefined;
}

/** Saturday or Sunday (`day` is YYYY-MM-DD, a calendar day: no time zone involved). */
export function isWeekend(day: string): boolean {
  const weekday = new Date(`${day}T00:00:00.000Z`).getUTCDay();
  return weekday === 0 || weekday === 6;
}
