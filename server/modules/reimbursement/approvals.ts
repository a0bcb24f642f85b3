import type { ApprovalStatus } from '../../../contracts/approvals';
import { approvalRequests } from '../../approvals/approvals';
import { say } from './i18n';
import type { ReimbursementTable } from './tables';

/** What the author is told of each move of their request (Spanish, the company's language). */
const NOTICES: Record<
  ApprovalStatus,
  (
    row: Pick<ReimbursementTable, 'course'>,
    note: string,
  ) => {
    title: string;
    body: string;
  }
> = {
  submitted: (row) => ({
    title: 'Recibimos tu solicitud de reembolso educativo',
    body: `Tu solicitud por «${row.course}» quedó pendiente de aprobación. Te avisaremos cuando se resuelva.`,
  }),
  approved: (row, note) => ({
    title: 'Tu reembolso educativo fue aprobado',
    body: `La solicitud por «${row.course}» fue aprobada.${note ? ` Nota: ${note}` : ''}`,
  }),
  rejected: (row, note) => ({
    title: 'Tu reembolso educativo fue rechazado',
    body: `La solicitud por «${row.course}» fue rechazada. Motivo: ${note}`,
  }),
  cancelled: (row) => ({
    title: 'Cancelaste tu solicitud de reembolso educativo',
    body: `La solicitud por «${row.course}» quedó cancelada y su factura puede presentarse de nuevo.`,
  }),
};

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
  notice: (row, status, note) => ({ ...NOTICES[status](row, note), link: detailPage(row.id) }),
});
