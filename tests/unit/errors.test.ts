import { describe, expect, it } from 'vitest';
import { mainApiFailureAction, toHttpError } from '../../dataProviders/errors';

describe('main API error mapping', () => {
  it('refreshes once on a 401, then ends the session', () => {
    expect(mainApiFailureAction(401, false)).toBe('refresh-and-retry');
    expect(mainApiFailureAction(401, true)).toBe('end-session');
  });

  it('ends the session on 403, 415 and 500', () => {
    for (const status of [403, 415, 500]) {
      expect(mainApiFailureAction(status, false)).toBe('end-session');
      expect(mainApiFailureAction(status, true)).toBe('end-session');
    }
  });

  it('reports other failures to the caller', () => {
    for (const status of [400, 404, 409, 422, 502, 503])
      expect(mainApiFailureAction(status, false)).toBe('report');
  });

  it('keeps the server message and field errors', async () => {
    const body = { message: 'Invalid request', errors: { name: 'name is a required field' } };
    const error = await toHttpError(new Response(JSON.stringify(body), { status: 400 }));
    expect(error.status).toBe(400);
    expect(error.message).toBe('Invalid request');
    expect(error.body).toEqual(body);
  });

  it('falls back to the text of a non-JSON body', async () => {
    const error = await toHttpError(
      new Response('Bad gateway', { status: 502, statusText: 'Bad Gateway' }),
    );
    expect(error.message).toBe('Bad gateway');
  });
});
