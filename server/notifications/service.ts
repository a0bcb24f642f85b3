import type { Kysely } from 'kysely';
import type { NotificationPage } from '../../contracts/notifications';
import type { DB } from '../db';
import type { Database } from '../db/schema';
import { notFound } from '../http/errors';
import { findOr404 } from '../db/lookup';
import { say } from './i18n';

export interface NotificationInput {
  /** What it is about ('kudos', 'kudos-correction', …): lets the portal pick an icon. */
  kind: string;
  /** Shown as written: modules write it in Spanish, the company's language. */
  title: string;
  body: string;
  /** A portal path under the base path ('/Kudos/Form/12'); never an absolute URL. */
  link?: string | null;
}

const MAX_TITLE = 200;
const MAX_BODY = 1000;
const PORTAL_PATH = /^\/(?!\/)[^\s\\]*$/;

const clip = (text: string, max: number) =>
  text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`;

/**
 * Notifies one employee. Call it with the transaction of the change it reports, so both are
 * committed (or rolled back) together. Answers the notification's id.
 */
export async function notify(
  trx: Kysely<Database>,
  employeeId: number,
  { kind, title, body, link = null }: NotificationInput,
  now = new Date(),
): Promise<number> {
  // A link is followed by the portal's router: only its own paths, so no open redirect.
  if (link !== null && !PORTAL_PATH.test(link)) {
    throw new Error(`notify: link must be a portal path, got ${link}`);
  }
  const row = await trx
    .insertInto('notifications')
    .values({
      employee_id: employeeId,
      kind: clip(kind, 50),
      title: clip(title.trim(), MAX_TITLE),
      body: clip(body.trim(), MAX_BODY),
      link,
      read_at: null,
      created_at: now.toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The signed-in employee's own notifications: every query is bounded to `employeeId`. */
export function createNotificationRepository(db: DB) {
  return {
    /** A page of the employee's notifications, newest first, with the total and unread counts. */
    async list(
      employeeId: number,
      { page, perPage }: { page: number; perPage: number },
    ): Promise<NotificationPage> {
      const mine = db.selectFrom('notifications').where('employee_id', '=', employeeId);
      const [counts, rows] = await Promise.all([
        mine
          .select((eb) => [
            eb.fn.countAll<number>().as('total'),
            eb.fn.count<number>('id').filterWhere('read_at', 'is', null).as('unread'),
          ])
          .executeTakeFirst(),
        mine
          .select(['id', 'kind', 'title', 'body', 'link', 'read_at', 'created_at'])
          .orderBy('created_at', 'desc')
          .orderBy('id', 'desc')
          .limit(perPage)
          .offset((page - 1) * perPage)
          .execute(),
      ]);
      return {
        items: rows.map((row) => ({
          id: row.id,
          kind: row.kind,
          title: row.title,
          body: row.body,
          link: row.link,
          read: row.read_at !== null,
          createdAt: row.created_at,
        })),
        total: Number(counts?.total ?? 0),
        unread: Number(counts?.unread ?? 0),
      };
    },

    /** Deletes one of the employee's notifications; another's is "not found" (404). */
    async remove(employeeId: number, id: number): Promise<void> {
      const result = await db
        .deleteFrom('notifications')
        .where('id', '=', id)
        .where('employee_id', '=', employeeId)
        .executeTakeFirst();
      if (Number(result.numDeletedRows) === 0) throw notFound(say('notFound'));
    },

    /** Deletes all of the employee's notifications; answers how many. */
    async removeAll(employeeId: number): Promise<number> {
      const result = await db
        .deleteFrom('notifications')
        .where('employee_id', '=', employeeId)
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },

    /** Marks one of the employee's notifications read (opening it); another's is 404. */
    async markRead(employeeId: number, id: number, now = new Date()): Promise<void> {
      const row = await findOr404(
        db
          .selectFrom('notifications')
          .select(['id', 'read_at'])
          .where('id', '=', id)
          .where('employee_id', '=', employeeId),
        say('notFound'),
      );
      if (row.read_at !== null) return;
      await db
        .updateTable('notifications')
        .set({ read_at: now.toISOString() })
        .where('id', '=', id)
        .where('employee_id', '=', employeeId)
        .where('read_at', 'is', null)
        .execute();
    },
  };
}
