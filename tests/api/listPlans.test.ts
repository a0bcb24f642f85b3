/**
 * Every list the bench reads (bench/api/scenarios.ts, `list-read`) is read along indexes: each
 * query its route runs is EXPLAINed on this database, and no table that grows with the company
 * (employees, orders, requests, sessions…) is scanned whole. SQLite: no `SCAN <table>` without an
 * index; PostgreSQL, with sequential scans priced out: no `Seq Scan` left. Reference tables a
 * company keeps by hand (modules, roles, categories, buildings…) may be scanned: they hold tens of
 * rows at any size. A regression (a filter on an unindexed column, a sort no index serves) fails.
 */
import { CompiledQuery, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { loadTarget } from '../../bench/api/measure';
import { scenarios } from '../../bench/api/scenarios';
import type { RunningServer } from '../../bench/lib/server';
import { freePort } from '../../scripts/lib/processes';
import { createTestApp, type TestApp, testDatabase } from './helpers';

/**
 * Catalogues the company keeps by hand: tens or hundreds of rows whatever the number of employees,
 * orders or requests, read whole to be listed (the bench's scale part shows them flat).
 */
const REFERENCE_TABLES = new Set([
  'referral_positions',
  'cafeteria_prices',
  'courses',
  'config_messages',
  'medical_professionals',
  'transport_routes',
]);

const captured: CompiledQuery[] = [];
let capturing = false;
let t: TestApp;
let server: RunningServer;

beforeAll(async () => {
  const port = await freePort();
  t = await createTestApp({
    env: { PUBLIC_URL: `http://127.0.0.1:${port}` },
    onQuery: (query) => {
      if (capturing) captured.push(query);
    },
  });
  await t.app.listen({ port, host: '127.0.0.1' });
  server = {
    baseUrl: `http://127.0.0.1:${port}`,
    dataDir: t.config.dataDir,
    readyMs: 0,
    stop: async () => undefined,
    kill: async () => undefined,
  };
}, 60_000);
afterAll(async () => {
  await t?.close();
});

/** The tables a plan reads whole. */
async function scannedTables(query: CompiledQuery): Promise<string[]> {
  const explain = (prefix: string) =>
    CompiledQuery.raw(`${prefix} ${query.sql}`, [...query.parameters]);
  if (testDatabase === 'sqlite') {
    const { rows } = await t.db.executeQuery<{ detail: string }>(explain('explain query plan'));
    // SQLite names a table by its alias: `"cafeteria_prices" as "p"` is scanned as `p`. A name
    // that is no table's (a subquery's) is skipped: its own tables have lines of their own.
    const aliases = new Map(
      [...query.sql.matchAll(/"(\w+)" as "(\w+)"/g)].map(([, table, alias]) => [alias!, table!]),
    );
    const tables = new Set(
      (
        await sql<{ name: string }>`select name from sqlite_master where type = 'table'`.execute(
          t.db,
        )
      ).rows.map((row) => row.name),
    );
    return rows.flatMap(({ detail }) => {
      const scan = /^SCAN (\w+)$/.exec(detail);
      const table = scan ? (aliases.get(scan[1]!) ?? scan[1]!) : undefined;
      return table && tables.has(table) ? [table] : [];
    });
  }
  return t.db.transaction().execute(async (trx) => {
    await sql`set local enable_seqscan = off`.execute(trx);
    const { rows } = await trx.executeQuery<{ 'QUERY PLAN': string }>(explain('explain'));
    return rows.flatMap((row) => {
      const scan = /Seq Scan on (\w+)/.exec(row['QUERY PLAN']);
      return scan ? [scan[1]!] : [];
    });
  });
}

const reads = (query: CompiledQuery) =>
  /^\s*(select|with)\b/i.test(query.sql) && !/^\s*select 1\s*$/i.test(query.sql);

describe('the bench’s list reads', () => {
  const lists = scenarios.filter((s) => s.target === 'list-read');
  for (const scenario of lists) {
    test(`${scenario.name} reads no growing table whole`, async () => {
      const target = await loadTarget('plans', server, [scenario]);
      const prepared = target.prepared.get(scenario.name);
      const headers: Record<string, string> = {};
      if (scenario.user) {
        headers.authorization = `Bearer ${await target.sessions.get(scenario.user)!.token()}`;
      }
      if (scenario.body !== undefined) headers['content-type'] = 'application/json';
      const requests: { method?: string; path?: string; headers?: unknown; body?: unknown }[] =
        prepared
          ? await prepared.requests()
          : [{ method: scenario.method, path: scenario.path, headers, body: scenario.body }];
      captured.length = 0;
      capturing = true;
      try {
        for (const request of requests) {
          const { body } = request;
          const response = await fetch(`${server.baseUrl}${request.path}`, {
            method: request.method,
            headers: { ...headers, ...(request.headers as Record<string, string>) },
            ...(body === undefined
              ? {}
              : { body: typeof body === 'string' ? body : JSON.stringify(body) }),
          });
          expect(response.status, `${request.path}: ${await response.text()}`).toBeLessThan(300);
        }
      } finally {
        capturing = false;
      }
      const queries = captured.filter(reads);
      expect(queries.length).toBeGreaterThan(0);
      const scans: string[] = [];
      for (const query of queries) {
        for (const table of await scannedTables(query)) {
          if (!REFERENCE_TABLES.has(table)) scans.push(`${table} in: ${query.sql}`);
        }
      }
      expect(scans).toEqual([]);
    });
  }
});
