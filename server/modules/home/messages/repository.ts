import { isOwnerOf } from '../../../../contracts/catalogue';
import { type Kysely, sql, type Transaction } from 'kysely';
import type { ListParams } from '../../../../contracts/listQuery';
import type {
  EmployeeBadge,
  HomeFeedQuery,
  HomeMessage,
  HomeMessageBody,
  HomeMessageSortField,
  HomeMessageStatus,
  HomeMessageType,
  HomeMessageUpdateBody,
  KudosCategory,
  KudosSuggestion,
  KudosSuggestionBody,
} from '../../../../contracts/home/messages';
import { recordAudit } from '../../../audit/audit';
import type { ApiUser } from '../../../auth/apiTokens';
import type { DB } from '../../../db';
import type { Database } from '../../../db/schema';
import { containsText, folded } from '../../../db/text';
import { lockOr404, writeTransaction } from '../../../db/transaction';
import { HttpError, RequestValidationError, notFound } from '../../../http/errors';
import { mapPage, type Page, pagedList } from '../../../http/paging';
import { sanitizeRichText } from '../../../http/richText';
import { notify } from '../../../notifications/service';
import { flag } from '../../../db/flags';

type Q = Kysely<Database>;
type Caller = Pick<ApiUser, 'sub' | 'username' | 'role'>;

export const NEWS_OWNER_MESSAGE = 'Only Home_Owner or System_Admin may write news.';
export const KUDOS_AUTHOR_MESSAGE = 'Only the author of a kudos may edit it.';
export const KUDOS_PUBLISHED_MESSAGE =
  'A published kudos can be edited only when a Home_Owner sends it back for correction.';
/** How many kudos in correction GetKudosCorrections answers at most. */
export const CORRECTIONS_LIMIT = 50;

/** Home_Owner or System_Admin: writes news and moderates kudos. */
export const isHomeOwner = (caller: Pick<ApiUser, 'role'>) => isOwnerOf('home', caller.role);

const employeeId = (caller: Pick<ApiUser, 'sub'>) => Number(caller.sub);

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
const messageQuery = (q: Q) => messageBase(q).select(messageColumns);
type MessageRow = Awaited<ReturnType<ReturnType<typeof messageQuery>['executeTakeFirstOrThrow']>>;

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

async function withRecipients(q: Q, rows: MessageRow[]): Promise<HomeMessage[]> {
  const recipients = await recipientsOf(
    q,
    rows.filter((row) => row.type === 'kudos').map((row) => row.id),
  );
  return rows.map((row) => toMessage(row, recipients.get(row.id) ?? []));
}

/** What the audit trail keeps of a news item or kudos. */
const snapshot = (row: {
  id: number;
  type: string;
  status: string;
  title: string | null;
  body: string | null;
  image: string | null;
  category: string | null;
  message: string | null;
  publish_from: string;
  publish_to: string | null;
  active: number;
  correction_reason: string | null;
}) =>
  row.type === 'news'
    ? {
        id: row.id,
        title: row.title,
        body: row.body,
        image: row.image,
        publishFrom: row.publish_from,
        publishTo: row.publish_to,
        active: Boolean(row.active),
      }
    : {
        id: row.id,
        status: row.status,
        category: row.category,
        message: row.message,
        correctionReason: row.correction_reason,
      };

const suggestionSnapshot = (s: { id: number; text: string; active: number }) => ({
  id: s.id,
  text: s.text,
  active: Boolean(s.active),
});
const toSuggestion = (s: {
  id: number;
  text: string;
  active: number;
  created_at: string;
  updated_at: string;
}): KudosSuggestion => ({
  id: s.id,
  text: s.text,
  active: Boolean(s.active),
  createdAt: s.created_at,
  updatedAt: s.updated_at,
});

/** An ISO instant from the contract's date-time (any offset) as stored: UTC, sortable text. */
const toStoredInstant = (value: string) => new Date(value).toISOString();

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

/** News and kudos of the home feed, their moderation, and the kudos suggestion texts. */
export function createHomeMessageRepository(db: DB) {
  async function loadMessage(q: Q, id: number): Promise<HomeMessage> {
    const row = await messageQuery(q).where('home_messages.id', '=', id).executeTakeFirst();
    if (!row) throw notFound('Home message');
    return (await withRecipients(q, [row]))[0]!;
  }

  /** Active employees by badge: 400 naming `recipients` for unknown badges or the sender. */
  async function recipientIds(
    trx: Transaction<Database>,
    sender: Caller,
    badges: string[],
  ): Promise<{ id: number; full_name: string }[]> {
    const unique = [...new Set(badges.map((badge) => badge.trim()))];
    const found = await trx
      .selectFrom('employees')
      .select(['id', 'badge', 'full_name'])
      .where('badge', 'in', unique)
      .where('active', '=', 1)
      .execute();
    const missing = unique.filter((badge) => !found.some((e) => e.badge === badge));
    if (missing.length > 0) {
      throw new RequestValidationError({
        recipients: `no active employee has badge ${missing.join(', ')}`,
      });
    }
    if (found.some((e) => e.id === employeeId(sender))) {
      throw new RequestValidationError({ recipients: 'you cannot send kudos to yourself' });
    }
    return found;
  }

  /** Notifies the kudos' recipients not notified yet, and marks them notified. */
  async function notifyRecipients(
    trx: Transaction<Database>,
    messageId: number,
    senderName: string,
    message: string,
  ): Promise<void> {
    const pending = await trx
      .selectFrom('home_message_recipients')
      .select('employee_id')
      .where('message_id', '=', messageId)
      .where('notified', '=', 0)
      .execute();
    for (const { employee_id } of pending) {
      await notify(trx, employee_id, {
        kind: 'kudos',
        title: `${senderName} te envió un kudos`,
        body: message,
        link: '/Inicio',
      });
    }
    if (pending.length > 0) {
      await trx
        .updateTable('home_message_recipients')
        .set({ notified: 1 })
        .where('message_id', '=', messageId)
        .where('notified', '=', 0)
        .execute();
    }
  }

  async function senderName(trx: Q, authorId: number): Promise<string> {
    const author = await trx
      .selectFrom('employees')
      .select('full_name')
      .where('id', '=', authorId)
      .executeTakeFirstOrThrow();
    return author.full_name;
  }

  function newsValues(body: HomeMessageBody, now: string) {
    const html = sanitizeRichText(body.body ?? '').trim();
    if (!html) {
      throw new RequestValidationError({ body: 'body has no content once sanitised' });
    }
    return {
      title: body.title!.trim(),
      body: html,
      image: body.image || null,
      publish_from: body.publishFrom ? toStoredInstant(body.publishFrom) : now,
      publish_to: body.publishTo ? toStoredInstant(body.publishTo) : null,
      active: flag(body.active ?? true),
    };
  }

  return {
    /** GET /HomeMessage: what the feed shows now, newest first, a page at a time. */
    async feed(
      { type, page, perPage }: HomeFeedQuery,
      now = new Date(),
    ): Promise<Page<HomeMessage>> {
      let base = visibleOnFeed(messageBase(db), now.toISOString());
      if (type) base = base.where('home_messages.type', '=', type);
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
      const row = await messageQuery(db).where('home_messages.id', '=', id).executeTakeFirst();
      if (!row) throw notFound('Home message');
      const iso = now.toISOString();
      const onFeed =
        row.status === 'published' &&
        row.active === 1 &&
        row.publish_from <= iso &&
        (row.publish_to === null || row.publish_to > iso);
      if (!onFeed && !isHomeOwner(caller) && row.author_id !== employeeId(caller)) {
        throw notFound('Home message');
      }
      return (await withRecipients(db, [row]))[0]!;
    },

    /**
     * POST /HomeMessage. News: owners only (403), body sanitised, audited. Kudos: from the caller
     * to active colleagues, published at once, each recipient notified in the same transaction.
     */
    async create(caller: Caller, body: HomeMessageBody, now = new Date()): Promise<HomeMessage> {
      const iso = now.toISOString();
      const id = await writeTransaction(db, async (trx) => {
        if (body.type === 'news') {
          if (!isHomeOwner(caller)) throw new HttpError(403, NEWS_OWNER_MESSAGE);
          const row = await trx
            .insertInto('home_messages')
            .values({
              type: 'news',
              status: 'published',
              ...newsValues(body, iso),
              category: null,
              message: null,
              author_id: employeeId(caller),
              correction_reason: null,
              created_at: iso,
              updated_at: iso,
            })
            .returningAll()
            .executeTakeFirstOrThrow();
          await recordAudit(trx, {
            actor: caller,
            entity: 'news',
            entityId: row.id,
            before: null,
            after: snapshot(row),
          });
          return row.id;
        }
        const recipients = await recipientIds(trx, caller, body.recipients ?? []);
        const message = body.message!.trim();
        const { id } = await trx
          .insertInto('home_messages')
          .values({
            type: 'kudos',
            status: 'published',
            title: null,
            body: null,
            image: null,
            category: body.category!,
            message,
            author_id: employeeId(caller),
            publish_from: iso,
            publish_to: null,
            correction_reason: null,
            created_at: iso,
            updated_at: iso,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        await trx
          .insertInto('home_message_recipients')
          .values(recipients.map((r) => ({ message_id: id, employee_id: r.id })))
          .execute();
        await notifyRecipients(trx, id, await senderName(trx, employeeId(caller)), message);
        return id;
      });
      return loadMessage(db, id);
    },

    /**
     * PUT /HomeMessage. News: owners only, audited. Kudos: only its author (403), and only while
     * it is sent back for correction or waiting to be published again (409 otherwise); the
     * corrected kudos waits (`pending`) until a Home_Owner publishes it.
     */
    async update(
      caller: Caller,
      body: HomeMessageUpdateBody,
      now = new Date(),
    ): Promise<HomeMessage> {
      const iso = now.toISOString();
      await writeTransaction(db, async (trx) => {
        const before = await lockOr404(
          trx,
          trx.selectFrom('home_messages').selectAll().where('id', '=', body.id),
          'Home message',
        );
        if (before.type !== body.type) {
          throw new RequestValidationError({ type: `message ${body.id} is ${before.type}` });
        }
        if (body.type === 'news') {
          if (!isHomeOwner(caller)) throw new HttpError(403, NEWS_OWNER_MESSAGE);
          const values = newsValues(
            { ...body, publishFrom: body.publishFrom ?? before.publish_from },
            iso,
          );
          const after = { ...before, ...values };
          if (JSON.stringify(snapshot(after)) === JSON.stringify(snapshot(before))) return;
          await trx
            .updateTable('home_messages')
            .set({ ...values, updated_at: iso })
            .where('id', '=', body.id)
            .execute();
          await recordAudit(trx, {
            actor: caller,
            entity: 'news',
            entityId: body.id,
            before: snapshot(before),
            after: snapshot(after),
          });
          return;
        }
        if (before.author_id !== employeeId(caller)) throw new HttpError(403, KUDOS_AUTHOR_MESSAGE);
        if (before.status === 'published') throw new HttpError(409, KUDOS_PUBLISHED_MESSAGE);
        const recipients = await recipientIds(trx, caller, body.recipients ?? []);
        await trx
          .updateTable('home_messages')
          .set({
            category: body.category!,
            message: body.message!.trim(),
            status: 'pending',
            updated_at: iso,
          })
          .where('id', '=', body.id)
          .execute();
        const keep = recipients.map((r) => r.id);
        await trx
          .deleteFrom('home_message_recipients')
          .where('message_id', '=', body.id)
          .where('employee_id', 'not in', keep)
          .execute();
        const existing = new Set(
          (
            await trx
              .selectFrom('home_message_recipients')
              .select('employee_id')
              .where('message_id', '=', body.id)
              .execute()
          ).map((r) => r.employee_id),
        );
        const added = keep.filter((id) => !existing.has(id));
        if (added.length > 0) {
          await trx
            .insertInto('home_message_recipients')
            .values(added.map((id) => ({ message_id: body.id, employee_id: id })))
            .execute();
        }
      });
      return loadMessage(db, body.id);
    },

    /** GET /HomeMessage/Settings: every message of a type for owners, paged in SQL. */
    async adminList(
      params: ListParams<HomeMessageSortField> & {
        type: HomeMessageType;
        status?: HomeMessageStatus;
      },
    ): Promise<Page<HomeMessage>> {
      let base = messageBase(db).where('home_messages.type', '=', params.type);
      if (params.status) base = base.where('home_messages.status', '=', params.status);
      const { q } = params;
      if (q) {
        base = base.where((eb) =>
          eb.or([
            containsText(db, sql<string>`coalesce(${sql.ref('home_messages.title')}, '')`, q),
            containsText(db, sql<string>`coalesce(${sql.ref('home_messages.message')}, '')`, q),
            containsText(db, eb.ref('author.full_name'), q),
          ]),
        );
      }
      const { rows, total } = await pagedList(params, {
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

    /** GET /HomeMessage/GetKudosCorrections: the caller's kudos sent back (or awaiting review). */
    async corrections(caller: Caller): Promise<HomeMessage[]> {
      const rows = await messageQuery(db)
        .where('home_messages.author_id', '=', employeeId(caller))
        .where('home_messages.type', '=', 'kudos')
        .where('home_messages.status', 'in', ['correction', 'pending'])
        .orderBy('home_messages.updated_at', 'desc')
        .orderBy('home_messages.id', 'desc')
        .limit(CORRECTIONS_LIMIT)
        .execute();
      return withRecipients(db, rows);
    },

    /**
     * PUT /HomeMessage/{id}/Correction: a Home_Owner sends a kudos back to its author with a
     * reason; it leaves the feed and the author is notified. Audited.
     */
    async sendBack(caller: Caller, id: number, reason: string): Promise<HomeMessage> {
      await writeTransaction(db, async (trx) => {
        const before = await lockOr404(
          trx,
          trx
            .selectFrom('home_messages')
            .selectAll()
            .where('id', '=', id)
            .where('type', '=', 'kudos'),
          'Kudos',
        );
        const after = { ...before, status: 'correction', correction_reason: reason.trim() };
        if (before.status === after.status && before.correction_reason === after.correction_reason)
          return;
        await trx
          .updateTable('home_messages')
          .set({
            status: after.status,
            correction_reason: after.correction_reason,
            updated_at: new Date().toISOString(),
          })
          .where('id', '=', id)
          .execute();
        await notify(trx, before.author_id, {
          kind: 'kudos-correction',
          title: 'Tu kudos necesita una corrección',
          body: after.correction_reason,
          link: `/Kudos/Form/${id}`,
        });
        await recordAudit(trx, {
          actor: caller,
          entity: 'kudos',
          entityId: id,
          before: snapshot(before),
          after: snapshot(after),
        });
      });
      return loadMessage(db, id);
    },

    /**
     * PUT /HomeMessage/{id}/Publish: a Home_Owner publishes a kudos again (after its correction);
     * it returns to the top of the feed, recipients added meanwhile are notified. Audited.
     */
    async publish(caller: Caller, id: number, now = new Date()): Promise<HomeMessage> {
      const iso = now.toISOString();
      await writeTransaction(db, async (trx) => {
        const before = await lockOr404(
          trx,
          trx
            .selectFrom('home_messages')
            .selectAll()
            .where('id', '=', id)
            .where('type', '=', 'kudos'),
          'Kudos',
        );
        if (before.status === 'published') return;
        const after = { ...before, status: 'published', correction_reason: null };
        await trx
          .updateTable('home_messages')
          .set({ status: 'published', correction_reason: null, publish_from: iso, updated_at: iso })
          .where('id', '=', id)
          .execute();
        await notify(trx, before.author_id, {
          kind: 'kudos-published',
          title: 'Tu kudos fue publicado',
          body: before.message ?? '',
          link: '/Inicio',
        });
        await notifyRecipients(
          trx,
          id,
          await senderName(trx, before.author_id),
          before.message ?? '',
        );
        await recordAudit(trx, {
          actor: caller,
          entity: 'kudos',
          entityId: id,
          before: snapshot(before),
          after: snapshot(after),
        });
      });
      return loadMessage(db, id);
    },

    /** GET /HomeMessage/GetKudosSuggestionMessages: the active suggestions, by text. */
    async activeSuggestions(paging: {
      page: number;
      perPage: number;
    }): Promise<Page<KudosSuggestion>> {
      const page = await pagedList(
        { ...paging, sort: 'text', order: 'ASC' },
        {
          base: db.selectFrom('kudos_suggestions').where('active', '=', 1),
          select: (query) => query.selectAll(),
          sort: { text: 'text' },
          tieBreaker: 'id',
        },
      );
      return mapPage(page, toSuggestion);
    },

    /** GET /HomeMessage/KudosSuggestion: every suggestion for owners, paged in SQL. */
    async suggestions(
      params: ListParams<'text' | 'active' | 'updatedAt'> & { active?: boolean },
    ): Promise<Page<KudosSuggestion>> {
      let base = db.selectFrom('kudos_suggestions');
      if (params.q) base = base.where(containsText(db, sql.ref<string>('text'), params.q));
      if (params.active !== undefined) base = base.where('active', '=', flag(params.active));
      const page = await pagedList(params, {
        base,
        select: (query) => query.selectAll(),
        sort: { text: folded(db, sql.ref('text')), active: 'active', updatedAt: 'updated_at' },
        tieBreaker: 'id',
      });
      return mapPage(page, toSuggestion);
    },

    /** POST /HomeMessage/KudosSuggestion (audited 'kudos_suggestion'). */
    async createSuggestion(caller: Caller, body: KudosSuggestionBody): Promise<KudosSuggestion> {
      return writeTransaction(db, async (trx) => {
        const iso = new Date().toISOString();
        const row = await trx
          .insertInto('kudos_suggestions')
          .values({ text: body.text, active: flag(body.active), created_at: iso, updated_at: iso })
          .returningAll()
          .executeTakeFirstOrThrow();
        await recordAudit(trx, {
          actor: caller,
          entity: 'kudos_suggestion',
          entityId: row.id,
          before: null,
          after: suggestionSnapshot(row),
        });
        return toSuggestion(row);
      });
    },

    /** PUT /HomeMessage/KudosSuggestion/{id} (audited). */
    async updateSuggestion(
      caller: Caller,
      id: number,
      body: KudosSuggestionBody,
    ): Promise<KudosSuggestion> {
      return writeTransaction(db, async (trx) => {
        const before = await lockOr404(
          trx,
          trx.selectFrom('kudos_suggestions').selectAll().where('id', '=', id),
          'Kudos suggestion',
        );
        const after = { ...before, text: body.text, active: flag(body.active) };
        if (after.text === before.text && after.active === before.active) {
          return toSuggestion(before);
        }
        after.updated_at = new Date().toISOString();
        await trx
          .updateTable('kudos_suggestions')
          .set({ text: after.text, active: after.active, updated_at: after.updated_at })
          .where('id', '=', id)
          .execute();
        await recordAudit(trx, {
          actor: caller,
          entity: 'kudos_suggestion',
          entityId: id,
          before: suggestionSnapshot(before),
          after: suggestionSnapshot(after),
        });
        return toSuggestion(after);
      });
    },

    /** DELETE /HomeMessage/KudosSuggestion/{id} (audited; kudos already sent keep their text). */
    async deleteSuggestion(caller: Caller, id: number): Promise<void> {
      await writeTransaction(db, async (trx) => {
        const before = await lockOr404(
          trx,
          trx.selectFrom('kudos_suggestions').selectAll().where('id', '=', id),
          'Kudos suggestion',
        );
        await trx.deleteFrom('kudos_suggestions').where('id', '=', id).execute();
        await recordAudit(trx, {
          actor: caller,
          entity: 'kudos_suggestion',
          entityId: id,
          before: suggestionSnapshot(before),
          after: null,
        });
      });
    },
  };
}
export type HomeMessageRepository = ReturnType<typeof createHomeMessageRepository>;
