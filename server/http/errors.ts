import type { FastifyError, FastifyInstance } from 'fastify';

/** An error whose message is meant for the caller (4xx). */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: Record<string, string>,
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

/** One error handler: 4xx keep their message; 5xx are logged and never leak internals. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler(
    (error: FastifyError & { errors?: Record<string, string> }, request, reply) => {
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
      return reply
        .status(status)
        .send(
          error.errors
            ? { message: error.message, errors: error.errors }
            : { message: error.message },
        );
    },
  );
  app.setNotFoundHandler((request, reply) =>
    reply.status(404).send({ message: `Route ${request.method} ${request.url} not found` }),
  );
}
