import SQLite from 'better-sqlite3';
import pg from 'pg';
import type { Database } from '../../server/db/schema';
import { registerSqliteFunctions } from '../../server/db';

/**
 * What a scale generator is written with (bench/modules/<module>/scale.ts), and the writers that
 * load its rows; bench/scale/generate.ts lists the generators in the order they run.
 */

/**
 * How far the database is grown (the issue: 100,000 employees, 1,000,000 orders, 5,000 benefits;
 * 100,000 referrals; growth: 2,000 openings, 200,000 applications; payroll: 24 payslips of each
 * generated employee).
 */
export interface ScaleSize {
  employees: number;
  orders: number;
  benefits: number;
  referrals: number;
  openings: number;
  applications: number;
  /** Cafeteria invoices of the past year, one line each. */
  cafeteriaInvoices: number;
}

export const scaleSize = (smoke: boolean): ScaleSize =>
  smoke
    ? {
        employees: 1_000,
        orders: 1_000,
        benefits: 50,
        referrals: 1_000,
        openings: 50,
        applications: 1_000,
        cafeteriaInvoices: 1_000,
      }
    : {
        employees: 100_000,
        orders: 1_000_000,
        benefits: 5_000,
        referrals: 100_000,
        openings: 2_000,
        applications: 200_000,
        cafeteriaInvoices: 500_000,
      };

/** Multi-row INSERTs in one big transaction: the fast path of each database. */
export interface BulkWriter {
  /**
   * Rows given an explicit `id` (so later rows can refer to them) leave the table's id sequence
   * where the API's next insert will not collide with them.
   */
  insert<T extends keyof Database & string>(
    table: T,
    columns: readonly (keyof Database[T] & string)[],
    rows: readonly unknown[][],
  ): Promise<void>;
  /** Any other statement, in the same transaction; `?` placeholders on both databases. */
  query<R>(sql: string, parameters?: readonly unknown[]): Promise<R[]>;
}

/** One table group of the scale data set; they run in the order of `generators` (generate.ts). */
export interface Generator {
  name: string;
  /** Writes the rows; answers how many. */
  generate(writer: BulkWriter, size: ScaleSize): Promise<number>;
}

/** Rows a generator builds and inserts at a time. */
export const CHUNK_ROWS = 10_000;

/**
 * The row indexes `[start, end)` of a table of `total` generated rows, CHUNK_ROWS at a time: a
 * generator builds and inserts one chunk before the next, so its memory stays flat at any size.
 */
export function* chunks(total: number): IterableIterator<readonly [start: number, end: number]> {
  for (let start = 0; start < total; start += CHUNK_ROWS) {
    yield [start, Math.min(start + CHUNK_ROWS, total)];
  }
}
export const DAY_MS = 86_400_000;

/** The first id after a table's rows: generators number their own rows from there. */
export async function nextId(writer: BulkWriter, table: keyof Database & string): Promise<number> {
  const [result] = await writer.query<{ last: number | string | null }>(
    `select max(id) as last from ${table}`,
  );
  return Number(result?.last ?? 0) + 1;
}

/** The `id` column a query answers, as numbers (PostgreSQL answers a bigint as a string). */
export async function idsOf(writer: BulkWriter, statement: string): Promise<number[]> {
  const rows = await writer.query<{ id: number | string }>(statement);
  return rows.map((row) => Number(row.id));
}

/** The ids of the generated employees (`scale.*`, made by the first generator), in order. */
export const scaleEmployeeIds = (writer: BulkWriter): Promise<number[]> =>
  idsOf(writer, `select id from employees where username like 'scale.%' order by id`);

const placeholders = (columns: number, rows: number, numbered: boolean) => {
  let next = 1;
  const row = () =>
    `(${Array.from({ length: columns }, () => (numbered ? `$${next++}` : '?')).join(', ')})`;
  return Array.from({ length: rows }, row).join(', ');
};

/** SQLite: WAL and synchronous=OFF while loading, prepared multi-row statements, one transaction. */
export function sqliteWriter(file: string) {
  const db = new SQLite(file);
  // The search indexes' triggers fold what is written (db/text.ts).
  registerSqliteFunctions(db);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = OFF');
  const MAX_VARIABLES = 32_766;
  db.exec('begin');
  const writer: BulkWriter = {
    async insert(table, columns, rows) {
      const perStatement = Math.floor(MAX_VARIABLES / columns.length);
      const prefix = `insert into ${table} (${columns.join(', ')}) values `;
      for (let start = 0; start < rows.length; start += perStatement) {
        const batch = rows.slice(start, start + perStatement);
        db.prepare(prefix + placeholders(columns.length, batch.length, false)).run(batch.flat());
      }
    },
    async query<R>(statement: string, parameters: readonly unknown[] = []) {
      const prepared = db.prepare(statement);
      if (!prepared.reader) {
        prepared.run(parameters);
        return [];
      }
      return prepared.all(parameters) as R[];
    },
  };
  return {
    writer,
    close: async () => {
      // AUTOINCREMENT keeps track of explicit ids itself (sqlite_sequence).
      if (db.inTransaction) db.exec('commit');
      db.close();
    },
  };
}

/**
 * PostgreSQL: multi-row INSERTs inside one transaction, then VACUUM ANALYZE as autovacuum would
 * after so many inserts: statistics for the planner, and the visibility map without which an
 * index-only scan (a count along an index) still reads every row from the table.
 */
export async function postgresWriter(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query('begin');
  const MAX_PARAMETERS = 65_535;
  const explicitIds = new Set<string>();
  const writer: BulkWriter = {
    async insert(table, columns, rows) {
      if (columns.includes('id' as never)) explicitIds.add(table);
      const perStatement = Math.floor(MAX_PARAMETERS / columns.length);
      const prefix = `insert into ${table} (${columns.join(', ')}) values `;
      for (let start = 0; start < rows.length; start += perStatement) {
        const batch = rows.slice(start, start + perStatement);
        await client.query(prefix + placeholders(columns.length, batch.length, true), batch.flat());
      }
    },
    async query<R>(statement: string, parameters: readonly unknown[] = []) {
      let next = 1;
      const numbered = statement.replace(/\?/g, () => `$${next++}`);
      return (await client.query(numbered, [...parameters])).rows as R[];
    },
  };
  return {
    writer,
    close: async () => {
      // Identity columns do not move past explicit ids: the API's next insert would collide.
      for (const table of explicitIds) {
        await client.query(
          `select setval(pg_get_serial_sequence('${table}', 'id'), (select max(id) from ${table}))`,
        );
      }
      await client.query('commit');
      await client.query('vacuum analyze');
      await client.end();
    },
  };
}
