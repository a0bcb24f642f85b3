import type { Kysely } from 'kysely';
import type { ReminderDaysInput, ReminderDaysSetting } from '../../contracts/approvalSettings';
import { recordAudit } from '../audit/audit';
import type { ApiUser } from '../auth/apiTokens';
import type { Database } from '../db/schema';
import type { DB } from '../db';
import { writeTransaction } from '../db/transaction';
import { HttpError } from '../http/errors';
import { DEFAULT_REMINDER_DAYS, type ReminderDays } from './escalation';
import { say } from './i18n';

/** The settings' one row, and its name in the audit trail. */
const ROW_ID = 1;
const ENTITY = 'approval_settings';

/** The days of a setting, as the trail keeps them. */
const daysOf = ({ remindAfter, escalateAfter }: ReminderDays): ReminderDays => ({
  remindAfter,
  escalateAfter,
});

/** The company's reminder days: the administrators' setting, or the defaults until they set it. */
export async function reminderSetting(q: Kysely<Database>): Promise<ReminderDaysSetting> {
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

/** The days the reminders job waits (./reminders.ts). */
export const companyReminderDays = async (q: Kysely<Database>): Promise<ReminderDays> =>
  daysOf(await reminderSetting(q));

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
  if (input.escalateAfter <= input.remindAfter) {
    const refusal = say('settings.escalateAfterReminder');
    throw new HttpError(400, refusal, { escalateAfter: refusal });
  }
  const values = {
    remind_after: input.remindAfter,
    escalate_after: input.escalateAfter,
    updated_at: now.toISOString(),
  };
  await writeTransaction(db, async (trx) => {
    const before = await reminderSetting(trx);
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
