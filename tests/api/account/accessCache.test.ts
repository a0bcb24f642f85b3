/**
 * The cache of who holds what (server/auth/accessCache.ts) on SQLite and PostgreSQL: a session
 * revoked by another connection (another instance on PostgreSQL) stops working as soon as the
 * database's notice arrives; an entry never outlives SESSION_CACHE_SECONDS even when a change
 * raises no notice; and while the notices cannot arrive (PostgreSQL's listener connection cut)
 * every call reads the database.
 */
import { sql } from 'kysely';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createDatabase, type DB } from '../../../server/db';
import { accessNoticesArrive, listenerName } from '../../../server/db/accessNotices';
import { dialectOf } from '../../../server/db/dialect';
import { createTestApp, type TestApp } from '../helpers';

const CACHE_SECONDS = 2;
const PROFILE = '/api/main/User/GetUserByUserName/employee';

let t: TestApp;
/** A second connection to the same database: what another instance would write through. */
let other: DB;

beforeAll(async () => {
  t = await createTestApp({ env: { SESSION_CACHE_SECONDS: String(CACHE_SECONDS) } });
  const postgres = dialectOf(t.db) === 'postgres';
  const schema = postgres
    ? (await sql<{ schema: string }>`select current_schema() as schema`.execute(t.db)).rows[0]!
        .schema
    : undefined;
  other = createDatabase({ url: t.databaseUrl, ...(schema ? { schema } : {}) }).db;
});
afterEach(async () => {
  vi.useRealTimers();
  await t.resetSessions();
});
afterAll(async () => {
  await other?.destroy();
  await t?.close();
});

const postgres = () => dialectOf(t.db) === 'postgres';

async function signedIn() {
  const { token } = await t.signIn('employee', { force: true });
  const call = async () =>
    (
      await t.app.inject({
        method: 'GET',
        url: PROFILE,
        headers: { authorization: `Bearer ${token}` },
      })
    ).statusCode;
  expect(await call()).toBe(200);
  return call;
}

/** Revokes every open session behind the app's back, with or without the tables' triggers. */
async function revokeElsewhere({ silently = false } = {}) {
  const revoke = (db: DB) =>
    sql`update sessions set revoked_at = ${new Date().toISOString()}, revoked_reason = 'test' where revoked_at is null`.execute(
      db,
    );
  if (!silently) return revoke(other);
  if (postgres()) {
    await other.transaction().execute(async (trx) => {
      await sql`alter table sessions disable trigger sessions_access_revoked`.execute(trx);
      await revoke(trx);
      await sql`alter table sessions enable trigger sessions_access_revoked`.execute(trx);
    });
  } else {
    // SQLite has no switch for a trigger: drop it and put it back.
    const { sql: definition } = (
      await sql<{
        sql: string;
      }>`select sql from sqlite_master where name = 'sessions_access_revoked'`.execute(other)
    ).rows[0]!;
    await sql`drop trigger sessions_access_revoked`.execute(other);
    await revoke(other);
    await sql.raw(definition).execute(other);
  }
}

describe('a session revoked by another connection', () => {
  it('is refused once the notice arrives: at once on SQLite, when PostgreSQL delivers it', async () => {
    // The clock stands still: no entry ages out, so only the notice can end the cached answer.
    vi.useFakeTimers({ toFake: ['Date'] });
    const call = await signedIn();
    await revokeElsewhere();
    while ((await call()) === 200) {
      expect(postgres(), 'SQLite drops the entry in the revoking statement').toBe(true);
      await sleep(5);
    }
    expect(await call()).toBe(401);
  });
});

describe('a change that raises no notice', () => {
  it('is served from the cache no longer than SESSION_CACHE_SECONDS', async () => {
    // The clock moves only when the test moves it: the entry is read at `readAt`.
    vi.useFakeTimers({ toFake: ['Date'] });
    const readAt = Date.now();
    const call = await signedIn();
    await revokeElsewhere({ silently: true });
    vi.setSystemTime(readAt + CACHE_SECONDS * 1000 - 1);
    // The cache answers: proof it is used.
    expect(await call()).toBe(200);
    vi.setSystemTime(readAt + CACHE_SECONDS * 1000);
    expect(await call()).toBe(401);
  });
});

describe('while notices cannot arrive', () => {
  it('reads the database on every call (PostgreSQL: its listener connection cut), then caches again', async () => {
    if (!postgres()) {
      // SQLite's notices are calls within the writing connection: they always arrive.
      expect(accessNoticesArrive(t.db)).toBe(true);
      return;
    }
    const call = await signedIn();
    // This process's listeners only (the suites running beside it keep theirs).
    await sql`select pg_terminate_backend(pid) from pg_stat_activity
      where application_name = ${listenerName()}`.execute(other);
    const deadline = Date.now() + 5_000;
    while (accessNoticesArrive(t.db) && Date.now() < deadline) await sleep(5);
    expect(accessNoticesArrive(t.db)).toBe(false);
    await revokeElsewhere({ silently: true });
    expect(await call()).toBe(401);
    while (!accessNoticesArrive(t.db)) {
      expect(Date.now()).toBeLessThan(deadline + 20_000);
      await sleep(20);
    }
    const again = await signedIn();
    await revokeElsewhere({ silently: true });
    expect(await again()).toBe(200);
  });
});
