import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type {
  FastifyInstance,
  HTTPMethods,
  InjectOptions,
  LightMyRequestResponse,
  RouteOptions,
} from 'fastify';
import type { Insertable, Selectable } from 'kysely';
import { importJWK, type JWK, type JWTPayload, SignJWT } from 'jose';
import { expect, inject } from 'vitest';
import type { TokenResponse } from '../../contracts/account/authentication';
import { buildApp } from '../../server/app';
import { type AppConfig, issuerUrl, loadConfig } from '../../server/config';
import { createDatabase, type DatabaseOptions, type DB } from '../../server/db';
import { settleAccessNotices } from '../../server/db/accessNotices';
import type { AuditLogTable } from '../../server/db/platformTables';
import type { Database } from '../../server/db/schema';
import { buildDemoDatabase, modules } from '../../server/modules';
import type { ServerModule } from '../../server/modules/types';
import { loadSigningKey } from '../../server/idp/keys';
import { createApiTokens } from '../../server/auth/apiTokens';
import { throwawayDatabase } from '../fixtures/postgresDatabase';
import { sqliteFile } from './setup/demoTemplate';

export { PNG } from '../fixtures/png';

/** A multipart field: a text, or a file (image/png unless `type` says otherwise). */
export type MultipartField = string | { filename: string; data: Buffer; type?: string };

/** Which database this api project runs on (vitest.config.ts sets TEST_DB per project). */
export const testDatabase: 'sqlite' | 'postgres' =
  process.env.TEST_DB === 'postgres' ? 'postgres' : 'sqlite';

export interface IdTokenOptions {
  /** Claims that replace or add to the provider's (iss, aud, exp, preferred_username…). */
  claims?: JWTPayload;
  /** Sign with this private JWK instead of the provider's key. */
  key?: JWK;
}

export interface TestApp {
  app: FastifyInstance;
  db: DB;
  /** `sqlite:<file>` or the PostgreSQL server's URL (the app works in its own schema there). */
  databaseUrl: string;
  config: AppConfig;
  /** Every route registered while the app was built (only with `collectRoutes`). */
  routes: RouteOptions[];
  /** An ID token for `username` as the embedded OpenID provider signs it. */
  idToken(username: string, options?: IdTokenOptions): Promise<string>;
  /** LoadUserData for `username`; answers the raw response. */
  loadUserData(username: string, body?: { force?: boolean }): Promise<LightMyRequestResponse>;
  /** LoadUserData that must succeed: the token response. */
  signIn(username: string, body?: { force?: boolean }): Promise<TokenResponse>;
  /** POST /authenticate/refresh with the refresh token as a JSON string body. */
  refresh(refreshToken: string): Promise<LightMyRequestResponse>;
  /** The user's API token: signed in once (ending any other session of theirs), then kept. */
  tokenOf(username: string): Promise<string>;
  /**
   * A request to the main API (`/api/main${path}`) as the user, with a JSON payload if any and
   * more headers (`accept-language`) if given.
   */
  call(
    username: string,
    method: HTTPMethods,
    path: string,
    payload?: object,
    headers?: Record<string, string>,
  ): Promise<LightMyRequestResponse>;
  /** The same with a multipart/form-data body, encoded as a browser's FormData sends it. */
  callMultipart(
    username: string,
    method: HTTPMethods,
    path: string,
    fields: Record<string, MultipartField>,
  ): Promise<LightMyRequestResponse>;
  /** The audit trail of one entity, oldest first. */
  auditRows(entity: string, entityId: number | string): Promise<Selectable<AuditLogTable>[]>;
  /** Deletes every portal session and refresh token, so the next test starts signed out. */
  resetSessions(): Promise<void>;
  /**
   * Waits until the app has heard of every access change committed so far (its cache of who holds
   * what: server/auth/accessCache.ts): at once on SQLite, a notice's trip on PostgreSQL.
   */
  accessSettled(): Promise<void>;
  /** Idle pooled connections the database ended, as the pool reported them (PostgreSQL). */
  lostConnections(): number;
  close(): Promise<void>;
}

/**
 * A database of this project's kind for one test app, and its removal: a copy of the demo
 * template (`template`: tests/api/setup/demoTemplate.ts), or else an empty one. On PostgreSQL it is
 * a database of its own on the server (`postgresUrl`).
 */
export async function freshDatabase(
  postgresUrl = process.env.TEST_DATABASE_URL,
  { onQuery, accessNotices }: Pick<DatabaseOptions, 'onQuery' | 'accessNotices'> = {},
  template?: string,
  database = testDatabase,
): Promise<{ db: DB; url: string; lostConnections: () => number; drop: () => Promise<void> }> {
  if (database === 'postgres') {
    if (!postgresUrl) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
    const created = await throwawayDatabase(postgresUrl, 'portal_test', template);
    // Connection errors are what the outage tests cause: counted, they need not fill the output.
    let lost = 0;
    const { db } = createDatabase({
      url: created.url,
      onConnectionError: () => {
        lost++;
      },
      onQuery,
      accessNotices,
    });
    return {
      db,
      url: created.url,
      lostConnections: () => lost,
      drop: async () => {
        await db.destroy();
        await created.drop();
      },
    };
  }
  const { file, dir } = sqliteFile(template);
  const url = `sqlite:${file}`;
  const { db } = createDatabase({ url, onQuery });
  return {
    db,
    url,
    lostConnections: () => 0,
    drop: async () => {
      await db.destroy();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * The suites read the services' English: every injected call of a service (`/api/…`) asks for it
 * unless it names its own Accept-Language (an empty one names none: the services' default,
 * Spanish). The sign-in pages keep the browser's choice, Spanish by default.
 */
function askingInEnglish(app: FastifyInstance): void {
  const inject = app.inject.bind(app) as (options?: InjectOptions | string) => unknown;
  app.inject = ((options?: InjectOptions | string) => {
    if (typeof options !== 'object' || !String(options.url ?? '').includes('/api/'))
      return inject(options);
    const headers = options.headers ?? {};
    const named = Object.keys(headers).some((name) => name.toLowerCase() === 'accept-language');
    return inject({
      ...options,
      headers: named ? headers : { ...headers, 'accept-language': 'en' },
    });
  }) as FastifyInstance['inject'];
}

/**
 * A fresh server for one test (or suite): its own copy of the demo company (built once per run:
 * tests/api/setup/demoTemplate.ts), its own data folder (secrets and the identity provider's
 * signing key are generated there). An app of other `modules`, or on another PostgreSQL server
 * (`postgresUrl`: the outage tests' own clusters), migrates and seeds a database of its own: the
 * slow path, seconds rather than milliseconds.
 */
export async function createTestApp(
  options: {
    collectRoutes?: boolean;
    modules?: readonly ServerModule[];
    /** The login throttle's clock. */
    clock?: () => Date;
    /** Configuration variables on top of the test defaults (TRUST_PROXY, upload limits, LOGIN_MAX_FAILURES…). */
    env?: Record<string, string>;
    /** The PostgreSQL server to work on instead of TEST_DATABASE_URL. */
    postgresUrl?: string;
    /** Told of every query the database runs. */
    onQuery?: DatabaseOptions['onQuery'];
    /** Another kind of database than the project's (the admin screens' walk asks both). */
    database?: typeof testDatabase;
    /** Receives the app's log lines of level warn and above (JSON); by default it logs nothing. */
    logLines?: string[];
  } = {},
): Promise<TestApp> {
  const served = options.modules ?? modules;
  const database = options.database ?? testDatabase;
  const template =
    options.modules || options.postgresUrl ? undefined : inject('demoTemplates')?.[database];
  const {
    db,
    url: databaseUrl,
    lostConnections,
    drop,
  } = await freshDatabase(
    options.postgresUrl,
    { onQuery: options.onQuery, accessNotices: true },
    template,
    database,
  );
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-data-'));
  const cleanup = async () => {
    await drop();
    rmSync(dataDir, { recursive: true, force: true });
  };
  let app: FastifyInstance;
  let config: AppConfig;
  const routes: RouteOptions[] = [];
  try {
    if (!template) await buildDemoDatabase(db, served);
    config = loadConfig({
      DATA_DIR: dataDir,
      PORTAL_DIR: join(dataDir, 'no-portal-build'),
      PUBLIC_URL: 'http://localhost:8080',
      ...options.env,
    });
    app = await buildApp({
      db,
      config,
      logger: options.logLines
        ? { level: 'warn', stream: { write: (line) => void options.logLines!.push(line) } }
        : false,
      modules: served,
      clock: options.clock,
      ...(options.collectRoutes ? { onRoute: (route) => void routes.push(route) } : {}),
    });
    await app.ready();
    askingInEnglish(app);
  } catch (error) {
    await cleanup();
    throw error;
  }

  const signingJwk = await loadSigningKey(config.dataDir, process.env.IDP_SIGNING_KEY);
  const signingKey = await importJWK(signingJwk, 'RS256');

  const idToken: TestApp['idToken'] = async (username, { claims = {}, key } = {}) => {
    const jwk = key ?? signingJwk;
    const now = Math.floor(Date.now() / 1000);
    // The provider's claims (server/idp/provider.ts findAccount): sub is the employee id.
    const employee = await db
      .selectFrom('employees')
      .select(['id', 'badge', 'email', 'full_name'])
      .where('username', '=', username)
      .executeTakeFirst();
    return new SignJWT({
      iss: issuerUrl(config.identity),
      aud: config.identity.clientId,
      sub: employee ? String(employee.id) : username,
      preferred_username: username,
      ...(employee
        ? { name: employee.full_name, email: employee.email, employeeid: employee.badge }
        : {}),
      iat: now,
      exp: now + 10 * 60,
      // Each of the provider's tokens is its own (its nonce, its session): two minted in the same
      // second are two sign-ins, each spent by its own exchange.
      jti: randomUUID(),
      ...claims,
    })
      .setProtectedHeader({ alg: 'RS256', typ: 'JWT', kid: jwk.kid })
      .sign(key ? await importJWK(key, 'RS256') : signingKey);
  };

  const loadUserData: TestApp['loadUserData'] = async (username, body = {}) =>
    app.inject({
      method: 'POST',
      url: '/api/main/authenticate/LoadUserData',
      payload: { login: username, token: await idToken(username), ...body },
    });

  const signIn: TestApp['signIn'] = async (username, body) => {
    const response = await loadUserData(username, body);
    if (response.statusCode !== 200) {
      throw new Error(`LoadUserData ${username}: ${response.statusCode} ${response.body}`);
    }
    return response.json<TokenResponse>();
  };

  const tokens = new Map<string, string>();
  const tokenOf: TestApp['tokenOf'] = async (username) => {
    if (!tokens.has(username))
      tokens.set(username, (await signIn(username, { force: true })).token);
    return tokens.get(username)!;
  };

  return {
    app,
    db,
    databaseUrl,
    config,
    routes,
    idToken,
    loadUserData,
    signIn,
    tokenOf,
    call: async (username, method, path, payload, headers = {}) =>
      app.inject({
        method,
        url: `/api/main${path}`,
        headers: { authorization: `Bearer ${await tokenOf(username)}`, ...headers },
        ...(payload ? { payload } : {}),
      }),
    callMultipart: async (username, method, path, fields) =>
      injectMultipart(app, {
        method,
        url: `/api/main${path}`,
        token: await tokenOf(username),
        fields: Object.entries(fields),
      }),
    auditRows: (entity, entityId) =>
      db
        .selectFrom('audit_log')
        .selectAll()
        .where('entity', '=', entity)
        .where('entity_id', '=', String(entityId))
        .orderBy('id')
        .execute(),
    refresh: (refreshToken) =>
      app.inject({
        method: 'POST',
        url: '/api/main/authenticate/refresh',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify(refreshToken),
      }),
    async resetSessions() {
      await db.deleteFrom('refresh_tokens').execute();
      await db.deleteFrom('sessions').execute();
      tokens.clear();
      await settleAccessNotices(db);
    },
    accessSettled: () => settleAccessNotices(db),
    lostConnections,
    async close() {
      await app.close();
      await cleanup();
    },
  };
}

/**
 * A request whose body is multipart/form-data, encoded as a browser's FormData sends it: the
 * fields in order (a name may repeat), each file of `type` or else `fileType`.
 */
export async function injectMultipart(
  app: FastifyInstance,
  {
    method = 'POST',
    url,
    token,
    fields,
    fileType = 'image/png',
  }: {
    method?: HTTPMethods;
    url: string;
    token: string;
    fields: Iterable<[string, MultipartField]>;
    fileType?: string;
  },
): Promise<LightMyRequestResponse> {
  const form = new FormData();
  for (const [name, value] of fields) {
    if (typeof value === 'string') form.append(name, value);
    else {
      const file = new Blob([new Uint8Array(value.data)], { type: value.type ?? fileType });
      form.append(name, file, value.filename);
    }
  }
  const encoded = new Response(form);
  return app.inject({
    method,
    url,
    headers: {
      authorization: `Bearer ${token}`,
      'content-type': encoded.headers.get('content-type')!,
    },
    payload: Buffer.from(await encoded.arrayBuffer()),
  });
}

/** The badge of a seeded user. */
export const badgeOf = async (t: TestApp, username: string): Promise<string> =>
  (
    await t.db
      .selectFrom('employees')
      .select('badge')
      .where('username', '=', username)
      .executeTakeFirstOrThrow()
  ).badge;

/** Calls DELETE /api/main/Authenticate (the logout route) with the given headers. */
export const logout = (app: FastifyInstance, token?: string, url = '/api/main/Authenticate') =>
  app.inject({
    method: 'DELETE',
    url,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });

/** The JSON body of a response that must answer `status`; a failure shows the body. */
export function expectJson<T>(response: LightMyRequestResponse, status = 200): T {
  expect(response.statusCode, response.body).toBe(status);
  return response.json<T>();
}

/** A 400 whose errors name each of `fields` (others may be named too). */
export function expectInvalid(response: LightMyRequestResponse, ...fields: string[]): void {
  expect(response.statusCode, response.body).toBe(400);
  expect(Object.keys(response.json<{ errors: object }>().errors)).toEqual(
    expect.arrayContaining(fields),
  );
}

/** How many rows `table` has (what a refused or raced write must leave unchanged). */
export async function countRows(t: TestApp, table: keyof Database): Promise<number> {
  const row = await t.db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * The most parameters one statement binds on both databases (SQLite's default limit; PostgreSQL
 * allows 65,535).
 */
const MAX_STATEMENT_PARAMETERS = 32_766;

/** Inserts many rows into `table`: as few statements as the databases' parameter limit allows. */
export async function insertRows<T extends keyof Database & string>(
  t: Pick<TestApp, 'db'>,
  table: T,
  rows: readonly Insertable<Database[T]>[],
): Promise<void> {
  if (rows.length === 0) return;
  const perStatement = Math.floor(MAX_STATEMENT_PARAMETERS / Object.keys(rows[0]!).length);
  for (let start = 0; start < rows.length; start += perStatement)
    await t.db
      .insertInto(table)
      .values(rows.slice(start, start + perStatement))
      .execute();
}

/** The user's employee id. */
export const employeeIdOf = async (t: TestApp, username: string): Promise<number> =>
  (
    await t.db
      .selectFrom('employees')
      .select('id')
      .where('username', '=', username)
      .executeTakeFirstOrThrow()
  ).id;

/** The notifications of `username`, newest first. */
export const notificationsOf = (t: TestApp, username: string) =>
  t.db
    .selectFrom('notifications')
    .innerJoin('employees', 'employees.id', 'notifications.employee_id')
    .select([
      'notifications.kind',
      'notifications.title',
      'notifications.body',
      'notifications.link',
    ])
    .where('employees.username', '=', username)
    .orderBy('notifications.id', 'desc')
    .execute();

/** The text of a PDF the services answered (every page, in reading order): what a reader sees. */
export async function pdfText(bytes: Buffer | Uint8Array): Promise<string> {
  const { extractText, getDocumentProxy } = await import('unpdf');
  const document = await getDocumentProxy(new Uint8Array(bytes));
  return (await extractText(document, { mergePages: true })).text;
}

/**
 * API tokens of `count` generated colleagues (active, no demo account, no role but `role` when
 * given), each with an open session, signed directly: a race of many employees without as many
 * sign-ins.
 */
export async function colleagueTokens(
  t: TestApp,
  count: number,
  role?: string,
): Promise<{ id: number; username: string; token: string }[]> {
  const now = new Date();
  const later = new Date(now.getTime() + 3600_000).toISOString();
  const rows = await t.db
    .selectFrom('employees')
    .select(['id', 'badge', 'username', 'email', 'full_name'])
    .where('active', '=', 1)
    .where('id', 'not in', t.db.selectFrom('identity_accounts').select('employee_id'))
    .where('id', 'not in', t.db.selectFrom('role_users').select('employee_id'))
    .orderBy('id', 'desc')
    .limit(count)
    .execute();
  if (role && rows.length) {
    const { id: roleId } = await t.db
      .selectFrom('roles')
      .select('id')
      .where('code', '=', role)
      .executeTakeFirstOrThrow();
    await t.db
      .insertInto('role_users')
      .values(
        rows.map((row) => ({
          role_id: roleId,
          employee_id: row.id,
          created_at: now.toISOString(),
        })),
      )
      .execute();
  }
  const signer = createApiTokens(t.config.secrets.apiToken, 600);
  return Promise.all(
    rows.map(async (row) => {
      const sid = randomUUID();
      await t.db
        .insertInto('sessions')
        .values({
          id: sid,
          employee_id: row.id,
          created_at: now.toISOString(),
          idle_expires_at: later,
          expires_at: later,
          revoked_at: null,
          revoked_reason: null,
        })
        .execute();
      const token = await signer.sign({
        sub: String(row.id),
        sid,
        username: row.username,
        email: row.email,
        fullName: row.full_name,
        employeeid: row.badge,
        role: role ? [role] : [],
      });
      return { id: row.id, username: row.username, token };
    }),
  );
}
