import type { Generated } from 'kysely';

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
}

/** The approvals kit's own table. */
export interface ApprovalTables {
  approval_delegations: ApprovalDelegationTable;
}
