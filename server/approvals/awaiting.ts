import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { renderMessage } from '../http/messages';
import { notifyPerson } from '../notifications/preferences';
import { approvalsMessages, say } from './i18n';

/** An approver's notice that a request of `module` by `author` awaits them, with its page. */
export function notifyAwaitingDecision(
  trx: Kysely<Database>,
  approverId: number,
  { module, author, link }: { module: string; author: string; link: string },
): Promise<void> {
  return notifyPerson(trx, approverId, 'awaitingDecision', (language) => ({
    kind: module,
    title: renderMessage(approvalsMessages, say('awaiting.title', { author }), language).text,
    body: renderMessage(approvalsMessages, say('awaiting.body'), language).text,
    link,
  }));
}
