import type { DataProvider, RaRecord } from 'react-admin';
import type { NotificationPage, PortalNotification } from '../contracts/notifications';
import type { HttpClient } from './http';
import { legacyAdapter } from './legacyAdapter';
import { search } from './listParams';

export type NotificationRecord = PortalNotification & RaRecord;

/** The bell's extra calls, on the `notifications` resource. */
export interface NotificationCalls {
  markRead(resource: 'notifications', params: { id: number }): Promise<{ data: { id: number } }>;
  deleteAll(resource: 'notifications', params?: object): Promise<{ data: [] }>;
}

/**
 * `notifications`: the caller's own (GET /api/notification — the unread count comes in the list's
 * `meta.unread`), delete one (POST /api/notification/delete with id), delete all
 * (POST /api/notification/delete-all) and mark one read (POST /api/notification/read).
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
  };
  return Object.assign(adapter, calls);
}
