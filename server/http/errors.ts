import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isDatabaseUnavailable, storageFailure } from '../db/errors';
import { httpCatalogue, say } from './i18n';
import { type Catalogue, type Language, languageOf, type Message, renderMessage } from './messages';

/** Seconds a 503 asks the caller to wait before trying again (`Retry-After`). */
const RETRY_AFTER_SECONDS = 5;

/** The body of a 503 in a language: the portal shows its own translated notice for the status. */
export const unavailableBody = (language: Language) => {
  const { code, text } = renderMessage(httpCatalogue, say('unavailable'), language);
  return { message: text, code };
};

/** An error whose message is meant for the caller (4xx), worded in the caller's language. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly refusal: Message,
    /** Each refused field with its reason. */
    readonly errors?: Readonly<Record<string, Message>>,
    /** More of the body, for the portal to word the refusal itself (an upload's limit). */
    readonly details?: Record<string, string | number>,
  ) {
    // The code names the refusal in logs; callers read the worded message.
    super(refusal.code);
  }
}

/** 404 for a record that does not exist (or that the caller may not know exists). */
export const notFound = (message: Message) => new HttpError(404, message);

/** 400 with `{ message, errors: { field: reason } }`: every invalid field named with its reason. */
export class RequestValidationError extends HttpError {
  constructor(errors: Readonly<Record<string, Message>>) {
    // The handler words `reasons` from the fields (see replyRefusal).
    super(400, say('invalidRequest', { reasons: '' }), errors);
  }
}

/** What every 503 of an outage carries (API, sign-in pages, start-up): retry soon, keep nothing. */
export const UNAVAILABLE_HEADERS = {
  'retry-after': String(RETRY_AFTER_SECONDS),
  'cache-control': 'no-store',
};

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
    return new HttpError(400, say('valueNotStorable'));
  if (/^23[0-9A-Z]{3}$/.test(code) || code.startsWith('SQLITE_CONSTRAINT'))
    return new HttpError(409, say('conflict'));
  return null;
}

/** A 4xx of Fastify's or a plugin's own, worded by status; its English stays theirs. */
function foreignRefusal(status: number, words: string): HttpError {
  const key =
    status === 413
      ? 'payloadTooLarge'
      : status === 415
        ? 'unsupportedMediaType'
        : status === 400
          ? 'badRequest'
          : 'requestRefused';
  return new HttpError(status, say(key, { words }));
}

/** The route's module, whose catalogue words its contracts' own rules (see Message.local). */
const moduleOf = (request: FastifyRequest) => request.routeOptions.config?.module;

/**
 * One error handler: 4xx are worded in the caller's language (see languageOf) from the
 * catalogues, with their `code`; a database that cannot be reached, or whose storage cannot take
 * the write (a full or read-only disk), is 503 with `Retry-After` (the caller may try again); other
 * 5xx are logged and never leak internals.
 */
export function registerErrorHandler(app: FastifyInstance, catalogue: Catalogue): void {
  const reply = (request: FastifyRequest, res: FastifyReply, error: HttpError) => {
    const language = languageOf(request);
    const module = moduleOf(request);
    const errors = error.errors
      ? Object.fromEntries(
          Object.entries(error.errors).map(([field, reason]) => [
            field,
            renderMessage(catalogue, reason, language, { module }).text,
          ]),
        )
      : undefined;
    const reasons = Object.entries(errors ?? {})
      .map(([field, reason]) => `${field}: ${reason}`)
      .join('; ');
    const { code, text } = renderMessage(catalogue, error.refusal, language, {
      module,
      extra: { reasons },
    });
    return res.status(error.statusCode).send({
      message: text,
      code,
      ...(errors ? { errors } : {}),
      ...error.details,
    });
  };

  app.setErrorHandler((error: FastifyError, request, res) => {
    const storage = storageFailure(error);
    if (storage || isDatabaseUnavailable(error)) {
      // A full or read-only disk needs an operator: an error, named by its cause.
      if (storage) request.log.error({ err: error }, `database storage failing (${storage})`);
      else request.log.warn({ err: error }, 'database unavailable');
      return res
        .status(503)
        .headers(UNAVAILABLE_HEADERS)
        .send(unavailableBody(languageOf(request)));
    }
    const refusal = databaseRefusal(error);
    if (refusal) {
      request.log.warn({ err: error }, 'database refused the request');
      return reply(request, res, refusal);
    }
    if (error instanceof HttpError) return reply(request, res, error);
    const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      const { code, text } = renderMessage(catalogue, say('internal'), languageOf(request));
      return res.status(status).send({ message: text, code });
    }
    return reply(request, res, foreignRefusal(status, error.message));
  });
  app.setNotFoundHandler((request, res) =>
    reply(
      request,
      res,
      new HttpError(404, say('routeNotFound', { method: request.method, url: request.url })),
    ),
  );
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The module whose routes these are (set as the app mounts them): see Message.local. */
    module?: string;
  }
}
