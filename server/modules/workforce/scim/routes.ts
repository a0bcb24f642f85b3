import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { Transaction } from 'kysely';
import type { ProvisioningClient } from '../../../config';
import {
  SCIM,
  SCIM_MAX_RESULTS,
  scimAttributesQuery,
  scimIdParams,
  scimListQuery,
  scimPatch,
  scimUser,
} from '../../../../contracts/workforce/scim';
import { recordAudit } from '../../../audit/audit';
import type { Database } from '../../../db/schema';
import { forUpdate, writeTransaction } from '../../../db/transaction';
import { parseJsonBody, validateInput } from '../../../http/validation';
import type { ServiceApp, ServiceDeps } from '../../types';
import { type ProvisioningActor, provisionEmployee, setEmployeeActive } from '../provisioning';
import { answer, baseOf } from './answers';
import { discoveryRoutes } from './discoveryRoutes';
import { ScimError, scimErrorHandler } from './errors';
import { scimFilter } from './filter';
import { applyPatch } from './patch';
import { project } from './projection';
import {
  attributeOf,
  type ScimUser,
  type ScimUserInput,
  selectUsers,
  toEmployeeRecord,
  toScimUser,
} from './users';

type Trx = Transaction<Database>;

const digest = (token: string) => createHash('sha256').update(token).digest();

/**
 * The client whose token the request bears, compared in constant time: every client's digest is
 * compared, so the answer takes as long whichever matches or none.
 */
function clientOf(
  clients: readonly ProvisioningClient[],
  authorization: string | undefined,
): ProvisioningClient | undefined {
  const [scheme, token] = (authorization ?? '').split(' ');
  if (scheme?.toLowerCase() !== 'bearer' || !token) return undefined;
  const presented = digest(token);
  let found: ProvisioningClient | undefined;
  for (const client of clients) {
    if (timingSafeEqual(digest(client.token), presented)) found ??= client;
  }
  return found;
}

const notFound = (id: string) => new ScimError(404, `User ${id} not found`);

/** An id of a path: the portal's ids are whole numbers; any other names no user. */
const idOf = (id: string): number => {
  if (!/^\d{1,9}$/.test(id)) throw notFound(id);
  return Number(id);
};

async function userById(q: Trx | ServiceDeps['db'], id: number, base: string) {
  const row = await selectUsers(q).where('employees.id', '=', id).executeTakeFirst();
  if (!row) throw notFound(String(id));
  return toScimUser(row, `${base}/Users/${id}`);
}

/** If-Match (RFC 7644 3.14): the change applies only to the version the client has, else 412. */
function assertVersion(request: FastifyRequest, user: ScimUser): void {
  const wanted = request.headers['if-match'];
  if (wanted === undefined) return;
  const versions = wanted.split(',').map((version) => version.trim());
  if (versions.includes('*') || versions.includes(user.meta.version)) return;
  throw new ScimError(412, `User ${user.id} changed: its version is now ${user.meta.version}`);
}

/** The badge of the user a manager's `value` names. */
const badgeOfManager = (trx: Trx) => async (id: string) =>
  /^\d{1,9}$/.test(id)
    ? (
        await trx
          .selectFrom('employees')
          .select('badge')
          .where('id', '=', Number(id))
          .executeTakeFirst()
      )?.badge
    : undefined;

/**
 * SCIM 2.0 (RFC 7643, 7644) at `/scim/v2`: the identity provider creates, changes, deactivates
 * and lists the employees through the provisioning service, as one of the clients SCIM_TOKEN
 * names; every refusal in SCIM's error schema.
 */
export async function scimRoutes(app: ServiceApp, deps: ServiceDeps) {
  const { db, provisioningClients } = deps;
  const actors = new WeakMap<FastifyRequest, ProvisioningActor>();
  const actorOf = (request: FastifyRequest) => actors.get(request)!;

  app.setErrorHandler(scimErrorHandler(attributeOf));
  app.addContentTypeParser('application/scim+json', { parseAs: 'string' }, parseJsonBody);

  // A wrong or missing token is refused and audited: who tried, from where.
  app.addHook('onRequest', async (request) => {
    const client = clientOf(provisioningClients, request.headers.authorization);
    if (!client) {
      await recordAudit(db, {
        actor: { sub: 'scim', username: 'scim' },
        entity: 'provisioning_client',
        entityId: 'unknown',
        before: null,
        after: {
          refused: request.headers.authorization ? 'wrong token' : 'no token',
          address: request.ip,
          request: `${request.method} ${request.url.split('?')[0]}`,
        },
      });
      throw new ScimError(401, 'A provisioning client’s bearer token is required');
    }
    actors.set(request, { sub: `scim:${client.name}`, username: `scim:${client.name}` });
  });

  await discoveryRoutes(app);

  app.get(
    '/Users',
    {
      schema: {
        summary: 'Users, filtered and paged (RFC 7644 3.4.2)',
        tags: ['SCIM'],
        querystring: scimListQuery(),
      },
    },
    async (request, reply) => {
      const { filter, attributes, excludedAttributes } = request.query;
      const startIndex = Math.max(1, request.query.startIndex ?? 1);
      const count = Math.min(
        SCIM_MAX_RESULTS,
        Math.max(0, request.query.count ?? SCIM_MAX_RESULTS),
      );
      const condition = filter ? scimFilter(filter) : undefined;
      let counted = db.selectFrom('employees');
      let listed = selectUsers(db);
      if (condition) {
        counted = counted.where(condition);
        listed = listed.where(condition);
      }
      const [total, rows] = await Promise.all([
        counted.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
        count === 0
          ? Promise.resolve([])
          : listed
              .orderBy('employees.id')
              .limit(count)
              .offset(startIndex - 1)
              .execute(),
      ]);
      const base = baseOf(request);
      return answer(reply, 200, {
        schemas: [SCIM.list],
        totalResults: Number(total.total),
        startIndex,
        itemsPerPage: rows.length,
        Resources: rows.map((row) =>
          project(toScimUser(row, `${base}/Users/${row.id}`), attributes, excludedAttributes),
        ),
      });
    },
  );

  app.get(
    '/Users/:id',
    {
      schema: {
        summary: 'One user',
        tags: ['SCIM'],
        params: scimIdParams(),
        querystring: scimAttributesQuery(),
      },
    },
    async (request, reply) => {
      const user = await userById(db, idOf(request.params.id), baseOf(request));
      const { attributes, excludedAttributes } = request.query;
      return answer(reply, 200, project(user, attributes, excludedAttributes), user.meta.version);
    },
  );

  app.post(
    '/Users',
    { schema: { summary: 'Creates a user', tags: ['SCIM'], body: scimUser() } },
    async (request, reply) => {
      const base = baseOf(request);
      const user = await writeTransaction(db, async (trx) => {
        const record = await toEmployeeRecord(request.body, badgeOfManager(trx));
        // A create never changes someone already there: the client looks them up first.
        const taken = await trx
          .selectFrom('employees')
          .select('id')
          .where('badge', '=', record.badge.trim())
          .executeTakeFirst();
        if (taken) {
          throw new ScimError(
            409,
            `${attributeOf('badge')}: another user has employeeNumber ${record.badge}`,
            'uniqueness',
          );
        }
        const { employeeId } = await provisionEmployee(trx, record, actorOf(request));
        return userById(trx, employeeId, base);
      });
      reply.header('location', user.meta.location);
      return answer(reply, 201, user, user.meta.version);
    },
  );

  /** Replaces the user with `whole` (a PUT's body, or the user after a PATCH's operations). */
  const replaceUser = async (
    request: FastifyRequest,
    trx: Trx,
    id: number,
    whole: (current: ScimUser) => ScimUserInput,
  ) => {
    await forUpdate(trx, trx.selectFrom('employees').select('id').where('id', '=', id)).execute();
    const current = await userById(trx, id, baseOf(request));
    assertVersion(request, current);
    const record = await toEmployeeRecord(whole(current), badgeOfManager(trx));
    await provisionEmployee(trx, record, actorOf(request), { employeeId: id });
    return userById(trx, id, baseOf(request));
  };

  app.put(
    '/Users/:id',
    {
      schema: {
        summary: 'Replaces a user',
        tags: ['SCIM'],
        params: scimIdParams(),
        body: scimUser(),
      },
    },
    async (request, reply) => {
      const id = idOf(request.params.id);
      const user = await writeTransaction(db, (trx) =>
        replaceUser(request, trx, id, () => request.body),
      );
      return answer(reply, 200, user, user.meta.version);
    },
  );

  app.patch(
    '/Users/:id',
    {
      schema: {
        summary: 'Changes a user’s attributes (add, replace, remove; RFC 7644 3.5.2)',
        tags: ['SCIM'],
        params: scimIdParams(),
        body: scimPatch(),
      },
    },
    async (request, reply) => {
      const id = idOf(request.params.id);
      const user = await writeTransaction(db, (trx) =>
        replaceUser(request, trx, id, (current) =>
          validateInput<ScimUserInput>(scimUser(), applyPatch(current, request.body.Operations)),
        ),
      );
      return answer(reply, 200, user, user.meta.version);
    },
  );

  app.delete(
    '/Users/:id',
    {
      schema: {
        summary: 'Deactivates a user: sessions end, the history stays',
        tags: ['SCIM'],
        params: scimIdParams(),
      },
    },
    async (request, reply) => {
      const id = idOf(request.params.id);
      await writeTransaction(db, async (trx) => {
        assertVersion(request, await userById(trx, id, baseOf(request)));
        await setEmployeeActive(trx, id, false, actorOf(request));
      });
      return reply.status(204).send();
    },
  );
}
