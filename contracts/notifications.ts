import { mixed, number, object } from 'yup';
import { LANGUAGES, type Language } from './language';

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

/**
 * The kinds of notice a person chooses a channel for: a request waiting for their decision, their
 * own request decided (or escalated), and reminders.
 */
export const NOTICE_KINDS = ['awaitingDecision', 'decided', 'reminders'] as const;
export type NoticeKind = (typeof NOTICE_KINDS)[number];

/** Every notice is in the portal; a person may also have a kind sent by e-mail. */
export const NOTICE_CHANNELS = ['inApp', 'inAppAndEmail'] as const;
export type NoticeChannel = (typeof NOTICE_CHANNELS)[number];

/** PUT /api/notification/preferences: the caller's language and a channel per kind of notice. */
export interface NoticeChoices {
  language: Language;
  channels: Record<NoticeKind, NoticeChannel>;
}

/**
 * GET /api/notification/preferences: the caller's choices (the defaults until they save theirs),
 * and whether e-mail can reach them at all (the server sends mail and they have an address).
 */
export interface NoticePreferences extends NoticeChoices {
  emailAvailable: boolean;
}

const channel = () => mixed<NoticeChannel>().oneOf(NOTICE_CHANNELS).required();
export const noticeChoicesBody = object({
  language: mixed<Language>().oneOf(LANGUAGES).required(),
  channels: object({
    awaitingDecision: channel(),
    decided: channel(),
    reminders: channel(),
  })
    .noUnknown()
    .required(),
}).noUnknown();
