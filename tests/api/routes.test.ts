import Fastify, { type HTTPMethods, type RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Access, access } from '../../server/auth/access';
import { registerAccessGuard } from '../../server/auth/guard';
import { routeKey } from '../../server/auth/policy';
import { policy } from '../../server/modules';
import type { ApiTokens } from '../../server/auth/apiTokens';
import type { SessionStore } from '../../server/auth/sessions';
import { createTestApp, type TestApp } from './helpers';

/**
 * The routes anyone may call without a token. A new public route must be added here knowingly.
 * HEAD routes Fastify adds for each GET count as that GET.
 */
const PUBLIC_ROUTES = [
  'GET /api/main/files/:id',
  'GET /api/health',
  'POST /api/main/authenticate/LoadUserData',
  'POST /api/main/authenticate/refresh',
  // Anyone holding a certificate checks it by its unguessable code.
  'GET /api/certificates/verificacion/:code',
];

interface ServiceRoute {
  method: string;
  url: string;
  access: Access | undefined;
}

let t: TestApp;
let serviceRoutes: ServiceRoute[];

const isServiceRoute = (url: string) =>
  (url.startsWith('/api/') || url.startsWith('/scim/')) && !url.startsWith('/api/docs');
const key = (route: ServiceRoute) => routeKey(route.method, route.url);
/** Values tried for a path parameter with a pattern (`:hash(^[0-9a-f]{64}$)`): the first it accepts. */
const PATTERN_SAMPLES = ['1', '0'.repeat(64)];
/**
 * A concrete URL for a route pattern: every path parameter (and wildcard) becomes `1`, or the
 * first of PATTERN_SAMPLES its pattern accepts.
 */
const concreteUrl = (url: string) =>
  url
    .replace(/:[^/(]+(?:\((.*?)\))?(?=\/|$)/g, (_param, pattern?: string) =>
      pattern ? (PATTERN_SAMPLES.find((sample) => new RegExp(pattern).test(sample)) ?? '1') : '1',
    )
    .replace(/\*/g, '1');

/** A rule of a known kind, with what that kind needs. */
function wellFormed(access: Access | undefined): boolean {
  const rule = access as
    { kind: string; roles?: readonly string[]; subject?: unknown; claim?: unknown } | undefined;
  switch (rule?.kind) {
    case 'public':
    case 'employee':
    case 'provisioning':
      return true;
    case 'roles':
      return Array.isArray(rule.roles) && rule.roles.length > 0;
    case 'self':
      return typeof rule.subject === 'function' && typeof rule.claim === 'string';
    default:
      return false;
  }
}

function flatten(routes: RouteOptions[]): ServiceRoute[] {
  return routes
    .filter((route) => isServiceRoute(route.url))
    .flatMap((route) =>
      ([] as HTTPMethods[]).concat(route.method).map((method) => ({
        method: method.toUpperCase(),
        url: route.url,
        access: route.config?.access,
      })),
    );
}

beforeAll(async () => {
  t = await createTestApp({ collectRoutes: true });
  serviceRoutes = flatten(t.routes);
});
afterAll(async () => {
  await t?.close();
});

describe('every service route', () => {
  it('is found by the route walk', () => {
    const keys = serviceRoutes.map(key);
    for (const route of PUBLIC_ROUTES) expect(keys).toContain(route);
    expect(keys).toContain('DELETE /api/main/Authenticate');
  });

  it('declares who may call it', () => {
    const undeclared = serviceRoutes.filter((route) => !route.access).map(key);
    expect(undeclared).toEqual([]);
    const malformed = serviceRoutes.filter(({ access }) => !wellFormed(access)).map(key);
    expect(malformed).toEqual([]);
  });

  it('gets its rule from the one policy table, which names no other route', () => {
    const notFromTable = serviceRoutes.filter((route) => route.access !== policy[key(route)]);
    expect(notFromTable.map(key)).toEqual([]);
    const registered = new Set(serviceRoutes.map(key));
    expect(Object.keys(policy).filter((entry) => !registered.has(entry))).toEqual([]);
  });

  it('is public only when listed here', () => {
    const publicRoutes = new Set(
      serviceRoutes.filter((route) => route.access?.kind === 'public').map(key),
    );
    expect([...publicRoutes].sort()).toEqual([...PUBLIC_ROUTES].sort());
  });

  it('answers 401 without a bearer token unless it is public', async () => {
    const guarded = serviceRoutes.filter((route) => route.access?.kind !== 'public');
    expect(guarded.length).toBeGreaterThan(0);
    const wrong: string[] = [];
    for (const route of guarded) {
      const response = await t.app.inject({
        method: route.method as HTTPMethods,
        url: concreteUrl(route.url),
      });
      if (response.statusCode !== 401) wrong.push(`${key(route)} → ${response.statusCode}`);
    }
    expect(wrong).toEqual([]);
  });

  const bareGuardedApp = (table: Record<string, Access>) => {
    const app = Fastify({ logger: false });
    registerAccessGuard(app, {
      tokens: {} as ApiTokens,
      sessions: {} as SessionStore,
      policy: table,
    });
    return app;
  };

  it('cannot be registered without an entry in the policy table', async () => {
    const app = bareGuardedApp({ 'GET /api/declared': access.employee });
    app.get('/api/declared', async () => 'yes');
    expect(() => app.get('/api/undeclared', async () => 'no')).toThrow(/declares no access rule/);
    expect(() => app.post('/api/declared', async () => 'no')).toThrow(/declares no access rule/);
    // Outside /api/ (the portal, the identity provider) and under /api/docs nothing is needed.
    app.get('/portal/page', async () => 'ok');
    app.get('/api/docs/extra', async () => 'ok');
    await app.ready();
    await app.close();
  });

  it('cannot declare its own rule next to its definition', async () => {
    const app = bareGuardedApp({ 'GET /api/declared': access.employee });
    expect(() =>
      app.get('/api/declared', { config: { access: access.public } }, async () => 'no'),
    ).toThrow(/policy\.ts/);
    await app.close();
  });

  it('fails at start-up when a table entry names no registered route', async () => {
    const app = bareGuardedApp({
      'GET /api/declared': access.employee,
      'PUT /api/renamed-away': access.admin,
    });
    app.get('/api/declared', async () => 'yes');
    await expect(app.ready()).rejects.toThrow(/PUT \/api\/renamed-away/);
    await app.close();
  });

  it('uses the GET entry for the HEAD route Fastify adds', () => {
    const head = serviceRoutes.find(
      (route) => route.method === 'HEAD' && route.url === '/api/main/Module/GetAll/',
    );
    expect(head?.access).toBe(policy['GET /api/main/Module/GetAll/']);
  });
});

describe('OpenAPI document', () => {
  it('is served at /api/docs/json and lists the service routes', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toMatch(/^3\./);
    expect(document.paths['/api/main/authenticate/LoadUserData']?.post).toBeDefined();
    expect(document.paths['/api/main/Authenticate']?.delete?.security).toEqual([{ bearer: [] }]);
    // The rules come from the policy table: security and the roles in the description.
    const modules = document.paths['/api/main/Module/GetAll/']?.get;
    expect(modules?.security).toEqual([{ bearer: [] }]);
    expect(modules?.description).toMatch(/Roles: System_Admin\.$/);
    const profile = document.paths['/api/main/User/GetUserByUserName/{username}']?.get;
    expect(profile?.description).toMatch(/Only the employee themself \(`username` in the path/);
    expect(document.paths['/api/main/authenticate/LoadUserData']?.post?.security).toBeUndefined();
    // Only service routes are documented.
    expect(Object.keys(document.paths).filter((path) => !isServiceRoute(path))).toEqual([]);
  });
});
