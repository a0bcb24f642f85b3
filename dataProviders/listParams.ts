import type { GetListParams } from 'react-admin';

/** These parameters as a query, in their order, empty ones (undefined, null, '') left out. */
export function search(parameters: Record<string, unknown>): URLSearchParams {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(parameters)) {
    if (value !== undefined && value !== null && value !== '') query.set(key, String(value));
  }
  return query;
}

/** Only the named filters (a list's own), in that order. */
export const onlyFilters = (filter: Record<string, unknown> = {}, names: readonly string[]) =>
  Object.fromEntries(names.map((name) => [name, filter[name]]));

/**
 * react-admin list parameters as the query of our list endpoints (contracts/listQuery.ts):
 * page, perPage, sort, order and the filters, empty ones left out.
 */
export function listSearch(
  params: Partial<GetListParams>,
  filter: Record<string, unknown> = params.filter ?? {},
): string {
  const { sort } = params;
  const sorting = sort?.field
    ? { sort: sort.field, order: sort.order === 'DESC' ? 'DESC' : 'ASC' }
    : {};
  return search({ ...params.pagination, ...sorting, ...filter }).toString();
}
