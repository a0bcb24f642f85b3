import type { Selectable, Transaction, Updateable } from 'kysely';
import {
  employeeRecord,
  type EmployeeRecord,
  type ProvisionAction,
} from '../../../contracts/workforce/employees';
import { handOverPendingRequests } from '../../approvals/handover';
import { type Actor, recordAudit } from '../../audit/audit';
import type { NewEmployee } from '../../db/platformTables';
import type { Database } from '../../db/schema';
import { forUpdate } from '../../db/transaction';
import { HttpError, notFound, RequestValidationError } from '../../http/errors';
import { DEFAULT_LANGUAGE, type Language, type Message } from '../../http/messages';
import { validateInput } from '../../http/validation';
import { sendFirstLoginLink } from '../../idp/firstLogin';
import { say } from './i18n';

export type { EmployeeRecord };

type Trx = Transaction<Database>;
type EmployeeRow = Selectable<Database['employees']>;
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

/** Why a record would be refused: the record's field and the reason, worded by the caller. */
export interface ProvisionRefusal {
  field: string;
  message: Message;
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

/** What a record would do: the employee before, the columns to write and the fields that change. */
interface Plan {
  before: EmployeeRow | undefined;
  values: EmployeeColumns;
  changed: Field[];
  action: ProvisionAction;
}

/** A supervisor chain longer than this is not followed further (no company is that deep). */
const MAX_CHAIN = 100;

const employeeBy = (trx: Trx, column: 'id' | 'badge', value: number | string) =>
  forUpdate(trx, trx.selectFrom('employees').selectAll().where(column, '=', value));

async function assertFree(
  trx: Trx,
  field: 'badge' | 'userName' | 'externalId',
  value: string | null | undefined,
  employeeId: number | undefined,
): Promise<void> {
  if (value === undefined || value === null) return;
  const other = await trx
    .selectFrom('employees')
    .select('id')
    .where(COLUMNS[field], '=', value)
    .where('id', '<>', employeeId ?? -1)
    .executeTakeFirst();
  if (other) {
    const message = say(`${field}.taken`);
    throw new HttpError(409, message, { [field]: message });
  }
}

/** The supervisor's id a badge names: an active employee, not the person, not one of theirs. */
async function supervisorIdOf(
  trx: Trx,
  badge: string | null,
  person: { id: number | undefined; badge: string },
): Promise<number | null> {
  if (badge === null) return null;
  const refuse = (reason: Message) => new RequestValidationError({ supervisorBadge: reason });
  if (badge === person.badge) throw refuse(say('supervisor.self'));
  const supervisor = await trx
    .selectFrom('employees')
    .select(['id', 'supervisor_id'])
    .where('badge', '=', badge)
    .where('active', '=', 1)
    .executeTakeFirst();
  if (!supervisor) throw refuse(say('supervisor.unknown'));
  if (person.id === undefined) return supervisor.id;
  let above = supervisor.supervisor_id;
  for (let step = 0; above !== null && step < MAX_CHAIN; step++) {
    if (above === person.id) throw refuse(say('supervisor.cycle'));
    const next = await trx
      .selectFrom('employees')
      .select('supervisor_id')
      .where('id', '=', above)
      .executeTakeFirst();
    above = next?.supervisor_id ?? null;
  }
  return supervisor.id;
}

function actionOf(before: EmployeeRow | undefined, values: EmployeeColumns, changed: Field[]) {
  if (!before) return 'created';
  if (changed.includes('active')) return values.active === 0 ? 'deactivated' : 'reactivated';
  return changed.length ? 'changed' : 'unchanged';
}

/** Validates `input` and works out what it would change; throws the refusal naming the field. */
async function planOf(trx: Trx, input: unknown, target: ProvisionTarget): Promise<Plan> {
  const record = validateInput<EmployeeRecord>(employeeRecord(), input);
  const before =
    target.employeeId === undefined
      ? await employeeBy(trx, 'badge', record.badge).executeTakeFirst()
      : await employeeBy(trx, 'id', target.employeeId).executeTakeFirst();
  if (target.employeeId !== undefined && !before) throw notFound(say('employee.notFound'));
  if (!before && record.birthday === undefined) {
    throw new RequestValidationError({ birthday: say('birthday.required') });
  }
  await assertFree(trx, 'badge', record.badge, before?.id);
  await assertFree(trx, 'userName', record.userName, before?.id);
  await assertFree(trx, 'externalId', record.externalId, before?.id);
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
        : await supervisorIdOf(trx, record.supervisorBadge, {
            id: before?.id,
            badge: record.badge,
          }),
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
  return { before, values, changed, action: actionOf(before, values, changed) };
}

/** A deactivated employee's portal sessions end now: their next call is refused. */
const endSessions = (trx: Trx, employeeId: number, now: Date) =>
  trx
    .updateTable('sessions')
    .set({ revoked_at: now.toISOString(), revoked_reason: 'employee-inactive' })
    .where('employee_id', '=', employeeId)
    .where('revoked_at', 'is', null)
    .execute();

/** Writes a plan, audits it with `actor` and carries out what the change means for the portal. */
async function apply(
  trx: Trx,
  { before, values, changed, action }: Plan,
  actor: ProvisioningActor,
  now: Date,
): Promise<ProvisionOutcome> {
  const at = now.toISOString();
  const outcome = (employeeId: number) => ({ action, employeeId, changed });
  if (!before) {
    const created = await trx
      .insertInto('employees')
      .values({
        ...(values as NewEmployee),
        created_at: at,
        changed_at: at,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    await recordAudit(
      trx,
      { actor, entity: 'employee', entityId: created.id, before: null, after: created },
      now,
    );
    if (created.active) {
      const language = (created.preferred_language ?? DEFAULT_LANGUAGE) as Language;
      await sendFirstLoginLink(trx, created, language, now);
    }
    return outcome(created.id);
  }
  if (!changed.length) return outcome(before.id);
  const after = await trx
    .updateTable('employees')
    .set({ ...values, changed_at: at })
    .where('id', '=', before.id)
    .returningAll()
    .executeTakeFirstOrThrow();
  await recordAudit(
    trx,
    {
      actor,
      entity: 'employee',
      entityId: before.id,
      before,
      after,
      softDelete: action === 'deactivated',
    },
    now,
  );
  if (action === 'deactivated') await endSessions(trx, before.id, now);
  if (changed.includes('userName')) {
    await trx
      .updateTable('identity_accounts')
      .set({ username: after.username })
      .where('employee_id', '=', before.id)
      .execute();
  }
  if (changed.includes('supervisorBadge')) await handOverPendingRequests(trx, before.id);
  return outcome(before.id);
}

/**
 * Creates or changes the employee `record` describes (the one with its badge, or `target`'s),
 * audited with `actor`: a new active employee is mailed their first-login link, a deactivated one's
 * sessions end at once, a supervisor change hands their pending requests to the new approver.
 * Throws the 400 (or 409 for a badge, user name or external id another employee has) naming the
 * record's field.
 */
export async function provisionEmployee(
  trx: Trx,
  record: EmployeeRecord,
  actor: ProvisioningActor,
  target: ProvisionTarget = {},
  now = new Date(),
): Promise<ProvisionOutcome> {
  return apply(trx, await planOf(trx, record, target), actor, now);
}

/** Deactivates (history kept) or reactivates an employee, with the same effects. 404 if none. */
export async function setEmployeeActive(
  trx: Trx,
  employeeId: number,
  active: boolean,
  actor: ProvisioningActor,
  now = new Date(),
): Promise<ProvisionOutcome> {
  const before = await employeeBy(trx, 'id', employeeId).executeTakeFirst();
  if (!before) throw notFound(say('employee.notFound'));
  const values = { active: Number(active) };
  const changed: Field[] = before.active === values.active ? [] : ['active'];
  return apply(
    trx,
    { before, values, changed, action: actionOf(before, values, changed) },
    actor,
    now,
  );
}

/** A dry run for previews: what `provisionEmployee` would do, or why it would refuse, unwritten. */
export async function planEmployee(
  trx: Trx,
  record: EmployeeRecord,
  target: ProvisionTarget = {},
): Promise<
  | (Omit<ProvisionOutcome, 'employeeId'> & { employeeId: number | null })
  | { action: 'refused'; reasons: ProvisionRefusal[] }
> {
  try {
    const plan = await planOf(trx, record, target);
    return { action: plan.action, employeeId: plan.before?.id ?? null, changed: plan.changed };
  } catch (error) {
    if (!(error instanceof HttpError) || error.statusCode >= 500) throw error;
    const fields = Object.entries(error.errors ?? { body: error.refusal });
    return { action: 'refused', reasons: fields.map(([field, message]) => ({ field, message })) };
  }
}
