import { mixed, number, object } from 'yup';

/** GET /api/mail/outbox (System_Admin): the e-mail outbox, newest first. */

/**
 * pending: not sent yet (failing when an attempt failed); sent: handed to the SMTP server; failed:
 * given up after its last attempt (MAIL_MAX_ATTEMPTS), never tried again.
 */
export const OUTBOX_STATUSES = ['pending', 'failing', 'sent', 'failed'] as const;
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];

export interface OutboxMessage {
  id: number;
  recipient: string;
  language: string;
  subject: string;
  status: OutboxStatus;
  attempts: number;
  /** When a sender takes it next (pending ones). */
  nextAttemptAt: string;
  lastError: string | null;
  sentAt: string | null;
  /** When the sender gave up on it (status failed). */
  failedAt: string | null;
  createdAt: string;
}

export interface OutboxPage {
  items: OutboxMessage[];
  total: number;
}

export const outboxQuery = object({
  status: mixed<OutboxStatus>().oneOf(OUTBOX_STATUSES).optional(),
  page: number().integer().min(1).default(1),
  perPage: number().integer().min(1).max(100).default(25),
});
