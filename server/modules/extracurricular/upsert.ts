import { type Insertable, type Kysely, sql, type Transaction, type Updateable } from 'kysely';
import { type Actor, insertAudited, updateAudited } from '../../audit/audit';
import type { DB } from '../../db';
import { isUniqueViolation } from '../../db/errors';
import { rowById, type RowOf, type TableWithId } from '../../db/lookup';
import type { Database } from '../../db/schema';
import { lockByIdOr404, writeTransaction } from '../../db/transaction';
import type { HttpError } from '../../http/errors';
import type { Message } from '../../http/messages';
import { nameTaken } from './common';

type Row = Record<string, unknown>;

export interface Upsert<T extends TableWithId> {
  table: T;
  /** The audit trail's name of the record. */
  entity: string;
  /** The call's id: absent or 0 creates. */
  id: number | undefined;
  /** The columns the call sets (no timestamps): compared to tell a repeat from a change. */
  values: Row;
  /** Whether the table has created_at/updated_at. */
  stamped?: boolean;
  /** The row that already has the record's natural key (its name, its badge), if any. */
  sameKey: (trx: Transaction<Database>) => Promise<{ id: number } | undefined>;
  /** 409 naming the field when another row has the key (also for a concurrent write's violation). */
  keyTaken: () => HttpError;
  missing: Message;
  /** Further checks in the transaction, after the row is locked (references, ownership). */
  check?: (trx: Transaction<Database>, before: RowOf<T> | undefined) => Promise<void>;
}

/**
 * The natural key of a record known by its name, unique in its table (ignoring case) or within
 * `scope` (a room's location): the upsert's `sameKey` and its 409 naming `name`.
 */
export function nameKey(
  table: TableWithId,
  name: string,
  scope?: { column: string; value: number },
): Pick<Upsert<TableWithId>, 'sameKey' | 'keyTaken'> {
  return {
    sameKey: (trx) => {
      // Kysely cannot resolve a generic table name: the query is built on a view of id and name.
      let query = (trx as unknown as Kysely<Record<string, { id: number; name: string }>>)
        .selectFrom(table as string)
        .select('id')
        .where(sql<boolean>`lower(name) = lower(${name})`);
      if (scope) query = query.where(sql<boolean>`${sql.ref(scope.column)} = ${scope.value}`);
      return query.executeTakeFirst();
    },
    keyTaken: nameTaken,
  };
}

/** What an upsert did: the record's id, and `created` to tell 201 from 200. */
export interface Upserted {
  id: number;
  created: boolean;
}

const unchanged = (row: Row, values: Row) =>
  Object.entries(values).every(([column, value]) => row[column] === value);

/**
 * The family's `PutInsUpdt*`: id 0 or absent creates, an existing id updates (404 otherwise), and a
 * repeat changes nothing and answers the same record: a create whose natural key (a name, a
 * badge) already has a row with the same values answers that row; with other values it is a 409.
 * Audited; in one transaction, the unique index catching a concurrent create (the same 409).
 */
export async function upsertRecord<T extends TableWithId>(
  db: DB,
  actor: Actor,
  spec: Upsert<T>,
): Promise<Upserted> {
  const { table, entity, id, values, stamped = true } = spec;
  try {
    return await writeTransaction(db, async (trx) => {
      const now = new Date().toISOString();
      const other = await spec.sameKey(trx);
      if (id) {
        const before = await lockByIdOr404(trx, table, id, spec.missing);
        if (other && other.id !== id) throw spec.keyTaken();
        await spec.check?.(trx, before);
        if (unchanged(before as Row, values)) return { id, created: false };
        const set = { ...values, ...(stamped ? { updated_at: now } : {}) };
        await updateAudited(trx, actor, {
          table,
          entity,
          id,
          set: set as Updateable<Database[T]>,
          before,
          after: { ...before, ...set },
        });
        return { id, created: false };
      }
      if (other) {
        const row = await rowById(trx, table, other.id).executeTakeFirstOrThrow();
        if (unchanged(row as Row, values)) return { id: other.id, created: false };
        throw spec.keyTaken();
      }
      await spec.check?.(trx, undefined);
      const created = await insertAudited(trx, actor, {
        table,
        entity,
        values: {
          ...values,
          ...(stamped ? { created_at: now, updated_at: now } : {}),
        } as Insertable<Database[T]>,
      });
      return { id: created, created: true };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw spec.keyTaken();
    throw error;
  }
}
