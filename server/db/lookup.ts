import type { Kysely, Selectable, SelectQueryBuilder } from 'kysely';
import { HttpError, notFound, RequestValidationError } from '../http/errors';
import type { Message } from '../http/messages';
import type { Database } from './schema';

type Found<Query extends { executeTakeFirst(): Promise<unknown> }> = NonNullable<
  Awaited<ReturnType<Query['executeTakeFirst']>>
>;

/**
 * The row a query finds, or a 404: `missing` is its message (the module's `…notFound`) or the
 * error itself.
 */
export async function findOr404<Query extends { executeTakeFirst(): Promise<unknown> }>(
  query: Query,
  missing: Message | HttpError,
): Promise<Found<Query>> {
  const row = await query.executeTakeFirst();
  if (row === undefined) throw missing instanceof HttpError ? missing : notFound(missing);
  return row as Found<Query>;
}

/** The row a body field points at, or a 400 naming that field (`{ idCategory: '…' }`). */
export function findOr400<Query extends { executeTakeFirst(): Promise<unknown> }>(
  query: Query,
  fieldErrors: Record<string, Message>,
): Promise<Found<Query>> {
  return findOr404(query, new RequestValidationError(fieldErrors));
}

/** The row a query-building function's query answers: `SelectedRow<typeof selectOrders>`. */
export type SelectedRow<
  MakeQuery extends (...args: never[]) => { executeTakeFirstOrThrow(): Promise<unknown> },
> = Awaited<ReturnType<ReturnType<MakeQuery>['executeTakeFirstOrThrow']>>;

/** The tables whose rows an integer `id` names. */
export type TableWithId = {
  [T in keyof Database]: Selectable<Database[T]> extends { id: number } ? T : never;
}[keyof Database];

/** The whole row `id` of `table`, typed as that table's row. */
export type RowOf<T extends TableWithId> = Selectable<Database[T]>;

/**
 * `SELECT * FROM table WHERE id = ?`. Kysely cannot resolve a generic table name, so the query is
 * built on a view of the rows by id; callers get their table's own row type back.
 */
export function rowById<T extends TableWithId>(
  q: Kysely<Database>,
  table: T,
  id: number,
): SelectQueryBuilder<Database, T, RowOf<T>> {
  return (q as unknown as Kysely<Record<string, { id: number }>>)
    .selectFrom(table as string)
    .selectAll()
    .where('id', '=', id) as unknown as SelectQueryBuilder<Database, T, RowOf<T>>;
}

/** The whole row `id` of `table`, or a 404 (see findOr404). */
export function findByIdOr404<T extends TableWithId>(
  q: Kysely<Database>,
  table: T,
  id: number,
  missing: Message | HttpError,
): Promise<RowOf<T>> {
  return findOr404(rowById(q, table, id), missing);
}

/** The tables whose rows an `id` names and an `active` flag retires. */
type TableWithActive = {
  [T in TableWithId]: Selectable<Database[T]> extends { active: number } ? T : never;
}[TableWithId];

/** A body field must point at an active row of `table`: a 400 naming the field otherwise. */
export async function assertActiveOr400(
  q: Kysely<Database>,
  table: TableWithActive,
  id: number,
  fieldErrors: Record<string, Message>,
): Promise<void> {
  await findOr400(
    (q as unknown as Kysely<Record<string, { id: number; active: number }>>)
      .selectFrom(table as string)
      .select('id')
      .where('id', '=', id)
      .where('active', '=', 1),
    fieldErrors,
  );
}
