import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { isDatabaseUnavailable } from '../db/errors';

/** Seconds a 503 asks the caller to wait before trying again (`Retry-After`). */
const RETRY_AFTER_SECONDS = 5;

/** The body of a 503: the portal shows its own translated notice for the status. */
export const SERVICE_UNAVAILABLE_MESSAGE =
  'The service is temporarily unavailable. Try again in a few seconds.';

/** An error whose message is meant for the caller (4xx). */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: Record<string, string>,
    /** More of the body, for the portal to word the refusal itself (an upload's limit). */
    readonly details?: Record<string, string | number>,
  ) {
    super(message);
  }
}

/** 404 for a record that does not exist (or that the caller may not know exists). */
export const notFound = (what: string) => new HttpError(404, `${what} not found`);

/** 400 with `{ message, errors: { field: reason } }`: every invalid field named with its reason. */
export class RequestValidationError extends HttpError {
  constructor(errors: Record<string, string>) {
    super(
      400,
      `Invalid request: ${Object.entries(errors)
        .map(([f, r]) => `${f}: ${r}`)
        .join('; ')}`,
      errors,
    );
  }
}

/** What every 503 of an outage carries (API, sign-in pages, start-up): retry soon, keep nothing. */
export const UNAVAILABLE_HEADERS = {
  'retry-after': String(RETRY_AFTER_SECONDS),
  'cache-control': 'no-store',
};

/** Answers 503 with `Retry-After`: the database is away, the request may be retried. */
function replyUnavailable(reply: FastifyReply) {
  return reply
    .status(503)
    .headers(UNAVAILABLE_HEADERS)
    .send({ message: SERVICE_UNAVAILABLE_MESSAGE });
}

/**
 * A database refusal that reached the handler: the value or the constraint is the caller's
 * (bad data 400, a conflicting row 409), never a 500. PostgreSQL answers SQLSTATE classes 22 (data
 * exception) and 23 (integrity), SQLite its SQLITE_* codes. The request validation should have
 * refused such input first; this only keeps a gap from answering 500.
 */
export function databaseRefusal(error: unknown): HttpError | null {
  const code = (error as { code?: unknown }).code;
  if (typeof code !== 'string') return null;
  if (/^22[0-9A-Z]{3}$/.test(code) || code === 'SQLITE_TOOBIG' || code === 'SQLITE_MISMATCH')
    return new HttpError(400, 'A value of the request cannot be stored');
  if (/^23[0-9A-Z]{3}$/.test(code) || code.startsWith('SQLITE_CONSTRAINT'))
    return new HttpError(409, 'The request conflicts with the stored data');
  return null;
}

/**
 * One error handler: 4xx keep their message; a database that cannot be reached is 503 with
 * `Retry-After` (the caller may try again); other 5xx are logged and never leak internals.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler(
    (
      error: FastifyError & {
        errors?: Record<string, string>;
        details?: Record<string, string | number>;
      },
      request,
      reply,
    ) => {
      if (isDatabaseUnavailable(error)) {
        request.log.warn({ err: error }, 'database unavailable');
        return replyUnavailable(reply);
      }
      const refusal = databaseRefusal(error);
      if (refusal) {
        request.log.warn({ err: error }, 'database refused the request');
        return reply.status(refusal.statusCode).send({ message: refusal.message });
      }
      const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
      if (status >= 500) {
        request.log.error({ err: error }, 'request failed');
        return reply.status(status).send({ message: 'Internal Server Error' });
      }
      return reply.status(status).send({
        message: error.message,
        ...(error.errors ? { errors: error.errors } : {}),
        ...error.details,
      });
    },
  );
  app.setNotFoundHandler((request, reply) =>
    reply.status(404).send({ message: `Route ${request.method} ${request.url} not found` }),
  );
}
