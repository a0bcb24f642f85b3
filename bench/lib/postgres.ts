import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

export { throwawayDatabase } from '../../tests/fixtures/postgresDatabase';

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
