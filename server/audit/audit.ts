import type { Insertable, Kysely, Transaction, Updateable } from 'kysely';
import type { ApiUser } from '../auth/apiTokens';
import type { RowOf, TableWithId } from '../db/lookup';
import type { AuditAction } from '../db/platformTables';
import { statementBatches } from '../db/batches';
import type { Database } from '../db/schema';
import { isDerivedColumn } from '../db/text';
import type { DB } from '../db';
import { lockByIdOr404, writeTransaction } from '../db/transaction';
import type { HttpError } from '../http/errors';
import type { Message } from '../http/messages';

/** Who makes an administrative change: the token's subject and user name. */
export type Actor = Pick<ApiUser, 'sub' | 'username'>;

/** The employee behind an actor, or null when the subject is not an employee id. */
export function actorEmployeeId(actor: Pick<Actor, 'sub'>): number | null {
  const id = Number(actor.sub);
  return Number.isInteger(id) ? id : null;
}

export interface AuditRecord {
  /** The signed-in user who made the change (`request.user`). */
  actor: Actor;
  /** What was changed, in snake_case: 'module', 'role_user', … (one name per table or resource). */
  entity: string;
  entityId: string | number;
  /** The entity before the change: null on create. */
  before: unknown;
  /** The entity after the change: null on a hard delete. */
  after: unknown;
  /** A removal that keeps the row (`after` shows it inactive): recorded as a delete. */
  softDelete?: boolean;
  /**
   * A read that must be accountable though it changes nothing (a person's data download); the
   * reads of someone else's records go to record_reads (server/privacy/reads.ts) instead.
   */
  read?: boolean;
}

/** A read when said; else create when there was nothing before, delete when nothing is left, update. */
const actionOf = ({ before, after, softDelete, read }: AuditRecord): AuditAction =>
  read ? 'read' : before === null ? 'create' : after === null || softDelete ? 'delete' : 'update';

/** A record as the trail keeps it: without the columns the database derives (PostgreSQL's). */
const toJson = (value: unknown): string | null =>
  value === null || value === undefined
    ? null
    : JSON.stringify(value, (key, field: unknown) => (isDerivedColumn(key) ? undefined : field));

/** An audit row as the trail keeps it, its action read from the change. */
const auditRow = (record: AuditRecord, at: string) => ({
  at,
  actor_employee_id: actorEmployeeId(record.actor),
  actor_username: record.actor.username,
  entity: record.entity,
  entity_id: String(record.entityId),
  action: actionOf(record),
  before: toJson(record.before),
  after: toJson(record.after),
});

/**
 * Writes one audit row, its action read from the change. Call it with the transaction that makes
 * the change, so the change and its audit row are committed (or rolled back) together.
 */
export async function recordAudit(
  trx: Kysely<Database>,
  record: AuditRecord,
  now = new Date(),
): Promise<void> {
  await recordAudits(trx, [record], now);
}

/** Writes many audit rows (as recordAudit) in as few statements as the databases allow. */
export async function recordAudits(
  trx: Kysely<Database>,
  records: readonly AuditRecord[],
  now = new Date(),
): Promise<void> {
  const at = now.toISOString();
  const rows = records.map((record) => auditRow(record, at));
  for (const batch of statementBatches(rows))
    await trx.insertInto('audit_log').values(batch).execute();
}

/** Where an audited write goes: the table and the entity name its audit rows carry. */
interface AuditedTable<T extends TableWithId> {
  table: T;
  entity: string;
}

// Kysely cannot resolve a generic table name: the writes go through this view of the rows, while
// callers keep their table's own types.
const byId = (trx: Transaction<Database>) =>
  trx as unknown as Kysely<Record<string, { id: number }>>;

/**
 * Inserts a row and records its creation, answers its id. `after` is what the trail keeps of the
 * new row (its values and id unless said otherwise).
 */
export async function insertAudited<T extends TableWithId, V extends Insertable<Database[T]>>(
  trx: Transaction<Database>,
  actor: Actor,
  {
    table,
    entity,
    values,
    after = (row) => row,
  }: AuditedTable<T> & { values: V; after?: (row: { id: number } & V) => unknown },
): Promise<number> {
  const { id } = await trx
    .insertInto(table)
    .values(values)
    .returning('id')
    .executeTakeFirstOrThrow();
  await recordAudit(trx, {
    actor,
    entity,
    entityId: id,
    before: null,
    after: after({ id, ...values }),
  });
  return id;
}

/** Updates the row `id` with `set` and records the change from `before` to `after`. */
export async function updateAudited<T extends TableWithId>(
  trx: Transaction<Database>,
  actor: Actor,
  {
    table,
    entity,
    id,
    set,
    before,
    after,
    softDelete,
  }: AuditedTable<T> & {
    id: number;
    set: Updateable<Database[T]>;
    before: unknown;
    after: unknown;
    softDelete?: boolean;
  },
): Promise<void> {
  await byId(trx)
    .updateTable(table as string)
    .set(set as Updateable<{ id: number }>)
    .where('id', '=', id)
    .execute();
  await recordAudit(trx, { actor, entity, entityId: id, before, after, softDelete });
}

/** Deletes the row `id` and records what it was (`before`). */
export async function deleteAudited<T extends TableWithId>(
  trx: Transaction<Database>,
  actor: Actor,
  { table, entity, id, before }: AuditedTable<T> & { id: number; before: unknown },
): Promise<void> {
  await byId(trx)
    .deleteFrom(table as string)
    .where('id', '=', id)
    .execute();
  await recordAudit(trx, { actor, entity, entityId: id, before, after: null });
}

/**
 * Locks the row `id` (a 404 when there is none), deletes it and records what it was: `snapshot`
 * of the row, the row itself unless said otherwise. Answers the deleted row.
 */
export async function deleteByIdAudited<T extends TableWithId>(
  trx: Transaction<Database>,
  actor: Actor,
  {
    table,
    entity,
    id,
    missing,
    snapshot = (row) => row,
  }: AuditedTable<T> & {
    id: number;
    missing: Message | HttpError;
    snapshot?: (row: RowOf<T>) => unknown;
  },
): Promise<RowOf<T>> {
  const before = await lockByIdOr404(trx, table, id, missing);
  await deleteAudited(trx, actor, { table, entity, id, before: snapshot(before) });
  return before;
}

/**
 * A DELETE on its own: `deleteByIdAudited` in a write transaction of its own, answering the
 * deleted row (for a record whose answer is its row alone).
 */
export function deleteByIdCommitted<T extends TableWithId>(
  db: DB,
  actor: Actor,
  spec: Parameters<typeof deleteByIdAudited<T>>[2],
): Promise<RowOf<T>> {
  return writeTransaction(db, (trx) => deleteByIdAudited(trx, actor, spec));
}

/**
 * A DELETE that answers the record as it was: `read` reads it first (with what it joins, which
 * is gone once the row is), then `deleteByIdCommitted` deletes it.
 */
export async function deleteAnswering<T extends TableWithId, R>(
  db: DB,
  actor: Actor,
  spec: Parameters<typeof deleteByIdAudited<T>>[2],
  read: () => Promise<R>,
): Promise<R> {
  const answer = await read();
  await deleteByIdCommitted(db, actor, spec);
  return answer;
}
