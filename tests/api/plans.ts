import {
  CompiledQuery,
  type KyselyPlugin,
  type PluginTransformQueryArgs,
  type PluginTransformResultArgs,
  type QueryResult,
  type UnknownRow,
} from 'kysely';
import { expect } from 'vitest';
import type { DB } from '../../server/db';
import { type TestApp, testDatabase } from './helpers';

/** Records the SQL a repository runs, to EXPLAIN exactly what a route sends. */
class Recorder implements KyselyPlugin {
  readonly queries: CompiledQuery[] = [];
  constructor(private readonly db: DB) {}
  transformQuery({ node, queryId }: PluginTransformQueryArgs) {
    this.queries.push(this.db.getExecutor().compileQuery(node, queryId));
    return node;
  }
  async transformResult({ result }: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return result;
  }
}

/**
 * The plan of every query `run` sends, one text per query. On PostgreSQL, `written` (the tables
 * a test just filled) are vacuumed and analysed first, as autovacuum would have by then.
 */
export async function plansOfQueries(
  t: TestApp,
  run: (db: DB) => Promise<unknown>,
  written: readonly string[],
): Promise<string[]> {
  const recorder = new Recorder(t.db);
  await run(t.db.withPlugin(recorder));
  expect(recorder.queries.length).toBeGreaterThan(0);
  return t.db.connection().execute(async (connection) => {
    const run = (text: string, parameters: readonly unknown[] = []) =>
      connection.executeQuery<Record<string, string>>(CompiledQuery.raw(text, [...parameters]));
    if (testDatabase === 'sqlite') {
      const plans: string[] = [];
      for (const query of recorder.queries) {
        const { rows } = await run(`explain query plan ${query.sql}`, query.parameters);
        plans.push(rows.map((row) => row.detail).join('\n'));
      }
      return plans;
    }
    // A few thousand rows are still few enough that PostgreSQL's planner prefers reading the
    // table to the index (at 100,000 it does not); with sequential scans priced out, inside this
    // transaction only, the plan shows whether the index can serve the query at all.
    // What autovacuum would have done by now with the rows just inserted: statistics, and the
    // GIN indexes' pending lists merged (the planner prices a long pending list as a slow index).
    for (const table of written) await run(`vacuum analyze ${table}`);
    await run('begin');
    try {
      await run('set local enable_seqscan = off');
      const plans: string[] = [];
      for (const query of recorder.queries) {
        const { rows } = await run(`explain ${query.sql}`, query.parameters);
        plans.push(rows.map((row) => row['QUERY PLAN']).join('\n'));
      }
      return plans;
    } finally {
      await run('rollback');
    }
  });
}
