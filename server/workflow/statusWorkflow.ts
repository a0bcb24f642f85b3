import type { Kysely, Transaction } from 'kysely';
import type { StatusChangeRecord, Workflow, WorkflowMove } from '../../contracts/workflow';
import { actorEmployeeId, recordAudit } from '../audit/audit';
import type { ApiUser } from '../auth/apiTokens';
import type { DB } from '../db';
import type { RowOf, TableWithId } from '../db/lookup';
import type { Database } from '../db/schema';
import { lockByIdOr404, writeTransaction } from '../db/transaction';
import { HttpError } from '../http/errors';
import type { Message } from '../http/messages';

type Q = Kysely<Database>;

/** What the refusals of a workflow say: the module's own messages (its `say`). */
export interface WorkflowWords<S extends string> {
  /** The record does not exist (404). */
  notFound: Message;
  /** A status's name, worded inside the refusals. */
  status: (status: S) => Message;
  /** `from` is stale: someone moved the record meanwhile; it is now `current` (409). */
  stale: (current: Message) => Message;
  /** The workflow has no move `from` → `to` (409 naming `status`). */
  notAllowed: (from: Message, to: Message) => Message;
}

/** One row of a record's history, as the kit reads it. */
export interface StatusChange<S extends string> {
  id: number;
  recordId: number;
  from: S | null;
  to: S;
  note: string;
  /** The employee who moved it, or null. */
  changedBy: { badge: string; fullName: string } | null;
  /** The approver a substitute moved it for, or null. */
  onBehalfOf: { badge: string; fullName: string } | null;
  changedAt: string;
}

/** A history row without its ids: a move as a record's own answer lists it. */
export const asMove = <S extends string>({
  from,
  to,
  note,
  changedBy,
  onBehalfOf,
  changedAt,
}: StatusChange<S>) => ({ from, to, note, changedBy, onBehalfOf, changedAt });

export interface StatusWorkflowSpec<S extends string, T extends TableWithId> {
  workflow: Workflow<S>;
  /** The records' table: its rows have `id`, `status` and `status_changed_at`. */
  table: T;
  /** The history table (see createStatusHistory) and its column naming the record. */
  history: { table: keyof Database & string; column: string };
  words: WorkflowWords<S>;
  /** The audit trail's entity and what it records of the record before and after a move. */
  audit: {
    entity: string;
    before: (row: RowOf<T>) => unknown;
    after: (row: RowOf<T>, move: WorkflowMove<S>, at: string) => unknown;
  };
}

/** What a module adds to one move, in its transaction. */
export interface MoveOptions<S extends string, T extends TableWithId> {
  /** More columns the move writes on the record (an application's note). */
  set?: (move: WorkflowMove<S>) => Record<string, unknown>;
  /** The approver whose substitute moves it (an employee id): the history and audit name them. */
  onBehalfOf?: number | null;
  /** The module's side effects (the person notified, a hire counted), after the history row. */
  effects?: (
    trx: Transaction<Database>,
    change: { before: RowOf<T>; from: S; move: WorkflowMove<S>; at: string },
  ) => Promise<unknown>;
  now?: Date;
}

/** Kysely cannot resolve generic table names: the kit's queries go through this view. */
type Loose = Kysely<Record<string, Record<string, unknown>>>;
const loose = (q: Q) => q as unknown as Loose;

/**
 * A module's status workflow on the server: moves that lock the record (the second of two movers
 * finds it moved: 409), each written with its history row and audit, the module's side effects in
 * the same transaction; and the history of records.
 */
export function statusWorkflow<S extends string, T extends TableWithId>(
  spec: StatusWorkflowSpec<S, T>,
) {
  const { workflow, table, history, words } = spec;

  const stale = (current: S) => {
    const refusal = words.stale(words.status(current));
    return new HttpError(409, refusal, { status: refusal });
  };

  /** One row of the history: the record created (`from` null) or a move. */
  async function recordChange(
    trx: Q,
    change: {
      recordId: number;
      from: S | null;
      to: S;
      note: string;
      by: number | null;
      onBehalfOf?: number | null;
      at: string;
    },
  ): Promise<void> {
    await loose(trx)
      .insertInto(history.table)
      .values({
        [history.column]: change.recordId,
        from_status: change.from,
        to_status: change.to,
        note: change.note,
        changed_by: change.by,
        on_behalf_of: change.onBehalfOf ?? null,
        changed_at: change.at,
      })
      .execute();
  }

  /** The histories of these records, oldest move first. */
  async function historyOf(
    q: Q,
    recordIds: readonly number[],
  ): Promise<Map<number, StatusChange<S>[]>> {
    const byRecord = new Map<number, StatusChange<S>[]>();
    if (recordIds.length === 0) return byRecord;
    const h = history.table;
    const rows = (await loose(q)
      .selectFrom(h)
      .leftJoin('employees', 'employees.id', `${h}.changed_by`)
      .leftJoin('employees as principal', 'principal.id', `${h}.on_behalf_of`)
      .select([
        `${h}.id as id`,
        `${h}.${history.column} as record_id`,
        `${h}.from_status as from_status`,
        `${h}.to_status as to_status`,
        `${h}.note as note`,
        `${h}.changed_at as changed_at`,
        'employees.badge as badge',
        'employees.full_name as full_name',
        'principal.badge as principal_badge',
        'principal.full_name as principal_name',
      ])
      .where(`${h}.${history.column}`, 'in', [...recordIds])
      .orderBy(`${h}.changed_at`)
      .orderBy(`${h}.id`)
      .execute()) as {
      id: number;
      record_id: number;
      from_status: S | null;
      to_status: S;
      note: string;
      changed_at: string;
      badge: string | null;
      full_name: string | null;
      principal_badge: string | null;
      principal_name: string | null;
    }[];
    for (const row of rows) {
      const list = byRecord.get(row.record_id) ?? [];
      list.push({
        id: row.id,
        recordId: row.record_id,
        from: row.from_status,
        to: row.to_status,
        note: row.note,
        changedBy:
          row.badge !== null ? { badge: row.badge, fullName: row.full_name ?? row.badge } : null,
        onBehalfOf:
          row.principal_badge !== null
            ? { badge: row.principal_badge, fullName: row.principal_name ?? row.principal_badge }
            : null,
        changedAt: row.changed_at,
      });
      byRecord.set(row.record_id, list);
    }
    return byRecord;
  }

  /** One record's history as a service answers it (`StatusChangeRecord`), oldest move first. */
  async function changesOf(q: Q, recordId: number): Promise<StatusChangeRecord<S>[]> {
    const changes = (await historyOf(q, [recordId])).get(recordId) ?? [];
    return changes.map((change) => ({
      id: change.id,
      fromStatus: change.from,
      toStatus: change.to,
      note: change.note,
      changedBy: change.changedBy,
      onBehalfOf: change.onBehalfOf,
      changedAt: change.changedAt,
    }));
  }

  return {
    workflow,
    recordChange,
    historyOf,
    changesOf,

    /**
     * `user` moves record `id` (PUT with `{ status, note, from }`). The row is locked (SQLite: the
     * write lock), so of two movers at once the second sees the first's move: a stale `from` or a
     * move the workflow does not allow is 409. Status, history row, audit and the module's
     * effects are one transaction.
     */
    async move(
      db: DB,
      user: ApiUser,
      id: number,
      move: WorkflowMove<S>,
      { set, effects, onBehalfOf = null, now = new Date() }: MoveOptions<S, T> = {},
    ): Promise<void> {
      await writeTransaction(db, async (trx) => {
        const before = await lockByIdOr404(trx, table, id, words.notFound);
        const from = (before as { status: S }).status;
        if (move.from !== undefined && move.from !== from) throw stale(from);
        if (!workflow.canMove(from, move.status)) {
          const refusal = words.notAllowed(words.status(from), words.status(move.status));
          throw new HttpError(409, refusal, { status: refusal });
        }
        const at = now.toISOString();
        const changed = await loose(trx)
          .updateTable(table as string)
          .set({ ...set?.(move), status: move.status, status_changed_at: at })
          .where('id', '=', id)
          .where('status', '=', from)
          .executeTakeFirst();
        // The lock makes this hold; the condition keeps a lost update impossible regardless.
        if (Number(changed.numUpdatedRows) !== 1) throw stale(from);
        await recordChange(trx, {
          recordId: id,
          from,
          to: move.status,
          note: move.note,
          by: actorEmployeeId(user),
          onBehalfOf,
          at,
        });
        const after = spec.audit.after(before, move, at);
        await recordAudit(
          trx,
          {
            actor: user,
            entity: spec.audit.entity,
            entityId: id,
            before: spec.audit.before(before),
            after: onBehalfOf === null ? after : { ...(after as object), onBehalfOf },
          },
          now,
        );
        await effects?.(trx, { before, from, move, at });
      });
    },
  };
}
