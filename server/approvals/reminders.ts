import { type Kysely, type Transaction } from 'kysely';
import { calendarDay, dayInWords, isWeekend, addDays } from '../../contracts/calendar';
import { SYSTEM_ADMIN } from '../../contracts/catalogue';
import type { NoticeKind } from '../../contracts/notifications';
import { holidaysBetween } from '../calendar/holidays';
import { dialectOf } from '../db/dialect';
import type { Database } from '../db/schema';
import { DEFAULT_LANGUAGE, type Language, type Message, renderMessage } from '../http/messages';
import type { ScheduledJob } from '../jobs/jobs';
import { notifyPerson } from '../notifications/preferences';
import { type ApprovalType, approvalTypes } from './approvals';
import { approversOf, fullNameOf, holdersOf, ownersOf, type Person, supervisorOf } from './people';
import { reminderMessages, sayReminder } from './reminderMessages';
import { reminderDaysByType } from './settings';

type Trx = Transaction<Database>;
/** Kysely cannot resolve generic table names: the job reads the requests through this view. */
type Loose = Kysely<Record<string, Record<string, unknown>>>;

/** The approvers' inbox, where a reminder or an escalation leads. */
const INBOX_PATH = '/Aprobaciones';

/** Words of the reminders' catalogue, in `language`. */
const words = (message: Message, language: Language) =>
  renderMessage(reminderMessages, message, language).text;

interface PendingRequest {
  id: number;
  employee_id: number;
  created_at: string;
  [column: string]: unknown;
}

/**
 * The working days (weekends and company holidays skipped) from the day after `from` to `to`,
 * counted up to `enough`: a request sent on Friday has waited one working day on Monday.
 */
function workingDaysBetween(
  from: string,
  to: string,
  holidays: ReadonlySet<string>,
  enough: number,
): number {
  let count = 0;
  for (let day = addDays(from, 1); day <= to && count < enough; day = addDays(day, 1)) {
    if (!isWeekend(day) && !holidays.has(day)) count += 1;
  }
  return count;
}

/** The pending requests of a kind, locked; one a decision holds right now waits for the next run. */
function pendingRequests(trx: Trx, type: ApprovalType): Promise<PendingRequest[]> {
  const query = (trx as unknown as Loose)
    .selectFrom(type.table)
    .selectAll()
    .where('status', '=', 'submitted');
  return (
    dialectOf(trx) === 'postgres' ? query.forUpdate().skipLocked() : query
  ).execute() as Promise<PendingRequest[]>;
}

/**
 * Takes the reminder or escalation of a request: false when it was already sent. The unique key
 * makes two instances racing take it once; the notices go in the same transaction.
 */
async function takeOnce(
  trx: Trx,
  type: ApprovalType,
  request: PendingRequest,
  kind: 'reminder' | 'escalation',
  at: string,
): Promise<boolean> {
  const taken = await trx
    .insertInto('approval_reminders')
    .values({ request_type: type.module, request_id: request.id, kind, level: 1, sent_at: at })
    .onConflict((conflict) =>
      conflict.columns(['request_type', 'request_id', 'kind', 'level']).doNothing(),
    )
    .returning('id')
    .executeTakeFirst();
  return taken !== undefined;
}

/**
 * The next level up: the supervisor's supervisor (who then decides it too: `escalatedTo`), else
 * the module's owners; for a kind its owners decide, the administrators.
 */
async function nextLevelOf(trx: Trx, type: ApprovalType, author: number): Promise<Person[]> {
  if (type.approvers === 'owners') return holdersOf(trx, SYSTEM_ADMIN, author);
  const above = await supervisorOf(trx, (await supervisorOf(trx, author))?.id);
  return above && above.id !== author ? [above] : ownersOf(trx, type.module, author);
}

/**
 * One notice to each of `people` in their language (by e-mail too when they chose it for `kind`),
 * dated `now`; `params` of its words may depend on the language.
 */
async function tell(
  trx: Trx,
  people: readonly number[],
  kind: NoticeKind,
  notice: {
    type: string;
    title: Message;
    body: (language: Language) => Message;
    link: string;
  },
  now: Date,
): Promise<void> {
  for (const person of people) {
    await notifyPerson(
      trx,
      person,
      kind,
      (language) => ({
        kind: notice.type,
        title: words(notice.title, language),
        body: words(notice.body(language), language),
        link: notice.link,
      }),
      now,
    );
  }
}

/**
 * Tells those who may decide a pending request (its approvers, or the next level once it is
 * escalated) of its reminder or escalation: a notice of `kind`'s title that leads to their inbox.
 */
const tellApprovers = (
  trx: Trx,
  people: readonly Person[],
  kind: 'reminder' | 'escalation',
  now: Date,
  body: (language: Language) => Message,
) =>
  tell(
    trx,
    people.map((person) => person.id),
    'reminders',
    { type: `approvals.${kind}`, title: sayReminder(`${kind}.title`), body, link: INBOX_PATH },
    now,
  );

/** The day a request was sent, as the notices say it. */
const sentDay = (request: PendingRequest, language: Language) =>
  dayInWords(calendarDay(new Date(request.created_at)), language);

/** Reminds the request's approvers once. Answers whether it did. */
async function remind(trx: Trx, type: ApprovalType, request: PendingRequest, now: Date) {
  if (!(await takeOnce(trx, type, request, 'reminder', now.toISOString()))) return false;
  const author = await fullNameOf(trx, request.employee_id);
  const approvers = await approversOf(trx, type, request.employee_id);
  await tellApprovers(trx, approvers, 'reminder', now, (language) =>
    sayReminder('reminder.body', { author, day: sentDay(request, language) }),
  );
  return true;
}

/**
 * Escalates the request once: the next level is told and may decide it, the author is told, and
 * its history (in the company's language, as stored records are) says to whom. Answers whether it
 * did.
 */
async function escalate(
  trx: Trx,
  type: ApprovalType,
  request: PendingRequest,
  days: number,
  now: Date,
) {
  const at = now.toISOString();
  if (!(await takeOnce(trx, type, request, 'escalation', at))) return false;
  const author = request.employee_id;
  const nextLevel = await nextLevelOf(trx, type, author);
  const names = nextLevel.map((person) => person.full_name).join(', ');
  const authorsName = await fullNameOf(trx, author);
  await tellApprovers(trx, nextLevel, 'escalation', now, (language) =>
    sayReminder('escalation.body', { author: authorsName, day: sentDay(request, language), days }),
  );
  // The author's request changed hands: told as a decision is.
  await tell(
    trx,
    [author],
    'decided',
    {
      type: 'approvals.escalation',
      title: sayReminder('escalated.title'),
      body: (language) => sayReminder('escalated.body', { names, day: sentDay(request, language) }),
      link: type.authorLink(request),
    },
    now,
  );
  await type.recordPendingNote(
    trx,
    request.id,
    words(sayReminder('escalated.note', { names, days }), DEFAULT_LANGUAGE),
    at,
  );
  return true;
}

/** One run: every pending request of every kind reminded, then escalated, when its days are up. */
export async function remindAndEscalate(
  trx: Trx,
  now: Date,
): Promise<{ reminders: number; escalations: number }> {
  const today = calendarDay(now);
  const sent = { reminders: 0, escalations: 0 };
  const daysByType = await reminderDaysByType(trx);
  for (const type of approvalTypes()) {
    const pending = await pendingRequests(trx, type);
    if (pending.length === 0) continue;
    const sentOn = (request: PendingRequest) => calendarDay(new Date(request.created_at));
    const first = pending.map(sentOn).reduce((a, b) => (a < b ? a : b));
    const holidays = new Set((await holidaysBetween(trx, first, today)).map((h) => h.date));
    const { remindAfter, escalateAfter } = daysByType.get(type.module)!;
    for (const request of pending) {
      const waited = workingDaysBetween(sentOn(request), today, holidays, escalateAfter);
      if (waited >= remindAfter && (await remind(trx, type, request, now))) sent.reminders += 1;
      if (waited >= escalateAfter && (await escalate(trx, type, request, escalateAfter, now)))
        sent.escalations += 1;
    }
  }
  return sent;
}

/** The approvals' reminders and escalations, every hour. */
export const approvalReminders: ScheduledJob = {
  name: 'approvals.reminders',
  intervalMinutes: 60,
  run: remindAndEscalate,
};
