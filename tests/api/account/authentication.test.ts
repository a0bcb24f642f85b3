import { decodeJwt, exportJWK, generateKeyPair, type JWK, SignJWT } from 'jose';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ApiTokenClaims } from '../../../contracts/account/authentication';
import { dateToken } from '../../../contracts/dateToken';
import { loadSigningKey } from '../../../server/idp/keys';
import { EMPLOYEE_ROLES } from '../../fixtures/demoUsers';
import { createTestApp, logout, type TestApp } from '../helpers';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await t.resetSessions();
});
afterAll(async () => {
  await t?.close();
});

const claimsOf = (token: string) => decodeJwt(token) as unknown as ApiTokenClaims;
const sorted = (list: readonly string[]) => [...list].sort();

async function employeeRow(username: string) {
  return t.db
    .selectFrom('employees')
    .selectAll()
    .where('username', '=', username)
    .executeTakeFirstOrThrow();
}

async function openSessionCount(username: string): Promise<number> {
  const rows = await t.db
    .selectFrom('sessions')
    .innerJoin('employees', 'employees.id', 'sessions.employee_id')
    .select('sessions.id')
    .where('employees.username', '=', username)
    .where('sessions.revoked_at', 'is', null)
    .execute();
  return rows.length;
}

async function otherRsaKey(kid: string | undefined): Promise<JWK> {
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  return { ...(await exportJWK(privateKey)), alg: 'RS256', kid };
}

const postLoadUserData = (payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/main/authenticate/LoadUserData', payload });

describe('LoadUserData', () => {
  it('exchanges a valid ID token for an API token carrying the employee and its roles', async () => {
    const response = await t.loadUserData('employee');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.token_type).toBe('Bearer');
    expect(body.token).toEqual(expect.any(String));
    expect(body.refreshtoken).toEqual(expect.any(String));
    expect(body.refreshtoken.length).toBeGreaterThanOrEqual(32);
    expect(body.expires_in).toBe(t.config.apiTokenTtlSeconds);

    const employee = await employeeRow('employee');
    const claims = claimsOf(body.token);
    expect(claims).toMatchObject({
      sub: String(employee.id),
      username: 'employee',
      email: 'employee@portal.example.com',
      fullName: 'Esteban Vargas Rojas',
      employeeid: employee.badge,
    });
    expect(claims.employeeid).toMatch(/^\d+$/);
    expect(sorted(claims.role)).toEqual(sorted(EMPLOYEE_ROLES));
    expect(claims.exp - Math.floor(Date.now() / 1000)).toBeLessThanOrEqual(
      t.config.apiTokenTtlSeconds,
    );
    // The session id names the open session row of this employee.
    const session = await t.db
      .selectFrom('sessions')
      .selectAll()
      .where('id', '=', claims.sid)
      .executeTakeFirstOrThrow();
    expect(session.employee_id).toBe(employee.id);
    expect(session.revoked_at).toBeNull();
    // Only the hash of the refresh token is stored.
    const stored = await t.db
      .selectFrom('refresh_tokens')
      .select('token_hash')
      .where('session_id', '=', claims.sid)
      .execute();
    expect(stored).toHaveLength(1);
    expect(stored[0]!.token_hash).not.toBe(body.refreshtoken);
  });

  it('takes an ID token once: again, with force or after a logout, it opens nothing', async () => {
    const token = await t.idToken('employee');
    const first = await postLoadUserData({ login: 'employee', token, force: true });
    expect(first.statusCode).toBe(200);
    const again = await postLoadUserData({ login: 'employee', token, force: true });
    expect(again.statusCode).toBe(401);
    expect(again.json()).toMatchObject({ message: expect.stringContaining('already used') });
    // The replay ended nothing: the session the token opened goes on.
    const refreshed = await t.refresh(first.json<{ refreshtoken: string }>().refreshtoken);
    expect(refreshed.statusCode).toBe(200);
    await t.app.inject({
      method: 'DELETE',
      url: '/api/main/Authenticate',
      headers: { authorization: `Bearer ${refreshed.json<{ token: string }>().token}` },
    });
    expect((await postLoadUserData({ login: 'employee', token })).statusCode).toBe(401);
  });

  it('leaves an ID token answered 409 unspent, for the force that follows', async () => {
    await t.signIn('employee', { force: true });
    const token = await t.idToken('employee');
    expect((await postLoadUserData({ login: 'employee', token })).statusCode).toBe(409);
    expect((await postLoadUserData({ login: 'employee', token, force: true })).statusCode).toBe(
      200,
    );
  });

  it('gives an employee without role assignments an empty role list', async () => {
    const { token } = await t.signIn('newhire');
    const claims = claimsOf(token);
    expect(claims.username).toBe('newhire');
    expect(claims.fullName).toBe('Natalia Quesada Brenes');
    expect(claims.role).toEqual([]);
  });

  it('answers 400 with the field errors when login or token is missing', async () => {
    const none = await postLoadUserData({});
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toEqual(expect.any(String));
    expect(none.json().errors).toEqual({ login: expect.any(String), token: expect.any(String) });

    const noToken = await postLoadUserData({ login: 'employee' });
    expect(noToken.statusCode).toBe(400);
    expect(Object.keys(noToken.json().errors)).toEqual(['token']);

    const noLogin = await postLoadUserData({ token: await t.idToken('employee') });
    expect(noLogin.statusCode).toBe(400);
    expect(Object.keys(noLogin.json().errors)).toEqual(['login']);

    const noBody = await t.app.inject({
      method: 'POST',
      url: '/api/main/authenticate/LoadUserData',
    });
    expect(noBody.statusCode).toBe(400);
    expect(await openSessionCount('employee')).toBe(0);
  });

  describe('rejects with 401 an ID token that', () => {
    const cases: [string, () => Promise<{ login: string; token: string }>][] = [
      [
        'is signed by another key (same kid)',
        async () => {
          const { kid } = await loadSigningKey(t.config.dataDir, process.env.IDP_SIGNING_KEY);
          return {
            login: 'employee',
            token: await t.idToken('employee', { key: await otherRsaKey(kid) }),
          };
        },
      ],
      [
        'has expired',
        async () => {
          const now = Math.floor(Date.now() / 1000);
          return {
            login: 'employee',
            token: await t.idToken('employee', { claims: { iat: now - 900, exp: now - 60 } }),
          };
        },
      ],
      [
        'belongs to another user than the login',
        async () => ({ login: 'employee', token: await t.idToken('admin') }),
      ],
      [
        'comes from another issuer',
        async () => ({
          login: 'employee',
          token: await t.idToken('employee', {
            claims: { iss: 'http://evil.example.com/idp/realms/portal' },
          }),
        }),
      ],
      [
        'is meant for another client',
        async () => ({
          login: 'employee',
          token: await t.idToken('employee', { claims: { aud: 'another-client' } }),
        }),
      ],
      ['is not a JWT at all', async () => ({ login: 'employee', token: 'not-a-jwt' })],
    ];

    it.each(cases)('%s', async (_name, make) => {
      const response = await postLoadUserData(await make());
      expect(response.statusCode).toBe(401);
      expect(response.json().message).toEqual(expect.any(String));
      expect(response.json()).not.toHaveProperty('token');
      expect(await openSessionCount('employee')).toBe(0);
      // Control: the same login with a genuine token is accepted.
      expect((await t.loadUserData('employee')).statusCode).toBe(200);
    });
  });

  it('answers 403 for a valid ID token of a user without an employee record', async () => {
    const response = await postLoadUserData({
      login: 'ghost',
      token: await t.idToken('ghost'),
    });
    expect(response.statusCode).toBe(403);
  });
});

describe('one active session per user', () => {
  it('answers 409 to a second sign-in and keeps the first session', async () => {
    const first = await t.signIn('employee');
    const second = await t.loadUserData('employee');
    expect(second.statusCode).toBe(409);
    expect(second.json()).toEqual({
      message: 'There is already an active session for this user.',
      code: 'account.session.active',
    });
    expect(await openSessionCount('employee')).toBe(1);
    // The first session still works.
    expect((await logout(t.app, first.token)).statusCode).toBe(204);
  });

  it('says so in the language the caller asks for, Spanish by default', async () => {
    await t.signIn('employee');
    const inLanguage = async (language: string) =>
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/main/authenticate/LoadUserData',
          headers: { 'accept-language': language },
          payload: { login: 'employee', token: await t.idToken('employee') },
        })
      ).json<{ message: string; code: string }>();
    const spanish = {
      message: 'Ya hay una sesión activa para este usuario.',
      code: 'account.session.active',
    };
    expect(await inLanguage('es-CR,es;q=0.9,en;q=0.8')).toEqual(spanish);
    expect(await inLanguage('')).toEqual(spanish);
    expect(await inLanguage('fr-FR,en;q=0.5')).toEqual({
      message: 'There is already an active session for this user.',
      code: 'account.session.active',
    });
  });

  it('with force ends the other session', async () => {
    const first = await t.signIn('employee');
    const second = await t.loadUserData('employee', { force: true });
    expect(second.statusCode).toBe(200);
    const replacement = second.json();
    expect(claimsOf(replacement.token).sid).not.toBe(claimsOf(first.token).sid);

    expect((await logout(t.app, first.token)).statusCode).toBe(401);
    // The refresh says why, so the first browser can tell its user.
    const refused = await t.refresh(first.refreshtoken);
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toEqual({
      message: 'Your session has expired.',
      code: 'account.session.expired',
      reason: 'replaced',
    });
    expect(await openSessionCount('employee')).toBe(1);
    expect((await logout(t.app, replacement.token)).statusCode).toBe(204);
  });

  it('lets exactly one of ten simultaneous sign-ins through', async () => {
    const tokens = await Promise.all(Array.from({ length: 10 }, () => t.idToken('employee')));
    const responses = await Promise.all(
      tokens.map((token) => postLoadUserData({ login: 'employee', token })),
    );
    const statuses = responses.map((r) => r.statusCode).sort();
    expect(statuses).toEqual([200, ...Array<number>(9).fill(409)]);
    expect(await openSessionCount('employee')).toBe(1);
  });

  it('leaves exactly one open session after ten simultaneous forced sign-ins', async () => {
    await t.signIn('employee');
    const tokens = await Promise.all(Array.from({ length: 10 }, () => t.idToken('employee')));
    const responses = await Promise.all(
      tokens.map((token) => postLoadUserData({ login: 'employee', token, force: true })),
    );
    expect(responses.map((r) => r.statusCode)).toEqual(Array<number>(10).fill(200));
    expect(await openSessionCount('employee')).toBe(1);
  });
});

describe('refresh', () => {
  it('rotates the refresh token and issues a new API token for the same session', async () => {
    const first = await t.signIn('employee');
    // API tokens are stamped to the second: refresh a few seconds later, as a client would.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 5_000 });
    let response;
    try {
      response = await t.refresh(first.refreshtoken);
    } finally {
      vi.useRealTimers();
    }
    expect(response.statusCode).toBe(200);
    const next = response.json();
    expect(next.token_type).toBe('Bearer');
    expect(next.expires_in).toBe(t.config.apiTokenTtlSeconds);
    expect(next.token).toEqual(expect.any(String));
    expect(next.token).not.toBe(first.token);
    expect(next.refreshtoken).toEqual(expect.any(String));
    expect(next.refreshtoken).not.toBe(first.refreshtoken);
    expect(claimsOf(next.token)).toMatchObject({
      sid: claimsOf(first.token).sid,
      username: 'employee',
    });
    expect(claimsOf(next.token).exp).toBeGreaterThan(claimsOf(first.token).exp);
    // The newest refresh token rotates again.
    const again = await t.refresh(next.refreshtoken);
    expect(again.statusCode).toBe(200);
    expect((await logout(t.app, again.json().token)).statusCode).toBe(204);
  });

  it('treats a reused refresh token as a replay and ends the session', async () => {
    const first = await t.signIn('employee');
    const next = (await t.refresh(first.refreshtoken)).json();
    // The token it was exchanged for was presented: the browser had the answer.
    const newest = (await t.refresh(next.refreshtoken)).json();
    expect((await t.refresh(first.refreshtoken)).statusCode).toBe(401);
    // The whole family is revoked: the newest API and refresh tokens stop working too.
    expect((await logout(t.app, newest.token)).statusCode).toBe(401);
    expect((await t.refresh(newest.refreshtoken)).statusCode).toBe(401);
    expect(await openSessionCount('employee')).toBe(0);
    // A revoked session does not block a new sign-in.
    expect((await t.loadUserData('employee')).statusCode).toBe(200);
  });

  it('takes a refresh token again when its answer was lost, and spends the lost token', async () => {
    const first = await t.signIn('employee');
    // The answer never reached the browser (a reload while the refresh was in flight).
    const lost = (await t.refresh(first.refreshtoken)).json();
    const retried = await t.refresh(first.refreshtoken);
    expect(retried.statusCode).toBe(200);
    const kept = retried.json();
    expect(kept.refreshtoken).not.toBe(lost.refreshtoken);
    expect(claimsOf(kept.token).sid).toBe(claimsOf(first.token).sid);
    // The session goes on with the retry's tokens.
    const after = await t.refresh(kept.refreshtoken);
    expect(after.statusCode).toBe(200);
    // The lost answer's token, turning up later, is a replay: the session ends.
    expect((await t.refresh(lost.refreshtoken)).statusCode).toBe(401);
    expect((await logout(t.app, after.json().token)).statusCode).toBe(401);
    expect(await openSessionCount('employee')).toBe(0);
  });

  it('treats a second use after the reuse grace as a replay', async () => {
    const first = await t.signIn('employee');
    expect((await t.refresh(first.refreshtoken)).statusCode).toBe(200);
    vi.useFakeTimers({
      toFake: ['Date'],
      now: Date.now() + (t.config.refreshReuseGraceSeconds + 1) * 1000,
    });
    try {
      expect((await t.refresh(first.refreshtoken)).statusCode).toBe(401);
    } finally {
      vi.useRealTimers();
    }
    expect(await openSessionCount('employee')).toBe(0);
  });

  it('takes the retry of a lost answer once: the same token a third time is a replay', async () => {
    const first = await t.signIn('employee');
    await t.refresh(first.refreshtoken);
    const retried = await t.refresh(first.refreshtoken);
    expect(retried.statusCode).toBe(200);
    // The retry's answer arrived and was used; the first token again is a replay.
    expect((await t.refresh(retried.json().refreshtoken)).statusCode).toBe(200);
    expect((await t.refresh(first.refreshtoken)).statusCode).toBe(401);
    expect(await openSessionCount('employee')).toBe(0);
  });

  it('answers 401 to an unknown refresh token and 400 to a malformed body', async () => {
    const session = await t.signIn('employee');
    expect((await t.refresh('garbage-refresh-token')).statusCode).toBe(401);
    expect((await t.refresh(`${session.refreshtoken}x`)).statusCode).toBe(401);
    const notString = await t.app.inject({
      method: 'POST',
      url: '/api/main/authenticate/refresh',
      payload: { refreshtoken: session.refreshtoken },
    });
    expect(notString.statusCode).toBe(400);
    // None of those hurt the real session.
    expect((await t.refresh(session.refreshtoken)).statusCode).toBe(200);
  });

  it('puts role assignment changes into the token at the next refresh', async () => {
    const session = await t.signIn('newhire');
    expect(claimsOf(session.token).role).toEqual([]);
    const employee = await employeeRow('newhire');
    const role = await t.db
      .selectFrom('roles')
      .select('id')
      .where('code', '=', 'Benefits_User')
      .executeTakeFirstOrThrow();
    await t.db
      .insertInto('role_users')
      .values({ role_id: role.id, employee_id: employee.id, created_at: new Date().toISOString() })
      .execute();
    try {
      const response = await t.refresh(session.refreshtoken);
      expect(response.statusCode).toBe(200);
      expect(claimsOf(response.json().token).role).toEqual(['Benefits_User']);
    } finally {
      await t.db
        .deleteFrom('role_users')
        .where('role_id', '=', role.id)
        .where('employee_id', '=', employee.id)
        .execute();
    }
  });
});

describe('logout', () => {
  it('ends the session: its API and refresh tokens stop working and sign-in is free again', async () => {
    const session = await t.signIn('employee');
    const response = await logout(t.app, session.token);
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    expect((await logout(t.app, session.token)).statusCode).toBe(401);
    const refused = await t.refresh(session.refreshtoken);
    expect(refused.statusCode).toBe(401);
    // Ended by its own user: no reason, only "expired".
    expect(refused.json()).toEqual({
      message: 'Your session has expired.',
      code: 'account.session.expired',
    });
    expect(await openSessionCount('employee')).toBe(0);
    expect((await t.loadUserData('employee')).statusCode).toBe(200);
  });
});

describe('authenticated routes', () => {
  /** The real token's claims re-signed: only the key or the expiry differs. */
  async function resign(token: string, secret: string, exp: number): Promise<string> {
    const claims = decodeJwt(token);
    delete claims.iat;
    delete claims.exp;
    return new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuedAt()
      .setExpirationTime(exp)
      .sign(new TextEncoder().encode(secret));
  }
  const inFiveMinutes = () => Math.floor(Date.now() / 1000) + 300;

  it('rejects an API token signed with another secret', async () => {
    const session = await t.signIn('employee');
    const forged = await resign(session.token, 'not-the-server-secret-0123456789', inFiveMinutes());
    expect((await logout(t.app, forged)).statusCode).toBe(401);
    // Control: the same claims signed with the server's secret pass.
    const genuine = await resign(session.token, t.config.secrets.apiToken, inFiveMinutes());
    expect((await logout(t.app, genuine)).statusCode).toBe(204);
  });

  it('rejects an expired API token', async () => {
    const session = await t.signIn('employee');
    const expired = await resign(
      session.token,
      t.config.secrets.apiToken,
      Math.floor(Date.now() / 1000) - 10,
    );
    expect((await logout(t.app, expired)).statusCode).toBe(401);
    expect((await logout(t.app, session.token)).statusCode).toBe(204);
  });

  it('rejects a call without a bearer token', async () => {
    const session = await t.signIn('employee');
    expect((await logout(t.app)).statusCode).toBe(401);
    const basic = await t.app.inject({
      method: 'DELETE',
      url: '/api/main/Authenticate',
      headers: { authorization: `Basic ${session.token}` },
    });
    expect(basic.statusCode).toBe(401);
    const empty = await t.app.inject({
      method: 'DELETE',
      url: '/api/main/Authenticate',
      headers: { authorization: 'Bearer ' },
    });
    expect(empty.statusCode).toBe(401);
    expect(await openSessionCount('employee')).toBe(1);
  });

  it('does not accept the client date-token in place of the bearer token', async () => {
    const session = await t.signIn('employee');
    const token = await dateToken(t.config.clientTokenPhrase);
    const query = await logout(t.app, undefined, `/api/main/Authenticate?token=${token}`);
    expect(query.statusCode).toBe(401);
    expect((await logout(t.app, token)).statusCode).toBe(401);
    expect(await openSessionCount('employee')).toBe(1);
    // With the bearer token the date-token is simply accepted alongside.
    expect(
      (await logout(t.app, session.token, `/api/main/Authenticate?token=${token}`)).statusCode,
    ).toBe(204);
  });
});
