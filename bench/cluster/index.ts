import autocannon from 'autocannon';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { type RunningCluster, startCluster } from '../../scripts/cluster';
import { loadSettings, loadTarget, measure } from '../api/measure';
import { type Scenario, scenarios } from '../api/scenarios';
import { type Part, withCleanup } from '../lib/part';
import { postgresServer, throwawayDatabase } from '../lib/postgres';
import { row, type Row } from '../lib/report';
import { freePort } from '../../scripts/lib/processes';
import { removeDir, type RunningServer } from '../lib/server';

/** Through the proxy: its own ceiling, then the authenticated reads of /Inicio's feed and a list. */
const MEASURED = ['health (ceiling)', 'GET /HomeMessage (news feed)', 'GET /Benefits'];

/** A cluster as the api part's measurement sees a server: its proxy's address. */
const asServer = (cluster: RunningCluster, dir: string): RunningServer => ({
  baseUrl: cluster.url,
  dataDir: dir,
  signingKey: cluster.signingKey,
  readyMs: 0,
  stop: cluster.stop,
  kill: cluster.stop,
});

/**
 * Part 8: one and two portal instances behind nginx on one PostgreSQL (scripts/cluster.ts), the
 * same reads side by side; then one of the two killed under load, counting what the clients saw.
 */
export const clusterPart: Part = ({ options, progress }) =>
  withCleanup(async (defer) => {
    const server = await postgresServer(options.postgresUrl);
    defer(server.stop);
    const start = async (instances: number) => {
      const database = await throwawayDatabase(server.url, `cluster${instances}`);
      defer(database.drop);
      const dir = mkdtempSync(join(tmpdir(), 'portal-bench-cluster-'));
      defer(() => removeDir(dir));
      const ports = [];
      for (let i = 0; i < instances; i++) ports.push(await freePort());
      const cluster = await startCluster({
        databaseUrl: database.url,
        instances,
        port: await freePort(),
        instancePorts: ports,
        dir,
        command: [process.execPath, join(options.dist, 'server', 'main.js')],
        env: { LOG_LEVEL: 'warn', PORTAL_DIR: join(options.dist, 'portal') },
        // nginx's complaints about the instance killed on purpose are expected.
        log: (line) => {
          if (!/^\[nginx\].*upstream/.test(line)) progress(line);
        },
      });
      defer(cluster.stop);
      return { cluster, dir };
    };
    const one = await start(1);
    const two = await start(2);
    const list = scenarios.filter((scenario: Scenario) => MEASURED.includes(scenario.name));
    const settings = loadSettings(options.smoke);
    const targets = [
      await loadTarget('1 instance', asServer(one.cluster, one.dir), list),
      await loadTarget('2 instances', asServer(two.cluster, two.dir), list),
    ];
    const results = await measure(targets, list, settings, progress);
    const rows: Row[] = [];
    for (const scenario of list) {
      const single = results.get('1 instance')!.get(scenario.name)!;
      const double = results.get('2 instances')!.get(scenario.name)!;
      rows.push(
        row(
          'cluster',
          `PostgreSQL ${scenario.name} through nginx: 1 vs 2 instances`,
          [
            { label: 'req/s 1', value: single.requestsPerSecond, unit: 'req/s' },
            { label: 'req/s 2', value: double.requestsPerSecond, unit: 'req/s' },
            {
              label: '2 vs 1',
              value: double.requestsPerSecond / single.requestsPerSecond,
              unit: 'x',
            },
            { label: 'p99 1', value: single.p99, unit: 'ms' },
            { label: 'p99 2', value: double.p99, unit: 'ms' },
            { label: 'errors', value: single.errors + double.errors, unit: 'count' },
          ],
          scenario.name === 'health (ceiling)'
            ? []
            : [
                {
                  target: '2 instances serve more req/s than 1',
                  met: double.requestsPerSecond > single.requestsPerSecond,
                },
              ],
        ),
      );
    }

    // One of the two killed a third of the way into a run of the feed read.
    const seconds = options.smoke ? 2 : 9;
    const session = targets[1]!.sessions.get('employee')!;
    const feed = list.find((scenario) => scenario.name === 'GET /HomeMessage (news feed)')!;
    const running = autocannon({
      url: `${two.cluster.url}${feed.path}`,
      headers: { authorization: `Bearer ${await session.token()}` },
      connections: settings.connections,
      duration: seconds,
    });
    await sleep((seconds * 1000) / 3);
    await two.cluster.instances[0]!.kill();
    const result = await running;
    const errors = result.errors + result.non2xx;
    progress(`killed under load: ${result.requests.total} responses, ${errors} errors`);
    rows.push(
      row(
        'cluster',
        'PostgreSQL GET /HomeMessage through nginx, one of 2 instances killed (SIGKILL) mid-run',
        [
          { label: 'req/s', value: result.requests.average, unit: 'req/s' },
          { label: 'p99', value: result.latency.p99, unit: 'ms' },
          { label: 'responses', value: result.requests.total, unit: 'count' },
          { label: 'errors', value: errors, unit: 'count' },
        ],
        [{ target: '0 errors while one is killed', met: errors === 0 }],
      ),
    );
    return rows;
  });
