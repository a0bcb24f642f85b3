import { type RawBuilder, sql, type SqlBool, type Transaction } from 'kysely';
import type { Database } from '../../../db/schema';
import { forUpdate } from '../../../db/transaction';

/**
 * Dense ordering (1…n) of rows that administrators reorder: home menu links, and the CTAs of one
 * key (banners, contacts, images). Every change runs inside the caller's write transaction, after
 * `lockScope`, so two reorders never interleave.
 */
export interface OrderScope {
  table: 'home_menu_items' | 'ctas';
  /** The CTA key the order is among (ctas only). */
  key?: string;
}

const inScope = (scope: OrderScope): RawBuilder<SqlBool> =>
  scope.key === undefined ? sql<SqlBool>`1 = 1` : sql<SqlBool>`${sql.ref('key')} = ${scope.key}`;

/** Locks the rows of the scope (PostgreSQL; SQLite already holds the write lock) and counts them. */
export async function lockScope(trx: Transaction<Database>, scope: OrderScope): Promise<number> {
  const rows = await forUpdate(
    trx,
    trx.selectFrom(scope.table).select('id').where(inScope(scope)),
  ).execute();
  return rows.length;
}

const clamp = (value: number, max: number) => Math.min(Math.max(1, value), Math.max(1, max));

/** Makes room at `wanted` (clamped to 1…count+1) for a new row and answers its position. */
export async function openSlot(
  trx: Transaction<Database>,
  scope: OrderScope,
  count: number,
  wanted: number | undefined,
): Promise<number> {
  const position = clamp(wanted ?? count + 1, count + 1);
  await sql`update ${sql.table(scope.table)} set position = position + 1
    where position >= ${position} and ${inScope(scope)}`.execute(trx);
  return position;
}

/** Moves the row `id` from `from` to `wanted` (clamped to 1…count), shifting the rows between. */
export async function moveRow(
  trx: Transaction<Database>,
  scope: OrderScope,
  count: number,
  id: number,
  from: number,
  wanted: number,
): Promise<number> {
  const to = clamp(wanted, count);
  if (to < from) {
    await sql`update ${sql.table(scope.table)} set position = position + 1
      where position >= ${to} and position < ${from} and ${inScope(scope)}`.execute(trx);
  } else if (to > from) {
    await sql`update ${sql.table(scope.table)} set position = position - 1
      where position > ${from} and position <= ${to} and ${inScope(scope)}`.execute(trx);
  }
  await sql`update ${sql.table(scope.table)} set position = ${to} where id = ${id}`.execute(trx);
  return to;
}

/** Closes the gap a deleted row at `position` leaves. */
export async function closeGap(
  trx: Transaction<Database>,
  scope: OrderScope,
  position: number,
): Promise<void> {
  await sql`update ${sql.table(scope.table)} set position = position - 1
    where position > ${position} and ${inScope(scope)}`.execute(trx);
}
