import { describe, expect, it } from 'vitest';
import { HttpError } from 'react-admin';
import {
  mainApiFailureAction,
  SERVICE_UNAVAILABLE,
  toFormErrors,
  toHttpError,
} from '../../dataProviders/errors';
import { componentEnglishMessages } from '../../resources/shared/englishMessages';
import { componentMessages } from '../../resources/shared/messages';
import { en } from '../../src/i18n/en';
import { es } from '../../src/i18n/es';

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

  it("words an upload limit's 413 with the portal's own text, on the form's field", () => {
    for (const limit of ['file', 'request', 'user'] as const) {
      const refused = new HttpError(`image over the ${limit} limit`, 413, {
        message: `image over the ${limit} limit`,
        errors: { image: 'at most 5 MB' },
        limit,
        maxBytes: 5,
      });
      const mapped = toFormErrors(refused, {
        renamed: { image: 'picture' },
        images: { fields: ['picture'], refused: 'home.imageRejected' },
      }) as HttpError;
      expect(mapped.body.errors).toEqual({ picture: `components.upload.${limit}` });
      expect(componentMessages.es.components.upload[limit]).toBeTruthy();
      expect(componentEnglishMessages.components.upload[limit]).toBeTruthy();
    }
    const bad = new HttpError('bad', 400, { errors: { picture: 'not a picture' } });
    expect(
      (toFormErrors(bad, { images: { fields: ['picture'], refused: 'x.refused' } }) as HttpError)
        .body.errors,
    ).toEqual({ picture: 'x.refused' });
  });

  it('turns a 503 into the translated "temporarily unavailable" notice, in Spanish and English', async () => {
    const error = await toHttpError(
      new Response(JSON.stringify({ message: 'The service is temporarily unavailable.' }), {
        status: 503,
        headers: { 'retry-after': '5' },
      }),
    );
    expect(error.status).toBe(503);
    expect(error.message).toBe(SERVICE_UNAVAILABLE);
    expect(SERVICE_UNAVAILABLE).toBe('shell.serviceUnavailable');
    expect(es.shell.serviceUnavailable).toMatch(/no está disponible temporalmente/);
    expect(en.shell.serviceUnavailable).toMatch(/temporarily unavailable/);
  });
});
