import SQLite from 'better-sqlite3';
import { join } from 'node:path';
import pg from 'pg';
import { setTimeout as sleep } from 'node:timers/promises';
import { openSession } from '../api/auth';
import { type Part, withCleanup } from '../lib/part';
import { throwawayDatabase } from '../lib/postgres';
import { row, type Row } from '../lib/report';
import { copyDemoDatabase } from '../lib/demoTemplate';
import { freshDataDir, removeDir, startServer } from '../lib/server';

const WORKERS = 8;

/** The acknowledged ids still stored, read straight from the database (not through the server). */
async function storedIds(target: { dataDir: string; databaseUrl?: string }, ids: number[]) {
  if (target.databaseUrl) {
    const client = new pg.Client({ connectionString: target.databaseUrl });
    await client.connect();
    try {
      const { rows } = await client.query<{ id: number }>(
        'select id from kudos_suggestions where id = any($1::int[])',
        [ids],
      );
      return rows.length;
    } finally {
      await client.end();
    }
  }
  const sqlite = new SQLite(join(target.dataDir, 'portal.sqlite'), { readonly: true });
  try {
    const stored = new Set(
      (sqlite.prepare('select id from kudos_suggestions').all() as { id: number }[]).map(
        (r) => r.id,
      ),
    );
    return ids.filter((id) => stored.has(id)).length;
  } finally {
    sqlite.close();
  }
}

/**
 * Part 7: the server process killed with SIGKILL in the middle of concurrent audited writes, then
 * started again on the same database: every write it had answered 201 must still be there.
 * PostgreSQL runs when BENCH_DATABASE_URL or TEST_DATABASE_URL names a server (CI sets the latter).
 */
export const durabilityPart: Part = ({ options, progress }) =>
  withCleanup(async (defer) => {
    const loadMs = options.smoke ? 1_500 : 10_000;
    const postgresUrl = options.postgresUrl ?? process.env.TEST_DATABASE_URL;
    const targets: { label: string; databaseUrl?: string }[] = [{ label: 'SQLite' }];
    if (postgresUrl) {
      const database = await throwawayDatabase(postgresUrl, 'durability');
      defer(database.drop);
      targets.push({ label: 'PostgreSQL', databaseUrl: database.url });
    }
    const rows: Row[] = [];
    for (const { label, databaseUrl } of targets) {
      const dataDir = freshDataDir();
      defer(() => removeDir(dataDir));
      if (!databaseUrl) await copyDemoDatabase(dataDir);
      const first = await startServer({ dist: options.dist, dataDir, databaseUrl });
      const token = await (await openSession(first, 'admin')).token();
      const acknowledged: number[] = [];
      let sent = 0;
      let killed = false;
      const write = async () => {
        while (!killed) {
          const text = `durability write ${sent++}`;
          try {
            const response = await fetch(`${first.baseUrl}/api/main/admin/kudos-suggestions`, {
              method: 'POST',
              headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
              body: JSON.stringify({ text, active: true }),
            });
            const body = (await response.json()) as { id: number };
            if (response.status === 201) acknowledged.push(body.id);
          } catch {
            // The process was killed under this request: it was never acknowledged.
          }
        }
      };
      const load = Array.from({ length: WORKERS }, write);
      await sleep(loadMs);
      // No graceful shutdown: requests are in flight when the process dies.
      await first.kill();
      killed = true;
      await Promise.all(load);
      const second = await startServer({ dist: options.dist, dataDir, databaseUrl });
      defer(() => second.stop());
      const stored = await storedIds({ dataDir, databaseUrl }, acknowledged);
      const lost = acknowledged.length - stored;
      progress(`${label}: ${acknowledged.length} acknowledged of ${sent} sent, ${lost} lost`);
      rows.push(
        row(
          'durability',
          `${label} kill -9 under ${WORKERS} concurrent writers`,
          [
            { label: 'acknowledged (201)', value: acknowledged.length, unit: 'count' },
            { label: 'lost after restart', value: lost, unit: 'count' },
            { label: 'restart to healthy', value: second.readyMs, unit: 'ms' },
          ],
          [
            {
              target: 'every acknowledged write survives kill -9',
              met: lost === 0 && acknowledged.length > 0,
            },
          ],
        ),
      );
    }
    return rows;
  });
