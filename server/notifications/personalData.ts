import type { PersonalData } from '../privacy/declaration';

/** The person's notices and how they chose to get them. */
export const notificationsPersonalData: PersonalData = {
  tables: [
    {
      table: 'notifications',
      person: { column: 'employee_id' },
      retention: { kind: 'notifications', days: 365, after: 'created_at', expire: 'delete' },
      erasure: { erase: 'delete' },
    },
    {
      table: 'notification_preferences',
      person: { column: 'employee_id' },
      erasure: { erase: 'delete' },
    },
  ],
};
