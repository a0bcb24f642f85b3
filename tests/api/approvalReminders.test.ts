/**
 * The approvals' reminders and escalations (server/approvals/reminders.ts), run by the jobs kit
 * (server/jobs/jobs.ts) with a fixed clock, on both databases: a pending request reminds its
 * approvers once after 2 working days (weekends and company holidays skipped), escalates once
 * after 5 to the supervisor's supervisor, who then sees and decides it; the author is told and the
 * history says so. Two runs at once (on PostgreSQL, two instances) send one reminder.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { approvalReminders } from '../../server/approvals/reminders';
import { markPendingAsReminded } from './approvals/approvalsCalls';
import { createDatabase } from '../../server/db';
import { runJob } from '../../server/jobs/jobs';
import {
  createTestApp,
  employeeIdOf,
  expectJson,
  notificationsOf,
  type TestApp,
  testDatabase,
} from './helpers';
import {
  categoryOf,
  decide,
  nextYear,
  requestDay,
  workingDays,
} from './personalDays/personalDaysCalls';

/** Thursday 10 January 2030, 15:00 in Costa Rica: when the request is sent. */
const SENT_AT = '2030-01-10T21:00:00.000Z';
/** Monday 14 January 2030: a company holiday for this test. */
const HOLIDAY = '2030-01-14';
/** Noon in Costa Rica on `day`. */
const noonOn = (day: string) => new Date(`${day}T18:00:00.000Z`);

let t: TestApp;
let requestIds: number[];

/** Sends a personal day as `employee`, dated as sent at SENT_AT. */
async function pendingRequest(): Promise<number> {
  const day = requestIds.length;
  const request = await requestDay(t, 'employee', {
    ...(await categoryOf(t, 'Día personal', day % 2 ? 'Mañana' : 'Tarde')),
    requestDate: (await workingDays(t, `${nextYear()}-03-01`, 10))[day]!,
  });
  await t.db
    .updateTable('personal_day_requests')
    .set({ created_at: SENT_AT, status_changed_at: SENT_AT })
    .where('id', '=', request.id)
    .execute();
  requestIds.push(request.id);
  return request.id;
}

const run = (day: string) => runJob(t.db, approvalReminders, noonOn(day));

const sentFor = (id: number) =>
  t.db
    .selectFrom('approval_reminders')
    .select(['kind', 'level'])
    .where('request_type', '=', 'personalDays')
    .where('request_id', '=', id)
    .orderBy('id')
    .execute();

const ofKind = async (username: string, kind: string) =>
  (await notificationsOf(t, username)).filter((notice) => notice.kind === kind);

/** The personal-days inbox of `username`, asked for request `id` only. */
const inboxHas = async (username: string, id: number) => {
  const filter = encodeURIComponent(JSON.stringify({ id: [id] }));
  const rows = expectJson<{ id: number }[]>(
    await t.call(username, 'GET', `/admin/personal-days-approvals?filter=${filter}`),
  );
  return rows.some((row) => row.id === id);
};

beforeAll(async () => {
  t = await createTestApp();
  requestIds = [];
  // The demo's pending requests are older than the test's clock: taken as already reminded and
  // escalated, so the runs below only act on the test's own requests.
  await markPendingAsReminded(t, SENT_AT);
  await t.db.deleteFrom('company_holidays').where('date', '=', HOLIDAY).execute();
  await t.db
    .insertInto('company_holidays')
    .values({ date: HOLIDAY, name: 'Feriado de prueba', created_at: SENT_AT, updated_at: SENT_AT })
    .execute();
  // lss.owner supervises `supervisor` (the author's supervisor), and reads the personal days' inbox.
  const grandSupervisor = await employeeIdOf(t, 'lss.owner');
  await t.db
    .updateTable('employees')
    .set({ supervisor_id: grandSupervisor })
    .where('username', '=', 'supervisor')
    .execute();
  await t.db
    .insertInto('role_users')
    .columns(['role_id', 'employee_id', 'created_at'])
    .expression((eb) =>
      eb
        .selectFrom('roles')
        .select(['id', eb.val(grandSupervisor).as('employee_id'), eb.val(SENT_AT).as('created_at')])
        .where('code', '=', 'PD_User'),
    )
    .execute();
  await t.accessSettled();
}, 60_000);
afterAll(async () => {
  await t?.close();
});

describe('a request left pending', () => {
  let id: number;
  beforeAll(async () => {
    id = await pendingRequest();
  });

  test('1 working day after (the Friday, then the holiday Monday): nothing', async () => {
    for (const day of ['2030-01-11', '2030-01-12', HOLIDAY]) {
      expect(await run(day)).toEqual({ ran: true, outcome: { reminders: 0, escalations: 0 } });
    }
    expect(await sentFor(id)).toEqual([]);
    expect(await ofKind('supervisor', 'approvals.reminder')).toEqual([]);
  });

  test('2 working days after (Tuesday): its approver is reminded once', async () => {
    expect(await run('2030-01-15')).toEqual({
      ran: true,
      outcome: { reminders: 1, escalations: 0 },
    });
    expect(await run('2030-01-15')).toEqual({
      ran: true,
      outcome: { reminders: 0, escalations: 0 },
    });
    expect(await run('2030-01-17')).toEqual({
      ran: true,
      outcome: { reminders: 0, escalations: 0 },
    });
    expect(await sentFor(id)).toEqual([{ kind: 'reminder', level: 1 }]);
    const reminders = await ofKind('supervisor', 'approvals.reminder');
    expect(reminders).toHaveLength(1);
    expect(reminders[0]).toMatchObject({ link: '/Aprobaciones' });
    expect(reminders[0]!.body).toContain('Esteban Vargas Rojas');
    expect(reminders[0]!.body).toContain('10 de enero de 2030');
    // Not yet the next level's.
    expect(await inboxHas('lss.owner', id)).toBe(false);
  });

  test('5 working days after: escalated once to the supervisor’s supervisor, who decides it', async () => {
    expect(await run('2030-01-18')).toEqual({
      ran: true,
      outcome: { reminders: 0, escalations: 1 },
    });
    expect(await run('2030-01-21')).toEqual({
      ran: true,
      outcome: { reminders: 0, escalations: 0 },
    });
    expect(await sentFor(id)).toEqual([
      { kind: 'reminder', level: 1 },
      { kind: 'escalation', level: 1 },
    ]);
    const escalated = await ofKind('lss.owner', 'approvals.escalation');
    expect(escalated).toHaveLength(1);
    const told = await ofKind('employee', 'approvals.escalation');
    expect(told).toHaveLength(1);
    expect(told[0]!.body).toContain('Leonardo Cordero Arias');
    const history = await t.db
      .selectFrom('personal_day_status_changes')
      .select(['from_status', 'to_status', 'note', 'changed_by'])
      .where('request_id', '=', id)
      .orderBy('id')
      .execute();
    expect(history.at(-1)).toEqual({
      from_status: 'submitted',
      to_status: 'submitted',
      note: 'Escalada a Leonardo Cordero Arias tras 5 días hábiles sin decisión.',
      changed_by: null,
    });

    expect(await inboxHas('lss.owner', id)).toBe(true);
    // Escalation adds a level: the supervisor still decides it too.
    expect(await inboxHas('supervisor', id)).toBe(true);
    expectJson(await decide(t, 'lss.owner', id, { status: 'approved' }));
    expect(await run('2030-01-22')).toEqual({
      ran: true,
      outcome: { reminders: 0, escalations: 0 },
    });
  });

  test('an approver whose people’s people have no escalated request does not see them', async () => {
    const other = await pendingRequest();
    await run('2030-01-15');
    expect(await inboxHas('lss.owner', other)).toBe(false);
    expect(
      await decide(t, 'lss.owner', other, { status: 'approved' }).then((r) => r.statusCode),
    ).toBe(404);
  });
});

// Two runs at once: on PostgreSQL two instances (each its own connections), whose advisory lock lets
// one run; SQLite is one process's file, whose one handle takes its write transactions in turn.
test('two runs at once send one reminder', async () => {
  const id = await pendingRequest();
  const before = (await ofKind('supervisor', 'approvals.reminder')).length;
  const second =
    testDatabase === 'postgres' ? createDatabase({ url: t.databaseUrl }).db : undefined;
  try {
    const runs = await Promise.all([
      runJob(t.db, approvalReminders, noonOn('2030-01-15')),
      runJob(second ?? t.db, approvalReminders, noonOn('2030-01-15')),
    ]);
    // One sends it; the other finds the lock taken, or the reminder already sent.
    expect(runs.map((r) => (r.ran ? r.outcome.reminders : 0)).sort()).toEqual([0, 1]);
  } finally {
    await second?.destroy();
  }
  expect(await sentFor(id)).toEqual([{ kind: 'reminder', level: 1 }]);
  expect(await ofKind('supervisor', 'approvals.reminder')).toHaveLength(before + 1);
});

test('the job’s state: last run, next run, what it did', async () => {
  // Everything pending was reminded on the 15th already.
  await run('2030-01-15');
  const jobs = expectJson<
    { name: string; lastRunAt: string | null; nextRunAt: string; lastOutcome: object }[]
  >(await t.call('admin', 'GET', '/admin/scheduled-jobs'));
  expect(jobs).toEqual([
    // The delegations' start notices: registered by the seed, not run here.
    {
      id: expect.any(Number) as number,
      name: 'approvals.delegationStarts',
      intervalSeconds: 3600,
      lastRunAt: null,
      nextRunAt: expect.any(String) as string,
      lastOutcome: {},
      lastError: null,
    },
    {
      id: expect.any(Number) as number,
      name: 'approvals.reminders',
      intervalSeconds: 3600,
      lastRunAt: '2030-01-15T18:00:00.000Z',
      nextRunAt: '2030-01-15T19:00:00.000Z',
      lastOutcome: { reminders: 0, escalations: 0 },
      lastError: null,
    },
    // The privacy kit's: registered by the seed, not run here.
    ...['privacy.exports', 'privacy.retention'].map((name) =>
      expect.objectContaining({ name, lastRunAt: null, lastOutcome: {}, lastError: null }),
    ),
  ]);
  expect((await t.call('supervisor', 'GET', '/admin/scheduled-jobs')).statusCode).toBe(403);
});
