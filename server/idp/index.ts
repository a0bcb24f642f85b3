import formbody from '@fastify/formbody';
import middie from '@fastify/middie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { JWK } from 'jose';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AppConfig } from '../config';
import { issuerUrl } from '../config';
import type { DB } from '../db';
import { isDatabaseUnavailable } from '../db/errors';
import { UNAVAILABLE_HEADERS } from '../http/errors';
import { identityCsp } from '../http/securityHeaders';
import { createLoginThrottle } from './loginThrottle';
import { dummyPasswordHash, passwords } from './passwords';
import { type LoginProblem, loginPage, pageHashes, pickLocale, unavailablePage } from './pages';
import { createIdentityProvider } from './provider';
import { purgeExpired } from './adapter';
import { configureFirstLogin } from './firstLogin';
import { welcomeRoutes } from './welcome';

interface LoginForm {
  username?: string;
  password?: string;
  /** The language the page was shown in, for an answer that cannot read the interaction. */
  locale?: string;
}

// A user name longer than any account's is cut, so the throttle keys and audit ids stay bounded.
const MAX_USERNAME = 100;
// scrypt's cost grows with the input: a megabyte-long password is refused as wrong unhashed.
const MAX_PASSWORD = 1024;

/**
 * The embedded OpenID provider (oidc-provider) under `/idp/realms/{realm}`, plus its login page
 * at `/idp/login/:uid` over the identity accounts (scrypt-hashed passwords), throttled per
 * account and per client address; and the first-login page a new employee's link opens
 * (./welcome.ts).
 */
export async function embeddedIdentityProvider(
  app: FastifyInstance,
  opts: { db: DB; config: AppConfig; signingKey: JWK; clock?: () => Date },
) {
  const { db, config } = opts;
  const throttle = createLoginThrottle(db, config.loginThrottle, opts.clock);
  const dummyHash = await dummyPasswordHash();
  await purgeExpired(db);
  const provider = createIdentityProvider(db, config, opts.signingKey, app.log);
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
  configureFirstLogin(config.publicUrl);
  welcomeRoutes(app, { db, publicUrl: config.publicUrl, csp });

  const action = (uid: string) => `/idp/login/${encodeURIComponent(uid)}`;

  // The login page reads and writes the database (the interaction, the throttle, the account):
  // while it cannot be reached the user gets a short page in their language and Retry-After, as
  // the API's 503. Any other error goes on to the app's handler.
  const loginErrors = {
    errorHandler(error: Error, request: FastifyRequest, reply: FastifyReply) {
      if (!isDatabaseUnavailable(error)) throw error;
      request.log.warn({ err: error }, 'database unavailable (login page)');
      const form = request.body as LoginForm | undefined;
      const locale = pickLocale(form?.locale, request.headers['accept-language']);
      return reply
        .status(503)
        .headers(UNAVAILABLE_HEADERS)
        .header('content-security-policy', csp)
        .type('text/html')
        .send(unavailablePage(locale));
    },
  };

  app.get<{ Params: { uid: string } }>('/idp/login/:uid', loginErrors, async (request, reply) => {
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
    loginErrors,
    async (request, reply) => {
      const details = await provider.interactionDetails(request.raw, reply.raw);
      const username = String(request.body?.username ?? '')
        .trim()
        .toLowerCase()
        .slice(0, MAX_USERNAME);
      const password = String(request.body?.password ?? '');
      const answer = (status: number, problem: LoginProblem) => {
        const locale = pickLocale(details.params.ui_locales, request.headers['accept-language']);
        if (problem.kind === 'locked') {
          const seconds = Math.ceil((problem.until.getTime() - problem.now.getTime()) / 1000);
          reply.header('retry-after', String(Math.max(1, seconds)));
        }
        return reply
          .status(status)
          .header('cache-control', 'no-store')
          .header('content-security-policy', csp)
          .type('text/html')
          .send(loginPage({ locale, action: action(details.uid), username, problem }));
      };
      const locked = await throttle.lockedUntil(username, request.ip);
      // While locked even the right password is refused, unchecked.
      if (locked) return answer(429, { kind: 'locked', until: locked, now: throttle.now() });
      const account = username
        ? await db
            .selectFrom('identity_accounts')
            .innerJoin('employees', 'employees.id', 'identity_accounts.employee_id')
            .select([
              'identity_accounts.employee_id',
              'identity_accounts.password_hash',
              'employees.active',
            ])
            .where('identity_accounts.username', '=', username)
            .executeTakeFirst()
        : undefined;
      // Known or not, one hash comparison: the answer takes as long either way.
      const valid =
        password.length <= MAX_PASSWORD &&
        (await passwords.verify(password, account?.password_hash ?? dummyHash)) &&
        account !== undefined;
      if (!account || !valid) {
        const until = await throttle.recordFailure(username, request.ip);
        if (until) return answer(429, { kind: 'locked', until, now: throttle.now() });
        return answer(401, { kind: 'invalid' });
      }
      await throttle.recordSuccess(username);
      // Said only after the right password, so it reveals nothing to a guesser.
      if (!account.active) return answer(403, { kind: 'disabled' });
      // The provider's interactionFinished without its write to the raw response, so a
      // failure to save the result still reaches the error handler.
      const returnTo = await provider.interactionResult(
        request.raw,
        reply.raw,
        { login: { accountId: String(account.employee_id) } },
        { mergeWithLastSubmission: false },
      );
      return reply.redirect(returnTo, 303);
    },
  );
}
