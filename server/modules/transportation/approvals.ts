import { transportWorkflow } from '../../../contracts/transportation/transportation';
import { approvalRequests } from '../../approvals/approvals';
import { transportationMessages } from './i18n';

/** The employee's page where they follow their requests. */
export const TRANSPORTATION_PAGE = '/Transportation';

/**
 * Seat requests on the approvals kit: the transport coordinators (Transport_Coordinator,
 * System_Admin) decide; the author may give up a seat before or after approval; every move
 * notifies the author.
 */
export const approvals = approvalRequests({
  module: 'transportation',
  table: 'transport_requests',
  notice: {
    link: () => TRANSPORTATION_PAGE,
    approverLink: (row) => `/Transportation/Solicitudes/${row.id}`,
  },
  history: { table: 'transport_request_status_changes', column: 'request_id' },
  workflow: transportWorkflow,
  approvers: 'owners',
  messages: transportationMessages,
  audit: {
    entity: 'transport_request',
    names: (row) => ({ routeId: row.route_id, stopId: row.stop_id }),
  },
});
