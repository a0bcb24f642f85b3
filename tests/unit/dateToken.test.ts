import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { dateToken, isCurrentDateToken, tokenDate } from '../../contracts/dateToken';

describe('client date-token', () => {
  it('formats the date as MM/DD/YYYY with leading zeros', () => {
    expect(tokenDate(new Date(2026, 0, 5))).toBe('01/05/2026');
    expect(tokenDate(new Date(2026, 10, 22))).toBe('11/22/2026');
  });

  it('is the hex SHA-256 of the phrase followed by the date', async () => {
    const expected = createHash('sha256').update('phrase11/22/2026').digest('hex');
    expect(await dateToken('phrase', new Date(2026, 10, 22, 15, 30))).toBe(expected);
  });

  it('changes with the day and with the phrase', async () => {
    const day = new Date(2026, 10, 22);
    const token = await dateToken('phrase', day);
    expect(await dateToken('phrase', new Date(2026, 10, 23))).not.toBe(token);
    expect(await dateToken('other', day)).not.toBe(token);
  });

  it('accepts yesterday, today and tomorrow, nothing else', async () => {
    const now = new Date(2026, 10, 22, 12);
    const at = (day: number) => dateToken('phrase', new Date(2026, 10, day, 12));
    expect(await isCurrentDateToken(await at(21), 'phrase', now)).toBe(true);
    expect(await isCurrentDateToken(await at(22), 'phrase', now)).toBe(true);
    expect(await isCurrentDateToken(await at(23), 'phrase', now)).toBe(true);
    expect(await isCurrentDateToken(await at(20), 'phrase', now)).toBe(false);
    expect(await isCurrentDateToken('not-a-token', 'phrase', now)).toBe(false);
  });
});
