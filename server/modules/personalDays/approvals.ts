import { sql } from 'kysely';
import { approvalRequests } from '../../approvals/approvals';
import { personalDaysMessages } from './i18n';

/** Where the author follows their requests (notifications link there). */
const MY_REQUESTS_PAGE = '/PersonalDays';

/**
 * The request's approvals: submitted → approved | rejected | cancelled, decided by the author's
 * supervisor or the module's owners; history, audit and the author's notice in one transaction.
 */
export const approvals = approvalRequests({
  module: 'personalDays',
  table: 'personal_day_requests',
  notice: {
    link: () => MY_REQUESTS_PAGE,
    params: (row) => ({ day: row.request_date }),
  },
  history: { table: 'personal_day_status_changes', column: 'request_id' },
  approvers: 'supervisor-or-owners',
  messages: personalDaysMessages,
  audit: { entity: 'personal_day_request', names: (row) => ({ requestDate: row.request_date }) },
  inbox: {
    // The category and the day: 'Cumpleaños · 2026-12-03'.
    summary: sql<string>`(select name from personal_day_categories where personal_day_categories.id = personal_day_requests.category_id) || ' · ' || personal_day_requests.request_date`,
    // Where an approver decides it.
    page: (id) => `/PersonalDays/Aprobaciones/${id}`,
  },
});
