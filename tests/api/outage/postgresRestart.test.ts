import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { promisify } from 'node:util';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { createTestApp, type TestApp } from '../helpers';

const run = promisify(execFile);
const SCRIPT = join(import.meta.dirname, '../../../scripts/postgres-test-cluster.sh');
const WORKERS = 4;
const DOWN_SECONDS = 1;

// Its own throwaway cluster: restarting the suite's shared one would cut the other suites.
const stateDir = mkdtempSync(join(tmpdir(), 'portal-outage-'));
const clusterEnv = {
  ...process.env,
  PG_TEST_STATE_FILE: join(stateDir, 'cluster.env'),
  PG_TEST_PORT: process.env.OUTAGE_PG_PORT ?? '56432',
  PG_TEST_DOWN_SECONDS: String(DOWN_SECONDS),
};
const cluster = (command: 'start' | 'restart' | 'stop') =>
  run('bash', [SCRIPT, command], { env: clusterEnv, timeout: 120_000 });

let t: TestApp | undefined;
let baseUrl = '';

beforeAll(async () => {
  const { stdout } = await cluster('start');
  const url = stdout.trim();
  if (!url)
    throw new Error('no PostgreSQL server binaries: the outage test cannot start a cluster');
  t = await createTestApp({ postgresUrl: url });
  baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
});

afterAll(async () => {
  await t?.close();
  await cluster('stop');
  rmSync(stateDir, { recursive: true, force: true });
});

interface Answer {
  status: number | 'no answer';
  at: number;
  retryAfter?: string | null;
}

test('PostgreSQL restarting under write load: only 2xx or 503, back by itself, no acknowledged write lost', async () => {
  const app = t!;
  const token = await app.tokenOf('admin');
  const answers: Answer[] = [];
  const health: Answer[] = [];
  const acknowledged: number[] = [];
  let stop = false;
  let written = 0;

  const write = async () => {
    while (!stop) {
      const text = `outage write ${written++}`;
      let answer: Answer;
      try {
        const response = await fetch(`${baseUrl}/api/main/admin/kudos-suggestions`, {
          method: 'POST',
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          body: JSON.stringify({ text, active: true }),
          signal: AbortSignal.timeout(15_000),
        });
        const body = (await response.json()) as { id?: number; text?: string };
        answer = {
          status: response.status,
          at: Date.now(),
          retryAfter: response.headers.get('retry-after'),
        };
        if (response.status === 201) {
          expect(body.text).toBe(text);
          acknowledged.push(body.id!);
        }
      } catch {
        answer = { status: 'no answer', at: Date.now() };
      }
      answers.push(answer);
      // A 503 asks to wait; a short pause keeps the loop from spinning while the server is down.
      if (answer.status !== 201) await sleep(20);
    }
  };
  const poll = async () => {
    while (!stop) {
      const response = await fetch(`${baseUrl}/api/health`).catch(() => null);
      health.push({ status: response?.status ?? 'no answer', at: Date.now() });
      await response?.arrayBuffer();
      await sleep(50);
    }
  };

  const load = [...Array.from({ length: WORKERS }, write), poll()];
  while (acknowledged.length < 20) await sleep(20);
  const restarted = Date.now();
  await cluster('restart');
  const back = Date.now();
  // Serving again means writes succeed without anyone touching the process.
  const deadline = back + 20_000;
  while (answers.filter((a) => a.at > back && a.status === 201).length < 20) {
    if (Date.now() > deadline) break;
    await sleep(20);
  }
  stop = true;
  await Promise.all(load);

  const statuses = new Set(answers.map((a) => a.status));
  expect(
    [...statuses].every((s) => s === 201 || s === 503),
    [...statuses].join(', '),
  ).toBe(true);
  const unavailable = answers.filter((a) => a.status === 503);
  expect(unavailable.length, 'the restart was seen as 503s').toBeGreaterThan(0);
  expect(unavailable.every((a) => a.retryAfter === '5')).toBe(true);
  const firstAfter = answers.find((a) => a.at > back && a.status === 201);
  expect(firstAfter, 'writes succeed again after the restart').toBeDefined();
  expect(answers.filter((a) => a.at > back && a.status === 201).length).toBeGreaterThanOrEqual(20);

  expect(health.some((h) => h.status === 503 && h.at >= restarted && h.at <= back)).toBe(true);
  expect(health.at(-1)?.status).toBe(200);

  const stored = await app.db
    .selectFrom('kudos_suggestions')
    .select('id')
    .where('id', 'in', acknowledged)
    .execute();
  expect(stored.length, 'every acknowledged write is in the database').toBe(acknowledged.length);
  console.info(
    `outage: ${acknowledged.length} writes acknowledged, ${unavailable.length} answered 503, ` +
      `database down ${back - restarted} ms, first write ${firstAfter!.at - back} ms after it was back`,
  );
}, 90_000);
