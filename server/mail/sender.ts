import { createTransport } from 'nodemailer';
import type { DB } from '../db';
import { dialectOf } from '../db/dialect';
import type { ScheduledJob } from '../jobs/jobs';

/** The sender's job name: its state row on the administrators' jobs screen. */
export const MAIL_SENDER_JOB = 'mail.outbox';

export interface MailSenderOptions {
  smtpUrl: string;
  from: string;
  /** Where a failed run's cause goes (the app's logger). */
  log: (line: string) => void;
  /** How many messages one run claims at most. */
  batch?: number;
  /** After this many failed attempts a message is given up: marked failed, logged, never retried. */
  maxAttempts: number;
  /** How often the outbox is looked at (MAIL_POLL_SECONDS). */
  intervalSeconds: number;
  clock?: () => Date;
}

/** How long a claimed message is kept from other senders: one that dies mid-send lets it go. */
const LEASE_MS = 10 * 60_000;
/** After a failure: 1, 2, 4… minutes, at most 6 hours, so a long outage is not hammered. */
const retryDelayMs = (attempts: number) => Math.min(60_000 * 2 ** (attempts - 1), 6 * 3600_000);
/** A slow SMTP server delays the outbox, never a request: each step gives up after this long. */
const SMTP_TIMEOUT_MS = 30_000;

/**
 * Sends the outbox (./outbox.ts) outside any request, as a scheduled job that runs in its own
 * statements (`ownTransactions`: SMTP talks over the network, so no transaction stays open while
 * it waits). A run claims the due messages in one statement — PostgreSQL skips rows another
 * sender holds (`for update skip locked`); SQLite runs the one `update … returning` whole — by
 * moving their next attempt a lease ahead and counting the attempt, so several instances never
 * send one message twice; then sends each, marking it sent, or recording the error and the next
 * attempt after a growing pause, until its last attempt (`maxAttempts`) gives it up.
 */
export function createMailSender({
  smtpUrl,
  from,
  log,
  batch = 20,
  maxAttempts,
  intervalSeconds,
  clock = () => new Date(),
}: MailSenderOptions) {
  const transport = createTransport({
    url: smtpUrl,
    connectionTimeout: SMTP_TIMEOUT_MS,
    greetingTimeout: SMTP_TIMEOUT_MS,
    socketTimeout: SMTP_TIMEOUT_MS,
  });
  async function claim(db: DB, now: Date) {
    const skipLocked = dialectOf(db) === 'postgres';
    return db
      .updateTable('mail_outbox')
      .set((eb) => ({
        attempts: eb('attempts', '+', 1),
        next_attempt_at: new Date(now.getTime() + LEASE_MS).toISOString(),
      }))
      .where('id', 'in', (eb) => {
        const due = eb
          .selectFrom('mail_outbox')
          .select('id')
          .where('sent_at', 'is', null)
          .where('failed_at', 'is', null)
          .where('next_attempt_at', '<=', now.toISOString())
          .orderBy('id')
          .limit(batch);
        return skipLocked ? due.forUpdate().skipLocked() : due;
      })
      .returning(['id', 'recipient', 'subject', 'text', 'html', 'attempts'])
      .execute();
  }

  /**
   * A failed attempt: retried after a growing pause, or given up (marked failed, and logged) when
   * it was the last one.
   */
  async function recordFailure(db: DB, message: { id: number; attempts: number }, error: unknown) {
    const failedAt = clock();
    const lastError = String((error as Error).message ?? error).slice(0, 1000);
    const givenUp = message.attempts >= maxAttempts;
    await db
      .updateTable('mail_outbox')
      .set({
        last_error: lastError,
        ...(givenUp
          ? { failed_at: failedAt.toISOString() }
          : {
              next_attempt_at: new Date(
                failedAt.getTime() + retryDelayMs(message.attempts),
              ).toISOString(),
            }),
      })
      .where('id', '=', message.id)
      .execute();
    if (givenUp) {
      log(
        `mail outbox: message ${message.id} given up after ${message.attempts} attempts: ${lastError}`,
      );
    }
  }

  /** One run at `now`: sends what is due; answers how many were sent and how many failed. */
  async function run(db: DB, now: Date): Promise<{ sent: number; failed: number }> {
    const claimed = await claim(db, now);
    let sent = 0;
    for (const message of claimed) {
      try {
        await transport.sendMail({
          from,
          to: message.recipient,
          subject: message.subject,
          text: message.text,
          html: message.html,
        });
        await db
          .updateTable('mail_outbox')
          .set({ sent_at: clock().toISOString(), last_error: null })
          .where('id', '=', message.id)
          .execute();
        sent += 1;
      } catch (error) {
        await recordFailure(db, message, error);
      }
    }
    return { sent, failed: claimed.length - sent };
  }

  const job: ScheduledJob = { name: MAIL_SENDER_JOB, intervalSeconds, ownTransactions: true, run };

  return {
    /** The job the scheduler runs (server/start.ts); tests run it with `runJob`. */
    job,

    /** Closes the SMTP connections (after the scheduler stopped). */
    close(): void {
      transport.close();
    },
  };
}

export type MailSender = ReturnType<typeof createMailSender>;
