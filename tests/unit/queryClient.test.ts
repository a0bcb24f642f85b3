import { HttpError } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { createQueryClient, retriesTransientFailures } from '../../src/queryClient';

describe('the portal’s reads are tried again only when no answer came', () => {
  it.each([400, 403, 404, 409, 415, 500, 503])('an answer of %i is shown at once', (status) => {
    expect(retriesTransientFailures(0, new HttpError('no', status))).toBe(false);
  });

  it('a call that got no answer is tried once more', () => {
    const dropped = new TypeError('Failed to fetch');
    expect([0, 1].map((failures) => retriesTransientFailures(failures, dropped))).toEqual([
      true,
      false,
    ]);
  });

  it('is the rule of the client the portal renders with', () => {
    expect(createQueryClient().getDefaultOptions().queries?.retry).toBe(retriesTransientFailures);
  });
});
