import { sql } from 'kysely';
import { approvalRequests } from '../../approvals/approvals';
import { reimbursementMessages } from './i18n';

/** Where the author reads one request (no id in the path: the contract's Detalle page). */
export const detailPage = (id: number) => `/ReembolsoEducativo/Detalle?id=${id}`;

/**
 * Reimbursement requests on the approvals kit: the owners (Reimbursement_Owner, System_Admin)
 * decide; the author withdraws a pending one; every move notifies the author.
 */
export const approvals = approvalRequests({
  module: 'reimbursement',
  table: 'reimbursements',
  notice: {
    link: (row) => detailPage(row.id),
    params: (row) => ({ course: row.course }),
  },
  history: { table: 'reimbursement_status_changes', column: 'reimbursement_id' },
  approvers: 'owners',
  messages: reimbursementMessages,
  // The invoice and amount name the request in the trail.
  audit: {
    entity: 'reimbursement',
    names: (row) => ({ invoiceNumber: row.invoice_number, amountMinor: row.amount_minor }),
  },
  inbox: { summary: sql<string>`reimbursements.course`, page: detailPage },
  // The decision's note is kept on the request as its reason.
  decisionNote: { column: 'decision_note' },
});
