import { type Expression, type SqlBool, sql, type Transaction } from 'kysely';
import type { Database } from '../db/schema';
import type { JobOutcome, ScheduledJob } from '../jobs/jobs';
import type { ServerModule } from '../modules/types';
import type { Retention } from './declaration';
import { childrenOf, type DeclaredTable, declaredTables, loose } from './declared';

type Trx = Transaction<Database>;
type Env = Record<string, string | undefined>;

const DAY = 86_400_000;

/** The configuration variable that overrides a kind's retention: `RETENTION_<KIND>_DAYS`. */
export const retentionVariable = (kind: string) => `RETENTION_${kind.toUpperCase()}_DAYS`;

/** A kind's retention in days: its variable when it holds a whole number ≥ 0, else the default. */
export function retentionDays(retention: Retention, env: Env = process.env): number {
  const configured = env[retentionVariable(retention.kind)]?.trim();
  return configured && /^\d+$/.test(configured) ? Number(configured) : retention.days;
}

/** The condition of `table`'s rows that expired at `now`. */
function expired(table: DeclaredTable & { retention: Retention }, now: Date, env: Env) {
  const { after, when } = table.retention;
  const cutoff = new Date(now.getTime() - retentionDays(table.retention, env) * DAY).toISOString();
  const old = sql<SqlBool>`${sql.ref(`${table.table}.${after}`)} < ${cutoff}`;
  return when
    ? sql<SqlBool>`${old} and ${sql.ref(`${table.table}.${when.column}`)} in (${sql.join(when.in)})`
    : old;
}

/**
 * Deletes `table`'s rows matching `where`, their children's first (a request's history), and
 * the files they name; answers how many of its own rows went.
 */
export async function deleteRows(
  trx: Trx,
  declared: readonly DeclaredTable[],
  table: DeclaredTable,
  where: Expression<SqlBool>,
): Promise<number> {
  const ids = sql`select ${sql.ref(`${table.table}.id`)} from ${sql.table(table.table)} where ${where}`;
  for (const child of childrenOf(declared, table)) {
    await deleteRows(
      trx,
      declared,
      child,
      sql<SqlBool>`${sql.ref(`${child.table}.${child.person.column}`)} in (${ids})`,
    );
  }
  const fileIds = await filesOf(trx, table, table.files ?? [], where);
  const { numDeletedRows } = await loose(trx)
    .deleteFrom(table.table)
    .where(() => where)
    .executeTakeFirst();
  await deleteFiles(trx, fileIds);
  return Number(numDeletedRows);
}

/** The ids of the files the `columns` of `table`'s rows matching `where` name. */
export async function filesOf(
  trx: Trx,
  table: DeclaredTable,
  columns: readonly string[],
  where: Expression<SqlBool>,
): Promise<string[]> {
  if (columns.length === 0) return [];
  const rows = await loose(trx)
    .selectFrom(table.table)
    .select(columns.map((column) => sql.ref<string>(column).as(column)))
    .where(() => where)
    .execute();
  return rows.flatMap((row) =>
    columns.map((column) => row[column]).filter((id): id is string => typeof id === 'string'),
  );
}

export async function deleteFiles(trx: Trx, ids: readonly string[]): Promise<number> {
  if (ids.length === 0) return 0;
  const { numDeletedRows } = await trx
    .deleteFrom('files')
    .where('id', 'in', ids)
    .executeTakeFirst();
  return Number(numDeletedRows);
}

/**
 * Deletes or clears what expired at `now` per every module's declarations, the rows of
 * deactivated employees like everyone's; answers how many rows of each kind it touched.
 */
export async function expireRecords(
  trx: Trx,
  modules: readonly ServerModule[],
  now: Date,
  env: Env = process.env,
): Promise<JobOutcome> {
  const declared = declaredTables(modules);
  const outcome: JobOutcome = {};
  for (const table of declared) {
    if (!table.retention) continue;
    const withRetention = { ...table, retention: table.retention };
    const where = expired(withRetention, now, env);
    const { expire } = table.retention;
    if (expire === 'delete') {
      outcome[table.retention.kind] = await deleteRows(trx, declared, table, where);
      continue;
    }
    const fileIds = await filesOf(
      trx,
      table,
      (table.files ?? []).filter((c) => expire.clear.includes(c)),
      where,
    );
    const cleared = Object.fromEntries(expire.clear.map((column) => [column, null]));
    const firstCleared = sql.ref(`${table.table}.${expire.clear[0]}`);
    const { numUpdatedRows } = await loose(trx)
      .updateTable(table.table)
      .set(cleared)
      .where(() => sql<SqlBool>`${where} and ${firstCleared} is not null`)
      .executeTakeFirst();
    await deleteFiles(trx, fileIds);
    outcome[table.retention.kind] = Number(numUpdatedRows);
  }
  return outcome;
}

/** Once a day: what expired goes (`expireRecords`), under the jobs kit's lock. */
export function retentionJob(
  modules: () => readonly ServerModule[],
  env: Env = process.env,
): ScheduledJob {
  return {
    name: 'privacy.retention',
    intervalMinutes: 24 * 60,
    run: (trx, now) => expireRecords(trx, modules(), now, env),
  };
}
