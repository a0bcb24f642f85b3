import type { Transaction } from 'kysely';
import { calendarDay, dayInWords } from '../../contracts/calendar';
import type { Database } from '../db/schema';
import { defineMessages, type Language, type Message, renderMessage } from '../http/messages';
import type { ScheduledJob } from '../jobs/jobs';
import { notifyPerson } from '../notifications/preferences';
import { fullNameOf } from './people';

type Trx = Transaction<Database>;

/** What a substitute is told of a delegation naming them. */
const { catalogue: delegationNoticeMessages, say } = defineMessages('approvalDelegations.notice', {
  es: {
    'named.title': ({ approver }: { approver: string }) =>
      `${approver} le nombró su sustituto o sustituta`,
    'named.body': ({ from, to }: { from: string; to: string }) =>
      `Del ${from} al ${to} decidirá las solicitudes que esa persona decide, en Aprobaciones.`,
    'started.title': ({ approver }: { approver: string }) => `Desde hoy sustituye a ${approver}`,
    'started.body': ({ to }: { to: string }) =>
      `Hasta el ${to} decide las solicitudes que esa persona decide: las encontrará en Aprobaciones.`,
    'ended.title': ({ approver }: { approver: string }) => `Ya no sustituye a ${approver}`,
    'ended.body': ({ from, to }: { from: string; to: string }) =>
      `La delegación del ${from} al ${to} fue retirada: ya no decide sus solicitudes.`,
  },
  en: {
    'named.title': ({ approver }: { approver: string }) => `${approver} named you their substitute`,
    'named.body': ({ from, to }: { from: string; to: string }) =>
      `From ${from} to ${to} you will decide the requests they decide, in Approvals.`,
    'started.title': ({ approver }: { approver: string }) =>
      `From today you stand in for ${approver}`,
    'started.body': ({ to }: { to: string }) =>
      `Until ${to} you decide the requests they decide: you will find them in Approvals.`,
    'ended.title': ({ approver }: { approver: string }) => `You no longer stand in for ${approver}`,
    'ended.body': ({ from, to }: { from: string; to: string }) =>
      `The delegation from ${from} to ${to} was withdrawn: you no longer decide their requests.`,
  },
});

/** Where the notices lead: the substitute's inbox. */
const INBOX_PATH = '/Aprobaciones';

/** A delegation as its notices read it. */
interface DelegationRow {
  id: number;
  approver_id: number;
  substitute_id: number;
  from_day: string;
  to_day: string;
}

/** What happened: named (it starts later), started (on its first day, or named while on), ended. */
export type DelegationEvent = 'named' | 'started' | 'ended';

/**
 * Tells the delegation's substitute, in their language and by e-mail when they chose it for the
 * requests awaiting their decision (what a delegation brings them), in the caller's transaction.
 */
export async function tellSubstitute(
  trx: Trx,
  delegation: DelegationRow,
  event: DelegationEvent,
  now: Date,
): Promise<void> {
  const approver = await fullNameOf(trx, delegation.approver_id);
  const words = (message: Message, language: Language) =>
    renderMessage(delegationNoticeMessages, message, language).text;
  const wordsOf = (days: { from: string; to: string }): [Message, Message] => {
    switch (event) {
      case 'named':
        return [say('named.title', { approver }), say('named.body', days)];
      case 'started':
        return [say('started.title', { approver }), say('started.body', days)];
      case 'ended':
        return [say('ended.title', { approver }), say('ended.body', days)];
    }
  };
  await notifyPerson(
    trx,
    delegation.substitute_id,
    'awaitingDecision',
    (language) => {
      const days = {
        from: dayInWords(delegation.from_day, language),
        to: dayInWords(delegation.to_day, language),
      };
      const [title, body] = wordsOf(days);
      return {
        kind: 'approvals.delegation',
        title: words(title, language),
        body: words(body, language),
        link: INBOX_PATH,
      };
    },
    now,
  );
}

/**
 * One run: the substitute of each delegation that has started and was not yet told (named for a
 * later day) is told once; the mark is written in the run's transaction.
 */
export async function tellStartedDelegations(trx: Trx, now: Date): Promise<{ told: number }> {
  const today = calendarDay(now);
  const started = await trx
    .selectFrom('approval_delegations')
    .select(['id', 'approver_id', 'substitute_id', 'from_day', 'to_day'])
    .where('ended_at', 'is', null)
    .where('start_noticed_at', 'is', null)
    .where('from_day', '<=', today)
    .where('to_day', '>=', today)
    .orderBy('id')
    .execute();
  for (const delegation of started) {
    await tellSubstitute(trx, delegation, 'started', now);
    await trx
      .updateTable('approval_delegations')
      .set({ start_noticed_at: now.toISOString() })
      .where('id', '=', delegation.id)
      .execute();
  }
  return { told: started.length };
}

/** The substitutes' notices of the delegations that start today, every hour. */
export const delegationStarts: ScheduledJob = {
  name: 'approvals.delegationStarts',
  intervalMinutes: 60,
  run: tellStartedDelegations,
};
