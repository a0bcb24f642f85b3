import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { toJsonSchema } from './validation';

const PARTS = ['body', 'querystring', 'params', 'headers'] as const;

/** OpenAPI document generated from the route contracts, served with its UI at /api/docs. */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Employee portal reference services',
        description: 'Every service family of SPEC §7, mounted under its base path.',
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
      const rule = route.config?.access;
      if (rule && rule.kind !== 'public') {
        transformed.security = [{ bearer: [] }];
        if (rule.kind === 'roles') {
          transformed.description =
            `${String(schema?.description ?? '')}\n\nRoles: ${rule.roles.join(', ')} or System_Admin.`.trim();
        }
      }
      if (!url.startsWith('/api/') || url.startsWith('/api/docs')) transformed.hide = true;
      return { schema: transformed, url };
    },
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
}
