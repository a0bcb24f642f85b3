import type { PersonalData } from '../../privacy/declaration';

/** The person's work schedule, its exceptions and their change requests. */
export const schedulePersonalData: PersonalData = {
  tables: [
    {
      table: 'employee_schedules',
      person: { column: 'employee_id' },
      erasure: { erase: 'delete' },
    },
    {
      table: 'schedule_change_requests',
      person: { column: 'employee_id' },
      files: ['image_file_id'],
      erasure: { erase: 'delete' },
    },
    {
      table: 'schedule_request_status_changes',
      person: { column: 'request_id', parent: 'schedule_change_requests' },
      erasure: { erase: 'delete' },
    },
    // After the requests: an exception names the request it came from.
    {
      table: 'schedule_exceptions',
      person: { column: 'employee_id' },
      erasure: { erase: 'delete' },
    },
  ],
};
