import type {
  HomeMessage,
  HomeMessageBody,
  HomeMessageUpdateBody,
} from '../../../../contracts/home/messages';
import type { Transaction } from 'kysely';
import type { DB } from '../../../db';
import type { Database } from '../../../db/schema';
import { writeTransaction } from '../../../db/transaction';
import { HttpError, RequestValidationError } from '../../../http/errors';
import { notify } from '../../../notifications/service';
import {
  type Caller,
  employeeId,
  loadMessage,
  changeMessage,
  messageQuery,
  type Q,
  withRecipients,
} from './messages';
import { say } from '../i18n';

/** How many kudos in correction GetKudosCorrections answers at most. */
const CORRECTIONS_LIMIT = 50;

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
      recipients: say('kudos.unknownBadges', { badges: missing.join(', ') }),
    });
  }
  if (found.some((e) => e.id === employeeId(sender))) {
    throw new RequestValidationError({ recipients: say('kudos.toYourself') });
  }
  return found;
}

/** Notifies the recipients of a kudos not notified yet, and marks them notified. */
export async function notifyRecipients(
  trx: Transaction<Database>,
  messageId: number,
  authorId: number,
  message: string,
): Promise<void> {
  const pending = await trx
    .selectFrom('home_message_recipients')
    .select('employee_id')
    .where('message_id', '=', messageId)
    .where('notified', '=', 0)
    .execute();
  const sender = await senderName(trx, authorId);
  for (const { employee_id } of pending) {
    await notify(trx, employee_id, {
      kind: 'kudos',
      title: `${sender} te envió un kudos`,
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

async function senderName(q: Q, authorId: number): Promise<string> {
  const author = await q
    .selectFrom('employees')
    .select('full_name')
    .where('id', '=', authorId)
    .executeTakeFirstOrThrow();
  return author.full_name;
}

/** Kudos: plain-text recognition from any employee to active colleagues, notified to each. */
export function createKudosRepository(db: DB) {
  return {
    /** POST /HomeMessage with type kudos: published at once, each recipient notified. */
    async send(caller: Caller, body: HomeMessageBody, now = new Date()): Promise<HomeMessage> {
      const iso = now.toISOString();
      const id = await writeTransaction(db, async (trx) => {
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
        await notifyRecipients(trx, id, employeeId(caller), message);
        return id;
      });
      return loadMessage(db, id);
    },

    /**
     * PUT /HomeMessage with type kudos: only its author (403), and only while it is sent back for
     * correction or waiting to be published again (409 otherwise); the corrected kudos waits
     * (`pending`) until a Home_Owner publishes it.
     */
    edit: (caller: Caller, body: HomeMessageUpdateBody, now = new Date()): Promise<HomeMessage> =>
      changeMessage(db, body.id, 'kudos', now, async (trx, before, iso) => {
        if (before.author_id !== employeeId(caller))
          throw new HttpError(403, say('kudos.authorOnly'));
        if (before.status === 'published') throw new HttpError(409, say('kudos.published'));
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
      }),

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
  };
}
