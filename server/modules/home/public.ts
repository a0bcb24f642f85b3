import { sql, type Transaction } from 'kysely';
import type { Database } from '../../db/schema';

// What other server modules may call of the home module (docs/CONVENTIONS.md, Boundaries): its
// tables stay its own, read and written here in the caller's transaction.

/**
 * One more hired referral for `employeeId` among the golden referrers, in the transaction that
 * moves the referral to hired (the referrals module), so the count and the move commit together.
 */
export async function countHiredReferral(
  trx: Transaction<Database>,
  employeeId: number,
  at: string,
): Promise<void> {
  await trx
    .insertInto('golden_referrers')
    .values({ employee_id: employeeId, hired_referrals: 1, updated_at: at })
    .onConflict((conflict) =>
      conflict.column('employee_id').doUpdateSet({
        hired_referrals: sql<number>`golden_referrers.hired_referrals + 1`,
        updated_at: at,
      }),
    )
    .execute();
}
