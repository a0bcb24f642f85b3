import type { DataProvider } from 'react-admin';
// Types only: the contract's yup schemas are built after the portal sets yup's messages.
import type { ReminderDaysInput, ReminderDaysSetting } from '../contracts/approvalSettings';
import type { HttpClient } from './http';
import { legacyAdapter } from './legacyAdapter';

/** The resource of the company's reminder days, and its one record's id. */
export const APPROVAL_SETTINGS_RESOURCE = 'approval-settings';
export const REMINDER_DAYS_ID = 'reminderDays';

export type ReminderDaysRecord = ReminderDaysSetting & { id: typeof REMINDER_DAYS_ID };

/**
 * `approval-settings`: the company's reminder days, one record (GET /api/approvals/settings), and
 * an administrator's change (update: PUT, the days only; a refusal names its field).
 */
export function approvalSettingsAdapter(mainApi: string, http: HttpClient): DataProvider {
  const path = `${mainApi}/api/approvals/settings`;
  return legacyAdapter<ReminderDaysRecord, ReminderDaysSetting, ReminderDaysInput>(http, {
    resource: APPROVAL_SETTINGS_RESOURCE,
    toRecord: (setting) => ({ ...setting, id: REMINDER_DAYS_ID }),
    one: () => path,
    update: {
      path,
      body: ({ data }) => ({ remindAfter: data.remindAfter, escalateAfter: data.escalateAfter }),
    },
  });
}
