import type { Generated } from 'kysely';

/** A reminder or escalation sent for one request (./reminders.ts): each is sent once. */
interface ApprovalReminderTable {
  id: Generated<number>;
  /** The request's kind: its module (`approvalTypes`). */
  request_type: string;
  request_id: number;
  kind: 'reminder' | 'escalation';
  /** 1: the first (and so far only) level. */
  level: number;
  sent_at: string;
}

/** The approvals kit's tables. */
export interface ApprovalTables {
  approval_reminders: ApprovalReminderTable;
}
