import type { FastifyReply } from 'fastify';
import { type Expression, type SelectQueryBuilder, sql } from 'kysely';
import { type ListParams, TOTAL_COUNT_HEADER } from '../../contracts/listQuery';

/**
 * The sortable fields of a list, each mapped to the SQL it sorts by: a column reference
 * ('employees.badge') or an expression. Only these reach ORDER BY (the contract's `sort` is
 * already one of them; the map is the whitelist on the SQL side).
 */
export type SortColumns<Field extends string> = Record<Field, string | Expression<unknown>>;

export interface PagedListOptions<DB, TB extends keyof DB, O, Field extends string> {
  /** FROM, joins and filters, shared by the count and the page. */
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
 * A page of a list, in SQL: `count(*)` over the filtered rows (the total), and the rows of page
 * `page` (1-based) of `perPage`, ordered by `sort` then the tie-breaker.
 */
export async function pagedList<DB, TB extends keyof DB, O, Field extends string>(
  params: ListParams<Field>,
  { base, select, sort, tieBreaker }: PagedListOptions<DB, TB, O, Field>,
): Promise<Page<O>> {
  const column = sort[params.sort];
  if (column === undefined) throw new Error(`${params.sort} is not a sortable field`);
  const direction = params.order === 'DESC' ? 'desc' : 'asc';
  const [count, rows] = await Promise.all([
    base.select(sql<number>`count(*)`.as('total')).executeTakeFirst(),
    select(base)
      .orderBy(orderExpression(column), direction)
      .orderBy(sql.ref(tieBreaker), direction)
      .limit(params.perPage)
      .offset((params.page - 1) * params.perPage)
      .execute(),
  ]);
  const total = (count as { total?: number | string } | undefined)?.total;
  return { rows, total: Number(total ?? 0) };
}
