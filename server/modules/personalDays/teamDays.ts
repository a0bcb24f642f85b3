import { addDays } from '../../../contracts/calendar';
import {
  TEAM_WINDOW_DAYS,
  type TeamDay,
  type TeamDaysQuery,
} from '../../../contracts/personalDays/personalDays';
import type { ApiUser } from '../../auth/apiTokens';
import type { DB } from '../../db';
import { findOr404 } from '../../db/lookup';
import { mapPage, type Page, pagedList } from '../../http/paging';
import { approvals } from './approvals';
import { say } from './i18n';

/**
 * The days off of the requester's team around a request the caller decides (404 otherwise), so
 * the approver sees who else is away: the others with the requester's supervisor or account,
 * their pending and approved days within `TEAM_WINDOW_DAYS` of the requested one. The category
 * stays out: why a colleague is off is theirs.
 */
export async function teamDays(
  db: DB,
  user: ApiUser,
  query: TeamDaysQuery,
): Promise<Page<TeamDay>> {
  const { requestId } = query.filter;
  const request = await findOr404(
    db
      .selectFrom('personal_day_requests')
      .innerJoin('employees', 'employees.id', 'personal_day_requests.employee_id')
      .select([
        'personal_day_requests.request_date',
        'personal_day_requests.employee_id',
        'employees.supervisor_id',
        'employees.account',
      ])
      .where('personal_day_requests.id', '=', requestId)
      .where(approvals.decidableBy(user)),
    say('request.notFound'),
  );
  const { supervisor_id: supervisor, account } = request;
  if (supervisor === null && account === null) return { rows: [], total: 0 };
  const base = db
    .selectFrom('personal_day_requests')
    .innerJoin('employees', 'employees.id', 'personal_day_requests.employee_id')
    .where('personal_day_requests.employee_id', '<>', request.employee_id)
    .where('personal_day_requests.status', 'in', ['submitted', 'approved'])
    .where(
      'personal_day_requests.request_date',
      '>=',
      addDays(request.request_date, -TEAM_WINDOW_DAYS),
    )
    .where(
      'personal_day_requests.request_date',
      '<=',
      addDays(request.request_date, TEAM_WINDOW_DAYS),
    )
    .where((eb) =>
      eb.or([
        ...(supervisor === null ? [] : [eb('employees.supervisor_id', '=', supervisor)]),
        ...(account === null ? [] : [eb('employees.account', '=', account)]),
      ]),
    );
  const page = await pagedList(query, {
    base,
    select: (from) =>
      from.select([
        'personal_day_requests.id',
        'personal_day_requests.request_date',
        'personal_day_requests.halves',
        'personal_day_requests.status',
        'employees.full_name',
        'employees.badge',
      ]),
    sort: { requestDate: 'personal_day_requests.request_date' },
    tieBreaker: 'personal_day_requests.id',
  });
  return mapPage(page, (row) => ({
    id: row.id,
    employeeName: row.full_name,
    employeeBadge: row.badge,
    requestDate: row.request_date,
    halves: row.halves,
    status: row.status,
  }));
}
