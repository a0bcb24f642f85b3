import { connect } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import SQLite from 'better-sqlite3';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { isDatabaseUnavailable } from '../../server/db/errors';
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
  } else {
    test('connections dropped by the server are replaced: the next requests succeed', async () => {
      const warm = await t.call('admin', 'GET', '/admin/kudos-suggestions');
      expect(warm.statusCode).toBe(200);
      // This app's connections only (other suites share the server): ten at once fill its pool.
      const pids = await Promise.all(
        Array.from({ length: 10 }, async () => {
          const { rows } = await sql<{
            pid: number;
          }>`select pg_backend_pid() as pid, pg_sleep(0.05)`.execute(t.db);
          return rows[0]!.pid;
        }),
      );
      // Ends them, as a restart or a network cut would, while they sit idle in the pool.
      const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      await admin.connect();
      try {
        await admin.query('select pg_terminate_backend(pid) from unnest($1::int[]) as pid', [
          [...new Set(pids)],
        ]);
      } finally {
        await admin.end();
      }
      await sleep(100);
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
