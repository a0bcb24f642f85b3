import { type GoldenReferrer, goldenReferrersQuery } from '../../../../contracts/home/messages';
import type { DB } from '../../../db';
import type { ServiceApp } from '../../types';

/**
 * GET /api/Raft/GetGoldenReferresList (the contract's spelling): the employees
 * whose referrals were hired most. The referrals module adds one to a referrer's count in
 * `golden_referrers` when an owner moves a referral to hired, in the move's transaction.
 */
export async function goldenReferrerRoutes(app: ServiceApp, { db }: { db: DB }) {
  app.get(
    '/api/Raft/GetGoldenReferresList',
    {
      schema: {
        summary: 'The golden referrers: top employees by hired referrals',
        description:
          'Active employees, most hired referrals first (then by name); `size` (default 5, at ' +
          'most 20) bounds the list.',
        tags: ['Home messages and kudos'],
        querystring: goldenReferrersQuery,
      },
    },
    async (request): Promise<GoldenReferrer[]> => {
      const rows = await db
        .selectFrom('golden_referrers')
        .innerJoin('employees', 'employees.id', 'golden_referrers.employee_id')
        .select(['employees.badge', 'employees.full_name', 'golden_referrers.hired_referrals'])
        .where('employees.active', '=', 1)
        .where('golden_referrers.hired_referrals', '>', 0)
        .orderBy('golden_referrers.hired_referrals', 'desc')
        .orderBy('employees.full_name')
        .limit(request.query.size)
        .execute();
      return rows.map((row) => ({
        badge: row.badge,
        fullName: row.full_name,
        hiredReferrals: row.hired_referrals,
      }));
    },
  );
}
