import { AsyncLocalStorage } from 'node:async_hooks';
import {
  type Dialect as KyselyDialect,
  type Driver,
  type SelectQueryBuilder,
  type Transaction,
  sql,
} from 'kysely';
import type { HttpError } from '../http/errors';
import type { Message } from '../http/messages';
import type { DB } from './index';
import type { Database } from './schema';
import { dialectOf } from './dialect';
import { findOr404, type RowOf, rowById, type TableWithId } from './lookup';

/**
 * Runs a check-then-change write so concurrent callers serialise instead of both passing the
 * check. SQLite: `BEGIN IMMEDIATE` takes the write lock up front (Kysely's transaction() issues a
 * plain BEGIN, which fails with SQLITE_BUSY_SNAPSHOT under contention). PostgreSQL: a normal
 * transaction; the callback locks the rows it checks with `forUpdate()` (see lockForUpdate).
 */
export async function writeTransaction<T>(
  db: DB,
  work: (trx: Transaction<Database>) => Promise<T>,
): Promise<T> {
  if (dialectOf(db) === 'postgres') return db.transaction().execute((trx) => within(db, trx, work));
  return db.connection().execute(async (connection) => {
    await sql`begin immediate`.execute(connection);
    try {
      // The connection is held for the whole callback, so it behaves as the transaction.
      const result = await within(db, connection as unknown as Transaction<Database>, work);
      await sql`commit`.execute(connection);
      return result;
    } catch (error) {
      // SQLite has already rolled the transaction back after some failures (a full disk, an I/O
      // error): the rollback's own "no transaction is active" would hide the cause.
      await sql`rollback`.execute(connection).catch((rollbackError: unknown) => {
        if (!/no transaction is active/.test(String(rollbackError))) throw rollbackError;
      });
      throw error;
    }
  });
}

/** The write transaction the running code is inside of, while it is open. */
const openWrite = new AsyncLocalStorage<{ db: DB; open: boolean }>();

async function within<T>(
  db: DB,
  trx: Transaction<Database>,
  work: (trx: Transaction<Database>) => Promise<T>,
): Promise<T> {
  const write = { db, open: true };
  try {
    return await openWrite.run(write, () => work(trx));
  } finally {
    // Work it started that runs on after the commit (a notice, a mail) may use `db` again.
    write.open = false;
  }
}

/** A query on the database handle inside a write transaction on it, instead of on the transaction. */
export class QueryOutsideTransactionError extends Error {
  constructor() {
    super(
      'A query ran on the database handle inside a write transaction on it: ' +
        'it must run on the transaction (trx) it was given',
    );
    this.name = 'QueryOutsideTransactionError';
  }
}

/**
 * The dialect of `db()` with a guard on every connection it hands out: asked from inside an open
 * write transaction on the same database, it fails at once. On SQLite that query would wait for the
 * one connection the transaction holds, and with it every request of the instance, for ever; on
 * PostgreSQL it would read and write outside the transaction, unseen by its locks and its rollback.
 * A query on the transaction itself never asks for a connection.
 */
export function guardedDialect(dialect: KyselyDialect, db: () => DB): KyselyDialect {
  return {
    createAdapter: () => dialect.createAdapter(),
    createQueryCompiler: () => dialect.createQueryCompiler(),
    createIntrospector: (kysely) => dialect.createIntrospector(kysely),
    createDriver: () => {
      const driver = dialect.createDriver();
      return new Proxy(driver, {
        get(target, property) {
          if (property === 'acquireConnection') {
            return async () => {
              const write = openWrite.getStore();
              if (write?.open && write.db === db()) throw new QueryOutsideTransactionError();
              return target.acquireConnection();
            };
          }
          const value = Reflect.get(target, property) as unknown;
          return typeof value === 'function' ? value.bind(target) : value;
        },
      }) satisfies Driver;
    },
  };
}

/** `SELECT … FOR UPDATE` on PostgreSQL; SQLite already holds the write lock (and has no such syntax). */
export function forUpdate<QB extends { forUpdate(): QB }>(
  trx: Transaction<Database>,
  query: QB,
): QB {
  return dialectOf(trx) === 'postgres' ? query.forUpdate() : query;
}

/**
 * The one row a write is about, locked for the rest of the transaction (see forUpdate), or a 404
 * (see findOr404).
 */
export function lockOr404<D, TB extends keyof D, O>(
  trx: Transaction<Database>,
  query: SelectQueryBuilder<D, TB, O>,
  missing: Message | HttpError,
) {
  return findOr404(forUpdate(trx, query), missing);
}

/** The whole row `id` of `table`, locked for the rest of the transaction, or a 404 (see lockOr404). */
export function lockByIdOr404<T extends TableWithId>(
  trx: Transaction<Database>,
  table: T,
  id: number,
  missing: Message | HttpError,
): Promise<RowOf<T>> {
  return lockOr404(trx, rowById(trx, table, id), missing);
}
