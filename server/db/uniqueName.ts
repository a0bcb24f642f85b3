import { type Kysely, type Migration, sql, type Transaction } from 'kysely';
import type { DB } from '.';
import type { Database } from './schema';
import { writeTransaction } from './transaction';
import { HttpError } from '../http/errors';
import type { Message } from '../http/messages';
import { isUniqueViolation } from './errors';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- works on any table of any schema
type AnyDb = Kysely<any>;

/**
 * A name administrators tell records apart by (a category, a building, a module…): unique in its
 * table, or within `scope`, ignoring case. The service refuses a taken name with a 409 naming the
 * field before it writes; the unique index catches a concurrent write that passed the check at
 * the same time, and its violation becomes the same 409.
 */
export interface UniqueName {
  table: string;
  /** The unique indexes on the name: PostgreSQL names the one a write violated. */
  indexes: readonly string[];
  /**
   * The refusal in the module's messages: the sentence naming the taken name, and the reason shown
   * on the name's input.
   */
  refusal: { taken: (name: string) => Message; reason: Message };
  /** The request's field that carries the name (`Name` in the multipart bodies, `name` in JSON). */
  field: string;
  /** Compared on a column the service keeps folded, instead of lower(name). */
  folded?: { column: string; fold: (name: string) => string };
  /** Unique within each value of this column (a role's name within its module). */
  scope?: string;
}

/** The refusal of a name another record has: 409, the field named so the form shows it on the input. */
function nameInUse(spec: UniqueName, name: string): HttpError {
  return new HttpError(409, spec.refusal.taken(name), { [spec.field]: spec.refusal.reason });
}

/** The name as its unique index compares it. */
function sameName(spec: UniqueName, name: string) {
  return spec.folded
    ? sql<boolean>`${sql.ref(spec.folded.column)} = ${spec.folded.fold(name)}`
    : sql<boolean>`lower(name) = lower(${name})`;
}

/**
 * 409 when another record (not `except`) has the name, in `scope`'s value when the name is
 * unique within a scope. Run it in the write's transaction, before the write.
 */
export async function assertNameFree(
  q: AnyDb,
  spec: UniqueName,
  name: string,
  { except, scope }: { except?: number; scope?: number | string } = {},
): Promise<void> {
  let query = q.selectFrom(spec.table).select('id').where(sameName(spec, name));
  if (except !== undefined) query = query.where('id', '<>', except);
  if (spec.scope) query = query.where(spec.scope, '=', scope);
  const taken = await query.limit(1).executeTakeFirst();
  if (taken) throw nameInUse(spec, name);
}

/**
 * Runs `write` (a whole transaction): a violation of the name's unique index, from a concurrent
 * write that passed `assertNameFree` at the same time, is the same 409 instead of a 500.
 */
export async function uniqueNameWrite<T>(
  spec: UniqueName,
  name: string,
  write: () => Promise<T>,
): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (spec.indexes.some((index) => isUniqueViolation(error, index))) {
      throw nameInUse(spec, name);
    }
    throw error;
  }
}

/** A unique name index a migration adds: its table and name, the name's column length. */
export interface UniqueNameIndex {
  table: string;
  index: string;
  maxLength: number;
  scope?: string;
  key?: string;
}

/**
 * Migration step: the unique index on lower(name) (within `scope`), or on `key`, a column the
 * service keeps folded. Rows that already share a name keep the oldest as it is; the others get
 * their id appended ("Viajes (12)", cut to `maxLength`) so the index can be built and nothing is
 * lost.
 */
export async function createUniqueNameIndex(
  db: AnyDb,
  { table, index, maxLength, scope, key }: UniqueNameIndex,
): Promise<void> {
  const row = sql.table(table);
  const compared = (of: ReturnType<typeof sql.table>) =>
    key ? sql`${of}.${sql.ref(key)}` : sql`lower(${of}.name)`;
  const older = sql.table('older');
  const suffix = sql`' (' || cast(id as varchar(20)) || ')'`;
  await sql`
    update ${row}
    set name = substr(name, 1, ${sql.lit(maxLength)} - length(${suffix})) || ${suffix}
      ${key ? sql`, ${sql.ref(key)} = ${sql.ref(key)} || ${suffix}` : sql``}
    where exists (
      select 1 from ${row} as older
      where ${compared(older)} = ${compared(row)}
        and older.id < ${row}.id
        ${scope ? sql`and older.${sql.ref(scope)} = ${row}.${sql.ref(scope)}` : sql``}
    )
  `.execute(db);
  let builder = db.schema.createIndex(index).on(table).unique();
  if (scope) builder = builder.column(scope);
  await (key ? builder.column(key) : builder.expression(sql`lower(name)`)).execute();
}

/**
 * A migration that only makes names unique: `up` creates the indexes in the order given
 * (`createUniqueNameIndex`), `down` drops them in the reverse order.
 */
export function uniqueNameMigration(...indexes: UniqueNameIndex[]): Migration {
  return {
    up: async (db) => {
      for (const index of indexes) await createUniqueNameIndex(db, index);
    },
    down: async (db) => {
      for (const { index } of [...indexes].reverse()) await db.schema.dropIndex(index).execute();
    },
  };
}

/**
 * A write of a record with a unique name, in one transaction: 409 when another record (not
 * `except`) has the name, checked first, then `work`; a concurrent write that passed the same
 * check is caught by the unique index (the same 409).
 */
export function writeNamed<T>(
  db: DB,
  spec: UniqueName,
  name: string,
  options: { except?: number; scope?: number | string },
  work: (trx: Transaction<Database>) => Promise<T>,
): Promise<T> {
  return uniqueNameWrite(spec, name, () =>
    writeTransaction(db, async (trx) => {
      await assertNameFree(trx, spec, name, options);
      return work(trx);
    }),
  );
}
