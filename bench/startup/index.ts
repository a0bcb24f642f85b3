import { type Part, withCleanup } from '../lib/part';
import { row } from '../lib/report';
import { freshDataDir, removeDir, startServer } from '../lib/server';
import { median } from '../lib/stats';

const STARTUP_BUDGET_MS = 2000;

/** Milliseconds from `node` to the first 200 on /portal/, median of `runs`. */
async function timeStart(dist: string, runs: number, dataDir: () => string) {
  const times: number[] = [];
  for (let run = 0; run < runs; run++) {
    const server = await startServer({ dist, dataDir: dataDir(), readyPath: '/portal/' });
    times.push(server.readyMs);
    await server.stop();
  }
  return median(times);
}

/** Part 6: start-up with an existing database, and with an empty one (migrate + seed). */
export const startupPart: Part = ({ options }) =>
  withCleanup(async (defer) => {
    const runs = options.smoke ? 1 : 5;
    const dirs: string[] = [];
    defer(() => dirs.forEach(removeDir));
    const fresh = () => {
      const dir = freshDataDir();
      dirs.push(dir);
      return dir;
    };
    const empty = await timeStart(options.dist, runs, fresh);
    // The last empty start left a migrated, seeded database behind: start on it again.
    const existing = dirs[dirs.length - 1]!;
    const warm = await timeStart(options.dist, runs, () => existing);
    return [
      row(
        'startup',
        'existing database',
        [{ label: 'to first 200', value: warm / 1000, unit: 's' }],
        [{ target: `≤ ${STARTUP_BUDGET_MS / 1000} s`, met: warm <= STARTUP_BUDGET_MS }],
      ),
      row('startup', 'empty database (migrate + seed)', [
        { label: 'to first 200', value: empty / 1000, unit: 's' },
      ]),
    ];
  });
