import { type Selectable, sql } from 'kysely';
import type {
  EmployeeChange,
  EmployeeChangeQuery,
  WorkforceEmployee,
  WorkforceEmployeeQuery,
} from '../../../../contracts/workforce/administration';
import type { EmployeeRecord } from '../../../../contracts/workforce/employees';
import type { ApiUser } from '../../../auth/apiTokens';
import type { DB } from '../../../db';
import type { AuditLogTable } from '../../../db/platformTables';
import { findOr404 } from '../../../db/lookup';
import { containsText, employeeMatches, folded } from '../../../db/text';
import { writeTransaction } from '../../../db/transaction';
import { mapPage, type Page, pagedList } from '../../../http/paging';
import { say } from '../i18n';
import { provisionEmployee, setEmployeeActive } from '../provisioning';

const employeeColumns = [
  'employees.id',
  'employees.badge',
  'employees.username',
  'employees.email',
  'employees.first_name',
  'employees.last_name',
  'employees.full_name',
  'employees.external_id',
  'employees.phone',
  'employees.preferred_language',
  'employees.account',
  'employees.position',
  'employees.hired_on',
  'employees.birthday',
  'employees.active',
  'supervisors.badge as supervisor_badge',
  'supervisors.full_name as supervisor_name',
] as const;

const withSupervisor = (db: DB) =>
  db
    .selectFrom('employees')
    .leftJoin('employees as supervisors', 'supervisors.id', 'employees.supervisor_id')
    .select(employeeColumns);

type Row = Awaited<ReturnType<ReturnType<typeof withSupervisor>['executeTakeFirstOrThrow']>>;

const toEmployee = (row: Row): WorkforceEmployee => ({
  id: row.id,
  badge: row.badge,
  userName: row.username,
  email: row.email,
  firstName: row.first_name,
  lastName: row.last_name,
  displayName: row.full_name,
  externalId: row.external_id,
  phone: row.phone,
  preferredLanguage: row.preferred_language as WorkforceEmployee['preferredLanguage'],
  account: row.account,
  position: row.position,
  supervisorBadge: row.supervisor_badge,
  supervisorName: row.supervisor_name,
  hiredOn: row.hired_on,
  birthday: row.birthday,
  active: Boolean(row.active),
});

/** The record's field each employee column holds, as an employee's history names a change. */
const FIELD_OF_COLUMN: Record<string, keyof EmployeeRecord> = {
  badge: 'badge',
  username: 'userName',
  email: 'email',
  first_name: 'firstName',
  last_name: 'lastName',
  full_name: 'displayName',
  external_id: 'externalId',
  phone: 'phone',
  preferred_language: 'preferredLanguage',
  account: 'account',
  position: 'position',
  supervisor_id: 'supervisorBadge',
  hired_on: 'hiredOn',
  birthday: 'birthday',
  active: 'active',
};

const fromJson = (text: string | null): Record<string, unknown> =>
  text === null ? {} : (JSON.parse(text) as Record<string, unknown>);

const toChange = (
  row: Pick<
    Selectable<AuditLogTable>,
    'id' | 'at' | 'actor_username' | 'action' | 'before' | 'after'
  >,
): EmployeeChange => {
  const before = fromJson(row.before);
  const after = fromJson(row.after);
  return {
    id: row.id,
    at: row.at,
    actorUsername: row.actor_username,
    action: row.action as EmployeeChange['action'],
    changed: Object.keys(FIELD_OF_COLUMN)
      .filter((column) => column in after && before[column] !== after[column])
      .map((column) => FIELD_OF_COLUMN[column]!),
  };
};

/** The employees administration: the list, one employee, their edits and their history. */
export function workforceEmployees(db: DB) {
  const one = async (id: number): Promise<WorkforceEmployee> =>
    toEmployee(
      await findOr404(withSupervisor(db).where('employees.id', '=', id), say('employee.notFound')),
    );

  return {
    one,

    /** A window of the employees, filtered, sorted and paged in SQL. */
    async list(query: WorkforceEmployeeQuery): Promise<Page<WorkforceEmployee>> {
      const { id, q, account, supervisor, active } = query.filter;
      let base = db.selectFrom('employees');
      if (id) base = base.where('employees.id', 'in', id);
      if (q) base = base.where((eb) => eb.or(employeeMatches(db, q)));
      if (account)
        base = base.where(containsText(db, sql.ref<string>('employees.account'), account));
      if (supervisor) {
        base = base.where('employees.supervisor_id', 'in', (eb) =>
          eb
            .selectFrom('employees as bosses')
            .select('bosses.id')
            .where('bosses.badge', '=', supervisor),
        );
      }
      if (active !== undefined) base = base.where('employees.active', '=', Number(active));
      const page = await pagedList(query, {
        base,
        select: (rows) =>
          rows
            .leftJoin('employees as supervisors', 'supervisors.id', 'employees.supervisor_id')
            .select(employeeColumns),
        sort: {
          fullName: folded(db, sql.ref('employees.full_name')),
          badge: 'employees.badge',
          account: 'employees.account',
          position: 'employees.position',
          hiredOn: 'employees.hired_on',
          active: 'employees.active',
        },
        tieBreaker: 'employees.id',
      });
      return mapPage(page, toEmployee);
    },

    /** Changes an employee through provisioning (the same rules as SCIM and the import). */
    async update(user: ApiUser, id: number, record: EmployeeRecord): Promise<WorkforceEmployee> {
      await writeTransaction(db, (trx) => provisionEmployee(trx, record, user, { employeeId: id }));
      return one(id);
    },

    /** Deactivates (sessions end, history kept) or reactivates an employee. */
    async setActive(user: ApiUser, id: number, active: boolean): Promise<WorkforceEmployee> {
      await writeTransaction(db, (trx) => setEmployeeActive(trx, id, active, user));
      return one(id);
    },

    /** One employee's changes from the audit trail, newest first. */
    async changes(query: EmployeeChangeQuery): Promise<Page<EmployeeChange>> {
      const page = await pagedList(query, {
        base: db
          .selectFrom('audit_log')
          .where('entity', '=', 'employee')
          .where('entity_id', '=', String(query.filter.employeeId)),
        select: (rows) => rows.select(['id', 'at', 'actor_username', 'action', 'before', 'after']),
        sort: { at: 'at' },
        tieBreaker: 'id',
      });
      return mapPage(page, toChange);
    },
  };
}
