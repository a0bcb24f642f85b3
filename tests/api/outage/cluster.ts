import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
const SCRIPT = join(import.meta.dirname, '../../../scripts/postgres-test-cluster.sh');

/**
 * A throwaway PostgreSQL cluster of one test file (scripts/postgres-test-cluster.sh), on the
 * first free port from OUTAGE_PG_PORT (default 56432) plus `portOffset`: stopping or restarting
 * it never cuts the suites sharing TEST_DATABASE_URL.
 */
export function ownCluster({
  portOffset,
  downSeconds = 1,
}: {
  portOffset: number;
  downSeconds?: number;
}) {
  const stateDir = mkdtempSync(join(tmpdir(), 'portal-outage-'));
  const port = Number(process.env.OUTAGE_PG_PORT ?? 56432) + portOffset;
  const command = (name: 'start' | 'restart' | 'stop' | 'url', env: Record<string, string> = {}) =>
    run('bash', [SCRIPT, name], {
      env: {
        ...process.env,
        PG_TEST_STATE_FILE: join(stateDir, 'cluster.env'),
        PG_TEST_PORT: String(port),
        PG_TEST_DOWN_SECONDS: String(downSeconds),
        ...env,
      },
      timeout: 120_000,
    });
  return {
    /** The first port tried. */
    port,
    /** Starts it (on `port`, or the next free one) and answers its URL. */
    async start(startPort = port): Promise<string> {
      const { stdout } = await command('start', { PG_TEST_PORT: String(startPort) });
      const url = stdout.trim();
      if (!url) throw new Error('no PostgreSQL server binaries: the outage tests need a cluster');
      return url;
    },
    /** The URL of the cluster if it is running, else an empty string. */
    url: async () => (await command('url')).stdout.trim(),
    /** Fast shutdown, `downSeconds` down, then up again on the same port and data. */
    restart: () => command('restart').then(() => undefined),
    async stop() {
      await command('stop');
      rmSync(stateDir, { recursive: true, force: true });
    },
  };
}
