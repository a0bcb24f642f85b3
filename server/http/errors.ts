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

/** One error handler: 4xx keep their message; 5xx are logged and never leak internals. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler(
    (error: FastifyError & { errors?: Record<string, string> }, request, reply) => {
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
