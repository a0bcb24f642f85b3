import {
  array,
  mixed,
  number,
  object,
  type AnyObject,
  type ObjectSchema,
  string,
  tuple,
} from 'yup';
import { recordId, rowIdParams } from './fields';

/**
 * The list query of the portal's own administration resources, in ra-data-simple-rest's
 * conventions: `sort=["field","ASC"]`, `range=[first,last]` (0-based, inclusive) and
 * `filter={"field":value}`, each a JSON text in the query string; a list that searches declares
 * `q` in its filter. The answer carries the total in
 * `Content-Range: <resource> first-last/total`. `filter.id` (a list of ids) is how react-admin
 * reads several records at once.
 */

/** The most rows one list call may ask for: a CSV export asks for 1000. */
export const MAX_RANGE = 1000;

/** Reads a query-string value as JSON; a text that is not JSON stays a text (and fails the type). */
const fromJson = (value: unknown, original: unknown) => {
  if (typeof original !== 'string') return value;
  try {
    // Keys named like Object.prototype members (`toString`, `__proto__`) are never a filter.
    return JSON.parse(original, (key, value: unknown) =>
      key in Object.prototype ? undefined : value,
    ) as unknown;
  } catch {
    return original;
  }
};

/** At most this many ids in `filter.id`: one page of the largest list. */
const MAX_IDS = 100;

export function restListQuery<Field extends string, Filter extends AnyObject>(
  sortable: readonly [Field, ...Field[]],
  defaultSort: [Field, 'ASC' | 'DESC'],
  filter: ObjectSchema<Filter>,
) {
  const filterSchema = filter.shape({
    id: array(recordId().required())
      .min(1)
      .max(MAX_IDS)
      .typeError('filter.id must be a list of ids')
      .optional(),
  });
  return object({
    sort: tuple([
      mixed<Field>()
        .oneOf([...sortable], `sort must name one of: ${sortable.join(', ')}`)
        .required(),
      mixed<'ASC' | 'DESC'>().oneOf(['ASC', 'DESC'], 'sort must end in "ASC" or "DESC"').required(),
    ])
      .transform(fromJson)
      // The input limits check the JSON it holds (server/http/inputLimits.ts).
      .meta({ jsonText: true })
      .typeError('sort must be a JSON array ["field","ASC"]')
      .default(defaultSort)
      .required(),
    range: tuple([number().integer().min(0).required(), number().integer().min(0).required()])
      .transform(fromJson)
      .meta({ jsonText: true })
      .typeError('range must be a JSON array [first,last]')
      .test('range', `range must hold 1 to ${MAX_RANGE} rows, first ≤ last`, (range) => {
        if (!range) return true;
        const [first, last] = range;
        return last >= first && last - first < MAX_RANGE;
      })
      .default([0, 24])
      .required(),
    filter: filterSchema
      .transform(fromJson)
      .meta({ jsonText: true })
      .typeError('filter must be a JSON object')
      // Unknown keys are stripped before yup's noUnknown could see them: a filter the list does
      // not know would silently match everything, so it is refused here.
      .test('known', 'filter has an unknown field', function known() {
        const given = fromJson(undefined, this.originalValue);
        if (!given || typeof given !== 'object') return true;
        const unknown = Object.keys(given).filter(
          (key) => !Object.hasOwn(filterSchema.fields, key),
        );
        return unknown.length
          ? this.createError({
              message: `filter has an unknown field: ${unknown.join(', ')}`,
              params: { unknown: unknown.join(', ') },
            })
          : true;
      })
      .default({}),
  });
}

/** A list query as it reaches the store: the sorted window and the filter. */
export interface RestListParams<Field extends string, Filter> {
  sort: [Field, 'ASC' | 'DESC'];
  range: [number, number];
  filter: Filter & { id?: number[] };
}

/** `filter.q`: the free text a list searches (each list says which columns). */
export const searchText = string().trim().max(100).optional();

/** The id in a resource's path (`/<resource>/:id`). */
export const restIdParams = rowIdParams();
