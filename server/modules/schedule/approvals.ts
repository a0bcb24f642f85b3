import { approvalRequests } from '../../approvals/approvals';
import { scheduleMessages, say } from './i18n';

/** The employee's page where they follow their requests. */
export const SCHEDULE_PAGE = '/ScheduleChange';

/**
 * Schedule change requests on the approvals kit: the workforce planners (Workforce_Planner,
 * System_Admin) decide; every move notifies the author.
 */
export const approvals = approvalRequests({
  module: 'schedule',
  table: 'schedule_change_requests',
  history: { table: 'schedule_request_status_changes', column: 'request_id' },
  approvers: 'owners',
  notFound: say('request.notFound'),
  kind: 'schedule',
  audit: {
    entity: 'schedule_request',
    before: (row) => ({ problemId: row.problem_id, startDate: row.start_date, status: row.status }),
    after: (row, move, at) => ({
      problemId: row.problem_id,
      startDate: row.start_date,
      status: move.status,
      note: move.note,
      statusChangedAt: at,
    }),
  },
  notice: (_row, status, note) => ({
    title: say(`notice.${status}.title`),
    body: say(`notice.${status}.body`, { note }),
    link: SCHEDULE_PAGE,
  }),
  messages: scheduleMessages,
});
