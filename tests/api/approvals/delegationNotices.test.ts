/**
 * The named substitute is told of a delegation (server/approvals/delegationNotices.ts): when it is
 * created (as started when it is on already), when a later one starts (the hourly job, once), and
 * when it is withdrawn; in the portal always, by e-mail as they chose for requests awaiting their
 * decision.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Delegation } from '../../../contracts/approvalDelegations';
import { addDays, calendarDay } from '../../../contracts/calendar';
import { delegationStarts } from '../../../server/approvals/delegationNotices';
import { runJob } from '../../../server/jobs/jobs';
import { startSmtpServer } from '../../fixtures/smtpServer';
import { badgeOf, createTestApp, expectJson, notificationsOf, type TestApp } from '../helpers';

const DELEGATIONS = '/api/approvals/delegations';
const KIND = 'approvals.delegation';

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
const today = calendarDay();
/** Noon in Costa Rica on `day`. */
const noonOn = (day: string) => new Date(`${day}T18:00:00.000Z`);

beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await createTestApp({ env: { SMTP_URL: `smtp://127.0.0.1:${smtp.port}` } });
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});
beforeEach(async () => {
  await t.db.deleteFrom('mail_outbox').execute();
});

const delegate = async (from: string, to: string) =>
  expectJson<Delegation>(
    await t.call('supervisor', 'POST', DELEGATIONS, {
      substitute: await badgeOf(t, 'employee'),
      from,
      to,
      reason: 'Vacaciones',
    }),
    201,
  );

const told = async () =>
  (await notificationsOf(t, 'employee')).filter((notice) => notice.kind === KIND);

const mailedTo = async (username: string) =>
  (
    await t.db
      .selectFrom('mail_outbox')
      .innerJoin('employees', 'employees.email', 'mail_outbox.recipient')
      .select('mail_outbox.subject')
      .where('employees.username', '=', username)
      .execute()
  ).map((row) => row.subject);

describe('the substitute', () => {
  it('is told of a delegation on already, by e-mail too, and when it is withdrawn', async () => {
    const before = (await told()).length;
    const delegation = await delegate(today, addDays(today, 3));
    const [started] = await told();
    expect((await told()).length).toBe(before + 1);
    expect(started).toMatchObject({ link: '/Aprobaciones' });
    expect(started!.title).toMatch(/^Desde hoy sustituye a /);
    expect(await mailedTo('employee')).toEqual([started!.title]);
    // Already told it started: the job has nothing to say.
    expect(await runJob(t.db, delegationStarts, new Date())).toMatchObject({
      outcome: { told: 0 },
    });

    expectJson(await t.call('supervisor', 'POST', `${DELEGATIONS}/${delegation.id}/end`));
    const [ended] = await told();
    expect((await told()).length).toBe(before + 2);
    expect(ended!.title).toMatch(/^Ya no sustituye a /);
    expect(ended!.body).toContain('fue retirada');
  });

  it('is told of a later one when it is named and once when it starts, in the portal only as chosen', async () => {
    await t.call('employee', 'PUT', '/api/notification/preferences', {
      language: 'en',
      channels: { awaitingDecision: 'inApp', decided: 'inAppAndEmail', reminders: 'inAppAndEmail' },
    });
    const from = addDays(today, 20);
    const before = (await told()).length;
    const delegation = await delegate(from, addDays(from, 2));
    const [named] = await told();
    expect(named!.title).toMatch(/named you their substitute$/);
    expect(await runJob(t.db, delegationStarts, noonOn(addDays(from, -1)))).toMatchObject({
      outcome: { told: 0 },
    });
    expect(await runJob(t.db, delegationStarts, noonOn(from))).toMatchObject({
      outcome: { told: 1 },
    });
    expect(await runJob(t.db, delegationStarts, noonOn(addDays(from, 1)))).toMatchObject({
      outcome: { told: 0 },
    });
    const [started] = await told();
    expect(started!.title).toMatch(/^From today you stand in for /);
    expect((await told()).length).toBe(before + 2);
    // They chose the portal only for what awaits their decision.
    expect(await mailedTo('employee')).toEqual([]);
    expectJson(await t.call('supervisor', 'POST', `${DELEGATIONS}/${delegation.id}/end`));
  });
});
