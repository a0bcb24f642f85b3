import type { ApprovalStatus } from '../../../contracts/approvals';
import { approvalRequests } from '../../approvals/approvals';
import { say } from './i18n';

/** The employee's page where they follow their requests. */
export const SCHEDULE_PAGE = '/ScheduleChange';

/** What the author is told of each move of their request (Spanish, the company's language). */
const NOTICES: Record<ApprovalStatus, (note: string) => { title: string; body: string }> = {
  submitted: () => ({
    title: 'Recibimos tu solicitud de cambio de horario',
    body: 'Tu solicitud quedó pendiente de aprobación. Te avisaremos cuando se resuelva.',
  }),
  approved: (note) => ({
    title: 'Tu cambio de horario fue aprobado',
    body: `La solicitud fue aprobada.${note ? ` Nota: ${note}` : ''}`,
  }),
  rejected: (note) => ({
    title: 'Tu cambio de horario fue rechazado',
    body: `La solicitud fue rechazada. Motivo: ${note}`,
  }),
  cancelled: () => ({
    title: 'Tu solicitud de cambio de horario quedó cancelada',
    body: 'La solicitud quedó cancelada.',
  }),
};

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
  notice: (_row, status, note) => ({ ...NOTICES[status](note), link: SCHEDULE_PAGE }),
});
