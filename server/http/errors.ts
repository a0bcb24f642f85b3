import type { FastifyError, FastifyInstance } from 'fastify';

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

/** One error handler: 4xx keep their message; 5xx are logged and never leak internals. */
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
