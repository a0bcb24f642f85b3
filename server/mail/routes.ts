import { type OutboxPage, outboxQuery } from '../../contracts/mail';
import type { DB } from '../db';
import type { ServiceApp } from '../modules/types';
import { outboxPage } from './outbox';

/** The administrators' view of the e-mail outbox, on the main API. */
export async function mailRoutes(app: ServiceApp, { db }: { db: DB }) {
  app.get(
    '/api/mail/outbox',
    {
      schema: {
        summary: 'The e-mail outbox, newest first (System_Admin)',
        description:
          '`{ items, total }`: a page (`page`, `perPage` — default 25, at most 100) of the ' +
          'e-mails written, in one `status` or all: pending (not tried yet), failing (an attempt ' +
          'failed: `attempts`, `lastError`, `nextAttemptAt`), sent (`sentAt`) or failed (given ' +
          'up after MAIL_MAX_ATTEMPTS attempts: `failedAt`, `lastError`).',
        tags: ['Mail'],
        querystring: outboxQuery,
      },
    },
    async (request): Promise<OutboxPage> => outboxPage(db, request.query),
  );
}
