import formbody from '@fastify/formbody';
import middie from '@fastify/middie';
import type { FastifyInstance } from 'fastify';
import type { JWK } from 'jose';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AppConfig } from '../config';
import { issuerUrl } from '../config';
import type { DB } from '../db';
import { verifyPassword } from './passwords';
import { identityCsp } from '../http/securityHeaders';
import { loginPage, pageHashes, pickLocale } from './pages';
import { createIdentityProvider } from './provider';
import { purgeExpired } from './adapter';

interface LoginForm {
  username?: string;
  password?: string;
}

/**
 * The embedded OpenID provider (oidc-provider) under `/idp/realms/{realm}`, plus its login page
 * at `/idp/login/:uid` over the identity accounts (scrypt-hashed passwords).
 */
export async function embeddedIdentityProvider(
  app: FastifyInstance,
  opts: { db: DB; config: AppConfig; signingKey: JWK },
) {
  const { db, config } = opts;
  await purgeExpired(db);
  const provider = createIdentityProvider(db, config, opts.signingKey);
  // The provider (Koa) reads X-Forwarded-* from whoever sends them; Fastify decides which proxy
  // to believe (TRUST_PROXY), so the provider gets Fastify's verdict: behind a trusted
  // TLS-terminating proxy its cookies are Secure and its redirects stay https.
  provider.proxy = true;
  app.addHook('onRequest', (request, _reply, done) => {
    if (request.url.startsWith('/idp/')) {
      const headers = request.raw.headers;
      headers['x-forwarded-proto'] = request.protocol;
      headers['x-forwarded-host'] = request.host;
      headers['x-forwarded-for'] = request.ip;
    }
    done();
  });
  const csp = identityCsp(config, pageHashes);
  const callback = provider.callback();
  await app.register(middie);
  app.use(
    new URL(issuerUrl(config.identity)).pathname,
    (req: IncomingMessage, res: ServerResponse) => {
      res.setHeader('content-security-policy', csp);
      return callback(req, res);
    },
  );
  await app.register(formbody);

  const action = (uid: string) => `/idp/login/${encodeURIComponent(uid)}`;

  app.get<{ Params: { uid: string } }>('/idp/login/:uid', async (request, reply) => {
    const details = await provider.interactionDetails(request.raw, reply.raw);
    const locale = pickLocale(details.params.ui_locales, request.headers['accept-language']);
    const loginHint =
      typeof details.params.login_hint === 'string' ? details.params.login_hint : '';
    return reply
      .header('cache-control', 'no-store')
      .header('content-security-policy', csp)
      .type('text/html')
      .send(loginPage({ locale, action: action(details.uid), username: loginHint }));
  });

  app.post<{ Params: { uid: string }; Body: LoginForm }>(
    '/idp/login/:uid',
    async (request, reply) => {
      const details = await provider.interactionDetails(request.raw, reply.raw);
      const username = String(request.body?.username ?? '')
        .trim()
        .toLowerCase();
      const password = String(request.body?.password ?? '');
      const account = username
        ? await db
            .selectFrom('identity_accounts')
            .selectAll()
            .where('username', '=', username)
            .executeTakeFirst()
        : undefined;
      const valid = account ? await verifyPassword(password, account.password_hash) : false;
      if (!account || !valid) {
        const locale = pickLocale(details.params.ui_locales, request.headers['accept-language']);
        return reply
          .status(401)
          .header('cache-control', 'no-store')
          .header('content-security-policy', csp)
          .type('text/html')
          .send(loginPage({ locale, action: action(details.uid), username, failed: true }));
      }
      reply.hijack();
      await provider.interactionFinished(
        request.raw,
        reply.raw,
        { login: { accountId: String(account.employee_id) } },
        { mergeWithLastSubmission: false },
      );
    },
  );
}
