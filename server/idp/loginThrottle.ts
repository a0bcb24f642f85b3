import { recordAudit } from '../audit/audit';
import type { LoginThrottleConfig } from '../config';
import type { DB } from '../db';
import { forUpdate, writeTransaction } from '../db/transaction';

/** Audit entity of a lockout; its id is the user name or the client address. */
export const LOGIN_AUDIT_ENTITY = 'login';

type Scope = 'account' | 'address';

const keyOf = (scope: Scope, subject: string) => `${scope}:${subject}`;
const later = (now: Date, seconds: number) => new Date(now.getTime() + seconds * 1000);

/**
 * Brute-force protection of the login page, kept in the database so every server instance
 * counts the same failures: N consecutive failures of one account, or M of one client address,
 * lock it for a while. Unknown user names are counted like known ones, so a lockout tells nothing
 * about whether an account exists.
 */
export function createLoginThrottle(
  db: DB,
  config: LoginThrottleConfig,
  clock: () => Date = () => new Date(),
) {
  /** Counts one failure against `key`; answers its lockout end, if it is (now) locked. */
  async function fail(
    scope: Scope,
    subject: string,
    limit: number,
    address: string,
  ): Promise<Date | null> {
    const now = clock();
    const nowIso = now.toISOString();
    const key = keyOf(scope, subject);
    return writeTransaction(db, async (trx) => {
      // The first failure of two concurrent ones creates the row, the other finds it.
      await trx
        .insertInto('login_throttle')
        .values({ key, failures: 0, last_failure_at: nowIso, locked_until: null })
        .onConflict((oc) => oc.column('key').doNothing())
        .execute();
      const row = await forUpdate(
        trx,
        trx.selectFrom('login_throttle').selectAll().where('key', '=', key),
      ).executeTakeFirstOrThrow();
      if (row.locked_until && row.locked_until > nowIso) return new Date(row.locked_until);
      const windowStart = later(now, -config.windowSeconds).toISOString();
      // A lockout that has run out, or failures older than the window, start the count again.
      const fresh = row.locked_until !== null || row.last_failure_at <= windowStart;
      const failures = fresh ? 1 : row.failures + 1;
      const lockedUntil = failures >= limit ? later(now, config.lockoutSeconds) : null;
      await trx
        .updateTable('login_throttle')
        .set({
          failures: lockedUntil ? 0 : failures,
          last_failure_at: nowIso,
          locked_until: lockedUntil?.toISOString() ?? null,
        })
        .where('key', '=', key)
        .execute();
      if (lockedUntil) {
        await recordAudit(
          trx,
          {
            // Nobody is signed in: the actor is whoever calls from that address.
            actor: { sub: 'anonymous', username: address.slice(0, 100) },
            entity: LOGIN_AUDIT_ENTITY,
            entityId: subject.slice(0, 100),
            before: null,
            after: { scope, failures, lockedUntil: lockedUntil.toISOString(), address },
          },
          now,
        );
      }
      return lockedUntil;
    });
  }

  const latest = (dates: (Date | null)[]): Date | null =>
    dates.reduce<Date | null>((a, b) => (b && (!a || b > a) ? b : a), null);

  return {
    now: clock,

    /** When the account or the address may try again, or null when both may try now. */
    async lockedUntil(username: string, address: string): Promise<Date | null> {
      const rows = await db
        .selectFrom('login_throttle')
        .select('locked_until')
        .where('key', 'in', [keyOf('account', username), keyOf('address', address)])
        .where('locked_until', '>', clock().toISOString())
        .execute();
      return latest(rows.map((row) => (row.locked_until ? new Date(row.locked_until) : null)));
    },

    /** Counts a failed sign-in; answers when the account or address may try again if now locked. */
    async recordFailure(username: string, address: string): Promise<Date | null> {
      // A form without a user name counts against its address only.
      const account = username
        ? await fail('account', username, config.maxFailures, address)
        : null;
      const byAddress = await fail('address', address, config.maxFailuresPerAddress, address);
      return latest([account, byAddress]);
    },

    /** A successful sign-in clears the account's count (not the address's: it may be shared). */
    async recordSuccess(username: string): Promise<void> {
      await db.deleteFrom('login_throttle').where('key', '=', keyOf('account', username)).execute();
    },
  };
}
export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
