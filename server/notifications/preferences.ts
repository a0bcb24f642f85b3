import type { Kysely } from 'kysely';
import {
  NOTICE_KINDS,
  type NoticeChoices,
  type NoticeKind,
  type NoticePreferences,
} from '../../contracts/notifications';
import type { Database } from '../db/schema';
import { DEFAULT_LANGUAGE, type Language } from '../http/messages';
import { enqueueMail, mailEnabled } from '../mail/outbox';
import { type NotificationInput, notify } from './service';

type Q = Kysely<Database>;

/**
 * Until a person saves their own: Spanish, and every kind also by e-mail — a request waiting for
 * a decision reaches an approver who is not looking at the portal (docs/decisions/0339).
 */
export const DEFAULT_CHOICES: NoticeChoices = {
  language: DEFAULT_LANGUAGE,
  channels: {
    awaitingDecision: 'inAppAndEmail',
    decided: 'inAppAndEmail',
    reminders: 'inAppAndEmail',
  },
};

/** The stored kinds, read back: a kind unknown to this version is dropped. */
const kindsOf = (json: string): NoticeKind[] =>
  (JSON.parse(json) as string[]).filter((kind): kind is NoticeKind =>
    (NOTICE_KINDS as readonly string[]).includes(kind),
  );

/** The person's choices, or the defaults. */
export async function choicesOf(q: Q, employeeId: number): Promise<NoticeChoices> {
  const row = await q
    .selectFrom('notification_preferences')
    .select(['language', 'email_kinds'])
    .where('employee_id', '=', employeeId)
    .executeTakeFirst();
  if (!row) return DEFAULT_CHOICES;
  const email = kindsOf(row.email_kinds);
  return {
    language: row.language as Language,
    channels: Object.fromEntries(
      NOTICE_KINDS.map((kind) => [kind, email.includes(kind) ? 'inAppAndEmail' : 'inApp']),
    ) as NoticeChoices['channels'],
  };
}

/** GET /api/notification/preferences: the choices and whether e-mail can reach the person. */
export async function preferencesOf(q: Q, employeeId: number): Promise<NoticePreferences> {
  const [choices, person] = await Promise.all([
    choicesOf(q, employeeId),
    q.selectFrom('employees').select('email').where('id', '=', employeeId).executeTakeFirst(),
  ]);
  return { ...choices, emailAvailable: mailEnabled() && Boolean(person?.email) };
}

/** PUT /api/notification/preferences: the person's own choices, replacing the stored ones. */
export async function saveChoices(
  q: Q,
  employeeId: number,
  { language, channels }: NoticeChoices,
  now = new Date(),
): Promise<void> {
  const values = {
    language,
    email_kinds: JSON.stringify(NOTICE_KINDS.filter((kind) => channels[kind] === 'inAppAndEmail')),
    updated_at: now.toISOString(),
  };
  await q
    .insertInto('notification_preferences')
    .values({ employee_id: employeeId, ...values })
    .onConflict((conflict) => conflict.column('employee_id').doUpdateSet(values))
    .execute();
}

/**
 * Notifies one person in their language, in the caller's transaction: in the portal always, and
 * by e-mail too when the notice is of a `kind` they chose to get by e-mail, they have an address
 * and e-mail is on. A notice of no kind (a receipt of one's own act) stays in the portal.
 */
export async function notifyPerson(
  trx: Q,
  employeeId: number,
  kind: NoticeKind | null,
  notice: (language: Language) => NotificationInput,
  now = new Date(),
): Promise<void> {
  const [{ language, channels }, person] = await Promise.all([
    choicesOf(trx, employeeId),
    trx.selectFrom('employees').select('email').where('id', '=', employeeId).executeTakeFirst(),
  ]);
  const words = notice(language);
  await notify(trx, employeeId, words, now);
  if (kind !== null && channels[kind] === 'inAppAndEmail' && person?.email) {
    await enqueueMail(trx, person.email, language, {
      title: words.title,
      body: words.body,
      link: words.link ?? null,
    });
  }
}
