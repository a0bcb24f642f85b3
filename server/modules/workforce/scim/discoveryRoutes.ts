import { object, string } from 'yup';
import { SCIM } from '../../../../contracts/workforce/scim';
import type { ServiceApp } from '../../types';
import { resourceTypes, schemas, serviceProviderConfig } from './discovery';
import { ScimError } from './errors';
import { answer, baseOf } from './answers';

const idParams = () => object({ id: string().required().max(200) });

const listOf = (resources: object[]) => ({
  schemas: [SCIM.list],
  totalResults: resources.length,
  startIndex: 1,
  itemsPerPage: resources.length,
  Resources: resources,
});

/** What a client reads to learn what this service provider does (RFC 7644 4). */
export async function discoveryRoutes(app: ServiceApp) {
  app.get(
    '/ServiceProviderConfig',
    { schema: { summary: 'What this service provider supports', tags: ['SCIM'] } },
    async (request, reply) => answer(reply, 200, serviceProviderConfig(baseOf(request))),
  );
  app.get(
    '/ResourceTypes',
    { schema: { summary: 'The resource types served: User', tags: ['SCIM'] } },
    async (request, reply) => answer(reply, 200, listOf(resourceTypes(baseOf(request)))),
  );
  app.get(
    '/ResourceTypes/:id',
    { schema: { summary: 'One resource type', tags: ['SCIM'], params: idParams() } },
    async (request, reply) => {
      const found = resourceTypes(baseOf(request)).find((type) => type.id === request.params.id);
      if (!found) throw new ScimError(404, `Resource type ${request.params.id} not found`);
      return answer(reply, 200, found);
    },
  );
  app.get(
    '/Schemas',
    { schema: { summary: 'The schemas of the User resource', tags: ['SCIM'] } },
    async (request, reply) => answer(reply, 200, listOf(schemas(baseOf(request)))),
  );
  app.get(
    '/Schemas/:id',
    { schema: { summary: 'One schema', tags: ['SCIM'], params: idParams() } },
    async (request, reply) => {
      const found = schemas(baseOf(request)).find((schema) => schema.id === request.params.id);
      if (!found) throw new ScimError(404, `Schema ${request.params.id} not found`);
      return answer(reply, 200, found);
    },
  );
}
