import { type InferType, mixed, number, object, string } from 'yup';
import { restListQuery } from '../restQuery';

export { PORTAL_SCREEN_HEADER } from './screenHeader';

/** What of a person's records someone else may read, each recorded when it is read. */
export const RECORD_KINDS = [
  'medical_history',
  'medical_appointments',
  'self_managed_appointment',
  'reimbursement_request',
  'reimbursement_document',
  'personal_day_request',
  'personal_days_taken',
  'referral',
  'growth_application',
  'growth_resume',
  'growth_profile',
  'certificate',
  'schedule_request',
  'transport_request',
] as const;
export type RecordKind = (typeof RECORD_KINDS)[number];

/** A read of one's records by someone else, as the person and the administrators see it. */
export interface RecordRead {
  id: number;
  /** ISO-8601 instant. */
  at: string;
  reader: { username: string; fullName: string | null };
  /** The reader's roles when they read (catalogue codes). */
  readerRoles: string[];
  what: RecordKind;
  /** The record read; null when a list showed the person's records. */
  recordId: string | null;
  /** The portal's screen the read came from; null when the call did not say. */
  screen: string | null;
}

/** An administrator's row: whose records were read, too. */
export interface RecordReadEntry extends RecordRead {
  subject: { username: string; fullName: string };
}

/**
 * GET /api/privacy/reads (every employee, their own only): who read the caller's records, newest
 * first; `size` 1–100 (20 by default), `offset`; the total in `X-Total-Count`.
 */
export const myRecordReadsQuery = object({
  size: number().integer().min(1).max(100).default(20),
  offset: number().integer().min(0).max(1_000_000).default(0),
});
export type MyRecordReadsQuery = InferType<typeof myRecordReadsQuery>;

/**
 * GET /admin/record-reads (System_Admin, simple-rest): every read, newest first unless `sort`
 * says otherwise; filters `reader` and `subject` (user name or name contains), `what`.
 */
export const recordReadQuery = restListQuery(
  ['at', 'what'],
  ['at', 'DESC'],
  object({
    reader: string().trim().max(100),
    subject: string().trim().max(100),
    what: mixed<RecordKind>().oneOf([...RECORD_KINDS], 'what must be a kind of record'),
  }),
);
export type RecordReadQuery = InferType<typeof recordReadQuery>;
