/**
 * The generated access matrix: every route of the policy table (server/auth/policy.ts) is called
 * as a new hire without roles, an employee, the owner of a module and System_Admin, and must
 * answer as its rule says — denied means exactly 403, allowed means neither 401 nor 403 (a 400,
 * 404 or 409 is fine: the bodies are minimal). `self` routes are also called with another
 * employee's id. The expectations come from the table, so the test grows with it; a few
 * hard-coded ones below make sure a table that allows everything fails.
 */
import type { HTTPMethods, InjectOptions, RouteOptions } from 'fastify';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiTokenClaims } from '../../contracts/account/authentication';
import {
  type Access,
  isAllowed,
  isSelfOrOwner,
  type SelfAccess,
  SYSTEM_ADMIN,
} from '../../server/auth/access';
import { needsDeclaration } from '../../server/auth/guard';
import { routeKey } from '../../server/auth/policy';
import { policy } from '../../server/modules';
import { createTestApp, type TestApp } from './helpers';

const CALLERS = ['newhire', 'employee', 'benefits.owner', 'admin'] as const;
type Caller = (typeof CALLERS)[number];

interface Identity {
  username: string;
  /** The badge (the token's `employeeid` claim). */
  employeeid: string;
}

/** Another employee than the caller, whose id a `self` route must refuse. */
const otherThan = (caller: Caller): Caller => (caller === 'employee' ? 'newhire' : 'employee');

/** Plausible values of path parameters by name; anything else gets '1'. */
const PARAM_SAMPLES: Record<string, (caller: Identity) => string> = {
  username: (caller) => caller.username,
  badge: (caller) => caller.employeeid,
  employeeid: (caller) => caller.employeeid,
  code: () => 'Benefits_User',
  roleCode: () => 'Benefits_User',
  moduleCode: () => 'BENEFITS',
  id: () => '1',
  hash: () => '0'.repeat(64),
};

let t: TestApp;
let registered: RouteOptions[];
const identities = new Map<Caller, Identity>();

beforeAll(async () => {
  t = await createTestApp({ collectRoutes: true });
  registered = t.routes;
  for (const username of CALLERS) {
    const employee = await t.db
      .selectFrom('employees')
      .select(['username', 'badge'])
      .where('username', '=', username)
      .executeTakeFirstOrThrow();
    identities.set(username, { username: employee.username, employeeid: employee.badge });
  }
});
afterAll(async () => {
  await t?.close();
});

/** A fresh session per call: a call may end it (DELETE /Authenticate). */
async function signedIn(caller: Caller) {
  const { token } = await t.signIn(caller, { force: true });
  return { token, claims: decodeJwt(token) as unknown as ApiTokenClaims };
}

/** The request for `method url` as `caller`, a `self` rule's id set to `subject`'s. */
function request(
  method: string,
  url: string,
  caller: Identity,
  token: string,
  rule: Access,
  subject: Identity,
): InjectOptions {
  const source = rule.kind === 'self' ? rule.source : undefined;
  const subjectValue =
    rule.kind === 'self' ? `${source?.prefix ?? ''}${subject[rule.claim]}` : undefined;
  // A parameter with a pattern (`:hash(^[0-9a-f]{64}$)`) takes its sample like any other.
  const path = url.replace(/:([A-Za-z0-9_]+)(?:\(.*?\)(?=\/|$))?/g, (_match, name: string) =>
    encodeURIComponent(
      source?.in === 'params' && source.name === name
        ? subjectValue!
        : (PARAM_SAMPLES[name]?.(caller) ?? '1'),
    ),
  );
  // A function service's route is called as the portal calls it: with its key.
  const family = registered.find(
    (route) => route.url === url && ([] as string[]).concat(route.method).includes(method),
  )?.config?.functionKey;
  const query = {
    ...(source?.in === 'query' ? { [source.name]: subjectValue! } : {}),
    ...(family ? { code: t.config.functionKeys[family] } : {}),
  };
  const hasBody = !['GET', 'HEAD', 'DELETE', 'OPTIONS'].includes(method);
  const body = source?.in === 'body' ? { [source.name]: subjectValue } : {};
  return {
    method: method as HTTPMethods,
    url: path,
    headers: { authorization: `Bearer ${token}` },
    ...(Object.keys(query).length > 0 ? { query } : {}),
    ...(hasBody ? { payload: body } : {}),
  };
}

const guardedEntries = Object.entries(policy).filter(([, rule]) => rule.kind !== 'public');

describe('the policy table', () => {
  it('has an entry for every registered /api route, and a route for every entry', () => {
    const keys = new Set(
      registered
        .filter((route) => needsDeclaration(route.url))
        .flatMap((route) =>
          ([] as string[]).concat(route.method).map((method) => routeKey(method, route.url)),
        ),
    );
    expect([...keys].filter((key) => !Object.hasOwn(policy, key))).toEqual([]);
    expect(Object.keys(policy).filter((key) => !keys.has(key))).toEqual([]);
  });

  it('says where each employee-themself rule finds its id, so it can be tested', () => {
    const selfRules = Object.entries(policy).filter(([, rule]) => rule.kind === 'self');
    expect(selfRules.length).toBeGreaterThan(0);
    const undeclared = selfRules.filter(([, rule]) => !(rule as SelfAccess).source);
    expect(undeclared.map(([key]) => key)).toEqual([]);
  });

  it('signs in the callers with the roles the matrix assumes', async () => {
    const roles = async (caller: Caller) => (await signedIn(caller)).claims.role;
    expect(await roles('newhire')).toEqual([]);
    expect(await roles('employee')).not.toContain(SYSTEM_ADMIN);
    expect(await roles('benefits.owner')).toEqual(['Benefits_Owner']);
    expect(await roles('admin')).toContain(SYSTEM_ADMIN);
  });
});

describe.each(guardedEntries)('%s', (key, rule) => {
  const [method, url] = key.split(' ') as [string, string];

  it.each(CALLERS)('answers %s as the table says', async (caller) => {
    const { token, claims } = await signedIn(caller);
    const self = identities.get(caller)!;
    const response = await t.app.inject(request(method, url, self, token, rule, self));
    const allowed =
      isAllowed(rule, claims.role) &&
      (rule.kind !== 'self' || isSelfOrOwner(rule, claims, self[rule.claim]));
    // No employee's session is a provisioning client's token: SCIM answers 401.
    if (rule.kind === 'provisioning') expect(response.statusCode, response.body).toBe(401);
    else if (allowed) expect([401, 403], response.body).not.toContain(response.statusCode);
    else expect(response.statusCode, response.body).toBe(403);
  });

  if (rule.kind === 'self') {
    it.each(CALLERS)('answers %s with another employee’s id as the table says', async (caller) => {
      const { token, claims } = await signedIn(caller);
      const other = identities.get(otherThan(caller))!;
      const response = await t.app.inject(
        request(method, url, identities.get(caller)!, token, rule, other),
      );
      if (isAllowed(rule, claims.role) && isSelfOrOwner(rule, claims, other[rule.claim])) {
        expect([401, 403], response.body).not.toContain(response.statusCode);
      } else {
        expect(response.statusCode, response.body).toBe(403);
      }
    });
  }
});

describe('sanity: what the table must never allow', () => {
  const call = async (caller: Caller, method: HTTPMethods, url: string, payload?: object) => {
    const { token } = await signedIn(caller);
    return t.app.inject({
      method,
      url,
      headers: { authorization: `Bearer ${token}` },
      ...(payload ? { payload } : {}),
    });
  };

  it('keeps the permission administration to System_Admin', async () => {
    for (const caller of ['newhire', 'employee', 'benefits.owner'] as const) {
      expect((await call(caller, 'GET', '/api/main/Module/GetAll/')).statusCode).toBe(403);
      expect((await call(caller, 'GET', '/api/main/admin/audit-entries')).statusCode).toBe(403);
      const add = await call(caller, 'POST', '/api/main/User/AddUser', {
        roleCode: 'System_Admin',
        badge: identities.get(caller)!.employeeid,
      });
      expect(add.statusCode).toBe(403);
      const update = await call(caller, 'PUT', '/api/main/User/UpdateUser', {
        id: 1,
        roleCode: 'System_Admin',
        active: false,
      });
      expect(update.statusCode).toBe(403);
    }
    expect((await call('admin', 'GET', '/api/main/Module/GetAll/')).statusCode).toBe(200);
    expect((await call('admin', 'GET', '/api/main/admin/audit-entries')).statusCode).toBe(200);
  });

  it('shows an employee their own profile only', async () => {
    expect(
      (await call('employee', 'GET', '/api/main/User/GetUserByUserName/newhire')).statusCode,
    ).toBe(403);
    expect(
      (await call('benefits.owner', 'GET', '/api/main/User/GetUserByUserName/employee')).statusCode,
    ).toBe(403);
    expect(
      (await call('employee', 'GET', '/api/main/User/GetUserByUserName/employee')).statusCode,
    ).toBe(200);
    expect(
      (await call('admin', 'GET', '/api/main/User/GetUserByUserName/employee')).statusCode,
    ).toBe(200);
  });

  it('lets any signed-in employee search employees', async () => {
    expect((await call('newhire', 'GET', '/api/main/user?criteria=admin')).statusCode).toBe(200);
  });
});
