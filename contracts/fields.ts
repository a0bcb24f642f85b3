import { type AnyObject, type Flags, number, object, type ObjectSchema } from 'yup';

/**
 * Field rules every module's contract repeats. Builders, not schemas: a schema is built when its
 * contract is, after the portal has given yup its translatable messages.
 */

/** The largest id an integer column holds (32-bit signed). */
export const MAX_RECORD_ID = 2_147_483_647;

/** A row's id: a positive whole number that fits its column. */
export const recordId = () => number().integer().positive().max(MAX_RECORD_ID);

/** The `{id}` of a path naming one row. */
export const rowIdParams = () => object({ id: recordId().required() });

/** An update's body: the create's fields and the row's `id` (the legacy paths carry none). */
export const withId = <T extends AnyObject, C, D, F extends Flags>(
  fields: ObjectSchema<T, C, D, F>,
) => fields.shape({ id: recordId().required() });
