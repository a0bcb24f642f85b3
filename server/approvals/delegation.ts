import { type Kysely, type RawBuilder, type SqlBool, sql } from 'kysely';
import { calendarDay } from '../../contracts/calendar';
import { ownersOf, type OwnedModule } from '../../contracts/catalogue';
import type { ApiUser } from '../auth/apiTokens';
import type { Database } from '../db/schema';

/** Who decides a kind of request in their own right: the kit's `approvalRequests` says. */
export interface DelegatedScope {
  module: OwnedModule;
  /** The author's supervisor decides too ('supervisor-or-owners'). */
  bySupervisor: boolean;
}

/** The role assignments that count, as sign-in reads them: of an active role of an active module. */
const countedRoles = sql`role_users
  join roles on roles.id = role_users.role_id and roles.active = 1
  join modules on modules.id = roles.module_id and modules.active = 1`;

/** Whether the employee `person` (an SQL expression) holds one of `roles` now. */
const holdsRole = (person: RawBuilder<unknown>, roles: readonly string[]) => sql<SqlBool>`exists (
  select 1 from ${countedRoles}
  where role_users.employee_id = ${person} and role_users.active = 1
    and roles.code in (${sql.join(roles)}))`;

/** The delegations `substitute` stands in for on `today`: started, not over, not ended early. */
const standingIn = (substitute: number, today: string) => sql<SqlBool>`
  approval_delegations.substitute_id = ${substitute}
  and approval_delegations.ended_at is null
  and approval_delegations.from_day <= ${today}
  and approval_delegations.to_day >= ${today}`;

const approver = sql.ref('approval_delegations.approver_id');

/**
 * The approvers `substitute` stands in for today who decide a request by `author` in their own
 * right (`select approver_id`). The approver's own requests are not delegated: their supervisor
 * or an owner decides those, as ever.
 */
export function delegatorsDeciding(
  scope: DelegatedScope,
  substitute: number,
  author: RawBuilder<unknown>,
  today = calendarDay(),
): RawBuilder<{ approver_id: number }> {
  const bySupervisor = scope.bySupervisor
    ? sql<SqlBool>`or ${author} in (select id from employees where supervisor_id = ${approver})`
    : sql``;
  return sql<{ approver_id: number }>`select ${approver} as approver_id from approval_delegations
    where ${standingIn(substitute, today)} and ${approver} <> ${author}
      and (${holdsRole(approver, ownersOf(scope.module))} ${bySupervisor})
    order by ${approver}`;
}

/** Whether `substitute` stands in today for an approver who decides anyone's requests but theirs. */
export function standsInForAnyone(
  scope: DelegatedScope,
  substitute: number,
  today = calendarDay(),
): RawBuilder<SqlBool> {
  const bySupervisor = scope.bySupervisor
    ? sql<SqlBool>`or exists (select 1 from employees where supervisor_id = ${approver}
        and active = 1 and id <> ${substitute})`
    : sql``;
  return sql<SqlBool>`exists (select 1 from approval_delegations
    where ${standingIn(substitute, today)}
      and (${holdsRole(approver, ownersOf(scope.module))} ${bySupervisor}))`;
}

/**
 * The employee `id` as the approvals kit sees someone acting (their id and the roles they hold
 * now), to ask what a person who is not signed in decides; undefined for no active employee.
 */
export async function actingAs(q: Kysely<Database>, id: number): Promise<ApiUser | undefined> {
  const employee = await q
    .selectFrom('employees')
    .select(['badge', 'username', 'email', 'full_name'])
    .where('id', '=', id)
    .where('active', '=', 1)
    .executeTakeFirst();
  if (!employee) return undefined;
  const roles = await sql<{ code: string }>`select roles.code from ${countedRoles}
    where role_users.employee_id = ${id} and role_users.active = 1`.execute(q);
  return {
    sub: String(id),
    sid: '',
    username: employee.username,
    email: employee.email,
    fullName: employee.full_name,
    employeeid: employee.badge,
    role: roles.rows.map((row) => row.code),
  };
}
