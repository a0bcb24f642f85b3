/**
 * Wall-clock times of a day ('HH:MM', 24-hour) and the slots and shifts built from them: what
 * appointment slots, availability and schedules share. Pure: both sides import it.
 */

const TIME_24H = /^([01]?\d|2[0-3]):([0-5]\d)(?::[0-5]\d)?$/;
const TIME_12H = /^(1[0-2]|[1-9]):([0-5]\d) (am|pm)$/;

/** A time of day as the portal keeps it: 'HH:MM', 24-hour, two-digit hour. */
export const TIME_OF_DAY = /^([01]\d|2[0-3]):[0-5]\d$/;

/** Minutes since midnight of a valid 'H:MM' or 'HH:MM' (seconds dropped); NaN otherwise. */
export function minutesOf(value: string): number {
  const match = TIME_24H.exec(value.trim());
  return match ? Number(match[1]) * 60 + Number(match[2]) : Number.NaN;
}

/** 'HH:MM' of minutes since midnight (0–1439). */
export function timeOfMinutes(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  return `${String(hours).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

/**
 * Custom schedule times: 24-hour 'HH:MM' becomes 12-hour 'h:MM am/pm'
 * ('13:05' → '1:05 pm', '00:30' → '12:30 am', '12:00' → '12:00 pm').
 *
 * An empty (or missing) value stays empty. A value that is not a valid time also gives '',
 * so a form never sends garbage: validate the input itself if the user must see an error.
 * A single-digit hour ('9:05') and trailing seconds ('13:05:59', what a browser time input
 * may give) are accepted; the seconds are dropped.
 */
export function to12Hour(value: string | null | undefined): string {
  const minutes = minutesOf(value ?? '');
  if (Number.isNaN(minutes)) return '';
  const hours = Math.floor(minutes / 60);
  const suffix = hours < 12 ? 'am' : 'pm';
  const hour12 = hours % 12 === 0 ? 12 : hours % 12;
  return `${hour12}:${String(minutes % 60).padStart(2, '0')} ${suffix}`;
}

/** The reverse of `to12Hour`: 'h:MM am/pm' → 'HH:MM'; '' for an empty or malformed value. */
export function from12Hour(value: string | null | undefined): string {
  const match = TIME_12H.exec((value ?? '').trim());
  if (!match) return '';
  const hour12 = Number(match[1]) % 12;
  return timeOfMinutes((match[3] === 'pm' ? hour12 + 12 : hour12) * 60 + Number(match[2]));
}

/** A span of one day, 'HH:MM' to 'HH:MM'. */
export interface TimeSlot {
  start: string;
  end: string;
}

/** The whole slots of `minutes` from `start` up to `end` ('08:00'–'10:00' by 30: four slots). */
export function slotsBetween(start: string, end: string, minutes: number): TimeSlot[] {
  const slots: TimeSlot[] = [];
  const last = minutesOf(end);
  for (let at = minutesOf(start); at + minutes <= last; at += minutes)
    slots.push({ start: timeOfMinutes(at), end: timeOfMinutes(at + minutes) });
  return slots;
}

/**
 * Minutes worked from `start` to `end` ('HH:MM'); a shift ending at or before it starts runs past
 * midnight ('22:00'–'06:00': 480). NaN when either is not a time.
 */
export function shiftMinutes(start: string, end: string): number {
  const from = minutesOf(start);
  const to = minutesOf(end);
  return to > from ? to - from : to + 24 * 60 - from;
}

/**
 * Weekly working hours: `weekday` 1 (Monday) … 7 (Sunday), from `startTime` to `endTime` in slots
 * of `slotMinutes`, valid from `validFrom` to `validTo` (inclusive; null: open-ended).
 */
export type WeeklyHours = {
  weekday: number;
  startTime: string;
  endTime: string;
  slotMinutes: number;
  validFrom: string;
  validTo: string | null;
};
