import { type InferType, number, object } from 'yup';

/** The most working days a setting may wait: a request waits at most six weeks unnoticed. */
export const REMINDER_DAYS_MAX = 30;

const workingDays = () => number().integer().min(1).max(REMINDER_DAYS_MAX).required();

/**
 * The company's reminder days (GET and PUT /api/approvals/settings, administrators): working days
 * a pending request waits before its approvers are reminded (`remindAfter`), then before it is
 * escalated (`escalateAfter`, later than the reminder: the service's refusal names it).
 */
export const reminderDaysBody = object({
  remindAfter: workingDays(),
  escalateAfter: workingDays(),
});
export type ReminderDaysInput = InferType<typeof reminderDaysBody>;

/** The setting as the service answers it: when it was last changed (null: the defaults). */
export interface ReminderDaysSetting extends ReminderDaysInput {
  updatedAt: string | null;
}
