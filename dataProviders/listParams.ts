import type { GetListParams } from 'react-admin';

/**
 * react-admin list parameters as the query of our list endpoints (contracts/listQuery.ts):
 * page, perPage, sort, order and the filters, empty ones left out.
 */
export function listSearch(
  params: Partial<GetListParams>,
  filter: Record<string, unknown> = params.filter ?? {},
): string {
  const query = new URLSearchParams();
  if (params.pagination) {
    query.set('page', String(params.pagination.page));
    query.set('perPage', String(params.pagination.perPage));
  }
  if (params.sort?.field) {
    query.set('sort', params.sort.field);
    query.set('order', params.sort.order === 'DESC' ? 'DESC' : 'ASC');
  }
  for (const [key, value] of Object.entries(filter)) {
    if (value !== undefined && value !== null && value !== '') query.set(key, String(value));
  }
  return query.toString();
}
