import { number, object } from 'yup';

/**
 * The signed-in employee's notifications (GET /api/notification, POST
 * /api/notification/delete with id, POST /api/notification/delete-all), plus the addition
 * POST /api/notification/read (opening one marks it read).
 */

export interface PortalNotification {
  id: number;
  /** What it is about: 'kudos', 'kudos-correction', … (set by the module that notifies). */
  kind: string;
  title: string;
  body: string;
  /** A portal path (under the base path) the notification opens, or null. */
  link: string | null;
  read: boolean;
  createdAt: string;
}

/**
 * GET /api/notification: a page of the caller's notifications, newest first, with how many they
 * have in all and how many are unread (the bell's badge) — one call per poll.
 */
export interface NotificationPage {
  items: PortalNotification[];
  total: number;
  unread: number;
}
export const notificationListQuery = object({
  page: number().integer().min(1).default(1),
  perPage: number().integer().min(1).max(50).default(20),
});

/** POST /api/notification/delete and /read: one of the caller's notifications. */
export const notificationIdBody = object({
  id: number().integer().positive().required(),
});
