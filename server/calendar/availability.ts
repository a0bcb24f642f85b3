import { addDays, companyWallClock } from '../../contracts/calendar';
import { minutesOf, slotsBetween, type WeeklyHours } from '../../contracts/timeOfDay';

/**
 * Free slots from weekly availability windows: what appointments (and later course sessions)
 * offer. Pure: the caller reads the windows, the taken slots and the holidays, and gives `now`.
 * Days are calendar days 'YYYY-MM-DD' and times 'HH:MM' of the company's wall clock.
 */

/** A weekly window of one resource (a professional, a room): `weekday` 1 Monday … 7 Sunday. */
export interface WeeklyWindow extends WeeklyHours {
  resourceId: number;
}

/** A slot already taken (booked) of a resource. */
export interface TakenSlot {
  resourceId: number;
  date: string;
  startTime: string;
  endTime: string;
}

export interface FreeSlotOf {
  resourceId: number;
  date: string;
  startTime: string;
  endTime: string;
}

export interface AvailabilityInput {
  windows: readonly WeeklyWindow[];
  taken: readonly TakenSlot[];
  /** Days nobody works (company holidays). */
  holidays: readonly string[];
  /** First and last day asked for (inclusive). */
  from: string;
  to: string;
  /** Slots that have begun at `now` are not offered. */
  now: Date;
}

/** ISO weekday of a calendar day: 1 Monday … 7 Sunday. */
export function weekdayOf(day: string): number {
  const weekday = new Date(`${day}T00:00:00.000Z`).getUTCDay();
  return weekday === 0 ? 7 : weekday;
}

const overlaps = (
  a: { startTime: string; endTime: string },
  b: { startTime: string; endTime: string },
) => minutesOf(a.startTime) < minutesOf(b.endTime) && minutesOf(b.startTime) < minutesOf(a.endTime);

/**
 * The free slots from `from` to `to`, by day, time and resource: every window's whole slots on
 * the days it is valid, except holidays, slots overlapping a taken one and slots begun at `now`.
 */
export function freeSlots(input: AvailabilityInput): FreeSlotOf[] {
  const holidays = new Set(input.holidays);
  const takenByDay = new Map<string, TakenSlot[]>();
  for (const slot of input.taken) {
    const key = `${slot.resourceId}|${slot.date}`;
    takenByDay.set(key, [...(takenByDay.get(key) ?? []), slot]);
  }
  const nowWall = companyWallClock(input.now);
  const today = nowWall.slice(0, 10);
  const nowMinutes = minutesOf(nowWall.slice(11, 16));
  const free: FreeSlotOf[] = [];
  for (let day = input.from; day <= input.to; day = addDays(day, 1)) {
    if (holidays.has(day) || day < today) continue;
    const weekday = weekdayOf(day);
    for (const window of input.windows) {
      if (window.weekday !== weekday || day < window.validFrom) continue;
      if (window.validTo !== null && day > window.validTo) continue;
      const taken = takenByDay.get(`${window.resourceId}|${day}`) ?? [];
      for (const slot of slotsBetween(window.startTime, window.endTime, window.slotMinutes)) {
        const candidate = { startTime: slot.start, endTime: slot.end };
        if (day === today && minutesOf(slot.start) <= nowMinutes) continue;
        if (taken.some((other) => overlaps(candidate, other))) continue;
        free.push({ resourceId: window.resourceId, date: day, ...candidate });
      }
    }
  }
  return free.sort(
    (a, b) =>
      a.date.localeCompare(b.date) ||
      a.startTime.localeCompare(b.startTime) ||
      a.resourceId - b.resourceId,
  );
}

/** Whether `slot` is one `freeSlots` offers (the same start and end). */
export function isFreeSlot(
  slot: { resourceId: number; date: string; startTime: string; endTime: string },
  input: Omit<AvailabilityInput, 'from' | 'to'>,
): boolean {
  return freeSlots({ ...input, from: slot.date, to: slot.date }).some(
    (free) =>
      free.resourceId === slot.resourceId &&
      free.startTime === slot.startTime &&
      free.endTime === slot.endTime,
  );
}
