import type { FastifyBaseLogger } from 'fastify';
import type { JWK } from 'jose';
import Provider, { type Configuration, type KoaContextWithOIDC } from 'oidc-provider';
import type { AppConfig } from '../config';
import { issuerUrl } from '../config';
import type { DB } from '../db';
import { isDatabaseUnavailable } from '../db/errors';
import { UNAVAILABLE_HEADERS, unavailableBody } from '../http/errors';
import { databaseAdapterFactory } from './adapter';
import { errorPage, logoutPage, pickLocale, unavailablePage } from './pages';

/** Resource indicator of the portal: makes the provider issue JWT access tokens (keycloak-js decodes them). */
const PORTAL_RESOURCE = 'urn:portal:api';
const SCOPES = 'openid profile email';

/** Keycloak's URL layout, so keycloak-js talks to the embedded provider as to a Keycloak realm. */
const keycloakRoutes = {
  authorization: '/protocol/openid-connect/auth',
  token: '/protocol/openid-connect/token',
  userinfo: '/protocol/openid-connect/userinfo',
  jwks: '/protocol/openid-connect/certs',
  end_session: '/protocol/openid-connect/logout',
  revocation: '/protocol/openid-connect/revoke',
  introspection: '/protocol/openid-connect/token/introspect',
};

const portalRedirectUri = (config: AppConfig) => `${config.publicUrl}/portal/session/signin`;

const localeOf = (ctx: KoaContextWithOIDC) =>
  pickLocale(ctx.oidc?.params?.ui_locales ?? ctx.query.ui_locales, ctx.get('accept-language'));

/**
 * The provider turns any failure of its storage into a 500 `server_error`. While the database
 * cannot be reached its endpoints answer 503 with Retry-After instead, as the API does: a short
 * page in the user's language to a browser, OAuth's `temporarily_unavailable` to keycloak-js's
 * calls. Other server errors are logged (the provider only emits them).
 */
function answerUnavailableWhileTheDatabaseIsAway(provider: Provider, log: FastifyBaseLogger) {
  provider.on('server_error', (ctx, error) => {
    if (isDatabaseUnavailable(error)) ctx.state.databaseUnavailable = true;
    else log.error({ err: error }, 'identity provider error');
  });
  provider.use(async (ctx, next) => {
    try {
      await next();
    } catch (error) {
      if (!isDatabaseUnavailable(error)) throw error;
      ctx.state.databaseUnavailable = true;
    }
    if (!ctx.state.databaseUnavailable) return;
    log.warn(`database unavailable (identity provider ${ctx.method} ${ctx.path})`);
    ctx.status = 503;
    ctx.set(UNAVAILABLE_HEADERS);
    if (ctx.accepts('json', 'html') === 'html') {
      ctx.type = 'html';
      ctx.body = unavailablePage(localeOf(ctx as KoaContextWithOIDC));
    } else {
      ctx.body = {
        error: 'temporarily_unavailable',
        // For keycloak-js, not a person: OAuth's descriptions are English.
        error_description: unavailableBody('en').message,
      };
    }
  });
}

export function createIdentityProvider(
  db: DB,
  config: AppConfig,
  signingKey: JWK,
  log: FastifyBaseLogger,
): Provider {
  const { clientId } = config.identity;
  const configuration: Configuration = {
    adapter: databaseAdapterFactory(db),
    clients: [
      {
        client_id: clientId,
        client_name: 'Portal',
        token_endpoint_auth_method: 'none',
        grant_types: ['authorization_code'],
        response_types: ['code'],
        redirect_uris: [portalRedirectUri(config)],
        post_logout_redirect_uris: [portalRedirectUri(config)],
      },
    ],
    // keycloak-js sends the token request with credentials from the portal's origin.
    clientBasedCORS: (_ctx, origin) => origin === new URL(config.publicUrl).origin,
    cookies: { keys: [config.secrets.idpCookie] },
    jwks: { keys: [signingKey] },
    // keycloak-js asks for `openid` only; like Keycloak's default client scopes, the profile
    // claims come with it. They go into the ID token, which LoadUserData reads.
    claims: { openid: ['sub', 'preferred_username', 'name', 'email', 'employeeid'] },
    conformIdTokenClaims: false,
    async findAccount(_ctx, sub) {
      const employee = await db
        .selectFrom('employees')
        .select(['id', 'badge', 'username', 'email', 'full_name'])
        .where('id', '=', Number(sub))
        .where('active', '=', 1)
        .executeTakeFirst();
      if (!employee) return undefined;
      return {
        accountId: sub,
        claims: () => ({
          sub,
          preferred_username: employee.username,
          name: employee.full_name,
          email: employee.email,
          employeeid: employee.badge,
        }),
      };
    },
    features: {
      devInteractions: { enabled: false },
      revocation: { enabled: true },
      resourceIndicators: {
        enabled: true,
        defaultResource: () => PORTAL_RESOURCE,
        useGrantedResource: () => true,
        getResourceServerInfo: () => ({
          scope: 'profile',
          audience: clientId,
          accessTokenTTL: 5 * 60,
          accessTokenFormat: 'jwt',
          jwt: { sign: { alg: 'RS256' } },
        }),
      },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource: async (ctx, form) => {
          ctx.body = logoutPage(localeOf(ctx), form);
        },
      },
    },
    // First-party client: the employee is never asked to consent to the portal.
    async loadExistingGrant(ctx) {
      const grantId =
        ctx.oidc.result?.consent?.grantId ??
        ctx.oidc.session!.grantIdFor(ctx.oidc.client!.clientId);
      if (grantId) return ctx.oidc.provider.Grant.find(grantId);
      const grant = new ctx.oidc.provider.Grant({
        clientId: ctx.oidc.client!.clientId,
        accountId: ctx.oidc.session!.accountId,
      });
      grant.addOIDCScope(SCOPES);
      grant.addResourceScope(PORTAL_RESOURCE, 'profile');
      await grant.save();
      return grant;
    },
    interactions: { url: (_ctx, interaction) => `/idp/login/${interaction.uid}` },
    issueRefreshToken: () => false,
    pkce: { required: () => true },
    renderError: async (ctx, out) => {
      ctx.type = 'html';
      ctx.body = errorPage(localeOf(ctx), String(out.error_description ?? out.error));
    },
    routes: keycloakRoutes,
    scopes: ['openid', 'profile', 'email'],
    ttl: {
      AccessToken: 5 * 60,
      AuthorizationCode: 60,
      IdToken: 10 * 60,
      Interaction: 15 * 60,
      Session: 10 * 60 * 60,
      Grant: 10 * 60 * 60,
    },
  };
  const provider = new Provider(issuerUrl(config.identity), configuration);
  answerUnavailableWhileTheDatabaseIsAway(provider, log);
  return provider;
}
