import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { statementBatches } from '../db/batches';
import type { Database } from '../db/schema';
import { escapeHtml } from '../http/escapeHtml';
import type { Language } from '../http/messages';
import { enqueueComposedMails } from '../mail/outbox';

/** How long a first-login link may be used. */
export const FIRST_LOGIN_LINK_DAYS = 7;

/**
 * Where first-login links point, once the embedded provider is mounted (./index.ts); null when
 * the portal signs in through an external provider (IDENTITY_URL), which sets passwords itself.
 * One per process, like the mail kit's delivery.
 */
let welcomeBase: string | null = null;

/** Called as the embedded provider is mounted. */
export function configureFirstLogin(publicUrl: string): void {
  welcomeBase = `${publicUrl}/idp/welcome/`;
}

export const hashLinkToken = (token: string) => createHash('sha256').update(token).digest('hex');

const texts = {
  es: {
    subject: 'Bienvenida al portal del colaborador: elija su contraseña',
    greeting: (name: string) => `Hola, ${name}:`,
    body: (username: string) =>
      `Ya tiene una cuenta en el portal del colaborador. Su usuario es «${username}». Abra el enlace para elegir su contraseña; después inicie sesión con ella.`,
    open: 'Elegir mi contraseña',
    expiry: `El enlace sirve una sola vez durante ${FIRST_LOGIN_LINK_DAYS} días. Si vence, pida otro a Recursos Humanos.`,
  },
  en: {
    subject: 'Welcome to the employee portal: choose your password',
    greeting: (name: string) => `Hello, ${name}:`,
    body: (username: string) =>
      `You now have an account on the employee portal. Your username is "${username}". Open the link to choose your password, then sign in with it.`,
    open: 'Choose my password',
    expiry: `The link works once for ${FIRST_LOGIN_LINK_DAYS} days. If it expires, ask Human Resources for another.`,
  },
} as const;

/** Who a first-login link is mailed to, and in which language. */
export interface FirstLoginLink {
  employee: { id: number; email: string; full_name: string; username: string };
  language: Language;
}

/** The welcome e-mail with the link `url`. */
function welcomeMail({ employee, language }: FirstLoginLink, url: string) {
  const t = texts[language];
  return {
    subject: t.subject,
    text: [
      t.greeting(employee.full_name),
      '',
      t.body(employee.username),
      '',
      `${t.open}: ${url}`,
      '',
      t.expiry,
    ].join('\n'),
    html: [
      `<!doctype html><html lang="${language}"><head><meta charset="utf-8"><title>${escapeHtml(t.subject)}</title></head>`,
      '<body style="font-family:system-ui,sans-serif;line-height:1.5;color:#1a1a1a;max-width:600px">',
      `<p>${escapeHtml(t.greeting(employee.full_name))}</p>`,
      `<p>${escapeHtml(t.body(employee.username))}</p>`,
      `<p><a href="${escapeHtml(url)}">${escapeHtml(t.open)}</a></p>`,
      `<p style="font-size:.875rem;color:#555">${escapeHtml(t.expiry)}</p>`,
      '</body></html>',
    ].join('\n'),
  };
}

/**
 * Mails each person a link to choose their password on the embedded provider, in the caller's
 * transaction (a link works once the change commits), in as few statements as the databases
 * allow. Earlier unused links of theirs stop working. Answers whether links were sent: not with
 * an external provider nor while e-mail is off.
 */
export async function sendFirstLoginLinks(
  trx: Kysely<Database>,
  links: readonly FirstLoginLink[],
  now = new Date(),
): Promise<boolean> {
  if (welcomeBase === null || links.length === 0) return false;
  const base = welcomeBase;
  const tokens = links.map(() => randomBytes(32).toString('base64url'));
  const mails = links.map((link, index) => ({
    recipient: link.employee.email,
    language: link.language,
    mail: welcomeMail(link, `${base}${tokens[index]}`),
  }));
  if (!(await enqueueComposedMails(trx, mails, now))) return false;
  const ids = links.map((link) => ({ id: link.employee.id }));
  for (const batch of statementBatches(ids)) {
    await trx
      .updateTable('first_login_links')
      .set({ used_at: now.toISOString() })
      .where(
        'employee_id',
        'in',
        batch.map(({ id }) => id),
      )
      .where('used_at', 'is', null)
      .execute();
  }
  const expires = new Date(now.getTime() + FIRST_LOGIN_LINK_DAYS * 86_400_000).toISOString();
  const rows = links.map((link, index) => ({
    token_hash: hashLinkToken(tokens[index]!),
    employee_id: link.employee.id,
    created_at: now.toISOString(),
    expires_at: expires,
    used_at: null,
  }));
  for (const batch of statementBatches(rows)) {
    await trx.insertInto('first_login_links').values(batch).execute();
  }
  return true;
}
