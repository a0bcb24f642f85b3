import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';

const run = promisify(execFile);

async function admin(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** A throwaway database on the BENCH_DATABASE_URL server, dropped when the part is done. */
export async function throwawayDatabase(serverUrl: string, label: string) {
  const name = `bench_${label}_${randomBytes(4).toString('hex')}`;
  await admin(serverUrl, `create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => admin(serverUrl, `drop database if exists ${name} with (force)`),
  };
}

/**
 * A PostgreSQL server for a part that cannot do without one: BENCH_DATABASE_URL's, else
 * TEST_DATABASE_URL's (CI), else a throwaway cluster of the part's own
 * (scripts/postgres-test-cluster.sh, stopped by `stop`).
 */
export async function postgresServer(
  postgresUrl: string | undefined,
): Promise<{ url: string; stop: () => Promise<void> }> {
  const given = postgresUrl ?? process.env.TEST_DATABASE_URL;
  if (given) return { url: given, stop: async () => undefined };
  const stateDir = mkdtempSync(join(tmpdir(), 'portal-bench-pg-'));
  const env = { ...process.env, PG_TEST_STATE_FILE: join(stateDir, 'cluster.env') };
  const script = join(import.meta.dirname, '../../scripts/postgres-test-cluster.sh');
  const { stdout } = await run('bash', [script, 'start'], { env, timeout: 120_000 });
  return {
    url: stdout.trim(),
    async stop() {
      await run('bash', [script, 'stop'], { env, timeout: 120_000 });
      rmSync(stateDir, { recursive: true, force: true });
    },
  };
}
