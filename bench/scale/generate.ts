import SQLite from 'better-sqlite3';
import pg from 'pg';
import type { Database } from '../../server/db/schema';
import { EMAIL_DOMAIN } from '../../server/db/seed';
import { firstNames, lastNames } from '../../server/db/seed/names';

/** How far the database is grown (the issue: 100,000 employees, 1,000,000 orders, 5,000 benefits). */
export interface ScaleSize {
  employees: number;
  // orders: 1_000_000 and benefits: 5_000 come with the Asset sale and Benefits tables.
}

export const scaleSize = (smoke: boolean): ScaleSize =>
  smoke ? { employees: 1_000 } : { employees: 100_000 };

/** Multi-row INSERTs in one big transaction: the fast path of each database. */
export interface BulkWriter {
  insert<T extends keyof Database & string>(
    table: T,
    columns: readonly (keyof Database[T] & string)[],
    rows: readonly unknown[][],
  ): Promise<void>;
}

/** One table group of the scale data set; generators run in the order of `generators`. */
export interface Generator {
  name: string;
  /** Writes the rows; answers how many. */
  generate(writer: BulkWriter, size: ScaleSize): Promise<number>;
}

/** Deterministic, like the demo seed: the same data set every run. */
function mulberry32(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const CHUNK_ROWS = 10_000;

const employees: Generator = {
  name: 'employees',
  async generate(writer, size) {
    const random = mulberry32(100_000);
    const pick = (list: readonly string[]) => list[Math.floor(random() * list.length)]!;
    const createdAt = new Date().toISOString();
    for (let start = 0; start < size.employees; start += CHUNK_ROWS) {
      const rows: unknown[][] = [];
      for (let index = start; index < Math.min(start + CHUNK_ROWS, size.employees); index++) {
        const firstName = pick(firstNames);
        const lastName = `${pick(lastNames)} ${pick(lastNames)}`;
        const username = `scale.${index}`;
        const month = String(1 + Math.floor(random() * 12)).padStart(2, '0');
        const day = String(1 + Math.floor(random() * 28)).padStart(2, '0');
        rows.push([
          String(5_000_000 + index),
          username,
          `${username}@${EMAIL_DOMAIN}`,
          firstName,
          lastName,
          `${firstName} ${lastName}`,
          `${1965 + Math.floor(random() * 40)}-${month}-${day}`,
          createdAt,
        ]);
      }
      await writer.insert(
        'employees',
        [
          'badge',
          'username',
          'email',
          'first_name',
          'last_name',
          'full_name',
          'birthday',
          'created_at',
        ],
        rows,
      );
    }
    return size.employees;
  },
};

/**
 * The scale data set, one generator per table group. Add here, with the modules' tables:
 * `orders` (1,000,000 orders spread over the employees and the campaigns' items) and `benefits`
 * (5,000 benefits with their categories and locations).
 */
export const generators: Generator[] = [employees];

const placeholders = (columns: number, rows: number, numbered: boolean) => {
  let next = 1;
  const row = () =>
    `(${Array.from({ length: columns }, () => (numbered ? `$${next++}` : '?')).join(', ')})`;
  return Array.from({ length: rows }, row).join(', ');
};

/** SQLite: WAL and synchronous=OFF while loading, prepared multi-row statements, one transaction. */
function sqliteWriter(file: string) {
  const db = new SQLite(file);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = OFF');
  const MAX_VARIABLES = 32_766;
  const writer: BulkWriter = {
    async insert(table, columns, rows) {
      const perStatement = Math.floor(MAX_VARIABLES / columns.length);
      const prefix = `insert into ${table} (${columns.join(', ')}) values `;
      db.transaction(() => {
        for (let start = 0; start < rows.length; start += perStatement) {
          const batch = rows.slice(start, start + perStatement);
          db.prepare(prefix + placeholders(columns.length, batch.length, false)).run(batch.flat());
        }
      })();
    },
  };
  return { writer, close: async () => void db.close() };
}

/** PostgreSQL: multi-row INSERTs inside one transaction, then ANALYZE as autovacuum would. */
async function postgresWriter(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query('begin');
  const MAX_PARAMETERS = 65_535;
  const writer: BulkWriter = {
    async insert(table, columns, rows) {
      const perStatement = Math.floor(MAX_PARAMETERS / columns.length);
      const prefix = `insert into ${table} (${columns.join(', ')}) values `;
      for (let start = 0; start < rows.length; start += perStatement) {
        const batch = rows.slice(start, start + perStatement);
        await client.query(prefix + placeholders(columns.length, batch.length, true), batch.flat());
      }
    },
  };
  return {
    writer,
    close: async () => {
      await client.query('commit');
      await client.query('analyze');
      await client.end();
    },
  };
}

/** Grows a migrated, seeded database (`sqlite:<file>` or `postgres://…`) with every generator. */
export async function growDatabase(
  databaseUrl: string,
  size: ScaleSize,
  progress: (line: string) => void,
): Promise<void> {
  const { writer, close } = /^postgres(ql)?:\/\//.test(databaseUrl)
    ? await postgresWriter(databaseUrl)
    : sqliteWriter(databaseUrl.replace(/^sqlite:/, ''));
  try {
    for (const generator of generators) {
      const started = Date.now();
      const count = await generator.generate(writer, size);
      progress(
        `${generator.name}: ${count.toLocaleString('en-US')} rows in ${Date.now() - started} ms`,
      );
    }
  } finally {
    await close();
  }
}
