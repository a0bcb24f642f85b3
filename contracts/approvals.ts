import { type InferType, mixed, object, string } from 'yup';
import { defineWorkflow } from './workflow';

/**
 * A request someone must approve (a personal day, a reimbursement): its author submits it, an
 * approver approves or rejects it (saying why), or its author withdraws it while it is pending.
 */
export const approvalWorkflow = defineWorkflow({
  submitted: ['approved', 'rejected', 'cancelled'],
  approved: [],
  rejected: [],
  cancelled: [],
});
export type ApprovalStatus = (typeof approvalWorkflow.statuses)[number];
export const approvalStatuses = approvalWorkflow.statuses;

/** What an approver decides (the author's withdrawal is not a decision). */
export const approvalDecisions = ['approved', 'rejected'] as const;
export type ApprovalDecisionStatus = (typeof approvalDecisions)[number];

const CALENDAR_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The longest reason or note of a decision. */
export const APPROVAL_NOTE_MAX = 500;

/**
 * An approver's decision (PUT of an inbox's record): `note` is the reason of a rejection, required
 * then, and reaches the author; `from` is the status the approver saw (409 when it has moved).
 */
export const approvalDecisionBody = object({
  status: mixed<ApprovalDecisionStatus>()
    .oneOf([...approvalDecisions])
    .required(),
  note: string()
    .trim()
    .max(APPROVAL_NOTE_MAX)
    .default('')
    .when('status', {
      is: 'rejected',
      then: (note) => note.required('a rejection says why'),
    }),
  from: mixed<ApprovalStatus>()
    .oneOf([...approvalStatuses])
    .optional(),
});
export type ApprovalDecision = InferType<typeof approvalDecisionBody>;

/**
 * The filter every approvals inbox accepts (spread into the list's `restListQuery` filter): the
 * status (the inbox opens on `submitted`), a text search, and the days the requests were sent.
 */
export const approvalListFilter = {
  status: mixed<ApprovalStatus>()
    .oneOf([...approvalStatuses])
    .optional(),
  q: string().trim().max(100).optional(),
  /** Sent on or after this day (YYYY-MM-DD, company time zone). */
  submittedFrom: string().matches(CALENDAR_DAY).optional(),
  /** Sent on or before this day. */
  submittedTo: string().matches(CALENDAR_DAY).optional(),
};

/** The sort fields every inbox offers, besides its own. */
export const approvalSortable = ['submittedAt', 'status', 'employeeName'] as const;
