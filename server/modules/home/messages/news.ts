import type {
  HomeMessage,
  HomeMessageBody,
  HomeMessageUpdateBody,
} from '../../../../contracts/home/messages';
import { recordAudit, updateAudited } from '../../../audit/audit';
import type { DB } from '../../../db';
import { flag } from '../../../db/flags';
import type { HomeMessageTable } from '../tables';
import type { Selectable } from 'kysely';
import { writeTransaction } from '../../../db/transaction';
import { HttpError, RequestValidationError } from '../../../http/errors';
import { sanitizeRichText } from '../../../http/richText';
import { type Caller, changeMessage, employeeId, isHomeOwner, loadMessage } from './messages';
import { say } from '../i18n';

/** An ISO instant from the contract's date-time (any offset) as stored: UTC, sortable text. */
const toStoredInstant = (value: string) => new Date(value).toISOString();

/** What the audit trail keeps of a news item. */
const snapshot = (row: Selectable<HomeMessageTable>) => ({
  id: row.id,
  title: row.title,
  body: row.body,
  image: row.image,
  publishFrom: row.publish_from,
  publishTo: row.publish_to,
  active: Boolean(row.active),
});

/** The news columns of a body: rich text sanitised (400 when nothing is left of it). */
function newsValues(body: HomeMessageBody, now: string) {
  const html = sanitizeRichText(body.body ?? '').trim();
  if (!html) {
    throw new RequestValidationError({ body: say('news.emptyBody') });
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

/** News of the home feed: written by Home_Owner or System_Admin (403 otherwise), audited. */
export function createNewsRepository(db: DB) {
  return {
    /** POST /HomeMessage with type news: published at once, body sanitised. */
    async create(caller: Caller, body: HomeMessageBody, now = new Date()): Promise<HomeMessage> {
      const iso = now.toISOString();
      const id = await writeTransaction(db, async (trx) => {
        if (!isHomeOwner(caller)) throw new HttpError(403, say('news.ownersOnly'));
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
      });
      return loadMessage(db, id);
    },

    /** PUT /HomeMessage with type news: a save that changes nothing leaves no audit row. */
    update: (caller: Caller, body: HomeMessageUpdateBody, now = new Date()): Promise<HomeMessage> =>
      changeMessage(db, body.id, 'news', now, async (trx, before, iso) => {
        if (!isHomeOwner(caller)) throw new HttpError(403, say('news.ownersOnly'));
        const values = newsValues(
          { ...body, publishFrom: body.publishFrom ?? before.publish_from },
          iso,
        );
        const after = { ...before, ...values };
        if (JSON.stringify(snapshot(after)) === JSON.stringify(snapshot(before))) return;
        await updateAudited(trx, caller, {
          table: 'home_messages',
          entity: 'news',
          id: body.id,
          set: { ...values, updated_at: iso },
          before: snapshot(before),
          after: snapshot(after),
        });
      }),
  };
}
