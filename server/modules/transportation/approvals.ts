import type { ApprovalStatus } from '../../../contracts/approvals';
import { transportWorkflow } from '../../../contracts/transportation/transportation';
import { approvalRequests } from '../../approvals/approvals';
import { say } from './i18n';

/** The employee's page where they follow their requests. */
export const TRANSPORTATION_PAGE = '/Transportation';

/** What the author is told of each move of their request (Spanish, the company's language). */
const NOTICES: Record<ApprovalStatus, (note: string) => { title: string; body: string }> = {
  submitted: () => ({
    title: 'Recibimos tu solicitud de transporte',
    body: 'Tu espacio quedó reservado y pendiente de aprobación. Te avisaremos cuando se resuelva.',
  }),
  approved: (note) => ({
    title: 'Tu solicitud de transporte fue aprobada',
    body: `Tienes un espacio en la ruta.${note ? ` Nota: ${note}` : ''}`,
  }),
  rejected: (note) => ({
    title: 'Tu solicitud de transporte fue rechazada',
    body: `La solicitud fue rechazada. Motivo: ${note}`,
  }),
  cancelled: () => ({
    title: 'Tu solicitud de transporte quedó cancelada',
    body: 'La solicitud quedó cancelada y el espacio quedó libre.',
  }),
};

/**
 * Seat requests on the approvals kit: the transport coordinators (Transport_Coordinator,
 * System_Admin) decide; the author may give up a seat before or after approval; every move
 * notifies the author.
 */
export const approvals = approvalRequests({
  module: 'transportation',
  workflow: transportWorkflow,
  table: 'transport_requests',
  history: { table: 'transport_request_status_changes', column: 'request_id' },
  approvers: 'owners',
  notFound: say('request.notFound'),
  kind: 'transportation',
  audit: {
    entity: 'transport_request',
    before: (row) => ({ routeId: row.route_id, stopId: row.stop_id, status: row.status }),
    after: (row, move, at) => ({
      routeId: row.route_id,
      stopId: row.stop_id,
      status: move.status,
      note: move.note,
      statusChangedAt: at,
    }),
  },
  notice: (_row, status, note) => ({ ...NOTICES[status](note), link: TRANSPORTATION_PAGE }),
});
