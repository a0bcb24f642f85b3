import { type InferType, number, object, string } from 'yup';

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

/** PUT and DELETE /api/approvals/settings/{type}: the kind of request whose own days they are. */
export const reminderDaysTypeParams = object({
  type: string().trim().max(40).required(),
});

/**
 * One kind of request's days in force: its own when an administrator set them apart (`own`), else
 * the company's; `updatedAt` of its own setting, null without one.
 */
export interface ReminderDaysOfType extends ReminderDaysInput {
  /** The kind's name ('personalDays', 'reimbursement', 'schedule', 'appointments', 'transportation'). */
  type: string;
  own: boolean;
  updatedAt: string | null;
}

/**
 * The setting as the service answers it: the company's days, when they were last changed (null:
 * the defaults), and each kind of request's days in force.
 */
export interface ReminderDaysSetting extends ReminderDaysInput {
  updatedAt: string | null;
  types: ReminderDaysOfType[];
}
