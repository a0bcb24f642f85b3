import { deleted, ofParent, personal, type PersonalData } from '../../privacy/declaration';

/** The person's work schedule, its exceptions and their change requests. */
export const schedulePersonalData: PersonalData = {
  tables: [
    personal('employee_schedules', 'employee_id', deleted),
    personal('schedule_change_requests', 'employee_id', deleted, { files: ['image_file_id'] }),
    ofParent('schedule_request_status_changes', 'request_id', 'schedule_change_requests', deleted),
    // After the requests: an exception names the request it came from.
    personal('schedule_exceptions', 'employee_id', deleted),
  ],
};
