import { describe, expect, it } from 'vitest';
import {
  addDays,
  calendarDay,
  calendarMonth,
  COMPANY_TIME_ZONE,
  companyInstant,
  companyWallClock,
  dayInWords,
  dayStartUtc,
  monthWindow,
} from '../../contracts/calendar';

const at = (iso: string) => new Date(iso);

describe('the company calendar (Costa Rica, UTC−6 all year)', () => {
  it('is Costa Rica’s', () => {
    expect(COMPANY_TIME_ZONE).toBe('America/Costa_Rica');
  });

  it('starts a day at 00:00 company time and ends it at 23:59', () => {
    // 00:00 in Costa Rica is 06:00 UTC: the instant before still belongs to the day before.
    expect(calendarDay(at('2026-03-09T06:00:00Z'))).toBe('2026-03-09');
    expect(calendarDay(at('2026-03-09T05:59:59Z'))).toBe('2026-03-08');
    // 23:59 on the 9th in Costa Rica is already the 10th in UTC.
    expect(calendarDay(at('2026-03-10T05:59:00Z'))).toBe('2026-03-09');
    expect(calendarDay(at('2026-03-10T05:59:59.999Z'))).toBe('2026-03-09');
    expect(calendarDay(at('2026-01-01T03:00:00Z'))).toBe('2025-12-31');
  });

  it('writes the wall clock as YYYY-MM-DDTHH:mm:ss, midnight as 00', () => {
    expect(companyWallClock(at('2026-03-09T06:00:00Z'))).toBe('2026-03-09T00:00:00');
    expect(companyWallClock(at('2026-03-10T05:59:00Z'))).toBe('2026-03-09T23:59:00');
    expect(companyWallClock(at('2026-03-09T18:30:15.500Z'))).toBe('2026-03-09T12:30:15');
  });

  it('gives the month of an instant and the first and last days of a month', () => {
    expect(calendarMonth(at('2026-04-01T05:59:59Z'))).toBe('2026-03');
    expect(calendarMonth(at('2026-04-01T06:00:00Z'))).toBe('2026-04');
    expect(calendarMonth(at('2027-01-01T05:00:00Z'))).toBe('2026-12');
    expect(monthWindow('2026-02')).toEqual({ first: '2026-02-01', last: '2026-02-28' });
    expect(monthWindow('2024-02')).toEqual({ first: '2024-02-01', last: '2024-02-29' });
    expect(monthWindow('2026-04')).toEqual({ first: '2026-04-01', last: '2026-04-30' });
    expect(monthWindow('2026-12')).toEqual({ first: '2026-12-01', last: '2026-12-31' });
  });

  it('moves a day by calendar days, across months, years and leap days', () => {
    expect(addDays('2026-02-27', 2)).toBe('2026-03-01');
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });

  it('turns a company wall-clock time into its instant', () => {
    expect(companyInstant('2026-03-09').toISOString()).toBe('2026-03-09T06:00:00.000Z');
    expect(companyInstant('2026-03-09T00:00:00').toISOString()).toBe('2026-03-09T06:00:00.000Z');
    expect(companyInstant('2026-03-09T23:59').toISOString()).toBe('2026-03-10T05:59:00.000Z');
    expect(companyInstant('2026-12-31 23:59:59').toISOString()).toBe('2027-01-01T05:59:59.000Z');
  });

  it('round-trips between instants and wall-clock times', () => {
    for (const iso of [
      '2026-03-09T06:00:00.000Z',
      '2026-03-10T05:59:00.000Z',
      '2026-06-15T17:45:30.000Z',
      '2027-01-01T05:59:59.000Z',
      '2024-02-29T12:00:00.000Z',
    ]) {
      const wallClock = companyWallClock(at(iso));
      expect(companyInstant(wallClock).toISOString()).toBe(iso);
      expect(companyWallClock(companyInstant(wallClock))).toBe(wallClock);
    }
  });

  it('refuses a wall-clock time that does not exist', () => {
    for (const text of ['2026-02-30', '2026-13-01', '2026-03-09T24:00', '2026-03-09T12:60', '']) {
      expect(() => companyInstant(text), text).toThrow(RangeError);
    }
  });

  it('starts a filter by days at the company’s midnight, in UTC', () => {
    expect(dayStartUtc('2026-11-27')).toBe('2026-11-27T06:00:00.000Z');
    expect(dayStartUtc('2027-01-01')).toBe('2027-01-01T06:00:00.000Z');
  });

  it('words a day as people read it in each language', () => {
    expect(dayInWords('2026-11-27', 'es')).toBe('viernes 27 de noviembre de 2026');
    expect(dayInWords('2026-11-27', 'en')).toBe('Friday, November 27, 2026');
  });
});
