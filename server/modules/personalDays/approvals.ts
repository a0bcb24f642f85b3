import { approvalRequests } from '../../approvals/approvals';
import { personalDaysMessages, say } from './i18n';

/** Where the author follows their requests (notifications link there). */
const MY_REQUESTS_PAGE = '/PersonalDays';

/**
 * The request's approvals: submitted → approved | rejected | cancelled, decided by the author's
 * supervisor or the module's owners; history, audit and the author's notice in one transaction.
 */
export const approvals = approvalRequests({
  module: 'personalDays',
  table: 'personal_day_requests',
  history: { table: 'personal_day_status_changes', column: 'request_id' },
  approvers: 'supervisor-or-owners',
  notFound: say('request.notFound'),
  audit: {
    entity: 'personal_day_request',
    before: (row) => ({ requestDate: row.request_date, status: row.status }),
    after: (row, move) => ({ requestDate: row.request_date, status: move.status, note: move.note }),
  },
  notice: (row, status, note) => ({
    title: say(`notice.${status}.title`, { day: row.request_date }),
    body: say(`notice.${status}.body`, { note }),
    link: MY_REQUESTS_PAGE,
  }),
  messages: personalDaysMessages,
  kind: 'personalDays',
});
