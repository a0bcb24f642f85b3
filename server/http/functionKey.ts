import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { FunctionKeyFamily } from '../config';
import { HttpError } from './errors';
import { say } from './i18n';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route asks for this family's function key in its `code` query parameter. */
    functionKey?: FunctionKeyFamily;
  }
}

const sameKey = (given: string, expected: string) => {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

/**
 * The function services' `code` query parameter: a route declaring `config: { functionKey }` is
 * refused (403) without its family's key. Checked after the bearer token (registered after the
 * guard), so an anonymous caller still hears 401; the contracts never see `code` (validation
 * strips unknown keys).
 */
export function registerFunctionKeys(
  app: FastifyInstance,
  keys: Readonly<Record<FunctionKeyFamily, string>>,
): void {
  app.addHook('onRequest', async (request) => {
    const family = request.routeOptions.config?.functionKey;
    if (!family) return;
    const code = (request.query as Record<string, unknown> | undefined)?.code;
    if (typeof code !== 'string' || !sameKey(code, keys[family]))
      throw new HttpError(403, say('functionKeyInvalid'));
  });
}
