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

/** An approver's substitute from one company day to another, both included (migration 0051). */
interface ApprovalDelegationTable {
  id: Generated<number>;
  approver_id: number;
  substitute_id: number;
  /** 'YYYY-MM-DD', company dates. */
  from_day: string;
  to_day: string;
  reason: string;
  /** The approver, or the administrator who set it while the approver was away. */
  created_by: number | null;
  created_at: string;
  /** Set when someone ends it before `to_day`. */
  ended_at: string | null;
  ended_by: number | null;
  /** When the substitute was told it started (migration 0055); set at once for one already on. */
  start_noticed_at: Generated<string | null>;
}

/** The company's reminder days (./settings.ts): one row, id 1, once an administrator sets them. */
interface ApprovalSettingsTable {
  id: number;
  remind_after: number;
  escalate_after: number;
  updated_at: string;
}

/** One kind of request's reminder days, set apart from the company's (migration 0058). */
interface ApprovalTypeSettingsTable {
  id: Generated<number>;
  /** The kind's name in the registry ('personalDays'). */
  request_type: string;
  remind_after: number;
  escalate_after: number;
  updated_at: string;
}

/** The approvals kit's tables. */
export interface ApprovalTables {
  approval_reminders: ApprovalReminderTable;
  approval_delegations: ApprovalDelegationTable;
  approval_settings: ApprovalSettingsTable;
  approval_type_settings: ApprovalTypeSettingsTable;
}
