import { transportWorkflow } from '../../../contracts/transportation/transportation';
import { approvalRequests } from '../../approvals/approvals';
import { transportationMessages, say } from './i18n';

/** The employee's page where they follow their requests. */
export const TRANSPORTATION_PAGE = '/Transportation';

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
  notice: (_row, status, note) => ({
    title: say(`notice.${status}.title`),
    body: say(`notice.${status}.body`, { note }),
    link: TRANSPORTATION_PAGE,
  }),
  messages: transportationMessages,
});
