import { describe, expect, it } from 'vitest';
import { capitalise, formatDay, weekdayName } from '../../resources/shared/dates';

describe('the week in the portal’s language (resources/shared/dates.ts)', () => {
  it('names each ISO weekday, Monday first, as a sentence writes it', () => {
    const week = [1, 2, 3, 4, 5, 6, 7];
    expect(week.map((day) => weekdayName(day, 'es'))).toEqual([
      'lunes',
      'martes',
      'miércoles',
      'jueves',
      'viernes',
      'sábado',
      'domingo',
    ]);
    expect(week.map((day) => weekdayName(day, 'en'))).toEqual([
      'Monday',
      'Tuesday',
      'Wednesday',
      'Thursday',
      'Friday',
      'Saturday',
      'Sunday',
    ]);
    expect(week.map((day) => weekdayName(day, 'es', 'short')).join(',')).toBe(
      'lun,mar,mié,jue,vie,sáb,dom',
    );
    expect(weekdayName(3, 'en', 'short')).toBe('Wed');
  });

  it('capitalises a name that stands alone, accents kept', () => {
    expect(capitalise(weekdayName(3, 'es'))).toBe('Miércoles');
    expect(capitalise('ñandú')).toBe('Ñandú');
  });

  it('writes a calendar day in words, whatever the time zone', () => {
    expect(formatDay('2026-11-22', 'es')).toBe('22 de noviembre de 2026');
    expect(formatDay('2026-11-22', 'en')).toBe('November 22, 2026');
    expect(formatDay('not a day', 'es')).toBe('not a day');
  });
});
