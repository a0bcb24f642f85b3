import { kept, ofParent, personal, type PersonalData } from '../../privacy/declaration';

const accounting = kept({
  es: 'Los reembolsos pagados y sus facturas son registros contables que la ley tributaria conserva.',
  en: 'Reimbursements paid and their invoices are accounting records the tax law keeps.',
});

/** The person's reimbursement requests, their invoices and receipts, and their history. */
export const reimbursementPersonalData: PersonalData = {
  tables: [
    personal('reimbursements', 'employee_id', accounting),
    ofParent('reimbursement_documents', 'reimbursement_id', 'reimbursements', accounting, {
      files: ['file_id'],
    }),
    ofParent('reimbursement_status_changes', 'reimbursement_id', 'reimbursements', accounting),
  ],
};
