import { randomUUID } from 'node:crypto';
import type { Transaction } from 'kysely';
import type { DB } from '../db';
import type { Database } from '../db/schema';
import { forUpdate, writeTransaction } from '../db/transaction';
import type { AccessCache, SessionAccess } from './accessCache';
import { hashToken, newOpaqueToken } from './apiTokens';

export interface SessionPolicy {
  idleSeconds: number;
  maxSeconds: number;
  /**
   * How long after its exchange a refresh token may be presented again while the token that
   * exchange issued was never presented: the browser lost the answer (a reload while the refresh
   * was in flight). 0: every second use is a replay.
   */
  reuseGraceSeconds: number;
}

const later = (now: Date, seconds: number) =>
  new Date(now.getTime() + seconds * 1000).toISOString();

export type OpenResult =
  { status: 'opened'; sessionId: string; refreshToken: string } | { status: 'active' | 'spent' };

/** The identity provider's ID token a sign-in presents: taken once, until it expires. */
export interface PresentedIdToken {
  token: string;
  expiresAt: Date;
}

export type RefreshResult =
  | { status: 'rotated'; sessionId: string; employeeId: number; refreshToken: string }
  | { status: 'invalid' | 'reused' | 'expired' | 'replaced' };

/**
 * Portal sessions: one open session per employee, rotating refresh tokens. `cache` keeps
 * `currentAccess`'s answers (auth/accessCache.ts); without it every call reads the database.
 */
export function createSessionStore(db: DB, policy: SessionPolicy, cache?: AccessCache) {
  /** A new refresh token of the session, and the hash it is stored under. */
  async function issueRefreshToken(trx: Transaction<Database>, sessionId: string, now: Date) {
    const refreshToken = newOpaqueToken();
    const tokenHash = hashToken(refreshToken);
    await trx
      .insertInto('refresh_tokens')
      .values({
        token_hash: tokenHash,
        session_id: sessionId,
        created_at: now.toISOString(),
        expires_at: later(now, policy.idleSeconds),
        used_at: null,
        replaced_by: null,
      })
      .execute();
    return { refreshToken, tokenHash };
  }

  async function revoke(
    trx: Transaction<Database> | DB,
    sessionId: string,
    reason: string,
    now: Date,
  ) {
    await trx
      .updateTable('sessions')
      .set({ revoked_at: now.toISOString(), revoked_reason: reason })
      .where('id', '=', sessionId)
      .where('revoked_at', 'is', null)
      .execute();
    cache?.forget(sessionId);
  }

  return {
    /**
     * Opens a session for the employee. With another session still active it answers 'active',
     * unless `force`, which ends that session first. One transaction, so two sign-ins at once
     * cannot both open a session. The ID token that opens it is spent: presented again ('spent'),
     * after a logout too, it opens nothing; a 409 ('active') leaves it unspent for the `force`
     * that follows.
     */
    async open(
      employeeId: number,
      force: boolean,
      idToken: PresentedIdToken,
      now = new Date(),
    ): Promise<OpenResult> {
      return writeTransaction(db, async (trx) => {
        const nowIso = now.toISOString();
        // PostgreSQL: lock the employee row so sign-ins of one employee run one after the other;
        // FOR UPDATE on the open sessions alone locks nothing when there is none yet.
        await forUpdate(
          trx,
          trx.selectFrom('employees').select('id').where('id', '=', employeeId),
        ).execute();
        const active = await forUpdate(
          trx,
          trx
            .selectFrom('sessions')
            .select('id')
            .where('employee_id', '=', employeeId)
            .where('revoked_at', 'is', null)
            .where('idle_expires_at', '>', nowIso)
            .where('expires_at', '>', nowIso),
        ).execute();
        // The employee's sign-ins run one after the other (the lock above): one of two at once
        // with the same token finds it spent.
        const tokenHash = hashToken(idToken.token);
        const spent = await trx
          .selectFrom('spent_id_tokens')
          .select('token_hash')
          .where('token_hash', '=', tokenHash)
          .executeTakeFirst();
        if (spent) return { status: 'spent' } as const;
        if (active.length > 0 && !force) return { status: 'active' } as const;
        await trx.deleteFrom('spent_id_tokens').where('expires_at', '<=', nowIso).execute();
        await trx
          .insertInto('spent_id_tokens')
          .values({ token_hash: tokenHash, expires_at: idToken.expiresAt.toISOString() })
          .execute();
        for (const session of active) await revoke(trx, session.id, 'replaced', now);
        const sessionId = randomUUID();
        await trx
          .insertInto('sessions')
          .values({
            id: sessionId,
            employee_id: employeeId,
            created_at: nowIso,
            idle_expires_at: later(now, policy.idleSeconds),
            expires_at: later(now, policy.maxSeconds),
            revoked_at: null,
            revoked_reason: null,
          })
          .execute();
        return {
          status: 'opened',
          sessionId,
          refreshToken: (await issueRefreshToken(trx, sessionId, now)).refreshToken,
        } as const;
      });
    },

    /**
     * Exchanges a refresh token for a new one. A token used twice is a replay: the session ends;
     * unless it comes back within the reuse grace and the token its exchange issued was never
     * presented: then the browser lost that answer, so that token is spent (presenting it later is
     * a replay) and a new one is issued.
     */
    async rotate(refreshToken: string, now = new Date()): Promise<RefreshResult> {
      const nowIso = now.toISOString();
      return writeTransaction(db, async (trx) => {
        const row = await forUpdate(
          trx,
          trx
            .selectFrom('refresh_tokens')
            .innerJoin('sessions', 'sessions.id', 'refresh_tokens.session_id')
            .innerJoin('employees', 'employees.id', 'sessions.employee_id')
            .select((eb) => [
              'refresh_tokens.token_hash',
              'refresh_tokens.used_at',
              'refresh_tokens.expires_at as token_expires_at',
              // A subquery, not an outer join: PostgreSQL locks no nullable side FOR UPDATE.
              eb
                .selectFrom('refresh_tokens as successor')
                .select('successor.token_hash')
                .whereRef('successor.token_hash', '=', 'refresh_tokens.replaced_by')
                .where('successor.used_at', 'is', null)
                .as('unused_successor'),
              'sessions.id as session_id',
              'sessions.employee_id',
              'sessions.revoked_at',
              'sessions.revoked_reason',
              'sessions.expires_at',
              'employees.active as employee_active',
            ])
            .where('refresh_tokens.token_hash', '=', hashToken(refreshToken)),
        ).executeTakeFirst();
        if (!row) return { status: 'invalid' } as const;
        const retried =
          row.used_at !== null &&
          row.unused_successor !== null &&
          now.getTime() - Date.parse(row.used_at) <= policy.reuseGraceSeconds * 1000;
        if (row.used_at !== null && !retried) {
          await revoke(trx, row.session_id, 'refresh-token-reuse', now);
          return { status: 'reused' } as const;
        }
        // Another sign-in of the same employee ended it: the portal tells the user so.
        if (row.revoked_reason === 'replaced') return { status: 'replaced' } as const;
        if (row.revoked_at !== null || row.token_expires_at <= nowIso || row.expires_at <= nowIso) {
          return { status: 'expired' } as const;
        }
        if (!row.employee_active) {
          await revoke(trx, row.session_id, 'employee-inactive', now);
          return { status: 'expired' } as const;
        }
        if (retried) {
          await trx
            .updateTable('refresh_tokens')
            .set({ used_at: nowIso })
            .where('token_hash', '=', row.unused_successor)
            .execute();
        }
        const next = await issueRefreshToken(trx, row.session_id, now);
        await trx
          .updateTable('refresh_tokens')
          .set({ used_at: row.used_at ?? nowIso, replaced_by: next.tokenHash })
          .where('token_hash', '=', row.token_hash)
          .execute();
        await trx
          .updateTable('sessions')
          .set({ idle_expires_at: later(now, policy.idleSeconds) })
          .where('id', '=', row.session_id)
          .execute();
        return {
          status: 'rotated',
          sessionId: row.session_id,
          employeeId: row.employee_id,
          refreshToken: next.refreshToken,
        } as const;
      });
    },

    async end(sessionId: string, now = new Date()): Promise<void> {
      await revoke(db, sessionId, 'logout', now);
    },

    /**
     * Checked on every authenticated call, so access ends as soon as it is taken away (on
     * PostgreSQL with a cache: once the change's notice reaches this instance): answers the roles
     * the employee holds now while the session is open and the employee active, null otherwise.
     * One query over primary keys and the role_users employee index.
     */
    async currentAccess(sessionId: string, now = new Date()): Promise<SessionAccess | null> {
      const cached = cache?.get(sessionId, now.getTime());
      if (cached?.access) return cached.access;
      const nowIso = now.toISOString();
      const rows = await db
        .selectFrom('sessions')
        .innerJoin('employees', (join) =>
          join.onRef('employees.id', '=', 'sessions.employee_id').on('employees.active', '=', 1),
        )
        .leftJoin('role_users', (join) =>
          join
            .onRef('role_users.employee_id', '=', 'sessions.employee_id')
            .on('role_users.active', '=', 1),
        )
        .leftJoin('roles', (join) =>
          join.onRef('roles.id', '=', 'role_users.role_id').on('roles.active', '=', 1),
        )
        .leftJoin('modules', (join) =>
          join.onRef('modules.id', '=', 'roles.module_id').on('modules.active', '=', 1),
        )
        .select([
          'roles.code',
          'modules.id as module_id',
          'sessions.idle_expires_at',
          'sessions.expires_at',
        ])
        .where('sessions.id', '=', sessionId)
        .where('sessions.revoked_at', 'is', null)
        .where('sessions.expires_at', '>', nowIso)
        .where('sessions.idle_expires_at', '>', nowIso)
        .execute();
      if (rows.length === 0) return null;
      const access = {
        roles: rows.flatMap((row) =>
          row.code !== null && row.module_id !== null ? [row.code] : [],
        ),
      };
      const { idle_expires_at: idleEnd, expires_at: end } = rows[0]!;
      if (cache && cached) {
        const until = Math.min(Date.parse(idleEnd), Date.parse(end));
        cache.set(sessionId, access, now.getTime(), until, cached.generation);
      }
      return access;
    },
  };
}
export type SessionStore = ReturnType<typeof createSessionStore>;
