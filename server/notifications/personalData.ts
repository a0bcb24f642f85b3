import { deleted, personal, type PersonalData } from '../privacy/declaration';

/** The person's notices and how they chose to get them. */
export const notificationsPersonalData: PersonalData = {
  tables: [
    personal('notifications', 'employee_id', deleted, {
      retention: { kind: 'notifications', days: 365, after: 'created_at', expire: 'delete' },
    }),
    personal('notification_preferences', 'employee_id', deleted),
  ],
};
