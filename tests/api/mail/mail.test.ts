/**
 * E-mail of the approvals: a request submitted writes its approver's e-mail in the request's
 * transaction, the sender delivers it to the SMTP server in the approver's language with the
 * request's link; a decision mails the author; a person who chose the portal only gets no e-mail;
 * an SMTP server down fails no request and the message waits, with its attempts and error, until
 * it is up again; two instances' senders at once send each message once; a sender stuck on a silent
 * SMTP server holds no write. The sender is a scheduled job run here with `runJob`, as the
 * scheduler runs it.
 */
import { createServer, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { OutboxPage } from '../../../contracts/mail';
import type { NoticePreferences } from '../../../contracts/notifications';
import type { ScheduledJobRecord } from '../../../contracts/jobs';
import { createDatabase, type DB } from '../../../server/db';
import { type JobOutcome, runJob } from '../../../server/jobs/jobs';
import { createMailSender } from '../../../server/mail/sender';
import { startSmtpServer } from '../../fixtures/smtpServer';
import { createTestApp, employeeIdOf, expectJson, type TestApp } from '../helpers';
import {
  categoryOf,
  decide,
  nextYear,
  requestDay,
  workingDays,
} from '../personalDays/personalDaysCalls';

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let days: string[];
let emails: Record<string, string>;

/**
 * A sender of the test's SMTP server (or of `smtpUrl`), claiming `batch` messages a run at most,
 * giving a message up after `maxAttempts` (the default configuration's 5), its lines written to
 * `log`; `runOnce` runs its job once on `db` (the test app's, or another instance's) as the
 * scheduler does, and answers what it did.
 */
const sender = (
  batch = 20,
  maxAttempts = 5,
  log: (line: string) => void = () => undefined,
  smtpUrl = `smtp://127.0.0.1:${smtp.port}`,
) => {
  const mailSender = createMailSender({
    batch,
    maxAttempts,
    smtpUrl,
    from: 'Portal <portal@example.com>',
    intervalSeconds: 10,
    log,
  });
  return {
    async runOnce(db: DB = t.db): Promise<JobOutcome> {
      try {
        const run = await runJob(db, mailSender.job, new Date());
        if (!run.ran) throw new Error(`the sender did not run: ${run.reason}`);
        return run.outcome;
      } finally {
        mailSender.close();
      }
    },
  };
};

/** Makes every waiting message due now, as if its backoff had passed. */
const dueNow = () =>
  t.db
    .updateTable('mail_outbox')
    .set({ next_attempt_at: new Date(0).toISOString() })
    .execute();

const submit = async (username = 'employee') =>
  requestDay(t, username, {
    ...(await categoryOf(t, 'Día personal')),
    requestDate: days.shift()!,
  });

const outbox = async (status?: string) =>
  expectJson<OutboxPage>(
    await t.call('admin', 'GET', `/api/mail/outbox${status ? `?status=${status}` : ''}`),
  );

beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await createTestApp({
    env: { SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, PUBLIC_URL: 'https://portal.example.com' },
  });
  days = await workingDays(t, `${nextYear()}-02-01`, 20);
  emails = {};
  for (const username of ['employee', 'supervisor']) {
    const id = await employeeIdOf(t, username);
    emails[username] = (
      await t.db
        .selectFrom('employees')
        .select('email')
        .where('id', '=', id)
        .executeTakeFirstOrThrow()
    ).email;
  }
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});
beforeEach(async () => {
  // Each test sees its own messages.
  await t.db.deleteFrom('mail_outbox').execute();
  smtp.received.length = 0;
});

describe('the preferences', () => {
  it('default to the portal and e-mail in Spanish, and are the caller’s own to change', async () => {
    const before = expectJson<NoticePreferences>(
      await t.call('newhire', 'GET', '/api/notification/preferences'),
    );
    expect(before).toEqual({
      language: 'es',
      channels: {
        awaitingDecision: 'inAppAndEmail',
        decided: 'inAppAndEmail',
        reminders: 'inAppAndEmail',
      },
      emailAvailable: true,
    });
    const choices = {
      language: 'en',
      channels: { awaitingDecision: 'inApp', decided: 'inAppAndEmail', reminders: 'inApp' },
    };
    const saved = await t.call('newhire', 'PUT', '/api/notification/preferences', choices);
    expect(expectJson<NoticePreferences>(saved)).toEqual({ ...choices, emailAvailable: true });
    const bad = await t.call('newhire', 'PUT', '/api/notification/preferences', {
      ...choices,
      language: 'fr',
    });
    expect(bad.statusCode).toBe(400);
  });
});

describe('an approval by e-mail', () => {
  it('mails the approver in their language with the request’s page, then the author', async () => {
    await t.call('supervisor', 'PUT', '/api/notification/preferences', {
      language: 'en',
      channels: { awaitingDecision: 'inAppAndEmail', decided: 'inAppAndEmail', reminders: 'inApp' },
    });
    const request = await submit();
    // Written with the request, sent by the loop.
    expect((await outbox('pending')).items.map((m) => m.recipient)).toEqual([emails.supervisor]);
    expect(await sender().runOnce()).toEqual({ sent: 1, failed: 0 });
    expect(smtp.received).toHaveLength(1);
    const mail = smtp.received[0]!.raw;
    expect(smtp.received[0]!.to).toBe(emails.supervisor);
    expect(mail).toMatch(/Subject: .*sent a request that awaits your decision/);
    expect(mail).toContain(
      `https://portal.example.com/portal/PersonalDays/Aprobaciones/${request.id}`,
    );
    expect(mail).toContain('text/html');
    expect((await outbox('sent')).total).toBe(1);

    expect((await decide(t, 'supervisor', request.id, { status: 'approved' })).statusCode).toBe(
      200,
    );
    expect(await sender().runOnce()).toEqual({ sent: 1, failed: 0 });
    expect(smtp.received[1]!.to).toBe(emails.employee);
    // The author never chose: Spanish.
    expect(smtp.received[1]!.raw).toContain('https://portal.example.com/portal/PersonalDays');
    expect(smtp.received[1]!.raw).toMatch(/Subject: =\?UTF-8\?|Subject: .*aprob/);
  });

  it('sends nothing to whoever chose the portal only', async () => {
    await t.call('supervisor', 'PUT', '/api/notification/preferences', {
      language: 'es',
      channels: { awaitingDecision: 'inApp', decided: 'inApp', reminders: 'inApp' },
    });
    await submit();
    expect((await outbox()).total).toBe(0);
    expect(await sender().runOnce()).toEqual({ sent: 0, failed: 0 });
    expect(smtp.received).toHaveLength(0);
  });
});

describe('an SMTP server down', () => {
  it('fails no request: the message waits with its attempts and error, and goes once it is up', async () => {
    await t.call('supervisor', 'PUT', '/api/notification/preferences', {
      language: 'es',
      channels: { awaitingDecision: 'inAppAndEmail', decided: 'inAppAndEmail', reminders: 'inApp' },
    });
    const port = smtp.port;
    await smtp.close();
    await submit();
    expect(await sender().runOnce()).toEqual({ sent: 0, failed: 1 });
    const [failing] = (await outbox('failing')).items;
    expect(failing).toMatchObject({ attempts: 1, status: 'failing', sentAt: null });
    expect(failing!.lastError).toMatch(/ECONNREFUSED|connect/i);

    smtp = await startSmtpServer(port);
    // Not before its retry is due.
    expect(await sender().runOnce()).toEqual({ sent: 0, failed: 0 });
    await t.db
      .updateTable('mail_outbox')
      .set({ next_attempt_at: new Date(0).toISOString() })
      .execute();
    expect(await sender().runOnce()).toEqual({ sent: 1, failed: 0 });
    expect(smtp.received).toHaveLength(1);
    expect((await outbox('sent')).items[0]).toMatchObject({ attempts: 2, lastError: null });
  });

  it('gives a message up after its last attempt: marked failed, logged, never tried again', async () => {
    const port = smtp.port;
    await smtp.close();
    const at = new Date().toISOString();
    await t.db
      .insertInto('mail_outbox')
      .values({
        recipient: emails.supervisor!,
        language: 'es',
        subject: 'Aviso',
        text: 'Texto',
        html: '<p>Texto</p>',
        next_attempt_at: at,
        created_at: at,
      })
      .execute();
    const lines: string[] = [];
    const giveUpAfterTwo = () => sender(20, 2, (line) => lines.push(line));
    expect(await giveUpAfterTwo().runOnce()).toEqual({ sent: 0, failed: 1 });
    expect((await outbox('failing')).items).toHaveLength(1);
    expect(lines).toEqual([]);
    await dueNow();
    expect(await giveUpAfterTwo().runOnce()).toEqual({ sent: 0, failed: 1 });
    expect((await outbox('failing')).items).toHaveLength(0);
    const [failed] = (await outbox('failed')).items;
    expect(failed).toMatchObject({ attempts: 2, status: 'failed', sentAt: null });
    expect(failed!.failedAt).not.toBeNull();
    expect(failed!.lastError).toMatch(/ECONNREFUSED|connect/i);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain(`message ${failed!.id} given up after 2 attempts`);

    smtp = await startSmtpServer(port);
    await dueNow();
    expect(await giveUpAfterTwo().runOnce()).toEqual({ sent: 0, failed: 0 });
    expect(smtp.received).toHaveLength(0);
    expect((await outbox('failed')).total).toBe(1);
  });
});

/** `count` messages queued, due now, to person0@example.com… */
async function queue(count: number) {
  const at = new Date().toISOString();
  await t.db
    .insertInto('mail_outbox')
    .values(
      Array.from({ length: count }, (_, i) => ({
        recipient: `person${i}@example.com`,
        language: 'es',
        subject: `Aviso ${i}`,
        text: 'Texto',
        html: '<p>Texto</p>',
        next_attempt_at: at,
        created_at: at,
      })),
    )
    .execute();
}

describe('two instances at once', () => {
  it('send each queued message exactly once', async () => {
    await queue(9);
    // The other instance: its own connections to the same database (its own pool on PostgreSQL,
    // its own handle of the file on SQLite), its own sender.
    const { db: other } = createDatabase({ url: t.databaseUrl });
    try {
      // Rounds of three runs on each instance at once, two messages a run: each claim takes what
      // no other holds (PostgreSQL skips the rows another claim locked; SQLite runs each claim's
      // one statement whole), until nothing is left.
      const sent: number[] = [];
      for (let round = 0; round < 3; round++) {
        const results = await Promise.all([
          sender(2).runOnce(t.db),
          sender(2).runOnce(other),
          sender(2).runOnce(t.db),
          sender(2).runOnce(other),
        ]);
        sent.push(...results.map((result) => result.sent!));
      }
      expect(sent.reduce((sum, count) => sum + count, 0)).toBe(9);
    } finally {
      await other.destroy();
    }
    expect(smtp.received.map((m) => m.to).sort()).toEqual(
      Array.from({ length: 9 }, (_, i) => `person${i}@example.com`),
    );
    const sentMessages = await outbox('sent');
    expect(sentMessages.total).toBe(9);
    expect(sentMessages.items.every((m) => m.attempts === 1)).toBe(true);
  });

  it('records each run on the jobs’ screen, with its interval in seconds', async () => {
    await queue(1);
    await sender().runOnce();
    const jobs = expectJson<ScheduledJobRecord[]>(
      await t.call('admin', 'GET', '/admin/scheduled-jobs'),
    );
    expect(jobs.find((job) => job.name === 'mail.outbox')).toMatchObject({
      intervalSeconds: 10,
      lastOutcome: { sent: 1, failed: 0 },
      lastError: null,
    });
  });
});

describe('a silent SMTP server', () => {
  it('holds no write: a request that writes answers while the sender waits on it', async () => {
    // Accepts connections and never greets: the sender waits for its timeout.
    const sockets: Socket[] = [];
    let connected!: () => void;
    const reached = new Promise<void>((resolve) => (connected = resolve));
    const silent = createServer((socket) => {
      sockets.push(socket);
      connected();
    });
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as AddressInfo;
    try {
      await queue(1);
      let settled = false;
      const run = sender(20, 5, () => undefined, `smtp://127.0.0.1:${port}`)
        .runOnce()
        .finally(() => (settled = true));
      // The message is claimed and the sender is waiting on the SMTP server's greeting.
      await reached;
      // A request that writes (a person's choices) answers meanwhile, and its write committed.
      const choices = {
        language: 'en',
        channels: { awaitingDecision: 'inApp', decided: 'inAppAndEmail', reminders: 'inApp' },
      };
      const saved = await t.call('newhire', 'PUT', '/api/notification/preferences', choices);
      expect(expectJson<NoticePreferences>(saved)).toMatchObject(choices);
      expect(settled).toBe(false);
      const read = await t.call('newhire', 'GET', '/api/notification/preferences');
      expect(expectJson<NoticePreferences>(read)).toMatchObject(choices);
      // The SMTP server hangs up: the attempt fails and is kept for a retry.
      for (const socket of sockets) socket.destroy();
      expect(await run).toEqual({ sent: 0, failed: 1 });
      expect((await outbox('failing')).items).toHaveLength(1);
    } finally {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => silent.close(() => resolve()));
    }
  });
});
