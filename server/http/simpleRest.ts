import type { FastifyRequest } from 'fastify';
import type { AnyObject, InferType, ObjectSchema } from 'yup';
import { restIdParams } from '../../contracts/restQuery';
import type { RecordKind } from '../../contracts/privacy/reads';
import type { ApiUser } from '../auth/apiTokens';
import type { DB } from '../db';
import type { ServiceApp } from '../modules/types';
import { type ReadSubject, recordReads } from '../privacy/reads';
import { type Page, sendRange } from './paging';

type Schema = ObjectSchema<AnyObject>;

/**
 * One resource of the portal's own administration API, in ra-data-simple-rest's conventions.
 * Each part is optional: a read-only resource has `list` and `one` only.
 */
export interface RestResource<
  Row,
  Query extends Schema,
  Create extends Schema,
  Update extends Schema,
> {
  /** Its name: the path under /admin, the unit of `Content-Range`, the portal's resource name. */
  name: string;
  /** Its OpenAPI tag. */
  tag: string;
  /** One record in words ('kudos suggestion'), for the summaries. */
  noun: string;
  /** The list: its `restListQuery` contract and the window it reads. */
  list?: {
    query: Query;
    description: string;
    read: (query: InferType<Query>, user: ApiUser) => Promise<Page<Row>>;
  };
  /** One record by id (404 when there is none or the caller may not see it). */
  one?: (id: number, user: ApiUser) => Promise<Row>;
  create?: {
    body: Create;
    description: string;
    write: (user: ApiUser, body: InferType<Create>) => Promise<Row>;
  };
  update?: {
    body: Update;
    summary?: string;
    description: string;
    write: (user: ApiUser, id: number, body: InferType<Update>) => Promise<Row>;
  };
  /** Deletes a record and answers it as it was. */
  remove?: (user: ApiUser, id: number) => Promise<Row>;
  /**
   * Its records are people's that others read: every list and record answered records whose they
   * were (server/privacy/reads.ts).
   */
  reads?: RecordedReads<Row>;
}

/** What a resource's reads record: the kind of record and whose each row is. */
export interface RecordedReads<Row> {
  db: DB;
  what: RecordKind;
  subject: (row: Row) => ReadSubject;
}

/** A part a resource may have: each is one route under its path. */
export type RestPart = 'list' | 'one' | 'create' | 'update' | 'remove';

/** Where a resource's routes are: `/admin/<name>`. */
const restPath = (name: string) => `/admin/${name}`;

/** Each part's route, `METHOD /path` as it registers itself (the key of its rule in a policy). */
const PART_ROUTES: Record<RestPart, (path: string) => string> = {
  list: (path) => `GET ${path}`,
  one: (path) => `GET ${path}/:id`,
  create: (path) => `POST ${path}`,
  update: (path) => `PUT ${path}/:id`,
  remove: (path) => `DELETE ${path}/:id`,
};

/**
 * A module policy's rules for the `parts` of the resource at `path`, all `rule`: spread into the
 * policy (`...pathRules('/Building', owners, ['list', 'one'])`): `list` is `GET <path>`, `one`
 * `GET <path>/:id`, `create` `POST <path>`, `update` `PUT <path>/:id`, `remove` `DELETE <path>/:id`.
 */
export function pathRules<Rule>(
  path: string,
  rule: Rule,
  parts: readonly RestPart[],
): Record<string, Rule> {
  return Object.fromEntries(parts.map((part) => [PART_ROUTES[part](path), rule]));
}

/**
 * The same for a simple-rest resource, at `/admin/<name>`
 * (`...restRules('cafeterias', owners, ['list', 'one'])`).
 */
export const restRules = <Rule>(name: string, rule: Rule, parts: readonly RestPart[]) =>
  pathRules(restPath(name), rule, parts);

const LIST =
  'ra-data-simple-rest list: `sort` and `range` (JSON arrays), `filter` (a JSON object; `id` ' +
  'reads several by id). The total is in `Content-Range`.';

/**
 * Registers a resource's routes: `GET /admin/<name>` (a window, total in `Content-Range`),
 * `GET /admin/<name>/:id`, `POST /admin/<name>` (201), `PUT /admin/<name>/:id` and
 * `DELETE /admin/<name>/:id` (answers the deleted record), each only when the resource has it.
 */
export function registerRestResource<
  Row,
  Query extends Schema,
  Create extends Schema,
  Update extends Schema,
>(app: ServiceApp, resource: RestResource<Row, Query, Create, Update>): void {
  const { name, tag, noun, list, one, create, update, remove, reads } = resource;
  const recordRead = async (request: FastifyRequest, rows: readonly Row[]) => {
    if (reads) await recordReads(reads.db, request, reads.what, rows.map(reads.subject));
  };
  const path = restPath(name);
  const tags = [tag];
  const idOf = (params: unknown) => (params as InferType<typeof restIdParams>).id;
  if (list) {
    app.get(
      path,
      {
        schema: {
          summary: `Every ${noun}`,
          description: `${LIST} ${list.description}`,
          tags,
          querystring: list.query,
        },
      },
      async (request, reply): Promise<Row[]> => {
        // A `restListQuery` contract: its `range` is always there (defaulted).
        const query = request.query as InferType<Query> & { range: [number, number] };
        const page = await list.read(query, request.user);
        await recordRead(request, page.rows);
        return sendRange(reply, name, query, page);
      },
    );
  }
  if (one) {
    app.get(
      `${path}/:id`,
      { schema: { summary: `One ${noun}`, tags, params: restIdParams } },
      async (request): Promise<Row> => {
        const row = await one(idOf(request.params), request.user);
        await recordRead(request, [row]);
        return row;
      },
    );
  }
  if (create) {
    app.post(
      path,
      {
        schema: {
          summary: `Add a ${noun}`,
          description: `${create.description} Answers 201 with the ${noun}.`,
          tags,
          body: create.body,
        },
      },
      async (request, reply): Promise<Row> =>
        reply.status(201).send(await create.write(request.user, request.body as InferType<Create>)),
    );
  }
  if (update) {
    app.put(
      `${path}/:id`,
      {
        schema: {
          summary: update.summary ?? `Change a ${noun}`,
          description: update.description,
          tags,
          params: restIdParams,
          body: update.body,
        },
      },
      async (request): Promise<Row> =>
        update.write(request.user, idOf(request.params), request.body as InferType<Update>),
    );
  }
  if (remove) {
    app.delete(
      `${path}/:id`,
      {
        schema: {
          summary: `Delete a ${noun}`,
          description: `Answers the deleted ${noun}.`,
          tags,
          params: restIdParams,
        },
      },
      async (request): Promise<Row> => remove(request.user, idOf(request.params)),
    );
  }
}

/**
 * What a resource's store answers, named as the provider's calls: `registerStoreResource` serves
 * each part the store has.
 */
export interface RestStore<Row, Query, Create, Update> {
  list: (query: Query) => Promise<Page<Row>>;
  one: (id: number) => Promise<Row>;
  create?: (user: ApiUser, body: Create) => Promise<Row>;
  update?: (user: ApiUser, id: number, body: Update) => Promise<Row>;
  remove?: (user: ApiUser, id: number) => Promise<Row>;
}

/**
 * Registers a resource whose store has the provider's calls (`RestStore`): its list and one
 * record, and each write the store has, with the contract and words given for it. A write without
 * its words, or words without the write, is a mistake refused when the routes are registered.
 */
export function registerStoreResource<
  Row,
  Query extends Schema,
  Create extends Schema,
  Update extends Schema,
>(
  app: ServiceApp,
  {
    store,
    list,
    create,
    update,
    ...named
  }: Pick<RestResource<Row, Query, Create, Update>, 'name' | 'tag' | 'noun'> & {
    store: RestStore<Row, InferType<Query>, InferType<Create>, InferType<Update>>;
    list: { query: Query; description: string };
    create?: { body: Create; description: string };
    update?: { body: Update; summary?: string; description: string };
  },
): void {
  const { create: add, update: change } = store;
  if (Boolean(create) !== Boolean(add) || Boolean(update) !== Boolean(change)) {
    throw new Error(`${named.name}: each write of the store is served with its contract and words`);
  }
  registerRestResource(app, {
    ...named,
    list: { ...list, read: (query) => store.list(query) },
    one: (id) => store.one(id),
    create: create && add && { ...create, write: add },
    update: update && change && { ...update, write: change },
    remove: store.remove,
  });
}

/** What an inbox of requests someone decides reads and writes. */
export interface DecisionStore<Row, Query, Decision> {
  /** A window of the requests `user` decides. */
  inbox: (user: ApiUser, query: Query) => Promise<Page<Row>>;
  /** One of them (404 when `user` does not decide it). */
  one: (user: ApiUser, id: number) => Promise<Row>;
  /** `user`'s decision on one. */
  decide: (user: ApiUser, id: number, decision: Decision) => Promise<Row>;
}

/**
 * Registers an inbox of requests to decide as a resource: its list, one request, and the
 * decision as the update (`PUT /admin/<name>/:id`).
 */
export function registerDecisionInbox<Row, Query extends Schema, Decision extends Schema>(
  app: ServiceApp,
  inbox: {
    name: string;
    tag: string;
    noun: string;
    query: Query;
    listDescription: string;
    decision: Decision;
    summary: string;
    description: string;
    store: DecisionStore<Row, InferType<Query>, InferType<Decision>>;
    reads?: RecordedReads<Row>;
  },
): void {
  const { store } = inbox;
  registerRestResource(app, {
    reads: inbox.reads,
    name: inbox.name,
    tag: inbox.tag,
    noun: inbox.noun,
    list: {
      query: inbox.query,
      description: inbox.listDescription,
      read: (query, user) => store.inbox(user, query),
    },
    one: (id, user) => store.one(user, id),
    update: {
      body: inbox.decision,
      summary: inbox.summary,
      description: inbox.description,
      write: (user, id, decision) => store.decide(user, id, decision),
    },
  });
}
