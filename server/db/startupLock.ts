import { sql } from 'kysely';
import type { DB } from '.';
import type { Dialect } from './dialect';

/** Any fixed number: the key of the portal's start-up lock among PostgreSQL's advisory locks. */
const STARTUP_LOCK = 7_361_024;

/**
 * Runs `work` (migrations, the demo seed) while holding the database's start-up lock, so portal
 * instances starting together on one PostgreSQL migrate and seed one after the other: the first
 * does the work, the others find it done. Kysely's migrator locks only once its own tables exist,
 * and two first start-ups creating them at once collide. The advisory lock belongs to one pooled
 * connection and ends with it, so an instance killed mid-way never leaves it held. SQLite is one
 * process's file: nothing to lock.
 */
export async function withStartupLock<T>(
  db: DB,
  dialect: Dialect,
  work: () => Promise<T>,
): Promise<T> {
  if (dialect !== 'postgres') return work();
  return db.connection().execute(async (connection) => {
    await sql`select pg_advisory_lock(${STARTUP_LOCK})`.execute(connection);
    try {
      return await work();
    } finally {
      await sql`select pg_advisory_unlock(${STARTUP_LOCK})`.execute(connection);
    }
  });
}
