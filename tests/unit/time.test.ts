import { describe, expect, it } from 'vitest';
import { to12Hour } from '../../src/lib/time';

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
