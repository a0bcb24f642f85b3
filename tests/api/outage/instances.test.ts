/**
 * Two portal instances on one PostgreSQL behind nginx (scripts/cluster.ts), no sticky sessions:
 * started together on an empty database they migrate and seed it once; a sign-in may run its
 * steps on either instance; refresh rotation, single-session 409 and logout hold across them;
 * one instance killed under load leaves reads answered and every acknowledged write stored.
 * The instances run server/main.ts through tsx (the api suite runs before the build).
 */
import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { calendarDay } from '../../../contracts/calendar';
import { employeeCodeOf } from '../../../contracts/employeeCodes';
import { demoEmployees } from '../../../server/db/seed';
import { migrations } from '../../../server/modules';
import { type RunningCluster, startCluster } from '../../../scripts/cluster';
import { freePort } from '../../../scripts/lib/processes';
import { ownCluster } from './cluster';

const database = ownCluster({ portOffset: 3 });
const dir = mkdtempSync(join(tmpdir(), 'portal-instances-'));
const lines: string[] = [];
let cluster: RunningCluster;
let sql: pg.Client;

beforeAll(async () => {
  const databaseUrl = await database.start(await freePort(database.port));
  cluster = await startCluster({
    databaseUrl,
    instances: 2,
    port: await freePort(),
    instancePorts: [await freePort(), await freePort()],
    dir,
    command: [join(import.meta.dirname, '../../../node_modules/.bin/tsx'), 'server/main.ts'],
    env: { LOG_LEVEL: 'warn' },
    log: (line) => lines.push(line),
  });
  sql = new pg.Client({ connectionString: databaseUrl });
  await sql.connect();
}, 150_000);

afterAll(async () => {
  await sql?.end();
  await cluster?.stop();
  await database.stop();
  rmSync(dir, { recursive: true, force: true });
});

const first = () => cluster.instances[0]!.url;
const second = () => cluster.instances[1]!.url;
const redirectUri = () => `${cluster.url}/portal/session/signin`;

/** The name=value pairs of a response's cookies, merged into `jar`. */
function keepCookies(jar: Map<string, string>, response: Response) {
  for (const cookie of response.headers.getSetCookie()) {
    const [pair] = cookie.split(';');
    const at = pair!.indexOf('=');
    jar.set(pair!.slice(0, at), pair!.slice(at + 1));
  }
}
const cookieOf = (jar: Map<string, string>) =>
  [...jar].map(([name, value]) => `${name}=${value}`).join('; ');

/**
 * The browser's sign-in with keycloak-js, each request to whichever instance `at` names: the
 * authorization request, the login page's form, the redirects back and the code exchange.
 * Answers the ID token.
 */
async function providerSignIn(username: string, at: (step: number) => string): Promise<string> {
  const jar = new Map<string, string>();
  const verifier = randomBytes(32).toString('base64url');
  const query = new URLSearchParams({
    client_id: 'portal',
    response_type: 'code',
    scope: 'openid',
    redirect_uri: redirectUri(),
    code_challenge: createHash('sha256').update(verifier).digest('base64url'),
    code_challenge_method: 'S256',
    state: 'state',
    // Fresh for each sign-in, as keycloak-js makes it: two sign-ins in one second are two tokens.
    nonce: randomBytes(16).toString('base64url'),
  });
  let step = 0;
  const send = async (path: string, init: RequestInit = {}) => {
    const response = await fetch(`${at(step++)}${path}`, {
      ...init,
      redirect: 'manual',
      headers: { ...(init.headers as Record<string, string>), cookie: cookieOf(jar) },
    });
    keepCookies(jar, response);
    return response;
  };
  const relative = (location: string) => {
    const url = new URL(location, cluster.url);
    return `${url.pathname}${url.search}`;
  };
  let response = await send(`/idp/realms/portal/protocol/openid-connect/auth?${query}`);
  expect(response.status).toBe(303);
  const loginPage = relative(response.headers.get('location')!);
  response = await send(loginPage, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ username, password: username }).toString(),
  });
  // The provider resumes the authorization, then sends the browser back with a code.
  while (response.status === 303 && !response.headers.get('location')!.startsWith(redirectUri())) {
    response = await send(relative(response.headers.get('location')!));
  }
  const code = new URL(response.headers.get('location')!).searchParams.get('code');
  expect(code, `no code: ${response.status} ${await response.text()}`).toBeTruthy();
  response = await send('/idp/realms/portal/protocol/openid-connect/token', {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      client_id: 'portal',
      code: code!,
      redirect_uri: redirectUri(),
      code_verifier: verifier,
    }).toString(),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { id_token: string }).id_token;
}

const json = (body: unknown) => ({
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
});

const loadUserData = (base: string, username: string, idToken: string, force: boolean) =>
  fetch(
    `${base}/api/main/authenticate/LoadUserData`,
    json({ login: username, token: idToken, force }),
  );

const profile = (base: string, token: string) =>
  fetch(`${base}/api/main/User/GetUserByUserName/employee`, {
    headers: { authorization: `Bearer ${token}` },
  });

interface Tokens {
  token: string;
  refreshtoken: string;
}

describe('instances started together on an empty database', () => {
  test('migrate and seed it once, and both answer', async () => {
    const applied = await sql.query('select name from kysely_migration');
    expect(applied.rows.map((row: { name: string }) => row.name).sort()).toEqual(
      Object.keys(migrations).sort(),
    );
    const admins = await sql.query(
      `select count(*)::int as n from employees where username = 'admin'`,
    );
    expect(admins.rows[0].n).toBe(1);
    for (const instance of cluster.instances) {
      expect((await fetch(`${instance.url}/api/health`)).status).toBe(200);
    }
    expect(lines.filter((line) => /error|failed/i.test(line))).toEqual([]);
  });
});

describe('a session across instances', () => {
  test('signs in step by step on alternate instances and calls either one', async () => {
    const idToken = await providerSignIn('employee', (step) => (step % 2 ? second() : first()));
    const signedIn = await loadUserData(cluster.url, 'employee', idToken, true);
    expect(signedIn.status).toBe(200);
    const { token } = (await signedIn.json()) as Tokens;
    expect((await profile(first(), token)).status).toBe(200);
    expect((await profile(second(), token)).status).toBe(200);

    // Through the proxy, round robin: both instances answer, with no affinity.
    const answeredBy = new Set<string>();
    for (let i = 0; i < 6; i++) {
      const response = await profile(cluster.url, token);
      expect(response.status).toBe(200);
      answeredBy.add(response.headers.get('x-upstream')!);
    }
    expect(answeredBy.size).toBe(2);
  });

  test('rotation on one instance is seen by the other: the old refresh token is a replay there', async () => {
    const idToken = await providerSignIn('employee', () => second());
    const { refreshtoken } = (await (
      await loadUserData(first(), 'employee', idToken, true)
    ).json()) as Tokens;
    const rotated = await fetch(`${first()}/api/main/authenticate/refresh`, json(refreshtoken));
    expect(rotated.status).toBe(200);
    const { refreshtoken: next } = (await rotated.json()) as Tokens;
    const again = await fetch(`${second()}/api/main/authenticate/refresh`, json(next));
    expect(again.status).toBe(200);
    const { token } = (await again.json()) as Tokens;
    expect((await profile(first(), token)).status).toBe(200);

    // The first token's answer was used: presented again, it is a replay.
    const replay = await fetch(`${second()}/api/main/authenticate/refresh`, json(refreshtoken));
    expect(replay.status).toBe(401);
    // A replay ends the session everywhere: at once where it was presented, on the other instance
    // once the revocation's notice reaches its access cache.
    expect((await profile(second(), token)).status).toBe(401);
    await expect.poll(async () => (await profile(first(), token)).status).toBe(401);
  });

  test('one session per employee, and logout on one instance ends it on the other', async () => {
    const idToken = await providerSignIn('employee', () => first());
    const opened = await loadUserData(first(), 'employee', idToken, true);
    const { token } = (await opened.json()) as Tokens;
    // A second sign-in, on the other instance: the one open session answers 409.
    const again = await providerSignIn('employee', () => second());
    expect((await loadUserData(second(), 'employee', again, false)).status).toBe(409);
    // The first sign-in's token opened its session: on either instance it opens no other.
    expect((await loadUserData(second(), 'employee', idToken, true)).status).toBe(401);

    const logout = await fetch(`${second()}/api/main/Authenticate`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(logout.status).toBe(204);
    // The other instance's access cache hears of it by the database's notice.
    await expect.poll(async () => (await profile(first(), token)).status).toBe(401);
  });
});

describe('one instance killed under load', () => {
  test('reads keep being answered and every acknowledged write is stored', async () => {
    const idToken = await providerSignIn('employee', () => first());
    const { token } = (await (
      await loadUserData(cluster.url, 'employee', idToken, true)
    ).json()) as Tokens;
    const badge = demoEmployees(0).find((employee) => employee.username === 'employee')!.badge;
    const certificate = {
      codigoCertificado: 1,
      codigoEmpleado: employeeCodeOf(badge),
      fechaDocumento: calendarDay(),
      ciudad: 'San José',
    };
    const readStatuses: number[] = [];
    const acknowledged: string[] = [];
    const writeStatuses: number[] = [];
    let running = true;
    const reader = async () => {
      while (running) readStatuses.push((await profile(cluster.url, token)).status);
    };
    const writer = async () => {
      while (running) {
        const response = await fetch(
          `${cluster.url}/api/certificates/certificados?code=portal-certificates`,
          {
            ...json(certificate),
            headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
          },
        ).catch(() => null);
        writeStatuses.push(response?.status ?? 0);
        if (response?.status === 201) {
          acknowledged.push(
            ((await response.json()) as { verificationCode: string }).verificationCode,
          );
        }
      }
    };
    const load = [...Array.from({ length: 8 }, reader), ...Array.from({ length: 4 }, writer)];
    await new Promise((done) => setTimeout(done, 1_500));
    await cluster.instances[0]!.kill();
    await new Promise((done) => setTimeout(done, 2_000));
    running = false;
    await Promise.all(load);

    expect(readStatuses.length).toBeGreaterThan(50);
    expect(readStatuses.filter((status) => status !== 200)).toEqual([]);
    // A write cut mid-way may be refused (nginx never resends a POST), never lost once acknowledged.
    expect(acknowledged.length).toBeGreaterThan(5);
    const stored = await sql.query('select verification_code from certificates');
    const codes = new Set(
      stored.rows.map((row: { verification_code: string }) => row.verification_code),
    );
    for (const code of acknowledged) expect(codes.has(code.replaceAll('-', ''))).toBe(true);
    expect(writeStatuses.filter((status) => status === 201).length).toBe(acknowledged.length);
  });
});
