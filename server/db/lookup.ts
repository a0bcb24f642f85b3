import { type HttpError, notFound } from '../http/errors';

/**
 * The row a query finds, or a 404: `missing` names what is missing ('Newsletter' → "Newsletter not
 * found") or is the error itself.
 */
export async function findOr404<Query extends { executeTakeFirst(): Promise<unknown> }>(
  query: Query,
  missing: string | HttpError,
): Promise<NonNullable<Awaited<ReturnType<Query['executeTakeFirst']>>>> {
  const row = await query.executeTakeFirst();
  if (row === undefined) throw typeof missing === 'string' ? notFound(missing) : missing;
  return row as NonNullable<Awaited<ReturnType<Query['executeTakeFirst']>>>;
}
