import { join } from 'node:path';
import { createDatabase } from '../../server/db';
import { buildDemoDatabase } from '../../server/modules';
import { demoServers, LIST_READ_MAX_P99_MS } from '../api';
import { type LoadTarget, loadSettings, loadTarget, measure } from '../api/measure';
import { measuredScenarios } from '../api/scenarios';
import { copyDemoDatabase, SQLITE_FILE } from '../lib/demoTemplate';
import { type Part, withCleanup } from '../lib/part';
import { throwawayDatabase } from '../lib/postgres';
import { row } from '../lib/report';
import { freshDataDir, removeDir, startServer } from '../lib/server';
import { growDatabase } from './generate';
import { scaleSize } from './kit';

/** Issue 21: a list read's p99 at scale at most this many times its p99 on the demo data. */
const MAX_GROWTH = 1.5;

/**
 * The demo company (on SQLite the run's copy of it, on PostgreSQL migrated and seeded as the
 * server would), grown by the generators.
 */
async function scaledDatabase(
  target: { dataDir: string; databaseUrl?: string },
  smoke: boolean,
  progress: (line: string) => void,
) {
  const url = target.databaseUrl ?? `sqlite:${join(target.dataDir, SQLITE_FILE)}`;
  if (target.databaseUrl) {
    const { db } = createDatabase({ url });
    try {
      await buildDemoDatabase(db);
    } finally {
      await db.destroy();
    }
  } else {
    await copyDemoDatabase(target.dataDir);
  }
  await growDatabase(url, scaleSize(smoke), progress);
}

/**
 * Part 2: the same reads on the demo seed and on the grown database, side by side in the same
 * rounds, so the growth of p99 with table size is read off one run.
 */
export const scalePart: Part = ({ options, progress }) =>
  withCleanup(async (defer) => {
    // The health route beside hostile bodies reads no table: its figure does not grow with them.
    const scenarios = measuredScenarios(options).filter(
      (scenario) => scenario.target !== 'beside-hostile',
    );
    const size = scaleSize(options.smoke);
    const sizeLabel =
      `${size.employees.toLocaleString('en-US')} employees, ` +
      `${size.orders.toLocaleString('en-US')} orders, ` +
      `${size.benefits.toLocaleString('en-US')} benefits, ` +
      `${size.referrals.toLocaleString('en-US')} referrals`;
    const targets: LoadTarget[] = [];
    for (const { label, server } of await demoServers(options, defer, 'scale')) {
      targets.push(await loadTarget(`${label} demo`, server, scenarios));
      const dataDir = freshDataDir();
      defer(() => removeDir(dataDir));
      let databaseUrl: string | undefined;
      if (label === 'PostgreSQL') {
        const database = await throwawayDatabase(options.postgresUrl!, 'scaled');
        defer(database.drop);
        databaseUrl = database.url;
      }
      await scaledDatabase({ dataDir, databaseUrl }, options.smoke, (line) =>
        progress(`${label}: ${line}`),
      );
      const scaled = await startServer({ dist: options.dist, dataDir, databaseUrl });
      defer(() => scaled.stop());
      targets.push(await loadTarget(`${label} scaled`, scaled, scenarios));
    }
    const settings = loadSettings(options.smoke);
    const results = await measure(targets, scenarios, settings, progress);
    return targets
      .filter((target) => target.label.endsWith(' scaled'))
      .flatMap((target) => {
        const database = target.label.replace(/ scaled$/, '');
        return scenarios
          .filter((scenario) => scenario.target !== 'ceiling')
          .map((scenario) => {
            const demo = results.get(`${database} demo`)!.get(scenario.name)!;
            const scaled = results.get(target.label)!.get(scenario.name)!;
            return row(
              'scale',
              `${database} ${scenario.name} at ${sizeLabel}`,
              [
                { label: 'p99 demo', value: demo.p99, unit: 'ms' },
                { label: 'p99 scaled', value: scaled.p99, unit: 'ms' },
                { label: 'p99 growth', value: scaled.p99 / Math.max(demo.p99, 1), unit: 'x' },
                { label: 'req/s demo', value: demo.requestsPerSecond, unit: 'req/s' },
                { label: 'req/s scaled', value: scaled.requestsPerSecond, unit: 'req/s' },
                { label: 'errors', value: scaled.errors, unit: 'count' },
                { label: 'responses', value: scaled.responses, unit: 'count' },
                { label: 'a response demo', value: demo.responseKb, unit: 'kB' },
                { label: 'a response scaled', value: scaled.responseKb, unit: 'kB' },
              ],
              scenario.target === 'list-read'
                ? [
                    {
                      target: `p99 ≤ ${LIST_READ_MAX_P99_MS[database]} ms at scale`,
                      met: scaled.p99 <= LIST_READ_MAX_P99_MS[database]!,
                    },
                    {
                      target: `p99 growth ≤ ${MAX_GROWTH}x`,
                      met: scaled.p99 / Math.max(demo.p99, 1) <= MAX_GROWTH,
                    },
                  ]
                : [],
            );
          });
      });
  });
