import { array, type InferType, mixed, object, string } from 'yup';
import { recordId } from './fields';
import { restListQuery } from './restQuery';
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

/** How the person's inbox sorts: when sent, who asked, the kind of request, the status. */
export const approvalInboxSortable = ['submittedAt', 'employeeName', 'type', 'status'] as const;
export type ApprovalInboxSortField = (typeof approvalInboxSortable)[number];

/**
 * GET /api/approvals: every request the caller decides, of every kind, in simple-rest's
 * conventions (newest first unless `sort` says otherwise). `type` is the request's module,
 * `requester` part of the requester's name or the start of their badge, `q` that or the summary.
 */
export const approvalInboxQuery = restListQuery(
  [...approvalInboxSortable],
  ['submittedAt', 'DESC'],
  object({
    ...approvalListFilter,
    type: string().trim().max(40).optional(),
    requester: string().trim().max(100).optional(),
  }),
);
export type ApprovalInboxQuery = InferType<typeof approvalInboxQuery>;

/** A request in the person's inbox: which one, who asked, what, and where it is decided. */
export interface ApprovalInboxRow {
  /** `<type>:<requestId>`: unique across kinds. */
  id: string;
  /** The request's module (`personalDays`, `reimbursement`…). */
  type: string;
  requestId: number;
  status: ApprovalStatus;
  /** When it was sent (ISO). */
  submittedAt: string;
  /** When its status last changed (ISO). */
  statusChangedAt: string;
  employeeName: string;
  employeeBadge: string;
  /** What is asked, in a few words. */
  summary: string;
  /** The portal page where it is decided. */
  page: string;
}

/** GET /api/approvals/count: the requests waiting for the caller, and whether they decide any. */
export interface ApprovalCount {
  pending: number;
  decides: boolean;
}

/** The most requests one bulk decision takes: one page of the inbox. */
export const MAX_BULK_DECISIONS = 100;

/** A request named across kinds: its module and its id there. */
const requestRef = object({
  type: string().trim().max(40).required(),
  id: recordId().required(),
});

/**
 * POST /api/approvals/decisions: the same decision on several requests (`items`), each decided on
 * its own; a rejection says why.
 */
export const approvalBulkDecisionBody = approvalDecisionBody.omit(['from']).concat(
  object({
    items: array(requestRef).min(1).max(MAX_BULK_DECISIONS).required(),
  }),
);
export type ApprovalBulkDecision = InferType<typeof approvalBulkDecisionBody>;

/** What a bulk decision did: the requests decided, and each one refused with the service's why. */
export interface ApprovalBulkReport {
  decided: { type: string; id: number }[];
  refused: { type: string; id: number; message: string }[];
}
