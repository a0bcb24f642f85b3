import { mixed, number, object, string } from 'yup';

/**
 * Paging, sorting and filtering of list endpoints, done in SQL. The legacy endpoints answer plain
 * arrays, so these parameters are optional additions and the total comes in `X-Total-Count`.
 */
import { MAX_PER_PAGE } from './listHeaders';

export { MAX_PER_PAGE, TOTAL_COUNT_HEADER } from './listHeaders';

export function listQuery<Field extends string>(
  sortable: readonly [Field, ...Field[]],
  defaultSort: NoInfer<Field>,
) {
  return object({
    page: number().integer().min(1).default(1),
    perPage: number().integer().min(1).max(MAX_PER_PAGE).default(25),
    sort: mixed<Field>()
      .oneOf([...sortable])
      .default(defaultSort),
    order: mixed<'ASC' | 'DESC'>().oneOf(['ASC', 'DESC']).default('ASC'),
    /** Free-text filter; each endpoint says which columns it searches. */
    q: string().trim().max(100).optional(),
  });
}

export interface ListParams<Field extends string = string> {
  page: number;
  perPage: number;
  sort: Field;
  order: 'ASC' | 'DESC';
  q?: string;
}
