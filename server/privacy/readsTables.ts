import type { Generated } from 'kysely';

/** A read of a person's records by someone else (./reads.ts): one row per person shown. */
interface RecordReadTable {
  id: Generated<number>;
  /** ISO-8601 UTC. */
  at: string;
  /** Whose records were read. */
  subject_employee_id: number;
  /** Who read them: null when the reader is not an employee (a service account). */
  reader_employee_id: number | null;
  reader_username: string;
  /** The reader's roles when they read, comma-separated ('Medical_Staff'). */
  reader_roles: string;
  /** What was read: a `RecordKind` ('medical_history', 'reimbursement_request', …). */
  what: string;
  /** The record read, when the call showed one; null for a list. */
  record_id: string | null;
  /** The portal's screen the call came from (its path); null when the caller did not say. */
  screen: string | null;
}

/** The reads of people's records: the privacy kit's own. */
export interface RecordReadTables {
  record_reads: RecordReadTable;
}
