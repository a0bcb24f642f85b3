import Fastify, {
  type FastifyInstance,
  type FastifyServerOptions,
  type RouteOptions,
} from 'fastify';
import type { JWK } from 'jose';
import { sql } from 'kysely';
import { createApiTokens } from './auth/apiTokens';
import { registerAccessGuard } from './auth/guard';
import { registerDateTokens } from './http/dateToken';
import { registerPathArgs } from './http/pathArgs';
import { registerFunctionKeys } from './http/functionKey';
import { createIdentityVerifier } from './auth/identityToken';
import { createSessionStore } from './auth/sessions';
import type { AppConfig } from './config';
import { type ServiceFamily, serviceFamilies } from './config';
import type { DB } from './db';
import { registerErrorHandler } from './http/errors';
import { httpCatalogue } from './http/i18n';
import { composeCatalogues } from './http/messages';
import { registerOpenApi } from './http/openapi';
import { registerMultipart } from './http/multipart';
import { registerSecurityHeaders } from './http/securityHeaders';
import { registerYupValidation } from './http/validation';
import type { YupTypeProvider } from './http/yupTypeProvider';
import { embeddedIdentityProvider } from './idp';
import { loadSigningKey, publicKeySet } from './idp/keys';
import { createAccessCache } from './auth/accessCache';
import { accessNoticesArrive } from './db/accessNotices';
import { configureMail } from './mail/outbox';
import { portalRoutes } from './portal';
import { createEmployeeRepository } from './modules/account/employees';
import { composePolicy } from './auth/policy';
import { modules as serverModules } from './modules';
import type { ServerModule, ServiceDeps } from './modules/types';

export interface AppDeps {
  db: DB;
  config: AppConfig;
  /** Tests pass a quiet logger, or one that writes its lines where they read them. */
  logger?: boolean | { level: string; stream?: { write(line: string): void } };
  /** Called for every route as it is registered (the api tests walk them all). */
  onRoute?: (route: RouteOptions) => void;
  /** The modules to serve; the composition root's list unless a test adds one. */
  modules?: readonly ServerModule[];
  /** The login throttle's clock; tests move it past a lockout. */
  clock?: () => Date;
  /**
   * Serve on a server of the caller's (Fastify's `serverFactory`): the start-up listens before
   * the database is reached and hands its server over once the app is ready (server/start.ts).
   */
  serverFactory?: FastifyServerOptions['serverFactory'];
}

/** Builds the whole server: identity provider, every service family, OpenAPI docs and the portal. */
export async function buildApp({
  db,
  config,
  logger,
  onRoute,
  modules = serverModules,
  clock,
  serverFactory,
}: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    ...(serverFactory ? { serverFactory } : {}),
    logger: logger ?? { level: config.logLevel },
    // Uploads and rich text have their own limits per route; everything else is small JSON.
    bodyLimit: 1024 * 1024,
    // Only the configured proxies may say the request came over https or from another address.
    trustProxy:
      typeof config.trustProxy === 'number'
        ? (
            (hops) => (_address: string, hop: number) =>
              hop < hops
          )(config.trustProxy)
        : config.trustProxy,
    connectionTimeout: config.http.connectionTimeoutMs,
    keepAliveTimeout: config.http.keepAliveTimeoutMs,
    requestTimeout: config.http.requestTimeoutMs,
  });
  if (onRoute) app.addHook('onRoute', onRoute);
  configureMail(config);
  await registerSecurityHeaders(app);
  registerErrorHandler(
    app,
    composeCatalogues([httpCatalogue, ...modules.flatMap((module) => module.messages ?? [])]),
  );
  registerYupValidation(app);
  await registerMultipart(app, config.uploads);
  await registerOpenApi(app);

  let signingKey: JWK | undefined;
  if (config.identity.embedded) {
    signingKey = await loadSigningKey(config.dataDir, process.env.IDP_SIGNING_KEY);
    // Not encapsulated: its middleware must see requests before routing.
    await embeddedIdentityProvider(app, { db, config, signingKey, clock });
  }

  const tokens = createApiTokens(config.secrets.apiToken, config.apiTokenTtlSeconds);
  const accessCache = createAccessCache({
    maxAgeMs: config.sessionCacheSeconds * 1000,
    arriving: () => accessNoticesArrive(db),
  });
  app.addHook('onClose', async () => accessCache.close());
  const sessions = createSessionStore(
    db,
    {
      idleSeconds: config.sessionIdleSeconds,
      maxSeconds: config.sessionMaxSeconds,
      reuseGraceSeconds: config.refreshReuseGraceSeconds,
    },
    accessCache,
  );
  const employees = createEmployeeRepository(db);
  const verifyIdentity = createIdentityVerifier(
    config.identity,
    signingKey ? publicKeySet(signingKey) : undefined,
  );
  // Before the guard: a self rule reads the named parameters of an '&'-joined segment.
  registerPathArgs(app);
  registerAccessGuard(app, { tokens, sessions, policy: composePolicy(modules) });
  registerFunctionKeys(app, config.functionKeys);
  registerDateTokens(app, config.clientTokenPhrase);

  // Load balancers poll it: the error handler answers 503 while the database cannot be reached.
  app.get('/api/health', { schema: { hide: true } }, async () => {
    await sql`select 1`.execute(db);
    return { status: 'ok', database: 'ok' };
  });
  const deps: ServiceDeps = {
    db,
    tokens,
    sessions,
    employees,
    verifyIdentity,
    documents: {
      ...config.documents,
      // A base on another host is used as it is; a path is the portal's own host.
      verificationBase: new URL(config.serviceBases.certificates, `${config.publicUrl}/`).href,
    },
    clientTokenPhrase: config.clientTokenPhrase,
    provisioningClients: config.provisioningClients,
  };
  // One plugin per service family, mounted at its base, holding every module's part of it; each
  // part's routes know their module, whose catalogue words its contracts' own rules.
  for (const [family, prefix] of Object.entries(serviceFamilies)) {
    const parts = modules.flatMap((module) => {
      const part = module.services[family as ServiceFamily];
      return part ? [{ module: module.name, part }] : [];
    });
    if (parts.length === 0) continue;
    await app.register(
      async (service) => {
        for (const { module, part } of parts) {
          await service.register(async (scope) => {
            scope.addHook('onRoute', (route) => {
              route.config = { ...route.config, module };
            });
            await part.routes(scope.withTypeProvider<YupTypeProvider>(), deps);
          });
        }
      },
      { prefix },
    );
  }
  await app.register(portalRoutes, { config });
  return app;
}
