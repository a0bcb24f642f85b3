import { describe, expect, it } from 'vitest';
import {
  balanceBars,
  dayProblem,
  firstRequestableDay,
  holidayWindow,
} from '../../../src/modules/personalDays/dayRules';
import { personalDayBalance } from './fixtures';

const holidays = [
  { date: '2026-12-25', name: 'Navidad' },
  { date: '2026-12-28', name: 'Cierre de año' },
];
const TODAY = '2026-11-24';

describe('the day rules of a request', () => {
  it('takes a weekday from today on that is no holiday', () => {
    expect(dayProblem('2026-11-24', holidays, TODAY)).toBeUndefined();
    expect(dayProblem('2026-12-24', holidays, TODAY)).toBeUndefined();
    expect(dayProblem(undefined, holidays, TODAY)).toBeUndefined();
  });

  it('refuses a past day, a weekend and a holiday, naming the holiday', () => {
    expect(dayProblem('2026-11-23', holidays, TODAY)).toEqual({
      message: 'personalDays.form.past',
    });
    expect(dayProblem('2026-11-28', holidays, TODAY)).toEqual({
      message: 'personalDays.form.weekend',
    });
    expect(dayProblem('2026-11-29', holidays, TODAY)).toEqual({
      message: 'personalDays.form.weekend',
    });
    expect(dayProblem('2026-12-25', holidays, TODAY)).toEqual({
      message: 'personalDays.form.holiday',
      args: { name: 'Navidad' },
    });
  });

  it('suggests the first day that may be requested, past weekends and holidays', () => {
    expect(firstRequestableDay('2026-11-24', holidays)).toBe('2026-11-24');
    expect(firstRequestableDay('2026-11-28', holidays)).toBe('2026-11-30');
    // Friday the 25th is a holiday, then a weekend, then Monday the 28th another.
    expect(firstRequestableDay('2026-12-25', holidays)).toBe('2026-12-29');
  });

  it('reads the holidays from today to the end of next year', () => {
    expect(holidayWindow(TODAY)).toEqual({ from: TODAY, to: '2027-12-31' });
  });
});

describe('the balance chart', () => {
  it('splits each quota into used, pending and left, in days', () => {
    const [bar] = balanceBars([personalDayBalance]);
    expect(bar).toMatchObject({ quota: 3, used: 1, pending: 0.5, left: 1.5 });
    expect(bar!.percent).toEqual({ used: 33.3, pending: 16.7, left: 50 });
  });

  it('never draws more than the quota, and nothing without one', () => {
    const [full, none] = balanceBars([
      { categoryId: 1, name: 'A', quotaHalves: 2, usedHalves: 2, pendingHalves: 1, leftHalves: 0 },
      { categoryId: 2, name: 'B', quotaHalves: 0, usedHalves: 0, pendingHalves: 0, leftHalves: 0 },
    ]);
    expect(full!.percent).toEqual({ used: 100, pending: 0, left: 0 });
    expect(none!.percent).toEqual({ used: 0, pending: 0, left: 0 });
  });
});
