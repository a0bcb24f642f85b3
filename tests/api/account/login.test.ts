/**
 * The embedded provider's login page resists guessing: lockouts per account and per client
 * address kept in the database, the same answer and cost for unknown users, an audit row per
 * lockout, and a clear page for a deactivated employee. SQLite and, with TEST_DATABASE_URL,
 * PostgreSQL.
 */
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AuditEntry } from '../../../contracts/permissions/permissions';
import { passwords } from '../../../server/idp/passwords';
import { createTestApp, type TestApp } from '../helpers';
import { type LoginFlow, startLogin, submitLogin } from '../oidc';
import { restQuery } from '../simpleRest';

const MAX_FAILURES = 3;
const MAX_PER_ADDRESS = 6;
const LOCKOUT_SECONDS = 600;

let t: TestApp;
let now = new Date('2026-03-02T15:00:00Z');
let lastAddress = 0;
/** Each test calls from addresses of its own, so the per-address counts do not mix. */
const newAddress = () => `10.0.${Math.floor(++lastAddress / 250)}.${(lastAddress % 250) + 1}`;

beforeAll(async () => {
  t = await createTestApp({
    clock: () => now,
    env: {
      LOGIN_MAX_FAILURES: String(MAX_FAILURES),
      LOGIN_MAX_FAILURES_PER_ADDRESS: String(MAX_PER_ADDRESS),
      LOGIN_LOCKOUT_SECONDS: String(LOCKOUT_SECONDS),
      LOGIN_FAILURE_WINDOW_SECONDS: '900',
      // The tests play several client addresses through the proxy header of a trusted proxy.
      TRUST_PROXY: '127.0.0.1',
    },
  });
});
afterEach(async () => {
  vi.restoreAllMocks();
  await t.db.updateTable('employees').set({ active: 1 }).execute();
});
afterAll(async () => {
  await t?.close();
});

/** Posts the login form from a client address (through the trusted proxy), in a language. */
const login = (
  flow: LoginFlow,
  username: string,
  password: string,
  address: string,
  language = 'es-CR,es;q=0.9',
) =>
  submitLogin(
    t,
    flow,
    { username, password },
    { 'accept-language': language, 'x-forwarded-for': address },
  );

const INVALID = 'Usuario o contraseña incorrectos.';
const LOCKED = /Demasiados intentos fallidos.*vuelva a intentarlo dentro de 10 minutos/;

/** The message of the page's alert. */
const alertOf = (response: LightMyRequestResponse) =>
  /role="alert">([^<]*)</.exec(response.body)?.[1] ?? '';

async function failTimes(flow: LoginFlow, username: string, times: number, address: string) {
  const responses: LightMyRequestResponse[] = [];
  for (let i = 0; i < times; i++) responses.push(await login(flow, username, 'wrong', address));
  return responses;
}

describe('per account', () => {
  it('locks the account after N consecutive failures, even for the right password, and audits it', async () => {
    const flow = await startLogin(t);
    const address = newAddress();
    const responses = await failTimes(flow, 'employee', MAX_FAILURES, address);
    for (const response of responses.slice(0, -1)) {
      expect(response.statusCode).toBe(401);
      expect(alertOf(response)).toBe(INVALID);
    }
    const lockout = responses.at(-1)!;
    expect(lockout.statusCode).toBe(429);
    expect(lockout.headers['retry-after']).toBe(String(LOCKOUT_SECONDS));
    expect(alertOf(lockout)).toMatch(LOCKED);

    // The right password, from another address, is refused while the account is locked.
    const right = await login(flow, 'employee', 'employee', newAddress());
    expect(right.statusCode).toBe(429);
    expect(alertOf(right)).toMatch(LOCKED);

    const audit = await t.auditRows('login', 'employee');
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: 'create', actor_employee_id: null });
    expect(JSON.parse(audit[0]!.after!)).toMatchObject({
      scope: 'account',
      failures: MAX_FAILURES,
      address,
      lockedUntil: new Date(now.getTime() + LOCKOUT_SECONDS * 1000).toISOString(),
    });
    // Administrators see it in the audit trail.
    const listed = await t.call(
      'admin',
      'GET',
      `/admin/audit-entries?${restQuery({ filter: { entity: 'login' } })}`,
    );
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.json<AuditEntry[]>()).toEqual(
      expect.arrayContaining([expect.objectContaining({ entity: 'login', entityId: 'employee' })]),
    );
  });

  it('tells in English when to try again, and lets the right password in once the lockout is over', async () => {
    const flow = await startLogin(t);
    await failTimes(flow, 'home.owner', MAX_FAILURES - 1, newAddress());
    const lockout = await login(flow, 'home.owner', 'wrong', newAddress(), 'en-US,en;q=0.9');
    expect(lockout.statusCode).toBe(429);
    expect(alertOf(lockout)).toMatch(/Too many failed attempts.*try again in 10 minutes/);

    now = new Date(now.getTime() + (LOCKOUT_SECONDS - 60) * 1000);
    const early = await login(flow, 'home.owner', 'home.owner', newAddress(), 'en');
    expect(early.statusCode).toBe(429);
    expect(alertOf(early)).toMatch(/try again in 1 minute/);

    now = new Date(now.getTime() + 61 * 1000);
    const after = await login(flow, 'home.owner', 'home.owner', newAddress());
    expect(after.statusCode, after.body).toBe(303);
  });

  it('a successful sign-in resets the count', async () => {
    const address = newAddress();
    await failTimes(await startLogin(t), 'news.owner', MAX_FAILURES - 1, address);
    expect((await login(await startLogin(t), 'news.owner', 'news.owner', address)).statusCode).toBe(
      303,
    );
    const again = await failTimes(await startLogin(t), 'news.owner', MAX_FAILURES - 1, address);
    expect(again.map((r) => r.statusCode)).toEqual(Array(MAX_FAILURES - 1).fill(401));
  });

  it('failures older than the window no longer count', async () => {
    const flow = await startLogin(t);
    await failTimes(flow, 'pd.owner', MAX_FAILURES - 1, newAddress());
    now = new Date(now.getTime() + 901 * 1000);
    expect((await login(flow, 'pd.owner', 'wrong', newAddress())).statusCode).toBe(401);
  });
});

describe('unknown users', () => {
  it('get the same answers as known ones, lockout included', async () => {
    const flow = await startLogin(t);
    const known = await failTimes(flow, 'sales.owner', MAX_FAILURES, newAddress());
    const unknown = await failTimes(flow, 'nobody.here', MAX_FAILURES, newAddress());
    expect(unknown.map((r) => r.statusCode)).toEqual(known.map((r) => r.statusCode));
    expect(unknown.map(alertOf)).toEqual(known.map(alertOf));
    expect((await login(flow, 'nobody.here', 'nobody.here', newAddress())).statusCode).toBe(429);
  });

  it('run one password hash comparison, against a hash of the same cost', async () => {
    const verify = vi.spyOn(passwords, 'verify');
    const flow = await startLogin(t);
    await login(flow, 'nobody.else', 'secret', newAddress());
    expect(verify).toHaveBeenCalledTimes(1);
    const [, hash] = verify.mock.calls[0]!;
    const stored = await t.db.selectFrom('identity_accounts').select('password_hash').execute();
    expect(stored.map((row) => row.password_hash)).not.toContain(hash);
    expect(hash).toMatch(/^scrypt\$/);
  });

  it('answer in about the time a known user with a wrong password does', async () => {
    const flow = await startLogin(t);
    const timeOf = async (username: string) => {
      const start = performance.now();
      expect((await login(flow, username, 'wrong', newAddress())).statusCode).toBe(401);
      return performance.now() - start;
    };
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 5; i++) {
      known.push(await timeOf(`raft.owner`));
      unknown.push(await timeOf(`ghost${i}`));
      // Keep the demo account below its lockout.
      await t.db.deleteFrom('login_throttle').where('key', '=', 'account:raft.owner').execute();
    }
    // Both are dominated by the scrypt comparison; without it the unknown path is ~20× faster.
    expect(median(unknown)).toBeGreaterThan(median(known) * 0.5);
  });
});

describe('per address', () => {
  it('locks the address after M failures whatever the accounts; other addresses still sign in', async () => {
    const flow = await startLogin(t);
    const address = newAddress();
    const responses: LightMyRequestResponse[] = [];
    for (let i = 0; i < MAX_PER_ADDRESS; i++) {
      responses.push(await login(flow, `guess${i}`, 'wrong', address));
    }
    expect(responses.map((r) => r.statusCode)).toEqual([
      ...Array(MAX_PER_ADDRESS - 1).fill(401),
      429,
    ]);
    expect(alertOf(responses.at(-1)!)).toMatch(LOCKED);
    const blocked = await login(flow, 'lss.owner', 'lss.owner', address);
    expect(blocked.statusCode).toBe(429);
    const audit = await t.auditRows('login', address);
    expect(audit).toHaveLength(1);
    expect(JSON.parse(audit[0]!.after!)).toMatchObject({ scope: 'address' });

    expect((await login(flow, 'lss.owner', 'lss.owner', newAddress())).statusCode).toBe(303);
  });
});

describe('deactivated employee', () => {
  it('with the right password gets a clear 403 page, in the user’s language', async () => {
    await t.db
      .updateTable('employees')
      .set({ active: 0 })
      .where('username', '=', 'newhire')
      .execute();
    const flow = await startLogin(t);
    const es = await login(flow, 'newhire', 'newhire', newAddress());
    expect(es.statusCode).toBe(403);
    expect(alertOf(es)).toBe(
      'Su cuenta está desactivada. Si cree que es un error, contacte a Recursos Humanos.',
    );
    const en = await login(flow, 'newhire', 'newhire', newAddress(), 'en');
    expect(en.statusCode).toBe(403);
    expect(alertOf(en)).toMatch(/^Your account is deactivated/);
    // A wrong password says nothing about the account.
    const wrong = await login(flow, 'newhire', 'wrong', newAddress());
    expect(wrong.statusCode).toBe(401);
    expect(alertOf(wrong)).toBe(INVALID);
  });
});

describe('bad input', () => {
  it('answers the login page, never a 5xx, for missing, empty or oversized fields', async () => {
    const flow = await startLogin(t);
    const bodies = [
      '',
      'username=',
      'password=x',
      `username=${'a'.repeat(5000)}&password=x`,
      `username=employee&password=${'x'.repeat(100_000)}`,
      'username[a]=1&password[b]=2',
    ];
    for (const payload of bodies) {
      const response = await t.app.inject({
        method: 'POST',
        url: flow.url,
        headers: {
          cookie: flow.cookie,
          'content-type': 'application/x-www-form-urlencoded',
          'x-forwarded-for': newAddress(),
        },
        payload,
      });
      expect(response.statusCode, payload.slice(0, 40)).toBe(401);
      expect(alertOf(response)).toBe(INVALID);
    }
  });
});
