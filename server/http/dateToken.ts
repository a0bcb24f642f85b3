import type { FastifyInstance } from 'fastify';
import { isCurrentDateToken } from '../../contracts/dateToken';
import { RequestValidationError } from './errors';
import { say } from './i18n';

/** Where a route's contract carries the client date-token: its query, its JSON body or its path. */
export type DateTokenPlace = 'query' | 'body' | 'params';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route takes the client date-token in its `token` field, on top of the bearer token. */
    dateToken?: DateTokenPlace;
  }
}

/**
 * The client date-token some calls of the contract carry (`token`): a route declaring
 * `config: { dateToken: 'query' | 'body' | 'params' }` (its query, its JSON body, or a part of its
 * path) is refused with 400 naming `token` when it is missing or not of today. It proves nothing (anyone can compute it), so it is checked after the bearer
 * token and the caller's own-id rule (registered after the guard) and never replaces them.
 */
export function registerDateTokens(app: FastifyInstance, phrase: string): void {
  app.addHook('preValidation', async (request) => {
    const place = request.routeOptions.config?.dateToken;
    if (!place) return;
    const part: unknown = request[place];
    const token =
      part && typeof part === 'object' ? (part as Record<string, unknown>).token : undefined;
    await assertDateToken(token, phrase);
  });
}

/**
 * The same check for a token a route reads itself (a multipart field, `Token` in the legacy
 * location call): 400 naming `field` when it is missing or not of today.
 */
export async function assertDateToken(token: unknown, phrase: string, field = 'token') {
  if (typeof token !== 'string' || !(await isCurrentDateToken(token, phrase)))
    throw new RequestValidationError({ [field]: say('dateTokenNotCurrent') });
}
