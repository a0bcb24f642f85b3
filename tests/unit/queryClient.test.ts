import { HttpError } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { createQueryClient, retriesTransientFailures } from '../../src/queryClient';

describe('the portal’s reads are tried again only when the failure may pass', () => {
  it.each([400, 403, 404, 409, 415, 500])('an answer of %i is shown at once', (status) => {
    expect(retriesTransientFailures(0, new HttpError('no', status))).toBe(false);
  });

  it('a 503 and a call that got no answer are tried three more times', () => {
    for (const error of [new HttpError('unavailable', 503), new TypeError('Failed to fetch')]) {
      expect([0, 1, 2, 3].map((failures) => retriesTransientFailures(failures, error))).toEqual([
        true,
        true,
        true,
        false,
      ]);
    }
  });

  it('is the rule of the client the portal renders with', () => {
    expect(createQueryClient().getDefaultOptions().queries?.retry).toBe(retriesTransientFailures);
  });
});
