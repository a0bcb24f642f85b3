import { HttpError } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { deleteEach, PartialDeleteError } from '../../dataProviders/deleteEach';

const refusal = (status: number, message: string) => new HttpError(message, status, { message });

describe('deleteEach (a bulk delete as one DELETE per id)', () => {
  it('deletes every record, one after the other', async () => {
    const remove = vi.fn(async () => undefined);
    expect(await deleteEach([1, 2, 3], remove)).toEqual({ data: [1, 2, 3] });
    expect(remove.mock.calls).toEqual([[1], [2], [3]]);
  });

  it('goes on past records the service refuses, then says which stayed and why', async () => {
    const remove = vi.fn(async (id: unknown) => {
      if (id === 2) throw refusal(409, 'The category "Viajes" still has benefits');
      if (id === 4) throw refusal(404, 'Benefit category not found');
    });
    const failure = await deleteEach([1, 2, 3, 4], remove).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(PartialDeleteError);
    expect(failure).toMatchObject({
      deleted: [1, 3],
      refused: [
        { id: 2, reason: 'The category "Viajes" still has benefits' },
        { id: 4, reason: 'Benefit category not found' },
      ],
    });
    expect(remove).toHaveBeenCalledTimes(4);
  });

  it('stops at an outage or the end of the session: the rest are reported with it', async () => {
    for (const error of [
      refusal(503, 'shell.serviceUnavailable'),
      refusal(401, 'Unauthorized'),
      new TypeError('Failed to fetch'),
    ]) {
      const remove = vi.fn(async (id: unknown) => {
        if (id === 2) throw error;
      });
      const failure = await deleteEach([1, 2, 3], remove).catch((e: unknown) => e);
      expect(failure).toMatchObject({
        deleted: [1],
        refused: [
          { id: 2, reason: error.message },
          { id: 3, reason: error.message },
        ],
      });
      expect(remove).toHaveBeenCalledTimes(2);
    }
  });
});
