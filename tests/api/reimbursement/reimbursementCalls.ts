import type { LightMyRequestResponse } from 'fastify';
import { RESUME_PDF } from '../../fixtures/documents';
import { employeeIdOf, injectMultipart, type MultipartField, type TestApp } from '../helpers';

/**
 * What the reimbursement suites share: the POST's multipart body, a valid request of each
 * category, a fresh invoice number, and a JPEG's first bytes (what the type sniffer reads).
 */

/** The start of a JPEG (SOI and a JFIF APP0 segment): enough for the sniffer. */
export const JPEG = Buffer.from([
  0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01,
  0x00, 0x01, 0x00, 0x00, 0xff, 0xd9,
]);

let sequence = 0;
/** An invoice number no other request of the suite's database has. */
export const freshInvoice = (): string => `T-${process.pid}-${++sequence}`;

/** A valid university request (UCR, Ingeniería en Sistemas) with a fresh invoice. */
export function universityFields(overrides: Record<string, string> = {}): Record<string, string> {
  return {
    reimbursementType: 'Educational',
    studiesCategory: 'University',
    course: 'Cálculo I',
    invoiceNumber: freshInvoice(),
    isLastPeriod: 'false',
    university: 'Universidad de Costa Rica (UCR)',
    career: 'Ingeniería en Sistemas',
    email: 'estudiante@example.com',
    comments: 'Primer semestre',
    score: '88',
    endDate: '2026-07-15',
    amount: '125000,50',
    ...overrides,
  };
}

/** A valid languages request (level B1) with a fresh invoice. */
export const languageFields = (overrides: Record<string, string> = {}) =>
  universityFields({
    studiesCategory: 'Languages',
    university: '',
    career: '',
    languageCentre: 'Alianza Francesa',
    languageLevel: 'B1',
    course: 'Francés básico',
    ...overrides,
  });

/** A file of the multipart body: its field and the file. */
export type FilePart = [string, Exclude<MultipartField, string>];

/** The invoice file every request sends unless it says otherwise. */
export const INVOICE: FilePart = [
  'invoice',
  { filename: 'factura.pdf', data: RESUME_PDF, type: 'application/pdf' },
];

/** POST /api/main/EducationalReimbursement as `username` with these fields and files. */
export const submit = async (
  t: TestApp,
  username: string,
  fields: Record<string, string>,
  files: FilePart[] = [INVOICE],
): Promise<LightMyRequestResponse> =>
  injectMultipart(t.app, {
    url: '/api/main/EducationalReimbursement',
    token: await t.tokenOf(username),
    fields: [...Object.entries(fields), ...files],
    fileType: 'application/pdf',
  });

/**
 * Withdraws `username`'s pending requests straight in the database, so a suite's next submits
 * are not held back by the pending limit (which has tests of its own).
 */
export async function clearPending(t: TestApp, username: string): Promise<void> {
  await t.db
    .updateTable('reimbursements')
    .set({ status: 'cancelled' })
    .where('employee_id', '=', await employeeIdOf(t, username))
    .where('status', '=', 'submitted')
    .execute();
}
