import { approvalRequests } from '../../approvals/approvals';
import { reimbursementMessages, say } from './i18n';

/** Where the author reads one request (no id in the path: the contract's Detalle page). */
export const detailPage = (id: number) => `/ReembolsoEducativo/Detalle?id=${id}`;

/**
 * Reimbursement requests on the approvals kit: the owners (Reimbursement_Owner, System_Admin)
 * decide; the author withdraws a pending one; every move notifies the author.
 */
export const approvals = approvalRequests({
  module: 'reimbursement',
  table: 'reimbursements',
  history: { table: 'reimbursement_status_changes', column: 'reimbursement_id' },
  approvers: 'owners',
  notFound: say('request.notFound'),
  kind: 'reimbursement',
  audit: {
    entity: 'reimbursement',
    // The invoice and amount name the request in the trail; status and note change.
    before: (row) => ({
      invoiceNumber: row.invoice_number,
      amountMinor: row.amount_minor,
      status: row.status,
    }),
    after: (row, move, at) => ({
      invoiceNumber: row.invoice_number,
      amountMinor: row.amount_minor,
      status: move.status,
      note: move.note,
      statusChangedAt: at,
    }),
  },
  notice: (row, status, note) => ({
    title: say(`notice.${status}.title`),
    body: say(`notice.${status}.body`, { course: row.course, note }),
    link: detailPage(row.id),
  }),
  messages: reimbursementMessages,
});
