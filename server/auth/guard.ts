import type { FastifyInstance, FastifyRequest, HTTPMethods } from 'fastify';
import { HttpError } from '../http/errors';
import { say } from '../http/i18n';
import { type Access, isAllowed, isSelfOrOwner } from './access';
import type { ApiTokens, ApiUser } from './apiTokens';
import { type Policy, routeKey } from './policy';
import type { SessionStore } from './sessions';

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * The signed-in employee: the guard sets it before any handler of a route that is not public
     * runs; public routes (sign-in, refresh, files, health) never read it.
     */
    user: ApiUser;
  }
}

/** Paths every route under which must have an entry in the policy table. */
const SERVICE_PREFIXES = ['/api/', '/scim/'];
const UNGUARDED = ['/api/docs'];

export const needsDeclaration = (url: string) =>
  SERVICE_PREFIXES.some((prefix) => url.startsWith(prefix)) &&
  !UNGUARDED.some((prefix) => url.startsWith(prefix));

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : null;
}

/**
 * Authentication and authorization for every service route: the bearer API token must verify,
 * its session must still be open and its employee active, only the roles it still holds count, and the route's rule in the policy table must admit the user.
 *
 * Each /api/ and /scim/ route gets its rule from the table as it is registered (`route.config.access`); a
 * route missing from the table, or declaring a rule itself, fails at registration, and a table
 * entry that names no registered route fails at `ready()`, so the table cannot rot.
 */
export function registerAccessGuard(
  app: FastifyInstance,
  deps: { tokens: ApiTokens; sessions: SessionStore; policy: Policy },
) {
  const table = deps.policy;
  const matched = new Set<string>();
  // Declared without a value: the onRequest hook below sets it on every guarded route.
  app.decorateRequest('user');

  app.addHook('onRoute', (route) => {
    if (!needsDeclaration(route.url)) return;
    const methods = ([] as HTTPMethods[]).concat(route.method);
    if (route.config?.access) {
      throw new Error(
        `${methods.join(',')} ${route.url} declares its own access rule: put it in its module's policy.ts`,
      );
    }
    const rules = methods.map((method): Access => {
      const key = routeKey(method, route.url);
      const rule = Object.hasOwn(table, key) ? table[key] : undefined;
      if (!rule)
        throw new Error(`${key} declares no access rule (no entry in its module's policy.ts)`);
      matched.add(key);
      return rule;
    });
    if (rules.some((rule) => rule !== rules[0])) {
      throw new Error(`${route.url}: one route with several methods needs one rule`);
    }
    // A new object: the HEAD twin Fastify adds for a GET copies the original options.
    route.config = { ...route.config, access: rules[0] };
  });

  app.addHook('onReady', async () => {
    const stale = Object.keys(table).filter((key) => !matched.has(key));
    if (stale.length > 0) {
      throw new Error(`the policy names routes that do not exist: ${stale.join(', ')}`);
    }
  });

  app.addHook('onRequest', async (request) => {
    const rule = request.routeOptions.config?.access;
    // A provisioning client is no employee: the SCIM family checks its token (SCIM_TOKEN).
    if (!rule || rule.kind === 'public' || rule.kind === 'provisioning') return;
    const token = bearerToken(request);
    if (!token) throw new HttpError(401, say('authenticationRequired'));
    let user: ApiUser;
    try {
      user = deps.tokens.verify(token);
    } catch {
      throw new HttpError(401, say('invalidToken'));
    }
    const current = await deps.sessions.currentAccess(user.sid);
    if (!current) throw new HttpError(401, say('sessionEnded'));
    // A role taken away since the token was signed stops counting at once; a new one waits for
    // the next refresh.
    const held = new Set(current.roles);
    const roles = user.role.filter((role) => held.has(role));
    if (!isAllowed(rule, roles)) throw new HttpError(403, say('notAllowed'));
    request.user = { ...user, role: roles };
  });

  // Ids in bodies are only known once the body is parsed; checking before validation means a
  // caller acting on someone else's id gets 403 whatever else is wrong with the request.
  app.addHook('preValidation', async (request) => {
    const rule = request.routeOptions.config?.access;
    if (rule?.kind !== 'self') return;
    if (!isSelfOrOwner(rule, request.user, rule.subject(request)))
      throw new HttpError(403, say('notAllowed'));
  });
}
