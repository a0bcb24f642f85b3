/** Where approvers name their substitute while away (beside the approvals inbox). */
export const DELEGATION_PATH = '/Aprobaciones/Delegacion';
/** One record: the caller's delegations and whether they may delegate (its id `mine`). */
export const MY_DELEGATIONS = 'my-delegations';
/** Delegations: everyone's (administrators), one named, one ended early. */
export const DELEGATIONS = 'approval-delegations';
