import { type Kysely, sql } from 'kysely';
import { ACCESS_CHANNEL, SQLITE_ACCESS_FUNCTION } from '../accessNotices';
import { dialectOf } from '../dialect';

/**
 * Access notices (db/accessNotices.ts): a revoked session names itself; a change to employees'
 * activity, role assignments, roles or modules says "anything". Sessions' idle extensions (every
 * refresh) raise none: the cache keeps an entry no longer than the session's idle end it read.
 */
const TABLE_CHANGES = [
  ['employees', 'update of active or delete'],
  ['role_users', 'insert or update or delete'],
  ['roles', 'update or delete'],
  ['modules', 'update or delete'],
] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  if (dialectOf(db) === 'postgres') {
    await sql`
      create function portal_session_revoked() returns trigger language plpgsql as $$
      begin
        perform pg_notify(${sql.lit(ACCESS_CHANNEL)}, new.id::text);
        return null;
      end $$`.execute(db);
    await sql`
      create function portal_access_changed() returns trigger language plpgsql as $$
      begin
        perform pg_notify(${sql.lit(ACCESS_CHANNEL)}, '');
        return null;
      end $$`.execute(db);
    await sql`
      create trigger sessions_access_revoked after update of revoked_at on sessions
      for each row execute function portal_session_revoked()`.execute(db);
    await sql`
      create trigger sessions_access_deleted after delete on sessions
      for each statement execute function portal_access_changed()`.execute(db);
    for (const [table, events] of TABLE_CHANGES) {
      await sql`
        create trigger ${sql.raw(`${table}_access_changed`)} after ${sql.raw(events)}
        on ${sql.table(table)} for each statement execute function portal_access_changed()`.execute(
        db,
      );
    }
    return;
  }
  const notify = (argument: string) => sql.raw(`select ${SQLITE_ACCESS_FUNCTION}(${argument});`);
  await sql`
    create trigger sessions_access_revoked after update of revoked_at on sessions
    begin ${notify('new.id')} end`.execute(db);
  await sql`
    create trigger sessions_access_deleted after delete on sessions
    begin ${notify('null')} end`.execute(db);
  for (const [table, events] of TABLE_CHANGES) {
    // SQLite triggers fire for one event each, row by row.
    for (const event of events.split(' or ')) {
      await sql`
        create trigger ${sql.raw(`${table}_access_${event.split(' ')[0]}`)} after ${sql.raw(event)}
        on ${sql.table(table)} begin ${notify('null')} end`.execute(db);
    }
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const triggers = ['sessions_access_revoked', 'sessions_access_deleted'];
  for (const [table, events] of TABLE_CHANGES) {
    if (dialectOf(db) === 'postgres') triggers.push(`${table}_access_changed`);
    else
      for (const event of events.split(' or '))
        triggers.push(`${table}_access_${event.split(' ')[0]}`);
  }
  for (const trigger of triggers) {
    const on =
      dialectOf(db) === 'postgres' ? sql` on ${sql.table(trigger.split('_access_')[0]!)}` : sql``;
    await sql`drop trigger ${sql.raw(trigger)}${on}`.execute(db);
  }
  if (dialectOf(db) === 'postgres') {
    await sql`drop function portal_session_revoked()`.execute(db);
    await sql`drop function portal_access_changed()`.execute(db);
  }
}
