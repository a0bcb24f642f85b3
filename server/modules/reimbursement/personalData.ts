import type { PersonalData } from '../../privacy/declaration';

const accounting =
  'Reimbursements paid and their invoices are accounting records the tax law keeps.';

/** The person's reimbursement requests, their invoices and receipts, and their history. */
export const reimbursementPersonalData: PersonalData = {
  tables: [
    {
      table: 'reimbursements',
      person: { column: 'employee_id' },
      erasure: { erase: 'keep', reason: accounting },
    },
    {
      table: 'reimbursement_documents',
      person: { column: 'reimbursement_id', parent: 'reimbursements' },
      files: ['file_id'],
      erasure: { erase: 'keep', reason: accounting },
    },
    {
      table: 'reimbursement_status_changes',
      person: { column: 'reimbursement_id', parent: 'reimbursements' },
      erasure: { erase: 'keep', reason: accounting },
    },
  ],
};
