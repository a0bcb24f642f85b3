import {
  noticeChoicesBody,
  notificationIdBody,
  notificationListQuery,
  type NotificationPage,
  type NoticePreferences,
} from '../../contracts/notifications';
import type { DB } from '../db';
import { noContent } from '../http/answers';
import { preferencesOf, saveChoices } from './preferences';
import { createNotificationRepository } from './service';
import type { ServiceApp } from '../modules/types';

const TAG = 'Notifications';

/**
 * The caller's own notifications, on the main API at `/api/notification…`.
 * Every route acts on the token's employee only; another employee's id is "not found" (404).
 */
export async function notificationRoutes(app: ServiceApp, { db }: { db: DB }) {
  const notifications = createNotificationRepository(db);
  const me = (request: { user: { sub: string } }) => Number(request.user.sub);

  app.get(
    '/api/notification',
    {
      schema: {
        summary: 'The caller’s notifications, newest first',
        description:
          '`{ items, total, unread }`: a page of notifications (`page`, `perPage` — default 20, at ' +
          'most 50), how many the caller has and how many are unread.',
        tags: [TAG],
        querystring: notificationListQuery,
      },
    },
    async (request): Promise<NotificationPage> => notifications.list(me(request), request.query),
  );

  app.post(
    '/api/notification/delete',
    {
      schema: {
        summary: 'Delete one of the caller’s notifications',
        description: 'Answers 204; 404 when the id is not one of the caller’s notifications.',
        tags: [TAG],
        body: notificationIdBody,
      },
    },
    async (request, reply) => noContent(reply, notifications.remove(me(request), request.body.id)),
  );

  app.post(
    '/api/notification/delete-all',
    {
      schema: {
        summary: 'Delete all of the caller’s notifications',
        description: 'Answers 204.',
        tags: [TAG],
      },
    },
    async (request, reply) => noContent(reply, notifications.removeAll(me(request))),
  );

  app.post(
    '/api/notification/read',
    {
      schema: {
        summary: 'Mark one of the caller’s notifications read (an addition: opening it)',
        description: 'Answers 204; 404 when the id is not one of the caller’s notifications.',
        tags: [TAG],
        body: notificationIdBody,
      },
    },
    async (request, reply) =>
      noContent(reply, notifications.markRead(me(request), request.body.id)),
  );

  app.get(
    '/api/notification/preferences',
    {
      schema: {
        summary: 'The caller’s language and notice channels (an addition)',
        description:
          '`{ language, channels, emailAvailable }`: the language notices and e-mails are ' +
          'written in, per kind of notice (`awaitingDecision`, `decided`, `reminders`) `inApp` ' +
          'or `inAppAndEmail` — the defaults until the caller saves theirs — and whether e-mail ' +
          'can reach them (the server sends e-mail and they have an address).',
        tags: [TAG],
      },
    },
    async (request): Promise<NoticePreferences> => preferencesOf(db, me(request)),
  );

  app.put(
    '/api/notification/preferences',
    {
      schema: {
        summary: 'Save the caller’s language and notice channels (an addition)',
        description: 'Answers the preferences saved, as GET does.',
        tags: [TAG],
        body: noticeChoicesBody,
      },
    },
    async (request): Promise<NoticePreferences> => {
      await saveChoices(db, me(request), request.body);
      return preferencesOf(db, me(request));
    },
  );
}
