/**
 * Starting the portal before its database (server/start.ts): it listens at once and answers 503
 * with Retry-After, health included, logs one line per attempt with a growing pause, and serves
 * once PostgreSQL comes up on the configured port. What waiting cannot cure is not waited for.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { afterAll, afterEach, expect, test } from 'vitest';
import { loadConfig } from '../../../server/config';
import { startServer, type StartedServer } from '../../../server/start';
import { freePort } from '../../../scripts/lib/processes';
import { ownCluster } from './cluster';

const cluster = ownCluster({ portOffset: 2 });
const dataDir = mkdtempSync(join(tmpdir(), 'portal-startup-'));
let started: StartedServer | undefined;

afterEach(async () => {
  await started?.close();
  started = undefined;
});
afterAll(async () => {
  await cluster.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

async function start(databaseUrl: string, lines: string[]) {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const config = loadConfig({
    DATA_DIR: dataDir,
    PORTAL_DIR: join(dataDir, 'no-portal-build'),
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: baseUrl,
    DATABASE_URL: databaseUrl,
  });
  started = await startServer({
    config,
    logger: false,
    log: (line) => lines.push(line),
    retryDelayMs: { first: 100, max: 400 },
  });
  return { baseUrl, started };
}

async function until(condition: () => boolean | Promise<boolean>, what: string) {
  const deadline = Date.now() + 30_000;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(20);
  }
}

test('started before PostgreSQL: 503 and a line per attempt, then migrates, seeds and serves once it is up', async () => {
  const databasePort = await freePort(cluster.port);
  const databaseUrl = `postgres://postgres@127.0.0.1:${databasePort}/postgres`;
  const lines: string[] = [];
  const { baseUrl, started } = await start(databaseUrl, lines);
  let ready = false;
  void started.ready.then(() => (ready = true));

  await until(() => lines.length >= 3, 'three attempts');
  expect(lines.slice(0, 3)).toEqual([
    expect.stringMatching(
      /^database not reachable \(connect ECONNREFUSED 127\.0\.0\.1:\d+\): attempt 1 failed, next in 0\.1 s; listening on 127\.0\.0\.1:\d+, 503 until then$/,
    ),
    expect.stringMatching(/: attempt 2 failed, next in 0\.2 s;/),
    expect.stringMatching(/: attempt 3 failed, next in 0\.4 s;/),
  ]);
  const health = await fetch(`${baseUrl}/api/health`);
  expect(health.status).toBe(503);
  expect(health.headers.get('retry-after')).toBe('5');
  expect(await health.json()).toEqual({ status: 'starting', database: 'unavailable' });
  const api = await fetch(`${baseUrl}/api/main/Authenticate/refresh`, { method: 'POST' });
  expect(api.status).toBe(503);
  // In the caller's language, Spanish when it names none.
  expect(await api.json()).toEqual({
    message: expect.stringMatching(/no está disponible/),
    code: 'http.unavailable',
  });
  const english = await fetch(`${baseUrl}/api/main/Authenticate/refresh`, {
    method: 'POST',
    headers: { 'accept-language': 'en' },
  });
  expect((await english.json()).message).toMatch(/temporarily unavailable/);
  const page = await fetch(`${baseUrl}/portal/`, { headers: { 'accept-language': 'en-US,en' } });
  expect(page.status).toBe(503);
  expect(page.headers.get('content-type')).toMatch(/^text\/html/);
  expect(await page.text()).toContain('The portal is temporarily unavailable');
  expect(ready).toBe(false);

  expect(await cluster.start(databasePort)).toBe(databaseUrl);
  const app = await started.ready;
  const healthy = await fetch(`${baseUrl}/api/health`);
  expect(healthy.status).toBe(200);
  expect(await healthy.json()).toEqual({ status: 'ok', database: 'ok' });
  // Migrated and seeded, and the app serves on the server that answered 503.
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ count: string }>('select count(*) from employees');
    expect(Number(rows[0]!.count)).toBeGreaterThan(0);
  } finally {
    await client.end();
  }
  expect(app.server).toBe(started.server);
  const config = await fetch(`${baseUrl}/portal/config.json`);
  expect(config.status).toBe(200);
  const attempts = lines.length;
  await sleep(600);
  expect(lines.length, 'no attempt after it was ready').toBe(attempts);
}, 90_000);

test('a server that answers but has no such database is not waited for: start-up fails with its error', async () => {
  const running = (await cluster.url()) || (await cluster.start());
  const lines: string[] = [];
  const { started } = await start(running.replace(/\/postgres$/, '/no_such_database'), lines);
  await expect(started.ready).rejects.toThrow(/database "no_such_database" does not exist/);
  expect(lines.filter((line) => line.startsWith('database not reachable'))).toEqual([]);
});
