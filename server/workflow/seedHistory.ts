import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** The history tables of the status workflows (`createStatusHistory`). */
type HistoryTableName = {
  [K in keyof Database]: Database[K] extends { from_status: unknown; changed_by: unknown }
    ? K
    : never;
}[keyof Database];

/** One step of a demo record's life: the status it reached, when, who moved it and why. */
export interface SeededStep<S extends string> {
  status: S;
  at: string;
  by: number | null;
  note?: string;
}

/**
 * Demo seeds: a record's status history as the workflow would have written it, each step moving
 * from the one before (the first, the record's creation, from none).
 */
export async function seedStatusHistory<S extends string>(
  db: Kysely<Database>,
  table: HistoryTableName,
  parent: { column: string; id: number },
  steps: readonly SeededStep<S>[],
): Promise<void> {
  if (steps.length === 0) return;
  const rows = steps.map((step, index) => ({
    [parent.column]: parent.id,
    from_status: index === 0 ? null : steps[index - 1]!.status,
    to_status: step.status,
    note: step.note ?? '',
    changed_by: step.by,
    changed_at: step.at,
  }));
  // The tables differ only in the parent column's name, which the caller gives.
  await (db as unknown as Kysely<Record<string, object>>).insertInto(table).values(rows).execute();
}

/** A demo request's settled state: its outcome and note, when, and who decides such requests. */
export interface SeededSettlement<S extends string> {
  status: S;
  note: string;
  at: string;
  decider: number | null;
}

/** A demo approval request's life: sent by its author and, perhaps, settled. */
export interface SeededRequest<S extends string> {
  sent: { by: number; at: string };
  settled: SeededSettlement<S> | undefined;
}

/** What the request's own row says of that life: its status, when sent and when last moved. */
export const requestStatusColumns = <S extends string>({ sent, settled }: SeededRequest<S>) => ({
  status: settled?.status ?? ('submitted' as const),
  created_at: sent.at,
  status_changed_at: settled?.at ?? sent.at,
});

/**
 * Demo seeds: an approval request's history: sent by its author and, once settled, its outcome
 * (a cancellation is the author's; any other outcome the decider's).
 */
export function seedApprovalHistory<S extends string>(
  db: Kysely<Database>,
  history: { table: HistoryTableName; column: string },
  id: number,
  { sent, settled }: SeededRequest<S>,
): Promise<void> {
  return seedStatusHistory<S | 'submitted'>(db, history.table, { column: history.column, id }, [
    { status: 'submitted', ...sent },
    ...(settled
      ? [
          {
            status: settled.status,
            note: settled.note,
            by: settled.status === 'cancelled' ? sent.by : settled.decider,
            at: settled.at,
          },
        ]
      : []),
  ]);
}
