import type { DataProvider } from 'react-admin';
// Types only: the contract's yup schemas are built after the portal sets yup's messages.
import type { ReminderDaysInput, ReminderDaysSetting } from '../contracts/approvalSettings';
import type { HttpClient } from './http';
import { legacyAdapter, segment } from './legacyAdapter';

/** The resource of the company's reminder days, and its one record's id. */
export const APPROVAL_SETTINGS_RESOURCE = 'approval-settings';
export const REMINDER_DAYS_ID = 'reminderDays';

export type ReminderDaysRecord = ReminderDaysSetting & { id: typeof REMINDER_DAYS_ID };

/**
 * `approval-settings`: the reminder days, one record (GET /api/approvals/settings): the company's
 * and each kind of request's in force. An administrator's change is an update: of id
 * `reminderDays` the company's (PUT …/settings), of a kind's name (`personalDays`) that kind's own
 * (PUT …/settings/{type}); a delete of a kind's name gives it the company's back (DELETE
 * …/settings/{type}). Each answers the whole setting; a refusal names its field.
 */
export function approvalSettingsAdapter(mainApi: string, http: HttpClient): DataProvider {
  const path = `${mainApi}/api/approvals/settings`;
  return legacyAdapter<ReminderDaysRecord, ReminderDaysSetting, ReminderDaysInput>(http, {
    resource: APPROVAL_SETTINGS_RESOURCE,
    toRecord: (setting) => ({ ...setting, id: REMINDER_DAYS_ID }),
    one: () => path,
    update: {
      path: ({ id }) => (id === REMINDER_DAYS_ID ? path : `${path}/${segment(id)}`),
      body: ({ data }) => ({ remindAfter: data.remindAfter, escalateAfter: data.escalateAfter }),
    },
    delete: { path: ({ id }) => `${path}/${segment(id)}` },
  });
}
