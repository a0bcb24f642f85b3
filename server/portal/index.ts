import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { existsSync } from 'node:fs';
import { basename, join } from 'node:path';
import type { AppConfig } from '../config';
import { portalCsp } from '../http/securityHeaders';
import {
  PORTAL_BASE,
  RUNTIME_CONFIG_PATH,
  SERVICE_WORKER_FILE,
  type RuntimeConfig,
} from '../../contracts/runtimeConfig';

/**
 * What the portal reads at start: where each service family and the identity provider live, the
 * map tiles and the upload limit.
 */
function runtimeConfig(config: AppConfig): RuntimeConfig {
  return {
    // The SCIM family is the identity provider's to call, never the portal's.
    services: Object.fromEntries(
      Object.entries(config.serviceBases).filter(([family]) => family !== 'scim'),
    ) as RuntimeConfig['services'],
    identity: {
      url: config.identity.url,
      realm: config.identity.realm,
      clientId: config.identity.clientId,
    },
    clientTokenPhrase: config.clientTokenPhrase,
    functionKeys: config.functionKeys,
    // The benefit locations' map tiles
    mapTiles: config.mapTiles,
    // The image inputs' help texts and their check before sending say the real limit.
    uploads: { maxFileBytes: config.uploads.maxFileBytes },
  };
}

/** The built SPA under /portal/, with the index page for every client-side route. */
export async function portalRoutes(app: FastifyInstance, opts: { config: AppConfig }) {
  const { config } = opts;
  const body = JSON.stringify(runtimeConfig(config));
  app.get(RUNTIME_CONFIG_PATH, (_request, reply) =>
    reply.header('cache-control', 'no-cache').type('application/json').send(body),
  );
  app.get('/', (_request, reply) => reply.redirect(`${PORTAL_BASE}/`));

  const csp = portalCsp(config);
  const indexFile = join(config.portalDir, 'index.html');
  if (!existsSync(indexFile)) {
    app.log.warn(`${config.portalDir} has no build: run npm run build to serve the portal`);
    return;
  }
  await app.register(fastifyStatic, {
    root: config.portalDir,
    prefix: `${PORTAL_BASE}/`,
    wildcard: false,
    index: false,
    // Hashed assets never change; the index page and the service worker always revalidate and
    // carry the portal's CSP (the worker's imports Workbox's runtime from the portal: with the
    // API's `default-src 'none'` it would start with an empty precache). A web app manifest
    // says what it is.
    setHeaders: (res, path) => {
      res.header(
        'cache-control',
        path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
      if (path.endsWith('.html') || basename(path) === SERVICE_WORKER_FILE)
        res.header('content-security-policy', csp);
      if (path.endsWith('.webmanifest')) res.header('content-type', 'application/manifest+json');
    },
  });
  const sendIndex = (request: FastifyRequest, reply: FastifyReply) =>
    request.url.startsWith(`${PORTAL_BASE}/assets/`)
      ? reply.callNotFound()
      : reply.header('cache-control', 'no-cache').sendFile('index.html');
  app.get(PORTAL_BASE, sendIndex);
  app.get(`${PORTAL_BASE}/*`, sendIndex);
}
