import type { FastifyTypeProvider } from 'fastify';
import type { InferType, ISchema } from 'yup';

/** What a yup contract validates to; a part without a schema stays unknown. */
type Validated<Schema> = Schema extends ISchema<unknown> ? InferType<Schema> : unknown;

/**
 * Fastify's types for a route's params, querystring, headers and body, read from its yup contract
 * (`InferType`): the schema the validator compiler of validation.ts runs is declared once, with
 * no route generic repeating it. Use through `app.withTypeProvider<YupTypeProvider>()`.
 */
export interface YupTypeProvider extends FastifyTypeProvider {
  validator: Validated<this['schema']>;
  serializer: Validated<this['schema']>;
}
