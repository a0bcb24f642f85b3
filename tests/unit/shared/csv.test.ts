import { describe, expect, it } from 'vitest';
import { csvFields } from '../../../resources/shared/csv';

describe('csvFields', () => {
  it('keeps the named fields in their order and writes an absent value as an empty cell', () => {
    const row = csvFields<{ id: number; name: string; link: string | null; extra: string }>(
      'link',
      'id',
      'name',
    );
    const cells = row({ id: 7, name: 'Cine', link: null, extra: 'left out' });
    expect(cells).toEqual({ link: '', id: 7, name: 'Cine' });
    expect(Object.keys(cells)).toEqual(['link', 'id', 'name']);
  });

  it('keeps false and zero', () => {
    const row = csvFields<{ id: number; active: boolean }>('id', 'active');
    expect(row({ id: 0, active: false })).toEqual({ id: 0, active: false });
  });
});
