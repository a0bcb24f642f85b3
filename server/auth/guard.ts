import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from '../http/errors';
import { isAllowed, isSelfOrOwner } from './access';
import type { ApiTokens, ApiUser } from './apiTokens';
import type { SessionStore } from './sessions';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in employee, set on every route that is not public. */
    user: ApiUser | null;
  }
}

/** Paths every route under which must declare `config.access`. */
export const SERVICE_PREFIX = '/api/';
const UNGUARDED = ['/api/docs'];

const needsDeclaration = (url: string) =>
  url.startsWith(SERVICE_PREFIX) && !UNGUARDED.some((prefix) => url.startsWith(prefix));

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : null;
}

/**
 * Authentication and authorization for every service route: the bearer API token must verify,
 * its session must still be open, and the route's access rule must admit the user's roles.
 */
export function registerAccessGuard(
  app: FastifyInstance,
  deps: { tokens: ApiTokens; sessions: SessionStore },
) {
  app.decorateRequest('user', null);

  app.addHook('onRoute', (route) => {
    if (needsDeclaration(route.url) && !route.config?.access) {
      throw new Error(`${String(route.method)} ${route.url} declares no access rule`);
    }
  });

  app.addHook('onRequest', async (request) => {
    const rule = request.routeOptions.config?.access;
    if (!rule || rule.kind === 'public') return;
    const token = bearerToken(request);
    if (!token) throw new HttpError(401, 'Authentication required');
    let user: ApiUser;
    try {
      user = await deps.tokens.verify(token);
    } catch {
      throw new HttpError(401, 'Invalid or expired token');
    }
    if (!(await deps.sessions.isActive(user.sid))) throw new HttpError(401, 'Session ended');
    if (!isAllowed(rule, user.role)) throw new HttpError(403, 'Not allowed');
    request.user = user;
  });

  // Ids in bodies are only known after parsing, so the employee-themself check runs here.
  app.addHook('preHandler', async (request) => {
    const rule = request.routeOptions.config?.access;
    if (rule?.kind !== 'self') return;
    if (!isSelfOrOwner(rule, request.user!, rule.subject(request)))
      throw new HttpError(403, 'Not allowed');
  });
}
