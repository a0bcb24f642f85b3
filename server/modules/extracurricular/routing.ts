import type { AnyObject, InferType, ObjectSchema } from 'yup';
import { idQuery } from '../../../contracts/extracurricular/extracurricular';
import type { ApiUser } from '../../auth/apiTokens';
import { type Page, sendPage } from '../../http/paging';
import type { ServiceApp } from '../types';

/** What every sub-domain's routes say the same way in the OpenAPI document. */
export const TOKEN =
  'The client date-token is the last part of the path (`{token}`): 400 naming it when missing, malformed or stale.';
/** A reference list, with the family's `active` filter. */
export const LIST_ACTIVE =
  'Paged, sorted and filtered in SQL (`page`, `perPage` ≤ 100, `sort`, `order`, `q`, `active`); the total is in `X-Total-Count`.';
/** A list of the courses as they run. */
export const LIST =
  'Paged, sorted and filtered in SQL (`page`, `perPage` ≤ 100, `sort`, `order`, `q`); the total is in `X-Total-Count`.';
export const UPSERT =
  'An upsert: no id (or 0) creates it (201), an existing id updates it (200), the same values again change nothing. Audited.';
/** The calls that carry the date token as the last part of their path. */
export const inPath = { dateToken: 'params' as const };

type Schema = ObjectSchema<AnyObject>;

/** A route's words in the OpenAPI document. */
interface RouteDoc {
  summary: string;
  description?: string;
  tags: string[];
}

/** A paged list read from the query string: the rows answered, the total in `X-Total-Count`. */
export function listRoute<Query extends Schema, Row>(
  app: ServiceApp,
  path: string,
  schema: RouteDoc & { querystring: Query },
  list: (user: ApiUser, query: InferType<Query>) => Promise<Page<Row>>,
): void {
  app.get(path, { schema }, async (request, reply): Promise<Row[]> =>
    sendPage(reply, await list(request.user, request.query as InferType<Query>)),
  );
}

/** One record by the query string's `id` (`?id=`), as `read` answers it (404 when it has none). */
export function oneRoute<Row>(
  app: ServiceApp,
  path: string,
  schema: RouteDoc,
  read: (user: ApiUser, id: number) => Promise<Row>,
): void {
  app.get(path, { schema: { ...schema, querystring: idQuery } }, async (request): Promise<Row> =>
    read(request.user, (request.query as InferType<typeof idQuery>).id),
  );
}

/**
 * A `PUT` upsert of the body: 201 when it created the record, 200 when it changed one, answering
 * the record as `answer` reads it after the save.
 */
export function upsertRoute<Body extends Schema, Saved extends { created: boolean }, Row>(
  app: ServiceApp,
  path: string,
  schema: RouteDoc & { body: Body },
  save: (user: ApiUser, body: InferType<Body>) => Promise<Saved>,
  answer: (saved: Saved, user: ApiUser) => Row | Promise<Row>,
): void {
  app.put(path, { schema }, async (request, reply) => {
    const saved = await save(request.user, request.body as InferType<Body>);
    return reply.status(saved.created ? 201 : 200).send(await answer(saved, request.user));
  });
}
