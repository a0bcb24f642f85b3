/**
 * E-mail of the approvals: a request submitted writes its approver's e-mail in the request's
 * transaction, the sender delivers it to the SMTP server in the approver's language with the
 * request's link; a decision mails the author; a person who chose the portal only gets no e-mail;
 * an SMTP server down fails no request and the message waits, with its attempts and error, until
 * it is up again; on PostgreSQL two senders at once send each message once.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { OutboxPage } from '../../../contracts/mail';
import type { NoticePreferences } from '../../../contracts/notifications';
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
 * A sender of the test's SMTP server, claiming `batch` messages a run at most, giving a message
 * up after `maxAttempts` (the default configuration's 5), its lines written to `log`.
 */
const sender = (batch = 20, maxAttempts = 5, log: (line: string) => void = () => undefined) =>
  createMailSender({
    db: t.db,
    batch,
    maxAttempts,
    smtpUrl: `smtp://127.0.0.1:${smtp.port}`,
    from: 'Portal <portal@example.com>',
    log,
  });

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

describe('two senders at once', () => {
  it('send each message exactly once', async () => {
    const at = new Date().toISOString();
    await t.db
      .insertInto('mail_outbox')
      .values(
        Array.from({ length: 6 }, (_, i) => ({
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
    // Three runs of two each: each takes two the others do not hold (PostgreSQL skips the rows
    // another claim locked; SQLite's one handle takes the claims in turn).
    const results = await Promise.all([
      sender(2).runOnce(),
      sender(2).runOnce(),
      sender(2).runOnce(),
    ]);
    expect(results.reduce((sum, r) => sum + r.sent, 0)).toBe(6);
    expect(smtp.received.map((m) => m.to).sort()).toEqual(
      Array.from({ length: 6 }, (_, i) => `person${i}@example.com`),
    );
    expect((await outbox('sent')).items.every((m) => m.attempts === 1)).toBe(true);
  });
});
