import { describe, expect, it } from 'vitest';
import {
  from12Hour,
  minutesOf,
  shiftMinutes,
  slotsBetween,
  to12Hour,
} from '../../contracts/timeOfDay';

describe('to12Hour: custom schedule times', () => {
  it.each([
    ['13:05', '1:05 pm'],
    ['00:30', '12:30 am'],
    ['00:00', '12:00 am'],
    ['12:00', '12:00 pm'],
    ['12:59', '12:59 pm'],
    ['11:59', '11:59 am'],
    ['01:00', '1:00 am'],
    ['23:59', '11:59 pm'],
    ['09:07', '9:07 am'],
  ])('%s → %s', (input, expected) => {
    expect(to12Hour(input)).toBe(expected);
  });

  it('keeps an empty value empty', () => {
    expect(to12Hour('')).toBe('');
    expect(to12Hour('   ')).toBe('');
    expect(to12Hour(null)).toBe('');
    expect(to12Hour(undefined)).toBe('');
  });

  it('accepts a one-digit hour, surrounding spaces and drops seconds', () => {
    expect(to12Hour('9:05')).toBe('9:05 am');
    expect(to12Hour(' 18:45 ')).toBe('6:45 pm');
    expect(to12Hour('13:05:59')).toBe('1:05 pm');
  });

  it.each([
    '24:00',
    '12:60',
    '7',
    '1305',
    '13:5',
    'ab:cd',
    '-1:00',
    '13:05 pm',
    '013:05',
    '13:05:60',
  ])('returns an empty string for the invalid value %j', (input) => {
    expect(to12Hour(input)).toBe('');
  });
});

describe('from12Hour: what the schedule service reads back', () => {
  it.each([
    ['1:05 pm', '13:05'],
    ['12:30 am', '00:30'],
    ['12:00 pm', '12:00'],
    ['11:59 pm', '23:59'],
    ['9:07 am', '09:07'],
  ])('%s → %s', (input, expected) => {
    expect(from12Hour(input)).toBe(expected);
    expect(to12Hour(expected)).toBe(input);
  });

  it.each(['', '13:05', '0:30 am', '13:05 pm', '1:5 pm', '1:05 PM', '01:05 pm'])(
    'gives an empty value for %j',
    (input) => {
      expect(from12Hour(input)).toBe('');
    },
  );
});

describe('slots and shifts', () => {
  it('cuts whole slots between two times', () => {
    expect(slotsBetween('08:00', '09:45', 30)).toEqual([
      { start: '08:00', end: '08:30' },
      { start: '08:30', end: '09:00' },
      { start: '09:00', end: '09:30' },
    ]);
    expect(slotsBetween('08:00', '08:10', 30)).toEqual([]);
  });

  it('counts a shift past midnight', () => {
    expect(shiftMinutes('08:00', '17:00')).toBe(540);
    expect(shiftMinutes('22:00', '06:00')).toBe(480);
    expect(Number.isNaN(shiftMinutes('', '06:00'))).toBe(true);
    expect(minutesOf('7:30')).toBe(450);
  });
});
