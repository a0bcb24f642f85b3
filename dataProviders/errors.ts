import { HttpError } from 'react-admin';

/** The login error set when a main-API failure ends the session (never shown on sign-in). */
export const SESSION_EXPIRED = 'Your session has expired.';

/**
 * Main API: these statuses log the user out (a 401 only after one refresh and retry). A 503 is
 * not one: the service is briefly away (its database restarting) and the session is still good.
 */
const SESSION_ENDING_STATUSES: readonly number[] = [401, 403, 415, 500];

/** i18n key of the notice a 503 shows: react-admin translates an error's message when it notifies. */
export const SERVICE_UNAVAILABLE = 'shell.serviceUnavailable';

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
  // The portal words an outage itself: the request may not have reached the service at all.
  if (response.status === 503) return new HttpError(SERVICE_UNAVAILABLE, response.status, body);
  const message =
    body && typeof body === 'object' && 'message' in body && typeof body.message === 'string'
      ? body.message
      : text || response.statusText;
  return new HttpError(message, response.status, body);
}

/** How a service's field names reach the form, so react-admin shows each refusal on its input. */
export interface FormFields {
  /** Service field → form field, where they differ (multipart names, image files). */
  renamed?: Readonly<Record<string, string>>;
  /** The form's image fields, and the i18n key shown under one the service refused. */
  images?: { fields: readonly string[]; refused: string };
}

/**
 * The i18n key an image input shows when a service refused its bytes (not a picture it takes); a
 * picture over the size limit is a 413, worded by `components.upload.file`.
 */
export const IMAGE_REFUSED = 'components.upload.imageType';

/** A 413 names the upload limit crossed (server/files/storage.ts): the portal words it itself. */
const uploadLimitKey = (status: number, limit: string | undefined) =>
  status === 413 && (limit === 'file' || limit === 'request' || limit === 'user')
    ? `components.upload.${limit}`
    : undefined;

/** A service refusal (4xx `{ message, errors }`) with its errors keyed by the form's fields. */
export function toFormErrors(error: unknown, { renamed = {}, images }: FormFields = {}): unknown {
  if (!(error instanceof HttpError) || error.status >= 500) return error;
  const body = error.body as
    { message?: string; errors?: Record<string, string>; limit?: string } | undefined;
  if (!body?.errors) return error;
  const errors: Record<string, string> = {};
  for (const [field, reason] of Object.entries(body.errors)) {
    const formField = renamed[field] ?? field;
    errors[formField] =
      uploadLimitKey(error.status, body.limit) ??
      (images?.fields.includes(formField) ? images.refused : reason);
  }
  return new HttpError(error.message, error.status, { ...body, errors });
}
