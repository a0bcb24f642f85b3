/** The availability kit (server/calendar/availability.ts): free slots from weekly windows. */
import { describe, expect, it } from 'vitest';
import { companyInstant } from '../../contracts/calendar';
import {
  freeSlots,
  isFreeSlot,
  weekdayOf,
  type WeeklyWindow,
} from '../../server/calendar/availability';

// 2030-01-07 is a Monday.
const MONDAY = '2030-01-07';
const window = (more: Partial<WeeklyWindow> = {}): WeeklyWindow => ({
  resourceId: 1,
  weekday: 1,
  startTime: '08:00',
  endTime: '10:00',
  slotMinutes: 30,
  validFrom: '2030-01-01',
  validTo: null,
  ...more,
});
const before = companyInstant('2029-12-31T12:00');
const starts = (slots: { startTime: string }[]) => slots.map((slot) => slot.startTime);

describe('freeSlots', () => {
  it('cuts a window into whole slots on its weekday only', () => {
    const slots = freeSlots({
      windows: [window({ endTime: '10:15' })],
      taken: [],
      holidays: [],
      from: MONDAY,
      to: '2030-01-08',
      now: before,
    });
    expect(starts(slots)).toEqual(['08:00', '08:30', '09:00', '09:30']);
    expect(slots[0]).toEqual({ resourceId: 1, date: MONDAY, startTime: '08:00', endTime: '08:30' });
    expect(weekdayOf(MONDAY)).toBe(1);
    expect(weekdayOf('2030-01-13')).toBe(7);
  });

  it('leaves out taken slots (also partly overlapped), holidays and days out of validity', () => {
    const taken = [{ resourceId: 1, date: MONDAY, startTime: '08:45', endTime: '09:15' }];
    expect(
      starts(
        freeSlots({
          windows: [window()],
          taken,
          holidays: [],
          from: MONDAY,
          to: MONDAY,
          now: before,
        }),
      ),
    ).toEqual(['08:00', '09:30']);
    expect(
      freeSlots({
        windows: [window()],
        taken: [],
        holidays: [MONDAY],
        from: MONDAY,
        to: MONDAY,
        now: before,
      }),
    ).toEqual([]);
    expect(
      freeSlots({
        windows: [window({ validTo: '2030-01-06' })],
        taken: [],
        holidays: [],
        from: MONDAY,
        to: MONDAY,
        now: before,
      }),
    ).toEqual([]);
    expect(
      freeSlots({
        windows: [window({ validFrom: '2030-01-08' })],
        taken: [],
        holidays: [],
        from: MONDAY,
        to: MONDAY,
        now: before,
      }),
    ).toEqual([]);
    // Another resource's booking takes nothing of this one's.
    const other = [{ resourceId: 2, date: MONDAY, startTime: '08:00', endTime: '08:30' }];
    expect(
      starts(
        freeSlots({
          windows: [window()],
          taken: other,
          holidays: [],
          from: MONDAY,
          to: MONDAY,
          now: before,
        }),
      ),
    ).toHaveLength(4);
  });

  it('offers no slot already begun on the company’s wall clock, and no past day', () => {
    const now = companyInstant(`${MONDAY}T08:30`);
    expect(
      starts(
        freeSlots({
          windows: [window()],
          taken: [],
          holidays: [],
          from: '2029-12-31',
          to: MONDAY,
          now,
        }),
      ),
    ).toEqual(['09:00', '09:30']);
  });

  it('sorts by day, time, then resource', () => {
    const slots = freeSlots({
      windows: [window({ resourceId: 2 }), window()],
      taken: [],
      holidays: [],
      from: MONDAY,
      to: MONDAY,
      now: before,
    });
    expect(slots.slice(0, 2).map((s) => s.resourceId)).toEqual([1, 2]);
  });
});

describe('isFreeSlot', () => {
  it('is true only for a slot freeSlots offers, with its exact end', () => {
    const input = { windows: [window()], taken: [], holidays: [], now: before };
    expect(
      isFreeSlot({ resourceId: 1, date: MONDAY, startTime: '08:30', endTime: '09:00' }, input),
    ).toBe(true);
    expect(
      isFreeSlot({ resourceId: 1, date: MONDAY, startTime: '08:15', endTime: '08:45' }, input),
    ).toBe(false);
    expect(
      isFreeSlot({ resourceId: 1, date: MONDAY, startTime: '08:30', endTime: '09:30' }, input),
    ).toBe(false);
  });
});
