import { approvalRequests } from '../../approvals/approvals';
import { scheduleMessages } from './i18n';

/** The employee's page where they follow their requests. */
export const SCHEDULE_PAGE = '/ScheduleChange';

/**
 * Schedule change requests on the approvals kit: the workforce planners (Workforce_Planner,
 * System_Admin) decide; every move notifies the author.
 */
export const approvals = approvalRequests({
  module: 'schedule',
  table: 'schedule_change_requests',
  audit: {
    entity: 'schedule_request',
    names: (row) => ({ problemId: row.problem_id, startDate: row.start_date }),
  },
  history: { table: 'schedule_request_status_changes', column: 'request_id' },
  approvers: 'owners',
  messages: scheduleMessages,
  notice: {
    link: () => SCHEDULE_PAGE,
    approverLink: (row) => `/ScheduleChange/Solicitudes/${row.id}`,
  },
});
