import type { Transaction } from 'kysely';
import { defineWorkflow } from '../../../contracts/workflow';
import type { ReimbursementStatus } from '../../../contracts/reimbursement/reimbursement';
import { actorEmployeeId } from '../../audit/audit';
import type { ApiUser } from '../../auth/apiTokens';
import type { Database } from '../../db/schema';
import { statusWorkflow } from '../../workflow/statusWorkflow';
import { say } from './i18n';

// Stand-in until the approvals kit lands: the same history table and first row.
const workflow = statusWorkflow({
  workflow: defineWorkflow<ReimbursementStatus>({
    submitted: ['approved', 'rejected', 'cancelled'],
    approved: [],
    rejected: [],
    cancelled: [],
  }),
  table: 'reimbursements',
  history: { table: 'reimbursement_status_changes', column: 'reimbursement_id' },
  words: {
    notFound: say('request.notFound'),
    status: (status) => say(`status.${status}`),
    stale: (current) => say('decision.stale', { current }),
    notAllowed: (from, to) => say('decision.notAllowed', { from, to }),
  },
  audit: {
    entity: 'reimbursement',
    before: (row) => ({ status: row.status }),
    after: (_row, move, at) => ({ status: move.status, statusChangedAt: at, note: move.note }),
  },
});

export const approvals = {
  historyOf: workflow.historyOf,
  submitted: (trx: Transaction<Database>, user: ApiUser, recordId: number, at: string) =>
    workflow.recordChange(trx, {
      recordId,
      from: null,
      to: 'submitted',
      note: '',
      by: actorEmployeeId(user),
      at,
    }),
};
