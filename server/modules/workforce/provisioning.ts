import type { Transaction, Updateable } from 'kysely';
import {
  employeeRecord,
  type EmployeeRecord,
  type ProvisionAction,
} from '../../../contracts/workforce/employees';
import { handOverPendingRequests } from '../../approvals/handover';
import { type Actor, type AuditRecord, recordAudits } from '../../audit/audit';
import { statementBatches } from '../../db/batches';
import type { NewEmployee } from '../../db/platformTables';
import type { Database } from '../../db/schema';
import { findOr404 } from '../../db/lookup';
import { forUpdate } from '../../db/transaction';
import { HttpError, notFound, RequestValidationError } from '../../http/errors';
import { DEFAULT_LANGUAGE, type Language, type Message } from '../../http/messages';
import { validateInput } from '../../http/validation';
import { type FirstLoginLink, sendFirstLoginLinks } from '../../idp/firstLogin';
import { say } from './i18n';
import { type EmployeeRow, MAX_CHAIN, PeopleSnapshot } from './people';

export type { EmployeeRecord };

type Trx = Transaction<Database>;
type EmployeeColumns = Updateable<Database['employees']>;

/**
 * Who provisions: an administrator (their token's subject and user name) or a provisioning client
 * (`{ sub: 'scim:<client>', username: 'scim:<client>' }`): the audit trail names either.
 */
export type ProvisioningActor = Actor;

/** What provisioning did to one person; `changed` names the record's fields that changed. */
export interface ProvisionOutcome {
  action: ProvisionAction;
  employeeId: number;
  changed: string[];
}

/** Which employee a record describes: the one with its badge, or a given one (SCIM's id). */
export interface ProvisionTarget {
  employeeId?: number;
}

/** The record's fields and the employee column each is kept in. */
const COLUMNS = {
  badge: 'badge',
  userName: 'username',
  email: 'email',
  firstName: 'first_name',
  lastName: 'last_name',
  displayName: 'full_name',
  externalId: 'external_id',
  phone: 'phone',
  preferredLanguage: 'preferred_language',
  account: 'account',
  position: 'position',
  supervisorBadge: 'supervisor_id',
  hiredOn: 'hired_on',
  birthday: 'birthday',
  active: 'active',
} as const satisfies Record<keyof EmployeeRecord, keyof EmployeeRow>;

type Field = keyof typeof COLUMNS;

/**
 * What a record would do: the employee before, the columns to write and the fields that change.
 * `employeeId` is the person's id, or the negative id a person not written yet is known by
 * (PeopleSnapshot.newId); `values.supervisor_id` may name such a person too.
 */
export interface Plan {
  before: EmployeeRow | undefined;
  employeeId: number;
  values: EmployeeColumns;
  changed: Field[];
  action: ProvisionAction;
}

/** Refuses `value` when another employee holds it (409 naming the field). */
function assertFree(
  people: PeopleSnapshot,
  field: 'badge' | 'userName' | 'externalId',
  value: string | null | undefined,
  employeeId: number | undefined,
): void {
  if (value === undefined || value === null) return;
  if (people.holderOf(field, value, employeeId) !== undefined) {
    const message = say(`${field}.taken`);
    throw new HttpError(409, message, { [field]: message });
  }
}

/** The supervisor's id a badge names: an active employee, not the person, not one of theirs. */
function supervisorIdOf(
  people: PeopleSnapshot,
  badge: string | null,
  person: { id: number | undefined; badge: string },
): number | null {
  if (badge === null) return null;
  const refuse = (reason: Message) => new RequestValidationError({ supervisorBadge: reason });
  const supervisor = people.withBadge(badge);
  if (badge === person.badge || (supervisor && supervisor.id === person.id)) {
    throw refuse(say('supervisor.self'));
  }
  if (!supervisor || supervisor.active !== 1) throw refuse(say('supervisor.unknown'));
  if (person.id === undefined) return supervisor.id;
  let above = supervisor.supervisor_id;
  for (let step = 0; above !== null && step < MAX_CHAIN; step++) {
    if (above === person.id) throw refuse(say('supervisor.cycle'));
    above = people.employee(above)?.supervisor_id ?? null;
  }
  return supervisor.id;
}

function actionOf(
  before: EmployeeRow | undefined,
  values: EmployeeColumns,
  changed: Field[],
): ProvisionAction {
  if (!before) return 'created';
  if (changed.includes('active')) return values.active === 0 ? 'deactivated' : 'reactivated';
  return changed.length ? 'changed' : 'unchanged';
}

/** The record's contract, built once: a file's every row is checked against it. */
const recordSchema = employeeRecord();

/** What a new person's row holds where their record says nothing. */
const NEW_EMPLOYEE_DEFAULTS = {
  external_id: null,
  phone: null,
  preferred_language: null,
  account: null,
  position: null,
  supervisor_id: null,
  hired_on: null,
  active: 1,
} satisfies EmployeeColumns;

/**
 * Validates `input` and works out, against `people` alone (no query), what it would change; throws
 * the refusal naming the field. The plan is taken into `people`: the next record planned against
 * them sees this one done.
 */
export function planRecord(
  people: PeopleSnapshot,
  input: unknown,
  target: ProvisionTarget = {},
): Plan {
  const record = validateInput<EmployeeRecord>(recordSchema, input);
  const before =
    target.employeeId === undefined
      ? people.withBadge(record.badge)
      : people.employee(target.employeeId);
  if (target.employeeId !== undefined && !before) throw notFound(say('employee.notFound'));
  if (!before && record.birthday === undefined) {
    throw new RequestValidationError({ birthday: say('birthday.required') });
  }
  assertFree(people, 'badge', record.badge, before?.id);
  assertFree(people, 'userName', record.userName, before?.id);
  assertFree(people, 'externalId', record.externalId, before?.id);
  const namesKept = before?.first_name === record.firstName && before.last_name === record.lastName;
  const fullName =
    record.displayName ?? (namesKept ? before.full_name : `${record.firstName} ${record.lastName}`);
  const said: EmployeeColumns = {
    badge: record.badge,
    username: record.userName,
    email: record.email,
    first_name: record.firstName,
    last_name: record.lastName,
    full_name: fullName,
    external_id: record.externalId,
    phone: record.phone,
    preferred_language: record.preferredLanguage,
    account: record.account,
    position: record.position,
    supervisor_id:
      record.supervisorBadge === undefined
        ? undefined
        : supervisorIdOf(people, record.supervisorBadge, { id: before?.id, badge: record.badge }),
    hired_on: record.hiredOn,
    birthday: record.birthday,
    active: record.active === undefined ? undefined : Number(record.active),
  };
  const values = Object.fromEntries(
    Object.entries(said).filter(([, value]) => value !== undefined),
  ) as EmployeeColumns;
  const changed = (Object.keys(COLUMNS) as Field[]).filter((field) => {
    const column = COLUMNS[field];
    if (values[column] === undefined) return false;
    return before === undefined || before[column] !== values[column];
  });
  const employeeId = before?.id ?? people.newId();
  people.take({ ...NEW_EMPLOYEE_DEFAULTS, ...before, ...values, id: employeeId } as EmployeeRow);
  return { before, employeeId, values, changed, action: actionOf(before, values, changed) };
}

/**
 * Writes `plans` (planned in this order against one PeopleSnapshot) in as few statements as they
 * allow: the new people in multi-row inserts, each after the new supervisor they name, then the
 * changes; all audited with `actor` in multi-row inserts. Carries out what each change means for
 * the portal: a new active employee is mailed their first-login link, a deactivated one's sessions
 * end at once, a changed user name reaches their sign-in, a supervisor change hands their pending
 * requests to the new approver. Answers each plan's outcome, in order.
 */
export async function applyPlans(
  trx: Trx,
  plans: readonly Plan[],
  actor: ProvisioningActor,
  now = new Date(),
): Promise<ProvisionOutcome[]> {
  const at = now.toISOString();
  const written = new Map<number, number>();
  const idOf = (id: number) => (id < 0 ? written.get(id)! : id);
  const supervisorOf = ({ values }: Plan) =>
    values.supervisor_id === undefined || values.supervisor_id === null
      ? values.supervisor_id
      : idOf(values.supervisor_id as number);
  const audits: AuditRecord[] = [];
  const welcomes: FirstLoginLink[] = [];

  // The changes first, in the order planned: a key one of them gives up is free for a new person.
  // A change naming a new supervisor gets them once they are written.
  const changes = plans.filter((plan) => plan.before && plan.changed.length);
  const afterOf = new Map<Plan, EmployeeRow>();
  const update = (plan: Plan, set: EmployeeColumns) =>
    trx
      .updateTable('employees')
      .set({ ...set, changed_at: at })
      .where('id', '=', plan.employeeId)
      .returningAll()
      .executeTakeFirstOrThrow();
  const newSupervisor = ({ values }: Plan) =>
    typeof values.supervisor_id === 'number' && values.supervisor_id < 0;
  for (const plan of changes) {
    const { supervisor_id, ...values } = plan.values;
    const after = await update(plan, newSupervisor(plan) ? values : { ...values, supervisor_id });
    afterOf.set(plan, after);
    if (plan.changed.includes('userName')) {
      await trx
        .updateTable('identity_accounts')
        .set({ username: after.username })
        .where('employee_id', '=', plan.employeeId)
        .execute();
    }
  }

  // New people, a level at a time: level n names a supervisor of level n - 1.
  const levels: Plan[][] = [];
  const levelOf = new Map<number, number>();
  for (const plan of plans.filter((plan) => !plan.before)) {
    const level = newSupervisor(plan) ? levelOf.get(plan.values.supervisor_id!)! + 1 : 0;
    levelOf.set(plan.employeeId, level);
    (levels[level] ??= []).push(plan);
  }
  for (const level of levels) {
    const rows = level.map((plan) => ({
      ...NEW_EMPLOYEE_DEFAULTS,
      ...(plan.values as NewEmployee),
      supervisor_id: supervisorOf(plan) ?? null,
      created_at: at,
      changed_at: at,
    }));
    const planOfBadge = new Map(level.map((plan) => [plan.values.badge, plan]));
    for (const batch of statementBatches(rows)) {
      const created = await trx.insertInto('employees').values(batch).returningAll().execute();
      for (const row of created) {
        written.set(planOfBadge.get(row.badge)!.employeeId, row.id);
        audits.push({ actor, entity: 'employee', entityId: row.id, before: null, after: row });
        if (row.active) {
          const language = (row.preferred_language ?? DEFAULT_LANGUAGE) as Language;
          welcomes.push({ employee: row, language });
        }
      }
    }
  }
  for (const plan of changes.filter(newSupervisor)) {
    afterOf.set(plan, await update(plan, { supervisor_id: supervisorOf(plan) }));
  }
  for (const plan of changes) {
    audits.push({
      actor,
      entity: 'employee',
      entityId: plan.employeeId,
      before: plan.before,
      after: afterOf.get(plan),
      softDelete: plan.action === 'deactivated',
    });
  }
  await recordAudits(trx, audits, now);
  await sendFirstLoginLinks(trx, welcomes, now);
  const deactivated = changes.filter((plan) => plan.action === 'deactivated');
  for (const batch of statementBatches(deactivated.map((plan) => ({ id: plan.employeeId })))) {
    await trx
      .updateTable('sessions')
      .set({ revoked_at: at, revoked_reason: 'employee-inactive' })
      .where(
        'employee_id',
        'in',
        batch.map(({ id }) => id),
      )
      .where('revoked_at', 'is', null)
      .execute();
  }
  for (const plan of changes.filter((plan) => plan.changed.includes('supervisorBadge'))) {
    await handOverPendingRequests(trx, plan.employeeId);
  }
  return plans.map(({ action, employeeId, changed }) => ({
    action,
    employeeId: idOf(employeeId),
    changed,
  }));
}

/**
 * Creates or changes the employee `record` describes (the one with its badge, or `target`'s),
 * audited with `actor`, with the effects `applyPlans` carries out. Plans against only the people
 * the record may touch, locked. Throws the 400 (or 409 for a badge, user name or external id
 * another employee has) naming the record's field.
 */
export async function provisionEmployee(
  trx: Trx,
  record: EmployeeRecord,
  actor: ProvisioningActor,
  target: ProvisionTarget = {},
  now = new Date(),
): Promise<ProvisionOutcome> {
  const valid = validateInput<EmployeeRecord>(recordSchema, record);
  const people = await PeopleSnapshot.around(trx, { ...valid, employeeId: target.employeeId });
  const [outcome] = await applyPlans(trx, [planRecord(people, valid, target)], actor, now);
  return outcome!;
}

/** Deactivates (history kept) or reactivates an employee, with the same effects. 404 if none. */
export async function setEmployeeActive(
  trx: Trx,
  employeeId: number,
  active: boolean,
  actor: ProvisioningActor,
  now = new Date(),
): Promise<ProvisionOutcome> {
  const before = await findOr404(
    forUpdate(trx, trx.selectFrom('employees').selectAll().where('id', '=', employeeId)),
    say('employee.notFound'),
  );
  const values = { active: Number(active) };
  const changed: Field[] = before.active === values.active ? [] : ['active'];
  const plan = { before, employeeId, values, changed, action: actionOf(before, values, changed) };
  const [outcome] = await applyPlans(trx, [plan], actor, now);
  return outcome!;
}
