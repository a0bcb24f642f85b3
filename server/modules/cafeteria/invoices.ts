import type { Kysely } from 'kysely';
import {
  type InvoiceDetail,
  type InvoiceStatus,
  type InvoiceSummary,
} from '../../../contracts/cafeteria/cafeteria';
import type { DB } from '../../db';
import type { Database } from '../../db/schema';
import { HttpError } from '../../http/errors';
import { say } from './i18n';

/** An invoice with its cafeteria's name and its number of units, as the lists show it. */
export const invoiceSummaries = (q: Kysely<Database>) =>
  q
    .selectFrom('cafeteria_invoices as i')
    .innerJoin('cafeterias as c', 'c.id', 'i.cafeteria_id')
    .select((eb) => [
      'i.id',
      'i.invoice_number',
      'i.issued_at',
      'c.name as cafeteria',
      'i.total_minor',
      'i.status',
      'i.deducted_on',
      eb
        .selectFrom('cafeteria_invoice_lines as l')
        .select((l) => l.fn.coalesce(l.fn.sum<number | string>('l.quantity'), l.lit(0)).as('n'))
        .whereRef('l.invoice_id', '=', 'i.id')
        .as('items'),
    ]);

interface SummaryRow {
  invoice_number: string;
  issued_at: string;
  cafeteria: string;
  total_minor: number;
  status: InvoiceStatus;
  deducted_on: string | null;
  items: number | string | null;
}

export const toSummary = (row: SummaryRow): InvoiceSummary => ({
  invoiceNumber: row.invoice_number,
  issuedAt: row.issued_at,
  cafeteria: row.cafeteria,
  items: Number(row.items ?? 0),
  totalMinor: row.total_minor,
  status: row.status,
  ...(row.deducted_on ? { deductedOn: row.deducted_on } : {}),
});

/** My invoices with `status`, newest first: the (employee_id, status, issued_at) index's read. */
export const myInvoicesQuery = (q: Kysely<Database>, employeeId: number, status: InvoiceStatus) =>
  invoiceSummaries(q)
    .where('i.employee_id', '=', employeeId)
    .where('i.status', '=', status)
    .orderBy('i.issued_at', 'desc')
    .orderBy('i.id', 'desc');

/**
 * The cafeteria ERP's invoices as each employee reads their own: the caller's employee id comes
 * from the token, never from the request, so another's invoice is simply not found.
 */
export function createInvoiceRepository(db: DB) {
  return {
    /** My invoices with `status`, newest first. */
    async mine(employeeId: number, status: InvoiceStatus): Promise<InvoiceSummary[]> {
      const rows = await myInvoicesQuery(db, employeeId, status).execute();
      return rows.map(toSummary);
    },

    /** My invoice `invoiceNumber` (any case) with its lines; 404 when it is not mine. */
    async detail(employeeId: number, invoiceNumber: string): Promise<InvoiceDetail> {
      const row = await invoiceSummaries(db)
        .where('i.employee_id', '=', employeeId)
        .where('i.invoice_number', '=', invoiceNumber.toUpperCase())
        .executeTakeFirst();
      if (!row) throw new HttpError(404, say('invoice.notFound'));
      const lines = await db
        .selectFrom('cafeteria_invoice_lines')
        .select(['product', 'quantity', 'unit_price_minor', 'total_minor'])
        .where('invoice_id', '=', row.id)
        .orderBy('id')
        .execute();
      return {
        ...toSummary(row),
        lines: lines.map((line) => ({
          product: line.product,
          quantity: line.quantity,
          unitPriceMinor: line.unit_price_minor,
          totalMinor: line.total_minor,
        })),
      };
    },
  };
}
