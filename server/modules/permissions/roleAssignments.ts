import { type Kysely, type SqlBool, sql, type Transaction } from 'kysely';
import type { ListParams } from '../../../contracts/listQuery';
import type {
  AddUserBody,
  EmployeeSearchResult,
  RoleAssignment,
  UpdateUserBody,
} from '../../../contracts/permissions/permissions';
import { recordAudit, type Actor, updateAudited } from '../../audit/audit';
import { SYSTEM_ADMIN } from '../../auth/access';
import type { DB } from '../../db';
import { isUniqueViolation } from '../../db/errors';
import { flag } from '../../db/flags';
import type { Database } from '../../db/schema';
import {
  containsText,
  EMPLOYEE_SEARCH,
  employeeMatches,
  employeesInSearchOrder,
  activeEmployeesInSearchWindow,
  folded,
  searchTextKey,
  searchTextStartsWith,
} from '../../db/text';
import { forUpdate, lockOr404, writeTransaction } from '../../db/transaction';
import { HttpError } from '../../http/errors';
import { mapPage, type Page, pagedList } from '../../http/paging';
import { findOr404, type SelectedRow } from '../../db/lookup';
import { say } from './i18n';

const USER_SEARCH_LIMIT = 20;
/**
 * How many employees, first in name order, the search looks at before it searches them all:
 * ~0.3 ms on SQLite at 100,000 (measured), enough for a term one employee in fifty holds.
 */
const SEARCH_WINDOW = 1000;

const ROLE_USERS_CONSTRAINT = 'role_users_role_employee';

type Q = Kysely<Database>;

const assignmentColumns = [
  'role_users.id',
  'role_users.role_id',
  'roles.code as role_code',
  'roles.name as role_name',
  'roles.module_id',
  'employees.id as employee_id',
  'employees.badge',
  'employees.username',
  'employees.full_name',
  'employees.email',
  'role_users.active',
  'role_users.created_at',
] as const;

function assignmentBase(q: Q) {
  return q
    .selectFrom('role_users')
    .innerJoin('roles', 'roles.id', 'role_users.role_id')
    .innerJoin('employees', 'employees.id', 'role_users.employee_id');
}
const assignmentQuery = (q: Q) => assignmentBase(q).select(assignmentColumns);

type AssignmentRow = SelectedRow<typeof assignmentQuery>;

const toAssignment = (row: AssignmentRow): RoleAssignment => ({
  id: row.id,
  roleCode: row.role_code,
  roleName: row.role_name,
  employeeId: row.employee_id,
  badge: row.badge,
  username: row.username,
  fullName: row.full_name,
  email: row.email,
  active: Boolean(row.active),
  createdAt: row.created_at,
});

/** What the audit trail keeps of an assignment. */
const assignmentSnapshot = (a: AssignmentRow) => ({
  id: a.id,
  roleId: a.role_id,
  roleCode: a.role_code,
  employeeId: a.employee_id,
  badge: a.badge,
  username: a.username,
  active: Boolean(a.active),
});

/** Who holds each role (role_users): assignments System_Admin adds, moves and removes, audited. */
export function createRoleAssignmentRepository(db: DB) {
  async function assignment(id: number): Promise<RoleAssignment> {
    const row = await findOr404(
      assignmentQuery(db).where('role_users.id', '=', id),
      say('assignment.notFound'),
    );
    return toAssignment(row);
  }

  /** Refuses to end the last active System_Admin assignment of an active employee. */
  async function keepOneAdmin(
    trx: Transaction<Database>,
    leavingAssignmentId: number,
  ): Promise<void> {
    // Every change that could remove an administrator locks the System_Admin role row first, so
    // two such changes run one after the other and the second sees the first.
    await forUpdate(
      trx,
      trx.selectFrom('roles').select('id').where('code', '=', SYSTEM_ADMIN),
    ).execute();
    const others = await assignmentBase(trx)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('roles.code', '=', SYSTEM_ADMIN)
      .where('role_users.active', '=', 1)
      .where('employees.active', '=', 1)
      .where('role_users.id', '!=', leavingAssignmentId)
      .executeTakeFirstOrThrow();
    if (Number(others.n) === 0) throw new HttpError(409, say('assignment.lastAdmin'));
  }

  return {
    /** GET /User/GetAllUserByRolCode/{code}: a page of the role's assignments, active or not. */
    async list(
      code: string,
      params: ListParams<'fullName' | 'badge' | 'username' | 'active' | 'createdAt'>,
    ): Promise<Page<RoleAssignment>> {
      const role = await findOr404(
        db.selectFrom('roles').select('id').where('code', '=', code),
        say('role.notFound'),
      );
      let base = assignmentBase(db).where('role_users.role_id', '=', role.id);
      const { q } = params;
      if (q) {
        // A role's holders are few: their badge may match anywhere, as this list always did.
        base = base.where((eb) =>
          eb.or([...employeeMatches(db, q), containsText(db, eb.ref('employees.badge'), q)]),
        );
      }
      const page = await pagedList(params, {
        base,
        select: (query) => query.select(assignmentColumns),
        sort: {
          fullName: folded(db, sql.ref('employees.full_name')),
          badge: 'employees.badge',
          username: 'employees.username',
          active: 'role_users.active',
          createdAt: 'role_users.created_at',
        },
        tieBreaker: 'role_users.id',
      });
      return mapPage(page, toAssignment);
    },

    /**
     * POST /User/AddUser: assigns an active employee (by badge) to a role. An inactive assignment
     * is re-activated (audited 'update'), else one is created (audited 'create'); an active one
     * answers 409. The unique (role, employee) constraint settles concurrent adds.
     */
    async add(actor: Actor, body: AddUserBody): Promise<RoleAssignment> {
      const duplicate = () =>
        new HttpError(
          409,
          say('assignment.duplicate', { badge: body.badge, roleCode: body.roleCode }),
        );
      let id: number;
      try {
        id = await writeTransaction(db, async (trx) => {
          const role = await findOr404(
            trx.selectFrom('roles').select('id').where('code', '=', body.roleCode),
            say('role.notFound'),
          );
          const employee = await findOr404(
            trx
              .selectFrom('employees')
              .select('id')
              .where('badge', '=', body.badge)
              .where('active', '=', 1),
            new HttpError(404, say('employee.noActiveBadge', { badge: body.badge })),
          );
          const existing = await forUpdate(
            trx,
            trx
              .selectFrom('role_users')
              .select(['id', 'active'])
              .where('role_id', '=', role.id)
              .where('employee_id', '=', employee.id),
          ).executeTakeFirst();
          if (existing?.active) throw duplicate();
          if (existing) {
            const before = await assignmentQuery(trx)
              .where('role_users.id', '=', existing.id)
              .executeTakeFirstOrThrow();
            await updateAudited(trx, actor, {
              table: 'role_users',
              entity: 'role_user',
              id: existing.id,
              set: { active: 1 },
              before: assignmentSnapshot(before),
              after: assignmentSnapshot({ ...before, active: 1 }),
            });
            return existing.id;
          }
          const created = await trx
            .insertInto('role_users')
            .values({
              role_id: role.id,
              employee_id: employee.id,
              active: 1,
              created_at: new Date().toISOString(),
            })
            .returning('id')
            .executeTakeFirstOrThrow();
          const after = await assignmentQuery(trx)
            .where('role_users.id', '=', created.id)
            .executeTakeFirstOrThrow();
          await recordAudit(trx, {
            actor,
            entity: 'role_user',
            entityId: created.id,
            before: null,
            after: assignmentSnapshot(after),
          });
          return created.id;
        });
      } catch (error) {
        if (isUniqueViolation(error, ROLE_USERS_CONSTRAINT)) throw duplicate();
        throw error;
      }
      return assignment(id);
    },

    /**
     * PUT /User/UpdateUser: moves an assignment to another role of the same module and/or
     * (de)activates it. Removing (active → inactive) is audited 'delete' — a soft delete whose
     * `after` is the inactive row —, anything else 'update'.
     */
    async update(actor: Actor, body: UpdateUserBody): Promise<RoleAssignment> {
      const conflict = () =>
        new HttpError(409, say('assignment.taken', { roleCode: body.roleCode }));
      try {
        await writeTransaction(db, async (trx) => {
          await lockOr404(
            trx,
            trx.selectFrom('role_users').select('id').where('id', '=', body.id),
            say('assignment.notFound'),
          );
          const before = await assignmentQuery(trx)
            .where('role_users.id', '=', body.id)
            .executeTakeFirstOrThrow();
          const target = await findOr404(
            trx
              .selectFrom('roles')
              .select(['id', 'code', 'name', 'module_id'])
              .where('code', '=', body.roleCode),
            say('role.notFound'),
          );
          if (target.module_id !== before.module_id) {
            throw new HttpError(400, say('assignment.otherModule'), {
              roleCode: say('assignment.notRoleOfModule', {
                roleCode: body.roleCode,
                current: before.role_code,
              }),
            });
          }
          const moves = target.id !== before.role_id;
          if (moves) {
            const taken = await trx
              .selectFrom('role_users')
              .select('id')
              .where('role_id', '=', target.id)
              .where('employee_id', '=', before.employee_id)
              .executeTakeFirst();
            if (taken) throw conflict();
          }
          const active = flag(body.active);
          if (!moves && active === before.active) return;
          if (before.role_code === SYSTEM_ADMIN && before.active && (moves || !active)) {
            await keepOneAdmin(trx, before.id);
          }
          const after: AssignmentRow = {
            ...before,
            role_id: target.id,
            role_code: target.code,
            role_name: target.name,
            active,
          };
          await updateAudited(trx, actor, {
            table: 'role_users',
            entity: 'role_user',
            id: body.id,
            set: { role_id: target.id, active },
            before: assignmentSnapshot(before),
            after: assignmentSnapshot(after),
            softDelete: Boolean(before.active) && !active,
          });
        });
      } catch (error) {
        if (isUniqueViolation(error, ROLE_USERS_CONSTRAINT)) throw conflict();
        throw error;
      }
      return assignment(body.id);
    },

    /**
     * GET /user?criteria=: active employees whose badge starts with the criteria or whose name,
     * user name or e-mail contains it (case- and accent-insensitive, through the search index),
     * at most 20: first those whose name starts with it, then the others, each by full name.
     * Each step reads only as much as it needs, so that a common name or surname is as fast at
     * 100,000 employees as at 100: the names that start with it are a range of an index (0046);
     * the others are looked for first among the first employees in name order
     * (`activeEmployeesInSearchWindow`), and only if those hold too few, among every match of the
     * search index, all of them sorted.
     */
    async searchEmployees(criteria: string): Promise<EmployeeSearchResult[]> {
      const columns = [
        'employees.id',
        'employees.badge',
        'employees.username',
        'employees.email',
        'employees.full_name',
      ] as const;
      const key = searchTextKey(db, EMPLOYEE_SEARCH);
      const found = await db
        .selectFrom('employees')
        .select(columns)
        // A literal, as the partial index's condition is written: a parameter would hide it.
        .where(sql<SqlBool>`employees.active = 1`)
        .where(searchTextStartsWith(key, criteria))
        .orderBy(key)
        .orderBy('employees.id')
        .limit(USER_SEARCH_LIMIT)
        .execute();
      const others = (matches: ReturnType<typeof employeesInSearchOrder<Database>>) =>
        matches
          .selectFrom('found')
          .innerJoin('employees', 'employees.id', 'found.id')
          .select(columns)
          .where('employees.active', '=', 1)
          .where(sql<SqlBool>`not ${searchTextStartsWith(sql.ref('found.search_text'), criteria)}`)
          .orderBy('found.search_text')
          .orderBy('found.id')
          .limit(USER_SEARCH_LIMIT - found.length)
          .execute();
      if (found.length < USER_SEARCH_LIMIT) {
        let rest = await others(activeEmployeesInSearchWindow(db, criteria, SEARCH_WINDOW));
        if (found.length + rest.length < USER_SEARCH_LIMIT)
          rest = await others(employeesInSearchOrder(db, criteria));
        // Renamed between two reads, an employee could be found twice.
        const shown = new Set(found.map((row) => row.id));
        found.push(...rest.filter((row) => !shown.has(row.id)));
      }
      return found.map((row) => ({
        id: row.id,
        badge: row.badge,
        username: row.username,
        fullName: row.full_name,
        email: row.email,
      }));
    },
  };
}
