/**
 * The company's reminder days (server/approvals/settings.ts): an administrator's setting,
 * validated (400 naming the field), audited, and used by the reminders job from its next run.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReminderDaysSetting } from '../../../contracts/approvalSettings';
import { approvalReminders } from '../../../server/approvals/reminders';
import { runJob } from '../../../server/jobs/jobs';
import { markPendingAsReminded } from './approvalsCalls';
import { createTestApp, expectInvalid, expectJson, type TestApp } from '../helpers';
import { categoryOf, nextYear, requestDay, workingDays } from '../personalDays/personalDaysCalls';

const SETTINGS = '/api/approvals/settings';
/** Thursday 10 January 2030, 15:00 in Costa Rica: when the request is sent. */
const SENT_AT = '2030-01-10T21:00:00.000Z';
/** Noon in Costa Rica on `day`. */
const noonOn = (day: string) => new Date(`${day}T18:00:00.000Z`);

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('the reminder days', () => {
  it('are the defaults until an administrator sets them, validated and audited', async () => {
    expect((await t.call('supervisor', 'GET', SETTINGS)).statusCode).toBe(403);
    expect(
      (await t.call('supervisor', 'PUT', SETTINGS, { remindAfter: 1, escalateAfter: 2 }))
        .statusCode,
    ).toBe(403);
    const defaults = expectJson<ReminderDaysSetting>(await t.call('admin', 'GET', SETTINGS));
    expect(defaults).toMatchObject({ remindAfter: 2, escalateAfter: 5, updatedAt: null });
    // Every kind of request waits the company's days until it is given its own.
    expect(defaults.types.map((type) => type.type).sort()).toEqual(
      ['appointments', 'personalDays', 'reimbursement', 'schedule', 'transportation'].sort(),
    );
    expect(
      defaults.types.every(
        (type) => !type.own && type.remindAfter === 2 && type.escalateAfter === 5,
      ),
    ).toBe(true);
    // Each refused, naming its field: below 1, above 30, not whole, no later than the reminder.
    const refused: [object, ...string[]][] = [
      [{ remindAfter: 0, escalateAfter: 2 }, 'remindAfter'],
      [{ remindAfter: 2, escalateAfter: 31 }, 'escalateAfter'],
      [{ remindAfter: 1.5, escalateAfter: 3 }, 'remindAfter'],
      [{ remindAfter: 3, escalateAfter: 3 }, 'escalateAfter'],
      [{}, 'remindAfter', 'escalateAfter'],
    ];
    for (const [body, ...fields] of refused) {
      expectInvalid(await t.call('admin', 'PUT', SETTINGS, body), ...fields);
    }

    const saved = expectJson<ReminderDaysSetting>(
      await t.call('admin', 'PUT', SETTINGS, { remindAfter: 1, escalateAfter: 2 }),
    );
    expect(saved).toMatchObject({ remindAfter: 1, escalateAfter: 2 });
    expect(saved.types.every((type) => type.remindAfter === 1 && type.escalateAfter === 2)).toBe(
      true,
    );
    expect(saved.updatedAt).not.toBeNull();
    expect(expectJson<ReminderDaysSetting>(await t.call('admin', 'GET', SETTINGS))).toEqual(saved);
    const [audit] = await t.auditRows('approval_settings', 1);
    expect(audit).toMatchObject({ action: 'update', actor_username: 'admin' });
    expect(JSON.parse(audit!.before!)).toEqual({ remindAfter: 2, escalateAfter: 5 });
    expect(JSON.parse(audit!.after!)).toEqual({ remindAfter: 1, escalateAfter: 2 });
  });

  it('are what the reminders job waits', async () => {
    await markPendingAsReminded(t, SENT_AT);
    const request = await requestDay(t, 'employee', {
      ...(await categoryOf(t, 'Día personal')),
      requestDate: (await workingDays(t, `${nextYear()}-05-01`, 1))[0]!,
    });
    await t.db
      .updateTable('personal_day_requests')
      .set({ created_at: SENT_AT, status_changed_at: SENT_AT })
      .where('id', '=', request.id)
      .execute();
    await t.call('admin', 'PUT', SETTINGS, { remindAfter: 1, escalateAfter: 2 });
    // Friday: one working day, the reminder; Monday: two, the escalation.
    expect(await runJob(t.db, approvalReminders, noonOn('2030-01-11'))).toEqual({
      ran: true,
      outcome: { reminders: 1, escalations: 0 },
    });
    expect(await runJob(t.db, approvalReminders, noonOn('2030-01-14'))).toEqual({
      ran: true,
      outcome: { reminders: 0, escalations: 1 },
    });
  });

  it('may be set apart for one kind of request, which the job then waits', async () => {
    const typeSettings = (type: string) => `${SETTINGS}/${type}`;
    // Only administrators; an unknown kind is a 404; each refusal names its field.
    expect(
      (
        await t.call('supervisor', 'PUT', typeSettings('personalDays'), {
          remindAfter: 1,
          escalateAfter: 2,
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await t.call('admin', 'PUT', typeSettings('vacations'), {
          remindAfter: 1,
          escalateAfter: 2,
        })
      ).statusCode,
    ).toBe(404);
    expectInvalid(
      await t.call('admin', 'PUT', typeSettings('personalDays'), {
        remindAfter: 4,
        escalateAfter: 4,
      }),
      'escalateAfter',
    );
    expectInvalid(
      await t.call('admin', 'PUT', typeSettings('personalDays'), {
        remindAfter: 0,
        escalateAfter: 4,
      }),
      'remindAfter',
    );

    // The company waits long; personal days their own short days.
    await t.call('admin', 'PUT', SETTINGS, { remindAfter: 10, escalateAfter: 20 });
    const saved = expectJson<ReminderDaysSetting>(
      await t.call('admin', 'PUT', typeSettings('personalDays'), {
        remindAfter: 1,
        escalateAfter: 2,
      }),
    );
    const ofType = (setting: ReminderDaysSetting, type: string) =>
      setting.types.find((days) => days.type === type);
    expect(ofType(saved, 'personalDays')).toMatchObject({
      remindAfter: 1,
      escalateAfter: 2,
      own: true,
    });
    expect(ofType(saved, 'personalDays')!.updatedAt).not.toBeNull();
    expect(ofType(saved, 'schedule')).toMatchObject({
      remindAfter: 10,
      escalateAfter: 20,
      own: false,
      updatedAt: null,
    });
    const [audit] = await t.auditRows('approval_type_settings', 1);
    expect(audit).toMatchObject({ action: 'create', actor_username: 'admin' });
    expect(JSON.parse(audit!.after!)).toEqual({
      type: 'personalDays',
      remindAfter: 1,
      escalateAfter: 2,
    });

    // Every request pending so far counts as reminded and escalated: the job acts on this one.
    const at = '2030-02-07T21:00:00.000Z';
    for (const kind of ['reminder', 'escalation'] as const) {
      const pending = await t.db
        .selectFrom('personal_day_requests')
        .select('id')
        .where('status', '=', 'submitted')
        .execute();
      for (const { id } of pending) {
        await t.db
          .insertInto('approval_reminders')
          .values({ request_type: 'personalDays', request_id: id, kind, level: 1, sent_at: at })
          .onConflict((conflict) => conflict.doNothing())
          .execute();
      }
    }
    const request = await requestDay(t, 'employee', {
      ...(await categoryOf(t, 'Día personal')),
      requestDate: (await workingDays(t, `${nextYear()}-06-01`, 1))[0]!,
    });
    await t.db
      .updateTable('personal_day_requests')
      .set({ created_at: at, status_changed_at: at })
      .where('id', '=', request.id)
      .execute();
    // Sent on Thursday 7 February 2030: Friday is one working day, Monday two.
    expect(await runJob(t.db, approvalReminders, noonOn('2030-02-08'))).toMatchObject({
      outcome: { reminders: 1, escalations: 0 },
    });
    expect(await runJob(t.db, approvalReminders, noonOn('2030-02-11'))).toMatchObject({
      outcome: { reminders: 0, escalations: 1 },
    });

    // Given the company's days back.
    const reset = expectJson<ReminderDaysSetting>(
      await t.call('admin', 'DELETE', typeSettings('personalDays')),
    );
    expect(ofType(reset, 'personalDays')).toMatchObject({
      remindAfter: 10,
      escalateAfter: 20,
      own: false,
      updatedAt: null,
    });
    expect(await t.auditRows('approval_type_settings', 1)).toHaveLength(2);
  });
});
