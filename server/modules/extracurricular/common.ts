import { usersOf } from '../../../contracts/catalogue';
import { type SelectQueryBuilder, sql, type SqlBool } from 'kysely';
import type { ListParams } from '../../../contracts/listQuery';
import type { ApiUser } from '../../auth/apiTokens';
import type { DB } from '../../db';
import { containsText, folded } from '../../db/text';
import { mapPage, type Page, pagedList } from '../../http/paging';
import { HttpError, RequestValidationError } from '../../http/errors';
import { say } from './i18n';

/** A list's parameters with the family's `active` filter and any others. */
export type Filtered<F extends string, X = object> = ListParams<F> & { active?: boolean } & X;

/** Admins and MLT admins see inactive rows; other employees only the active ones. */
export const seesInactive = (user: Pick<ApiUser, 'role'>) =>
  usersOf('extracurricular').some((role) => user.role.includes(role));

/** The `active` filter a caller gets: employees only ever the active rows. */
export const activeFor = (user: Pick<ApiUser, 'role'>, active?: boolean) =>
  seesInactive(user) ? active : true;

/** A query of one reference table narrowed to the rows the caller may see (`activeFor`). */
export const visibleTo =
  (user: Pick<ApiUser, 'role'>) =>
  <D, TB extends keyof D, O>(base: SelectQueryBuilder<D, TB, O>): SelectQueryBuilder<D, TB, O> =>
    seesInactive(user) ? base : base.where(sql<SqlBool>`${sql.ref('active')} = 1`);

/** The 409 of a name another record of the table (or of its parent) already has. */
export const nameTaken = () => new HttpError(409, say('name.taken'), { name: say('name.taken') });

/** The caller's own badge, as the contract's `modified_By` must be. */
export function assertMyBadge(user: ApiUser, badge: string, field = 'modified_By') {
  if (badge.trim().toLowerCase() !== user.employeeid.toLowerCase()) {
    throw new RequestValidationError({ [field]: say('badge.notMine') });
  }
}

/**
 * A named reference table's rows of the `active` filter (every row when it is not given) whose
 * `name` contains `q`: the lists of locations, courses, accounts and positions.
 */
export const activeNamed =
  (db: DB, active: boolean | undefined, q: string | undefined) =>
  <D, TB extends keyof D, O>(base: SelectQueryBuilder<D, TB, O>): SelectQueryBuilder<D, TB, O> => {
    let query = base;
    if (active !== undefined)
      query = query.where(sql<SqlBool>`${sql.ref('active')} = ${active ? 1 : 0}`);
    if (q) query = query.where(containsText(db, sql.ref('name'), q));
    return query;
  };

/** A page of a plain named list (client accounts, job positions): `active` filter, `q` on the name. */
export async function namedPage(
  db: DB,
  table: 'client_accounts' | 'job_positions',
  params: Filtered<'name' | 'active'>,
): Promise<Page<{ id: number; name: string; active: boolean }>> {
  const page = await pagedList(params, {
    base: db.selectFrom(table).$call(activeNamed(db, params.active, params.q)),
    select: (query) => query.select(['id', 'name', 'active']),
    sort: { name: folded(db, sql.ref('name')), active: 'active' },
    tieBreaker: 'id',
  });
  return mapPage(page, (row) => ({ ...row, active: row.active === 1 }));
}
