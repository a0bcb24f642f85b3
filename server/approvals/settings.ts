import type { Kysely } from 'kysely';
import type {
  ReminderDaysInput,
  ReminderDaysOfType,
  ReminderDaysSetting,
} from '../../contracts/approvalSettings';
import { recordAudit } from '../audit/audit';
import type { ApiUser } from '../auth/apiTokens';
import type { Database } from '../db/schema';
import type { DB } from '../db';
import { writeTransaction } from '../db/transaction';
import { HttpError } from '../http/errors';
import { approvalTypes } from './approvals';
import { DEFAULT_REMINDER_DAYS, type ReminderDays } from './escalation';
import { say } from './i18n';

/** The settings' one row, and its name in the audit trail. */
const ROW_ID = 1;
const ENTITY = 'approval_settings';
/** A kind's own days in the audit trail: its row of `approval_type_settings`. */
const TYPE_ENTITY = 'approval_type_settings';

/** The days of a setting, as the trail keeps them. */
const daysOf = ({ remindAfter, escalateAfter }: ReminderDays): ReminderDays => ({
  remindAfter,
  escalateAfter,
});

/** The company's days: the administrators' setting, or the defaults until they set it. */
async function companySetting(
  q: Kysely<Database>,
): Promise<ReminderDays & { updatedAt: string | null }> {
  const row = await q
    .selectFrom('approval_settings')
    .select(['remind_after', 'escalate_after', 'updated_at'])
    .where('id', '=', ROW_ID)
    .executeTakeFirst();
  return row
    ? {
        remindAfter: row.remind_after,
        escalateAfter: row.escalate_after,
        updatedAt: row.updated_at,
      }
    : { ...DEFAULT_REMINDER_DAYS, updatedAt: null };
}

/** The kinds' own days, by kind, where an administrator set them apart. */
async function ownDaysByType(
  q: Kysely<Database>,
): Promise<Map<string, ReminderDays & { updatedAt: string }>> {
  const rows = await q
    .selectFrom('approval_type_settings')
    .select(['request_type', 'remind_after', 'escalate_after', 'updated_at'])
    .execute();
  return new Map(
    rows.map((row) => [
      row.request_type,
      {
        remindAfter: row.remind_after,
        escalateAfter: row.escalate_after,
        updatedAt: row.updated_at,
      },
    ]),
  );
}

/**
 * The reminder days: the company's (the defaults until set) and each declared kind's in force —
 * its own where an administrator set them, else its declaration's, else the company's.
 */
export async function reminderSetting(q: Kysely<Database>): Promise<ReminderDaysSetting> {
  const company = await companySetting(q);
  const own = await ownDaysByType(q);
  const types = approvalTypes().map((type): ReminderDaysOfType => {
    const set = own.get(type.module);
    return {
      type: type.module,
      ...daysOf(set ?? type.reminders ?? company),
      own: set !== undefined,
      updatedAt: set?.updatedAt ?? null,
    };
  });
  return { ...company, types };
}

/** The days the reminders job waits for each kind (./reminders.ts), by kind. */
export async function reminderDaysByType(q: Kysely<Database>): Promise<Map<string, ReminderDays>> {
  const { types } = await reminderSetting(q);
  return new Map(types.map((type) => [type.type, daysOf(type)]));
}

/** 400 naming `escalateAfter` unless the escalation comes after the reminder. */
function assertEscalationAfterReminder(input: ReminderDaysInput): void {
  if (input.escalateAfter <= input.remindAfter) {
    const refusal = say('settings.escalateAfterReminder');
    throw new HttpError(400, refusal, { escalateAfter: refusal });
  }
}

/** 404 unless `type` is a declared kind of request. */
function assertDeclaredType(type: string): void {
  if (!approvalTypes().some((declared) => declared.module === type)) {
    throw new HttpError(404, say('inbox.unknownType', { type }));
  }
}

/**
 * An administrator sets one kind's reminder days apart from the company's (`input`), or gives it
 * the company's back (`input` null): 404 for an unknown kind, 400 naming `escalateAfter` unless it
 * comes after the reminder; audited (entity `approval_type_settings`, its row) with the days and
 * the kind before and after. Answers the whole setting.
 */
export async function saveTypeReminderDays(
  db: DB,
  user: ApiUser,
  type: string,
  input: ReminderDaysInput | null,
  now = new Date(),
): Promise<ReminderDaysSetting> {
  assertDeclaredType(type);
  if (input) assertEscalationAfterReminder(input);
  await writeTransaction(db, async (trx) => {
    const before = await trx
      .selectFrom('approval_type_settings')
      .select(['id', 'remind_after', 'escalate_after'])
      .where('request_type', '=', type)
      .executeTakeFirst();
    const was = before
      ? { type, remindAfter: before.remind_after, escalateAfter: before.escalate_after }
      : null;
    if (input === null) {
      if (!before) return;
      await trx.deleteFrom('approval_type_settings').where('id', '=', before.id).execute();
      await recordAudit(
        trx,
        { actor: user, entity: TYPE_ENTITY, entityId: before.id, before: was, after: null },
        now,
      );
      return;
    }
    const values = {
      remind_after: input.remindAfter,
      escalate_after: input.escalateAfter,
      updated_at: now.toISOString(),
    };
    const row = await trx
      .insertInto('approval_type_settings')
      .values({ request_type: type, ...values })
      .onConflict((conflict) => conflict.column('request_type').doUpdateSet(values))
      .returning('id')
      .executeTakeFirstOrThrow();
    const after = { type, ...daysOf(input) };
    await recordAudit(
      trx,
      { actor: user, entity: TYPE_ENTITY, entityId: row.id, before: was, after },
      now,
    );
  });
  return reminderSetting(db);
}

/**
 * An administrator sets the company's reminder days: 400 naming `escalateAfter` unless it comes
 * after the reminder; audited (entity `approval_settings`) with the days before and after.
 */
export async function saveReminderDays(
  db: DB,
  user: ApiUser,
  input: ReminderDaysInput,
  now = new Date(),
): Promise<ReminderDaysSetting> {
  assertEscalationAfterReminder(input);
  const values = {
    remind_after: input.remindAfter,
    escalate_after: input.escalateAfter,
    updated_at: now.toISOString(),
  };
  await writeTransaction(db, async (trx) => {
    const before = await companySetting(trx);
    await trx
      .insertInto('approval_settings')
      .values({ id: ROW_ID, ...values })
      .onConflict((conflict) => conflict.column('id').doUpdateSet(values))
      .execute();
    const change = { before: daysOf(before), after: daysOf(input) };
    await recordAudit(trx, { actor: user, entity: ENTITY, entityId: ROW_ID, ...change }, now);
  });
  return reminderSetting(db);
}
