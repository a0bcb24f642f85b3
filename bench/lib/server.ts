import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { freePort, untilAnswering } from '../../scripts/lib/processes';
import { copyDemoDatabase } from './demoTemplate';

export interface ServerOptions {
  /** The build folder holding server/main.js and portal/. */
  dist: string;
  /**
   * Data folder (secrets, signing key, SQLite file); when left out, a fresh one holding a copy of
   * the demo company (on SQLite).
   */
  dataDir?: string;
  /** `postgres://…`; SQLite in the data folder when left out. */
  databaseUrl?: string;
  /** Answers 200 once the server is up: `/api/health`, or `/portal/` for the start-up part. */
  readyPath?: string;
}

export interface RunningServer {
  baseUrl: string;
  dataDir: string;
  /** The provider's signing key (JWK as JSON) when it is given in the environment, not kept in dataDir. */
  signingKey?: string;
  /** Milliseconds from spawning `node` to the first 200 on `readyPath`. */
  readyMs: number;
  stop(): Promise<void>;
  /** SIGKILL: no graceful shutdown, whatever is in flight is cut. */
  kill(): Promise<void>;
}

/** BENCH_PORT and the next five: a bench sharing the machine keeps to its own ports. */
const FIXED_PORTS = 6;

/** The first free port of BENCH_PORT's range (stopped servers give theirs back), else any. */
function pickPort(): Promise<number> {
  const base = Number(process.env.BENCH_PORT ?? 0);
  return base > 0 ? freePort(base, FIXED_PORTS) : freePort();
}

export const freshDataDir = () => mkdtempSync(join(tmpdir(), 'portal-bench-'));

/**
 * The real server (`node <dist>/server/main.js`) on a loopback port, one process, request logs
 * off (LOG_LEVEL=warn) so the figures measure the portal rather than the terminal.
 */
export async function startServer(options: ServerOptions): Promise<RunningServer> {
  const bundle = join(options.dist, 'server', 'main.js');
  if (!existsSync(bundle)) throw new Error(`${bundle} is missing: run npm run build first`);
  // A fresh data folder on SQLite starts on a copy of the run's demo company (demoTemplate.ts).
  const dataDir = options.dataDir ?? freshDataDir();
  if (!options.dataDir && !options.databaseUrl) await copyDemoDatabase(dataDir);
  const port = await pickPort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const started = performance.now();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: baseUrl,
    DATA_DIR: dataDir,
    PORTAL_DIR: join(options.dist, 'portal'),
    LOG_LEVEL: 'warn',
  };
  // The caller's own DATABASE_URL must not leak into a SQLite run.
  delete env.DATABASE_URL;
  if (options.databaseUrl) env.DATABASE_URL = options.databaseUrl;
  const child = spawn(process.execPath, [bundle], {
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  try {
    // Every 5 ms: the start-up part times this.
    await untilAnswering(`${baseUrl}${options.readyPath ?? '/api/health'}`, child, {
      what: 'server',
      everyMs: 5,
    });
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
  return {
    baseUrl,
    dataDir,
    readyMs: performance.now() - started,
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
    async kill() {
      if (child.exitCode === null) child.kill('SIGKILL');
      await exited;
    },
  };
}

export const removeDir = (dir: string) => rmSync(dir, { recursive: true, force: true });
