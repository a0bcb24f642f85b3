import type { FastifyReply } from 'fastify';
import { type Expression, type SelectQueryBuilder, sql } from 'kysely';
import { type ListParams, TOTAL_COUNT_HEADER } from '../../contracts/listQuery';
import type { RestListParams } from '../../contracts/restQuery';

/**
 * The sortable fields of a list, each mapped to the SQL it sorts by: a column reference
 * ('employees.badge') or an expression. Only these reach ORDER BY (the contract's `sort` is
 * already one of them; the map is the whitelist on the SQL side).
 */
export type SortColumns<Field extends string> = Record<Field, string | Expression<unknown>>;

export interface PagedListOptions<DB, TB extends keyof DB, O, Field extends string> {
  /**
   * FROM and filters, shared by the count and the page. Joins that only bring the page's columns
   * belong in `select`: in `base`, the count would read every filtered row to follow them.
   */
  base: SelectQueryBuilder<DB, TB, object>;
  /** The page's columns. */
  select: (base: SelectQueryBuilder<DB, TB, object>) => SelectQueryBuilder<DB, TB, O>;
  sort: SortColumns<Field>;
  /** A unique column, added last to ORDER BY so pages never overlap or skip rows. */
  tieBreaker: string;
}

const orderExpression = (column: string | Expression<unknown>) =>
  typeof column === 'string' ? sql.ref(column) : column;

/** One page of a list and how many rows the whole (filtered) list has. */
export interface Page<T> {
  rows: T[];
  total: number;
}

/** The same page with each row mapped. */
export const mapPage = <T, U>({ rows, total }: Page<T>, map: (row: T) => U): Page<U> => ({
  rows: rows.map(map),
  total,
});

/** Answers a page: the total in the `X-Total-Count` header, the rows as the body. */
export function sendPage<T>(reply: FastifyReply, { rows, total }: Page<T>): T[] {
  reply.header(TOTAL_COUNT_HEADER, String(total));
  return rows;
}

/**
 * Answers a window of a simple-rest list: the total in `Content-Range` (`<resource>
 * first-last/total`; a star for the window past the end), the rows as the body.
 */
export function sendRange<T>(
  reply: FastifyReply,
  resource: string,
  { range: [first] }: { range: [number, number] },
  { rows, total }: Page<T>,
): T[] {
  const window = rows.length ? `${first}-${first + rows.length - 1}` : '*';
  reply.header('Content-Range', `${resource} ${window}/${total}`);
  return rows;
}

/** Which rows a list asks for: a page of the legacy lists or a simple-rest window. */
type ListWindow<Field extends string> = ListParams<Field> | RestListParams<Field, object>;

const windowOf = <Field extends string>(params: ListWindow<Field>) =>
  'range' in params
    ? {
        field: params.sort[0],
        order: params.sort[1],
        offset: params.range[0],
        limit: params.range[1] - params.range[0] + 1,
      }
    : {
        field: params.sort,
        order: params.order,
        offset: (params.page - 1) * params.perPage,
        limit: params.perPage,
      };

/** The column that carries the total on every row of a page (dropped before the rows leave). */
const TOTAL = 'paged_list_total';

/**
 * A page of a list, in SQL and in one statement: the window's rows (page `page` of `perPage`, or
 * simple-rest's `range`), ordered by `sort` then the tie-breaker, each carrying `count(*)` over the
 * filtered rows as an uncorrelated scalar subquery. Both databases evaluate that subquery once
 * (SQLite's ONCE, PostgreSQL's InitPlan), and, unlike `count(*) OVER ()`, it leaves the page free
 * to stop at LIMIT along an index. Only a window with no rows past the first needs the count
 * asked on its own.
 */
export async function pagedList<DB, TB extends keyof DB, O, Field extends string>(
  params: ListWindow<Field>,
  { base, select, sort, tieBreaker }: PagedListOptions<DB, TB, O, Field>,
): Promise<Page<O>> {
  const { field, order, offset, limit } = windowOf(params);
  const column = sort[field];
  if (column === undefined) throw new Error(`${field} is not a sortable field`);
  const direction = order === 'DESC' ? 'desc' : 'asc';
  const count = base.select(sql<number | string>`count(*)`.as(TOTAL));
  const counted = await select(base)
    .select(count.as(TOTAL))
    .orderBy(orderExpression(column), direction)
    .orderBy(sql.ref(tieBreaker), direction)
    .limit(limit)
    .offset(offset)
    .execute();
  if (!counted.length) {
    if (offset === 0) return { rows: [], total: 0 };
    const row = (await count.executeTakeFirst()) as Record<string, unknown> | undefined;
    return { rows: [], total: Number(row?.[TOTAL] ?? 0) };
  }
  const total = Number((counted[0] as Record<string, unknown>)[TOTAL]);
  for (const row of counted) Reflect.deleteProperty(row as object, TOTAL);
  return { rows: counted as O[], total };
}

/**
 * A page of someone's own records as the contract's "my …" calls ask for it (`size` rows from
 * `offset`), newest first: `createdAt`, then the tie-breaker, both descending.
 */
export function newestFirstPage<DB, TB extends keyof DB, O>(
  { size, offset }: { size: number; offset: number },
  {
    base,
    select,
    createdAt,
    tieBreaker,
  }: Omit<PagedListOptions<DB, TB, O, 'createdAt'>, 'sort'> & { createdAt: string },
): Promise<Page<O>> {
  return pagedList(
    { sort: ['createdAt', 'DESC'], range: [offset, offset + size - 1], filter: {} },
    { base, select, sort: { createdAt }, tieBreaker },
  );
}
