import { type InferType, object, string } from 'yup';

const CALENDAR_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The longest reason of a delegation. */
export const DELEGATION_REASON_MAX = 500;

/**
 * An approver's substitute while they are away (POST /api/approvals/delegations): `substitute`
 * (a badge) decides what the approver decides from `from` to `to` (company dates, both included).
 * The order of the days, a day in the past, the substitute and an overlap are the service's
 * refusals, each naming its field.
 */
export const delegationBody = object({
  substitute: string().trim().required().max(20),
  from: string().required().matches(CALENDAR_DAY),
  to: string().required().matches(CALENDAR_DAY),
  reason: string().trim().required().max(DELEGATION_REASON_MAX),
});
export type DelegationInput = InferType<typeof delegationBody>;

/** An administrator sets one for an approver who is away: the approver's badge besides. */
export const delegationForBody = delegationBody.shape({
  approver: string().trim().required().max(20),
});
export type DelegationForInput = InferType<typeof delegationForBody>;

/** A person as a delegation names them. */
export interface DelegationPerson {
  badge: string;
  fullName: string;
}

/** One delegation as the service answers it. */
export interface Delegation {
  id: number;
  approver: DelegationPerson;
  substitute: DelegationPerson;
  from: string;
  to: string;
  reason: string;
  createdBy: DelegationPerson | null;
  createdAt: string;
  endedAt: string | null;
  endedBy: DelegationPerson | null;
  /** Today is within its days and nobody ended it. */
  active: boolean;
}

/**
 * GET /api/approvals/delegations: the caller's delegations still to end, given or received, and
 * whether the caller decides anything to delegate.
 */
export interface MyDelegations {
  mayDelegate: boolean;
  delegations: Delegation[];
}
