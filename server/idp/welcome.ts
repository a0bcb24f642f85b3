import type { FastifyInstance, FastifyReply } from 'fastify';
import { PORTAL_BASE } from '../../contracts/runtimeConfig';
import { recordAudit } from '../audit/audit';
import type { DB } from '../db';
import { writeTransaction } from '../db/transaction';
import { hashLinkToken } from './firstLogin';
import { linkInvalidPage, type Locale, MIN_PASSWORD, pickLocale, welcomePage } from './pages';
import { passwords } from './passwords';

interface WelcomeForm {
  password?: string;
  confirm?: string;
  locale?: string;
}

// scrypt's cost grows with the input: the login page refuses longer passwords unhashed too.
const MAX_PASSWORD = 1024;

/**
 * The page a first-login link opens (`/idp/welcome/:token`, ./firstLogin.ts): the new employee
 * chooses their password, which becomes their identity account, and goes on to the portal, which
 * sends them to the login page. A link works once, until it expires, while the employee is active.
 */
export function welcomeRoutes(
  app: FastifyInstance,
  { db, publicUrl, csp }: { db: DB; publicUrl: string; csp: string },
) {
  const page = (reply: FastifyReply, status: number, html: string) =>
    reply
      .status(status)
      .header('cache-control', 'no-store')
      .header('referrer-policy', 'no-referrer')
      .header('content-security-policy', csp)
      .type('text/html')
      .send(html);

  const linkOf = (token: string, now: Date) =>
    db
      .selectFrom('first_login_links')
      .innerJoin('employees', 'employees.id', 'first_login_links.employee_id')
      .select(['employees.id', 'employees.username', 'first_login_links.token_hash'])
      .where('first_login_links.token_hash', '=', hashLinkToken(token))
      .where('first_login_links.used_at', 'is', null)
      .where('first_login_links.expires_at', '>', now.toISOString())
      .where('employees.active', '=', 1);

  app.get<{ Params: { token: string } }>('/idp/welcome/:token', async (request, reply) => {
    const locale = pickLocale(undefined, request.headers['accept-language']);
    const link = await linkOf(request.params.token, new Date()).executeTakeFirst();
    if (!link) return page(reply, 410, linkInvalidPage(locale));
    const action = `/idp/welcome/${encodeURIComponent(request.params.token)}`;
    return page(reply, 200, welcomePage({ locale, action, username: link.username }));
  });

  app.post<{ Params: { token: string }; Body: WelcomeForm }>(
    '/idp/welcome/:token',
    async (request, reply) => {
      const locale: Locale = pickLocale(request.body?.locale, request.headers['accept-language']);
      const password = String(request.body?.password ?? '');
      const confirm = String(request.body?.confirm ?? '');
      const now = new Date();
      const link = await linkOf(request.params.token, now).executeTakeFirst();
      if (!link) return page(reply, 410, linkInvalidPage(locale));
      const action = `/idp/welcome/${encodeURIComponent(request.params.token)}`;
      const problem =
        password.length < MIN_PASSWORD || password.length > MAX_PASSWORD
          ? 'tooShort'
          : password !== confirm
            ? 'mismatch'
            : undefined;
      if (problem) {
        return page(reply, 400, welcomePage({ locale, action, username: link.username, problem }));
      }
      const hash = await passwords.hash(password);
      const saved = await writeTransaction(db, async (trx) => {
        // Spent in the same transaction: a second submission of the link finds nothing.
        const spent = await trx
          .updateTable('first_login_links')
          .set({ used_at: now.toISOString() })
          .where('token_hash', '=', link.token_hash)
          .where('used_at', 'is', null)
          .executeTakeFirst();
        if (Number(spent.numUpdatedRows) === 0) return false;
        await trx.deleteFrom('identity_accounts').where('employee_id', '=', link.id).execute();
        await trx
          .insertInto('identity_accounts')
          .values({ username: link.username, password_hash: hash, employee_id: link.id })
          .execute();
        await recordAudit(
          trx,
          {
            actor: { sub: String(link.id), username: link.username },
            entity: 'identity_account',
            entityId: link.id,
            before: null,
            after: { username: link.username, passwordChosen: true },
          },
          now,
        );
        return true;
      });
      if (!saved) return page(reply, 410, linkInvalidPage(locale));
      return reply.redirect(`${publicUrl}${PORTAL_BASE}/`, 303);
    },
  );
}
