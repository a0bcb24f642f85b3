import type { Kysely } from 'kysely';
import type { OutboxMessage, OutboxPage, OutboxStatus } from '../../contracts/mail';
import type { AppConfig } from '../config';
import { statementBatches } from '../db/batches';
import type { Database } from '../db/schema';
import type { Language } from '../http/messages';
import { type ComposedMail, composeMail, type MailNotice } from './compose';

/**
 * Where e-mails' links point, once the app knows its configuration; null while no SMTP server is
 * configured: then no e-mail is written and every notice stays in the portal. One per process,
 * like the modules' declarations that notify (server/approvals).
 */
let delivery: { publicUrl: string } | null = null;

/** Called as the app is built (server/app.ts). */
export function configureMail(config: Pick<AppConfig, 'mail' | 'publicUrl'>): void {
  delivery = config.mail.smtpUrl ? { publicUrl: config.publicUrl } : null;
}

/** Whether e-mails are sent at all (SMTP_URL is set). */
export const mailEnabled = (): boolean => delivery !== null;

/**
 * Writes the e-mail of `notice` to `recipient` in `language` into the outbox, in the caller's
 * transaction: it is sent (by the sender loop, server/mail/sender.ts) only if the change commits,
 * and never lost once it has. Does nothing while e-mail is off.
 */
export async function enqueueMail(
  trx: Kysely<Database>,
  recipient: string,
  language: Language,
  notice: MailNotice,
  now = new Date(),
): Promise<void> {
  if (delivery === null) return;
  const mail = composeMail(notice, language, delivery.publicUrl);
  await enqueueComposedMails(trx, [{ recipient, language, mail }], now);
}

/**
 * Writes e-mails their sender worded itself (ones that are no notice: the identity provider's
 * first-login links) into the outbox, in the caller's transaction and in as few statements as the
 * databases allow; answers whether they were written (false while e-mail is off).
 */
export async function enqueueComposedMails(
  trx: Kysely<Database>,
  mails: readonly { recipient: string; language: Language; mail: ComposedMail }[],
  now = new Date(),
): Promise<boolean> {
  if (delivery === null) return false;
  const at = now.toISOString();
  const rows = mails.map(({ recipient, language, mail }) => ({
    recipient,
    language,
    ...mail,
    next_attempt_at: at,
    created_at: at,
  }));
  for (const batch of statementBatches(rows))
    await trx.insertInto('mail_outbox').values(batch).execute();
  return true;
}

/** Where a message is: sent, given up, failing (an attempt failed) or waiting for its first. */
const statusOf = (row: {
  sent_at: string | null;
  failed_at: string | null;
  last_error: string | null;
}): OutboxStatus => {
  if (row.sent_at !== null) return 'sent';
  if (row.failed_at !== null) return 'failed';
  return row.last_error !== null ? 'failing' : 'pending';
};

/** A page of the outbox, newest first, in one status or all (the administrators' view). */
export async function outboxPage(
  q: Kysely<Database>,
  { status, page, perPage }: { status?: OutboxStatus | undefined; page: number; perPage: number },
): Promise<OutboxPage> {
  let rows = q.selectFrom('mail_outbox');
  if (status === 'sent') rows = rows.where('sent_at', 'is not', null);
  const unsent = rows.where('sent_at', 'is', null).where('failed_at', 'is', null);
  if (status === 'pending') rows = unsent.where('last_error', 'is', null);
  if (status === 'failing') rows = unsent.where('last_error', 'is not', null);
  if (status === 'failed') rows = rows.where('failed_at', 'is not', null);
  const [count, items] = await Promise.all([
    rows.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirst(),
    rows
      .select([
        'id',
        'recipient',
        'language',
        'subject',
        'attempts',
        'next_attempt_at',
        'last_error',
        'sent_at',
        'failed_at',
        'created_at',
      ])
      .orderBy('id', 'desc')
      .limit(perPage)
      .offset((page - 1) * perPage)
      .execute(),
  ]);
  return {
    total: Number(count?.total ?? 0),
    items: items.map((row): OutboxMessage => ({
      id: row.id,
      recipient: row.recipient,
      language: row.language,
      subject: row.subject,
      status: statusOf(row),
      attempts: row.attempts,
      nextAttemptAt: row.next_attempt_at,
      lastError: row.last_error,
      sentAt: row.sent_at,
      failedAt: row.failed_at,
      createdAt: row.created_at,
    })),
  };
}
