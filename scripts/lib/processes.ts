/**
 * What the scripts, the bench and the outage tests need to run portal processes of their own:
 * a free port on loopback, and waiting until a started process answers.
 */
import type { ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';

/** Whether `port` is free on 127.0.0.1 (0: any free one); the port, or null. */
function probe(port: number): Promise<number | null> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(null));
    server.listen(port, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : null));
    });
  });
}

/**
 * The first port of `from` and the `count - 1` after it that nothing listens on at 127.0.0.1;
 * with `from` 0, any free port the system gives.
 */
export async function freePort(from = 0, count = 200): Promise<number> {
  if (from === 0) {
    const port = await probe(0);
    if (port === null) throw new Error('no free port');
    return port;
  }
  for (let port = from; port < from + count; port++) {
    if ((await probe(port)) !== null) return port;
  }
  throw new Error(`ports ${from}–${from + count - 1} are all taken`);
}

/** Polls `url` until it answers 200; fails when `child` exits first or `timeoutMs` passes. */
export async function untilAnswering(
  url: string,
  child: ChildProcess,
  {
    what = url,
    timeoutMs = 120_000,
    everyMs = 200,
  }: { what?: string; timeoutMs?: number; everyMs?: number } = {},
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${what} exited (${child.exitCode})`);
    try {
      const response = await fetch(url);
      await response.arrayBuffer();
      if (response.status === 200) return;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) throw new Error(`${what} did not answer 200 within ${timeoutMs} ms`);
    await sleep(everyMs);
  }
}
