import type { DataProvider, RaRecord } from 'react-admin';
import type { Language } from '../contracts/language';
import type {
  NoticeChoices,
  NoticePreferences,
  NotificationPage,
  PortalNotification,
} from '../contracts/notifications';
import type { HttpClient } from './http';
import { legacyAdapter } from './legacyAdapter';
import { search } from './listParams';

export type NotificationRecord = PortalNotification & RaRecord;

/** The bell's extra calls, on the `notifications` resource. */
export interface NotificationCalls {
  markRead(resource: 'notifications', params: { id: number }): Promise<{ data: { id: number } }>;
  deleteAll(resource: 'notifications', params?: object): Promise<{ data: [] }>;
  /** The caller's language and notice channels (GET /api/notification/preferences). */
  noticePreferences(resource: 'notifications'): Promise<{ data: NoticePreferences }>;
  saveNoticePreferences(
    resource: 'notifications',
    params: NoticeChoices,
  ): Promise<{ data: NoticePreferences }>;
  /** Keeps the caller's other choices, with `language` as theirs (the language switch). */
  saveLanguage(resource: 'notifications', params: { language: Language }): Promise<unknown>;
}

/**
 * `notifications`: the caller's own (GET /api/notification — the unread count comes in the list's
 * `meta.unread`), delete one (POST /api/notification/delete with id), delete all
 * (POST /api/notification/delete-all), mark one read (POST /api/notification/read), and the
 * caller's notice preferences (GET/PUT /api/notification/preferences).
 */
export function notificationsAdapter(
  mainApi: string,
  http: HttpClient,
): DataProvider & NotificationCalls {
  const base = `${mainApi}/api/notification`;
  const adapter = legacyAdapter<NotificationRecord>(http, {
    resource: 'notifications',
    getList: async ({ pagination }) => {
      const page = await http.json<NotificationPage>(`${base}?${search({ ...pagination })}`);
      return { data: page.items, total: page.total, meta: { unread: page.unread } };
    },
    delete: { path: `${base}/delete`, method: 'POST', body: ({ id }) => ({ id: Number(id) }) },
  });
  const calls: NotificationCalls = {
    async markRead(_resource, { id }) {
      await http.json(`${base}/read`, { method: 'POST', body: JSON.stringify({ id }) });
      return { data: { id } };
    },
    async deleteAll() {
      await http.json(`${base}/delete-all`, { method: 'POST' });
      return { data: [] };
    },
    async noticePreferences() {
      return { data: await http.json<NoticePreferences>(`${base}/preferences`) };
    },
    async saveNoticePreferences(_resource, { language, channels }) {
      const body = JSON.stringify({ language, channels });
      return {
        data: await http.json<NoticePreferences>(`${base}/preferences`, { method: 'PUT', body }),
      };
    },
    async saveLanguage(resource, { language }) {
      const { data } = await calls.noticePreferences(resource);
      return calls.saveNoticePreferences(resource, { ...data, language });
    },
  };
  return Object.assign(adapter, calls);
}
