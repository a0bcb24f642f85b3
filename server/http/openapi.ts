import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { type Access, SYSTEM_ADMIN } from '../auth/access';
import { toJsonSchema } from './validation';

const PARTS = ['body', 'querystring', 'params', 'headers'] as const;

const PLACE = { params: 'path', query: 'query string', body: 'body' } as const;

/** The access rule in words, for the operation's description. */
function describeAccess(rule: Access): string | null {
  const withAdmin = (roles: readonly string[]) =>
    [...roles.filter((role) => role !== SYSTEM_ADMIN), SYSTEM_ADMIN].join(', ');
  switch (rule.kind) {
    case 'roles':
      return `Roles: ${withAdmin(rule.roles)}.`;
    case 'provisioning':
      return 'A provisioning client: the bearer token is one of SCIM_TOKEN.';
    case 'self': {
      const id = rule.source
        ? `\`${rule.source.name}\` in the ${PLACE[rule.source.in]} is the caller's ${rule.claim}`
        : `the id carried is the caller's ${rule.claim}`;
      return `Only the employee themself (${id}), or ${withAdmin(rule.owners)}.`;
    }
    default:
      return null;
  }
}

/** OpenAPI document generated from the route contracts, served with its UI at /api/docs. */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Employee portal reference services',
        description:
          'Every service family of the legacy contract, mounted under its base path, and SCIM 2.0 provisioning at /scim/v2.',
        version: '1',
      },
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    hiddenTag: 'hidden',
    transform: ({ schema, url, route }) => {
      const transformed: Record<string, unknown> = { ...schema };
      for (const part of PARTS) {
        if (schema?.[part]) transformed[part] = toJsonSchema(schema[part]);
      }
      // The guard has copied the route's rule from the policy table (server/auth/policy.ts).
      const rule = route.config?.access;
      if (rule && rule.kind !== 'public') {
        transformed.security = [{ bearer: [] }];
        const who = describeAccess(rule);
        if (who) transformed.description = `${String(schema?.description ?? '')}\n\n${who}`.trim();
      }
      const documented = url.startsWith('/api/') || url.startsWith('/scim/');
      if (!documented || url.startsWith('/api/docs')) transformed.hide = true;
      return { schema: transformed, url };
    },
  });
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    // Its own script and style hashes instead of the API's `default-src 'none'`; never framed,
    // and plain http stays usable on a developer's machine (HSTS covers https deployments).
    staticCSP: true,
    transformStaticCSP: (header) =>
      header
        .replace("frame-ancestors 'self'", "frame-ancestors 'none'")
        .replace(/\s*upgrade-insecure-requests;?/, ''),
  });
}
