import { mixed, object, string } from 'yup';

/**
 * A status workflow (a referral's, an application's, a request's approvals), defined once by its
 * transitions: where a record may move from each status. A status that goes nowhere is final.
 * The server checks a move with `canMove`, the portal offers `next(status)` and asks before a
 * final move.
 */
export interface Workflow<S extends string> {
  /** Every status, in the order the workflow lists them. */
  readonly statuses: readonly S[];
  /** Where a record may move from each status (empty: final). */
  readonly transitions: Readonly<Record<S, readonly S[]>>;
  /** The statuses that go nowhere. */
  readonly finalStatuses: readonly S[];
  /** The statuses still waiting for a decision (every status that is not final). */
  readonly openStatuses: readonly S[];
  next(from: S): readonly S[];
  canMove(from: S, to: S): boolean;
  isFinal(status: S): boolean;
}

/** The workflow of `transitions`; its statuses are the keys, in order. */
export function defineWorkflow<const S extends string>(
  transitions: Readonly<Record<S, readonly NoInfer<S>[]>>,
): Workflow<S> {
  const statuses = Object.keys(transitions) as S[];
  const isFinal = (status: S) => transitions[status].length === 0;
  return {
    statuses,
    transitions,
    finalStatuses: statuses.filter(isFinal),
    openStatuses: statuses.filter((status) => !isFinal(status)),
    next: (from) => transitions[from],
    canMove: (from, to) => transitions[from].includes(to),
    isFinal,
  };
}

/**
 * The body of a move (PUT of the record): `status` where it goes, `note` for the history (and the
 * person notified), `from` the status the mover saw (409 when the record has moved since).
 */
export function workflowMoveBody<S extends string>(
  workflow: Pick<Workflow<S>, 'statuses'>,
  { noteMax }: { noteMax: number },
) {
  const status = () => mixed<S>().oneOf([...workflow.statuses]);
  return object({
    status: status().required(),
    note: string().trim().max(noteMax).default(''),
    from: status().optional(),
  });
}

/** A move as the service reads it (what workflowMoveBody gives). */
export interface WorkflowMove<S extends string> {
  status: S;
  note: string;
  from?: S | undefined;
}

/** One move of a record's status as a service answers it (the first row, `fromStatus` null, is its creation). */
export interface StatusChangeRecord<S extends string> {
  id: number;
  fromStatus: S | null;
  toStatus: S;
  note: string;
  changedBy: { badge: string; fullName: string } | null;
  /** The approver a substitute decided for, or null. */
  onBehalfOf: { badge: string; fullName: string } | null;
  changedAt: string;
}
