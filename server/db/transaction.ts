import { type SelectQueryBuilder, type Transaction, sql } from 'kysely';
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
  if (dialectOf(db) === 'postgres') return db.transaction().execute(work);
  return db.connection().execute(async (connection) => {
    await sql`begin immediate`.execute(connection);
    try {
      // The connection is held for the whole callback, so it behaves as the transaction.
      const result = await work(connection as unknown as Transaction<Database>);
      await sql`commit`.execute(connection);
      return result;
    } catch (error) {
      await sql`rollback`.execute(connection);
      throw error;
    }
  });
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
