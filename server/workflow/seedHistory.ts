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
