import { connect } from 'node:net';
import SQLite from 'better-sqlite3';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { isDatabaseUnavailable, storageFailure } from '../../server/db/errors';
import { createTestApp, testDatabase, type TestApp } from './helpers';

const CONNECTION_TIMEOUT_MS = 300;

describe('connections and database failures', () => {
  let t: TestApp;
  let baseUrl: string;

  beforeAll(async () => {
    t = await createTestApp({ env: { HTTP_CONNECTION_TIMEOUT_MS: String(CONNECTION_TIMEOUT_MS) } });
    baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => t.close());

  test('a connection that never sends a byte is closed after the connection timeout', async () => {
    const { port } = new URL(baseUrl);
    const socket = connect(Number(port), '127.0.0.1');
    const opened = Date.now();
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', resolve);
      socket.once('error', reject);
    });
    const closedAfter = await new Promise<number>((resolve) => {
      socket.once('close', () => resolve(Date.now() - opened));
      socket.on('error', () => {});
    });
    expect(closedAfter).toBeGreaterThanOrEqual(CONNECTION_TIMEOUT_MS - 50);
    expect(closedAfter).toBeLessThan(CONNECTION_TIMEOUT_MS + 5_000);
  });

  test('health says the database is reachable', async () => {
    const response = await fetch(`${baseUrl}/api/health`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok', database: 'ok' });
  });

  if (testDatabase === 'sqlite') {
    test('a database locked by another writer answers 503 with Retry-After, then serves again', async () => {
      await t.tokenOf('admin');
      const other = new SQLite(t.databaseUrl.replace(/^sqlite:/, ''));
      other.exec('begin exclusive');
      try {
        const response = await t.call('admin', 'POST', '/admin/kudos-suggestions', {
          text: 'written while locked',
          active: true,
        });
        expect(response.statusCode, response.body).toBe(503);
        expect(response.headers['retry-after']).toBe('5');
        expect(response.json()).toEqual({
          message: expect.stringMatching(/temporarily/),
          code: 'http.unavailable',
        });
      } finally {
        other.exec('rollback');
        other.close();
      }
      const rows = await t.db
        .selectFrom('kudos_suggestions')
        .select('id')
        .where('text', '=', 'written while locked')
        .execute();
      expect(rows).toEqual([]);
      const after = await t.call('admin', 'POST', '/admin/kudos-suggestions', {
        text: 'written after the lock',
        active: true,
      });
      expect(after.statusCode, after.body).toBe(201);
    });
    test('a full disk answers 503 with Retry-After, logs SQLITE_FULL, keeps nothing half-written, and writes again once there is space', async () => {
      const logLines: string[] = [];
      const full = await createTestApp({ logLines });
      try {
        await full.tokenOf('admin');
        // The database may not grow by one page (the app's connection's limit): to SQLite, a
        // full disk.
        const { rows } = await sql<{ page_count: number }>`pragma page_count`.execute(full.db);
        const pages = rows[0]!.page_count;
        await sql.raw(`pragma max_page_count = ${pages}`).execute(full.db);
        const write = (text: string) =>
          full.call('admin', 'POST', '/admin/kudos-suggestions', {
            text: `${text} ${'x'.repeat(400)}`.slice(0, 500),
            active: true,
          });
        let written = 0;
        let response = await write('written on a full disk');
        for (; response.statusCode === 201 && written < 200; written++)
          response = await write('written on a full disk');
        expect(response.statusCode, response.body).toBe(503);
        expect(response.headers['retry-after']).toBe('5');
        expect(response.json()).toMatchObject({ code: 'http.unavailable' });
        expect(logLines.join('\n')).toMatch(/database storage failing \(SQLITE_FULL\)/);
        expect(logLines.join('\n')).not.toMatch(/no transaction is active/);
        // What was acknowledged is there, the refused one is not.
        const kept = await full.db
          .selectFrom('kudos_suggestions')
          .select('id')
          .where('text', 'like', 'written on a full disk%')
          .execute();
        expect(kept).toHaveLength(written);

        await sql.raw(`pragma max_page_count = ${pages * 4}`).execute(full.db);
        const after = await write('written once there is space');
        expect(after.statusCode, after.body).toBe(201);
      } finally {
        await full.close();
      }
    });
  } else {
    test('connections dropped by the server are replaced: the next requests succeed', async () => {
      const warm = await t.call('admin', 'GET', '/admin/kudos-suggestions');
      expect(warm.statusCode).toBe(200);
      // This app's connections only (other suites share the server): ten at once fill its pool.
      const pids = new Set(
        await Promise.all(
          Array.from({ length: 10 }, async () => {
            const { rows } = await sql<{
              pid: number;
            }>`select pg_backend_pid() as pid, pg_sleep(0.05)`.execute(t.db);
            return rows[0]!.pid;
          }),
        ),
      );
      const lostBefore = t.lostConnections();
      // Ends them, as a restart or a network cut would, while they sit idle in the pool.
      const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      await admin.connect();
      try {
        await admin.query('select pg_terminate_backend(pid) from unnest($1::int[]) as pid', [
          [...pids],
        ]);
      } finally {
        await admin.end();
      }
      // The pool has heard of every ended connection (and dropped it) before the next request.
      await vi.waitFor(() => expect(t.lostConnections() - lostBefore).toBe(pids.size), {
        timeout: 30_000,
        interval: 5,
      });
      for (let i = 0; i < 5; i++) {
        const response = await t.call('admin', 'POST', '/admin/kudos-suggestions', {
          text: `written after the cut ${i}`,
          active: true,
        });
        expect(response.statusCode, response.body).toBe(201);
      }
    });
  }
});

describe('isDatabaseUnavailable', () => {
  test.each([
    ['refused', Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' })],
    ['reset', Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET' })],
    ['admin shutdown', Object.assign(new Error('terminating connection'), { code: '57P01' })],
    [
      'starting up',
      Object.assign(new Error('the database system is starting up'), { code: '57P03' }),
    ],
    ['connection exception', Object.assign(new Error('x'), { code: '08006' })],
    ['terminated', new Error('Connection terminated unexpectedly')],
    ['pool timeout', new Error('timeout exceeded when trying to connect')],
    ['busy', Object.assign(new Error('database is locked'), { code: 'SQLITE_BUSY' })],
    ['io', Object.assign(new Error('disk I/O error'), { code: 'SQLITE_IOERR_WRITE' })],
    ['wrapped', new Error('query failed', { cause: { code: 'ECONNREFUSED' } })],
    ['aggregated', new AggregateError([{ code: 'ECONNREFUSED' }], 'all addresses failed')],
  ])('%s is a database outage (503)', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  test.each([
    ['unique violation', Object.assign(new Error('duplicate key'), { code: '23505' })],
    ['syntax error', Object.assign(new Error('syntax error'), { code: '42601' })],
    ['constraint', Object.assign(new Error('x'), { code: 'SQLITE_CONSTRAINT_UNIQUE' })],
    ['plain error', new Error('boom')],
    ['not an error', 'ECONNREFUSED'],
  ])('%s is not an outage', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});

describe('storageFailure', () => {
  test.each([
    ['SQLITE_FULL', Object.assign(new Error('database or disk is full'), { code: 'SQLITE_FULL' })],
    ['SQLITE_READONLY', Object.assign(new Error('readonly'), { code: 'SQLITE_READONLY' })],
    ['SQLITE_READONLY_DBMOVED', Object.assign(new Error('x'), { code: 'SQLITE_READONLY_DBMOVED' })],
    [
      'SQLITE_IOERR_WRITE',
      Object.assign(new Error('disk I/O error'), { code: 'SQLITE_IOERR_WRITE' }),
    ],
    ['SQLITE_CANTOPEN', Object.assign(new Error('unable to open'), { code: 'SQLITE_CANTOPEN' })],
    ['53100', Object.assign(new Error('could not extend file'), { code: '53100' })],
    ['58030', Object.assign(new Error('could not write'), { code: '58030' })],
    ['53100', new Error('query failed', { cause: { code: '53100' } })],
  ])('%s is a storage failure (503, named in the log)', (code, error) => {
    expect(storageFailure(error)).toBe(code);
  });

  test.each([
    ['a constraint', Object.assign(new Error('x'), { code: 'SQLITE_CONSTRAINT_UNIQUE' })],
    ['a lock', Object.assign(new Error('database is locked'), { code: 'SQLITE_BUSY' })],
    ['a plain error', new Error('SQLITE_FULL')],
  ])('%s is not', (_name, error) => {
    expect(storageFailure(error)).toBeUndefined();
  });
});
