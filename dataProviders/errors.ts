import { HttpError } from 'react-admin';

/** SPEC §8: the login error set when a main-API failure ends the session (never shown on sign-in). */
export const SESSION_EXPIRED = 'Your session has expired.';

/** SPEC §8 Main API: these statuses log the user out (a 401 only after one refresh and retry). */
export const SESSION_ENDING_STATUSES: readonly number[] = [401, 403, 415, 500];

export type FailureAction = 'refresh-and-retry' | 'end-session' | 'report';

/** What the main-API client does with a failed response. */
export function mainApiFailureAction(status: number, alreadyRetried: boolean): FailureAction {
  if (status === 401 && !alreadyRetried) return 'refresh-and-retry';
  if (SESSION_ENDING_STATUSES.includes(status)) return 'end-session';
  return 'report';
}

/** The server's `{ message, errors }` body as a react-admin HttpError (forms show `errors` per field). */
export async function toHttpError(response: Response): Promise<HttpError> {
  const text = await response.text();
  let body: unknown = text;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    // Not JSON: keep the text.
  }
  const message =
    body && typeof body === 'object' && 'message' in body && typeof body.message === 'string'
      ? body.message
      : text || response.statusText;
  return new HttpError(message, response.status, body);
}
