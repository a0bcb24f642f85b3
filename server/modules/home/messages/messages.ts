import { isOwnerOf } from '../../../../contracts/catalogue';
import { type Kysely, type Selectable, sql, type Transaction } from 'kysely';
import type {
  EmployeeBadge,
  HomeFeedQuery,
  HomeMessage,
  HomeMessageAdminQuery,
  HomeMessageStatus,
  HomeMessageType,
  KudosCategory,
} from '../../../../contracts/home/messages';
import type { ApiUser } from '../../../auth/apiTokens';
import type { DB } from '../../../db';
import type { Database } from '../../../db/schema';
import { containsText, employeeMatches, employeeNameMatches, folded } from '../../../db/text';
import { lockByIdOr404, writeTransaction } from '../../../db/transaction';
import type { HomeMessageTable } from '../tables';
import { notFound, RequestValidationError } from '../../../http/errors';
import { type Page, pagedList } from '../../../http/paging';
import { findOr404, type SelectedRow } from '../../../db/lookup';
import { say } from '../i18n';

export type Q = Kysely<Database>;

/** Who acts on a message: the signed-in employee (author, recipient, owner, audit actor). */
export type Caller = Pick<ApiUser, 'sub' | 'username' | 'role'>;

/** Home_Owner or System_Admin: writes news and moderates kudos. */
export const isHomeOwner = (caller: Pick<ApiUser, 'role'>) => isOwnerOf('home', caller.role);

export const employeeId = (caller: Pick<ApiUser, 'sub'>) => Number(caller.sub);

const messageColumns = [
  'home_messages.id',
  'home_messages.type',
  'home_messages.status',
  'home_messages.title',
  'home_messages.body',
  'home_messages.image',
  'home_messages.category',
  'home_messages.message',
  'home_messages.author_id',
  'home_messages.publish_from',
  'home_messages.publish_to',
  'home_messages.active',
  'home_messages.correction_reason',
  'home_messages.created_at',
  'home_messages.updated_at',
  'author.badge as author_badge',
  'author.full_name as author_name',
] as const;

function messageBase(q: Q) {
  return q
    .selectFrom('home_messages')
    .innerJoin('employees as author', 'author.id', 'home_messages.author_id');
}
export const messageQuery = (q: Q) => messageBase(q).select(messageColumns);

type MessageRow = SelectedRow<typeof messageQuery>;

/** The recipients of these messages, by message id, in name order. */
async function recipientsOf(q: Q, ids: number[]): Promise<Map<number, EmployeeBadge[]>> {
  const byMessage = new Map<number, EmployeeBadge[]>(ids.map((id) => [id, []]));
  if (ids.length === 0) return byMessage;
  const rows = await q
    .selectFrom('home_message_recipients')
    .innerJoin('employees', 'employees.id', 'home_message_recipients.employee_id')
    .select(['home_message_recipients.message_id', 'employees.badge', 'employees.full_name'])
    .where('home_message_recipients.message_id', 'in', ids)
    .orderBy('employees.full_name')
    .execute();
  for (const row of rows) {
    byMessage.get(row.message_id)?.push({ badge: row.badge, fullName: row.full_name });
  }
  return byMessage;
}

const toMessage = (row: MessageRow, recipients: EmployeeBadge[]): HomeMessage => ({
  id: row.id,
  type: row.type as HomeMessageType,
  status: row.status as HomeMessageStatus,
  title: row.title,
  body: row.body,
  image: row.image,
  category: row.category as KudosCategory | null,
  message: row.message,
  author: { badge: row.author_badge, fullName: row.author_name },
  recipients,
  publishFrom: row.publish_from,
  publishTo: row.publish_to,
  active: Boolean(row.active),
  correctionReason: row.correction_reason,
  createdAt: row.created_at,
  updatedAt: row.updated_at,
});

export async function withRecipients(q: Q, rows: MessageRow[]): Promise<HomeMessage[]> {
  const recipients = await recipientsOf(
    q,
    rows.filter((row) => row.type === 'kudos').map((row) => row.id),
  );
  return rows.map((row) => toMessage(row, recipients.get(row.id) ?? []));
}

/** A message as the services answer it, or 404. */
export async function loadMessage(q: Q, id: number): Promise<HomeMessage> {
  const row = await findOr404(
    messageQuery(q).where('home_messages.id', '=', id),
    say('message.notFound'),
  );
  return (await withRecipients(q, [row]))[0]!;
}

/** Locks a message to change it: 404 when it does not exist, 400 when it is of the other type. */
export async function lockMessage(trx: Transaction<Database>, id: number, type: HomeMessageType) {
  const row = await lockByIdOr404(trx, 'home_messages', id, say('message.notFound'));
  if (row.type !== type)
    throw new RequestValidationError({ type: say('message.otherType', { id, type: row.type }) });
  return row;
}

/**
 * Changes message `id` of `type` under its lock (see lockMessage) in one transaction, then answers
 * it as it now is; `change` gets the row as it was and the instant of the change.
 */
export async function changeMessage(
  db: DB,
  id: number,
  type: HomeMessageType,
  now: Date,
  change: (
    trx: Transaction<Database>,
    before: Selectable<HomeMessageTable>,
    iso: string,
  ) => Promise<void>,
): Promise<HomeMessage> {
  await writeTransaction(db, async (trx) =>
    change(trx, await lockMessage(trx, id, type), now.toISOString()),
  );
  return loadMessage(db, id);
}

/** The published, active messages whose window contains `now`. */
function visibleOnFeed<QB extends ReturnType<typeof messageBase>>(query: QB, now: string): QB {
  return query
    .where('home_messages.status', '=', 'published')
    .where('home_messages.active', '=', 1)
    .where('home_messages.publish_from', '<=', now)
    .where((eb) =>
      eb.or([eb('home_messages.publish_to', 'is', null), eb('home_messages.publish_to', '>', now)]),
    ) as QB;
}

/**
 * A message whose title, text or author's name matches the search: a badge finds the people a
 * kudos is about (its recipients), never a message through its author's badge, which it does not show.
 */
const textOrAuthorMatches = (db: DB, q: string) => [
  containsText(db, sql<string>`coalesce(${sql.ref('home_messages.title')}, '')`, q),
  containsText(db, sql<string>`coalesce(${sql.ref('home_messages.message')}, '')`, q),
  employeeNameMatches(db, q, 'author'),
];

/** Reads of news and kudos together: the feed, one message, the owners' list. */
export function createHomeMessageRepository(db: DB) {
  return {
    /** GET /HomeMessage: what the feed shows now, newest first, a page at a time. */
    async feed(
      { type, q, page, perPage }: HomeFeedQuery,
      now = new Date(),
    ): Promise<Page<HomeMessage>> {
      let base = visibleOnFeed(messageBase(db), now.toISOString());
      if (type) base = base.where('home_messages.type', '=', type);
      if (q) {
        base = base.where((eb) =>
          eb.or([
            ...textOrAuthorMatches(db, q),
            eb.exists(
              eb
                .selectFrom('home_message_recipients as r')
                .innerJoin('employees as recipient', 'recipient.id', 'r.employee_id')
                .select('r.message_id')
                .whereRef('r.message_id', '=', 'home_messages.id')
                .where(eb.or(employeeMatches(db, q, 'recipient'))),
            ),
          ]),
        );
      }
      const { rows, total } = await pagedList(
        { page, perPage, sort: 'publishFrom', order: 'DESC' },
        {
          base,
          select: (query) => query.select(messageColumns),
          sort: { publishFrom: 'home_messages.publish_from' },
          tieBreaker: 'home_messages.id',
        },
      );
      return { rows: await withRecipients(db, rows), total };
    },

    /**
     * GET /HomeMessage/GetById/{id}: a message on the feed; the author also sees their own kudos
     * in correction and owners see everything. Anything else is "not found".
     */
    async byId(caller: Caller, id: number, now = new Date()): Promise<HomeMessage> {
      const row = await findOr404(
        messageQuery(db).where('home_messages.id', '=', id),
        say('message.notFound'),
      );
      const iso = now.toISOString();
      const onFeed =
        row.status === 'published' &&
        row.active === 1 &&
        row.publish_from <= iso &&
        (row.publish_to === null || row.publish_to > iso);
      if (!onFeed && !isHomeOwner(caller) && row.author_id !== employeeId(caller)) {
        throw notFound(say('message.notFound'));
      }
      return (await withRecipients(db, [row]))[0]!;
    },

    /** Every message for its owners' administration, filtered, sorted and paged in SQL. */
    async adminList(query: HomeMessageAdminQuery): Promise<Page<HomeMessage>> {
      const { type, status, id, q } = query.filter;
      let base = messageBase(db);
      if (type) base = base.where('home_messages.type', '=', type);
      if (status) base = base.where('home_messages.status', '=', status);
      if (id) base = base.where('home_messages.id', 'in', id);
      if (q) {
        base = base.where((eb) => eb.or(textOrAuthorMatches(db, q)));
      }
      const { rows, total } = await pagedList(query, {
        base,
        select: (query) => query.select(messageColumns),
        sort: {
          publishFrom: 'home_messages.publish_from',
          createdAt: 'home_messages.created_at',
          title: folded(db, sql<string>`coalesce(${sql.ref('home_messages.title')}, '')`),
          status: 'home_messages.status',
        },
        tieBreaker: 'home_messages.id',
      });
      return { rows: await withRecipients(db, rows), total };
    },
  };
}
