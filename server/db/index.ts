import SQLite from 'better-sqlite3';
import { createHash } from 'node:crypto';
import { closeSync, openSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import {
  type CompiledQuery,
  Kysely,
  type LogEvent,
  type Migration,
  Migrator,
  PostgresDialect,
  type PostgresPool,
  type PostgresPoolClient,
  SqliteDialect,
  type SqliteDatabase,
} from 'kysely';
import pg from 'pg';
import type { Database } from './schema';
import type { Dialect } from './dialect';
import { foldText, SQLITE_FOLD_FUNCTION } from './text';
import { guardedDialect } from './transaction';
import {
  accessChanged,
  listenForAccessChanges,
  localAccessWrites,
  registerAccessNotices,
  SQLITE_ACCESS_FUNCTION,
} from './accessNotices';

export type DB = Kysely<Database>;

// PostgreSQL returns bigint counts as strings: portal counts fit in a JS number.
pg.types.setTypeParser(20, (value) => Number(value));

export interface DatabaseOptions {
  /** `sqlite:<file>` (or `:memory:`) or `postgres://…` */
  url: string;
  /** PostgreSQL schema to work in (tests use one per suite). */
  schema?: string;
  /**
   * Milliseconds a query waits for a pool connection (a free one, or a new one opening) before
   * failing with 503 (PostgreSQL). A server that is down refuses at once; this bounds the wait on
   * an unreachable host or a saturated pool.
   */
  connectTimeoutMs?: number;
  /**
   * Told of a connection that failed outside any query (the server restarted, a socket dropped);
   * the pool drops that connection and opens a new one on the next query.
   */
  onConnectionError?: (error: Error) => void;
  /** Told of every query run (tests read the plans of what a route runs). */
  onQuery?: (query: CompiledQuery) => void;
  /**
   * PostgreSQL: LISTEN for access notices on a connection of its own, for the app's session
   * cache (a database without them keeps the cache off). Tools and short-lived connections
   * leave it out.
   */
  accessNotices?: boolean;
}

const defaultConnectionError = (error: Error) =>
  console.error(`database connection lost: ${error.message}`);

const STATEMENT_CACHE_SIZE = 500;

/**
 * better-sqlite3 with its prepared statements kept (least recently used dropped first): Kysely
 * prepares every query it runs, and preparing costs more than running the portal's small queries.
 * Sharing a statement is safe because each runs to completion synchronously (nothing streams).
 */
function withStatementCache(sqlite: SQLite.Database): SqliteDatabase {
  const statements = new Map<string, SQLite.Statement>();
  return {
    close: () => sqlite.close(),
    prepare(query) {
      let statement = statements.get(query);
      if (statement) statements.delete(query);
      else statement = sqlite.prepare(query);
      statements.set(query, statement);
      if (statements.size > STATEMENT_CACHE_SIZE) {
        statements.delete(statements.keys().next().value!);
      }
      return statement;
    },
  };
}

/**
 * A statement's name on a PostgreSQL connection: the same SQL text, the same name. Remembered per
 * text, so a query run again is not hashed again (the texts are the portal's fixed set of shapes).
 */
const statementNames = new Map<string, string>();
function statementName(text: string): string {
  let name = statementNames.get(text);
  if (name === undefined) {
    name = `portal_${createHash('sha1').update(text).digest('base64url').slice(0, 22)}`;
    if (statementNames.size >= STATEMENT_CACHE_SIZE) statementNames.clear();
    statementNames.set(text, name);
  }
  return name;
}

/**
 * Kysely sends every query as text with parameters, which PostgreSQL parses and plans each time.
 * Named, pg prepares each SQL text once per connection and then only binds and executes it:
 * the portal's queries are a fixed set of shapes, so the statements per connection stay bounded.
 * Each connection also tells this process of its own access writes as they commit
 * (db/accessNotices.ts `localAccessWrites`).
 */
function withNamedStatements(pool: pg.Pool, onEnd: () => Promise<void>): PostgresPool {
  return {
    connect: async () => {
      const client = await pool.connect();
      const ran = localAccessWrites();
      return {
        query: (async (text: unknown, values?: unknown[]) => {
          if (typeof text !== 'string') return client.query(text as pg.Submittable);
          const result = await client.query({ name: statementName(text), text, values });
          ran(text);
          return result;
        }) as unknown as PostgresPoolClient['query'],
        release: () => client.release(),
      };
    },
    end: async () => {
      await onEnd();
      await pool.end();
    },
  };
}

/**
 * The functions the portal's SQL calls on SQLite: case- and accent-insensitive search (db/text.ts;
 * PostgreSQL does it with translate()), also inside the search indexes' triggers, and the access
 * notices the access tables' triggers raise (db/accessNotices.ts), so every connection that writes
 * the database needs them.
 */
export function registerSqliteFunctions(sqlite: SQLite.Database): void {
  sqlite.function(SQLITE_FOLD_FUNCTION, { deterministic: true }, (value: unknown) =>
    typeof value === 'string' ? foldText(value) : value,
  );
  sqlite.function(SQLITE_ACCESS_FUNCTION, (sessionId: unknown) => {
    accessChanged(typeof sessionId === 'string' ? sessionId : null);
    return null;
  });
}

const queryLog = (onQuery: DatabaseOptions['onQuery']) =>
  onQuery
    ? {
        log: (event: LogEvent) => {
          if (event.level === 'query') onQuery(event.query);
        },
      }
    : {};

export function createDatabase({
  url,
  schema,
  connectTimeoutMs = 30_000,
  onConnectionError = defaultConnectionError,
  onQuery,
  accessNotices = false,
}: DatabaseOptions): { db: DB; dialect: Dialect } {
  if (/^postgres(ql)?:\/\//.test(url)) {
    const pool = new pg.Pool({
      connectionString: url,
      max: 10,
      // A query never waits forever for a connection.
      connectionTimeoutMillis: connectTimeoutMs,
      keepAlive: true,
      ...(schema ? { options: `-c search_path=${schema}` } : {}),
    });
    // An 'error' event without a listener ends the process. The pool reports its idle
    // connections' errors; a checked-out client's error also rejects its query, which the
    // request reports, so its own event is only kept from crashing the process.
    pool.on('error', onConnectionError);
    pool.on('connect', (client) => client.on('error', () => {}));
    const notices = accessNotices
      ? listenForAccessChanges({ connectionString: url, keepAlive: true })
      : undefined;
    const db: DB = new Kysely<Database>({
      dialect: guardedDialect(
        new PostgresDialect({ pool: withNamedStatements(pool, async () => notices?.close()) }),
        () => db,
      ),
      ...queryLog(onQuery),
    });
    if (notices) registerAccessNotices(db, notices);
    return { db, dialect: 'postgres' };
  }
  const file = url.replace(/^sqlite:/, '');
  const sqlite = openSqlite(file);
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  registerSqliteFunctions(sqlite);
  const db: DB = new Kysely<Database>({
    dialect: guardedDialect(new SqliteDialect({ database: withStatementCache(sqlite) }), () => db),
    ...queryLog(onQuery),
  });
  // The triggers call the writing connection's function: nothing is ever missed.
  registerAccessNotices(db, { arriving: () => true, settle: async () => undefined });
  return { db, dialect: 'sqlite' };
}

/** Applies every migration not applied yet, in name order (the platform's and the modules'). */
export async function migrateToLatest(
  db: DB,
  migrations: Record<string, Migration>,
): Promise<void> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    // The cause tells an unreachable database (retried at start) from a broken migration.
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`, {
      cause: error,
    });
  }
}

/**
 * The SQLite file, in write-ahead mode (its -wal and -shm files beside it). A file or folder that
 * cannot be written fails start-up naming the file and the system's reason: SQLite itself says only
 * "unable to open database file" or "attempt to write a readonly database".
 */
function openSqlite(file: string): SQLite.Database {
  let sqlite: SQLite.Database | undefined;
  try {
    sqlite = new SQLite(file);
    sqlite.pragma('journal_mode = WAL');
    return sqlite;
  } catch (error) {
    sqlite?.close();
    const reason = writeFailure(file) ?? (error instanceof Error ? error.message : String(error));
    throw new Error(
      `cannot open the SQLite database ${file}: ${reason} (the file and its folder must be writable)`,
      { cause: error },
    );
  }
}

/** Why the system refuses to write the file or a file beside it, if it does. */
function writeFailure(file: string): string | undefined {
  const beside = join(dirname(file), `.${Date.now()}.write-check`);
  try {
    closeSync(openSync(file, 'a'));
    closeSync(openSync(beside, 'w'));
    rmSync(beside);
    return undefined;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}
