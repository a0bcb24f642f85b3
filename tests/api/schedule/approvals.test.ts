/**
 * The planners' resources on the main family: the inbox `schedule-requests` (who sees it, filters,
 * sorts, one record with its history and image link, approving with its effect in the same
 * transaction — a permanent change moves the employee's schedule, a temporary one and a custom
 * week become exceptions — rejecting with a reason, 409 when settled or one's own) and the
 * schedules offered `work-schedules` (list, create, edit, deactivate; audited; unique code).
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { calendarDay } from '../../../contracts/calendar';
import {
  type EmployeeStatusAnswer,
  type InsertRequestAnswer,
  type ScheduleException,
  type ScheduleRequest,
  type ScheduleRequestRecord,
  type WorkSchedule,
} from '../../../contracts/schedule/schedule';
import {
  createTestApp,
  expectInvalid,
  expectJson,
  notificationsOf,
  type TestApp,
} from '../helpers';
import { agendas, clearPending, customBody, insert, offered, offeredBody } from './scheduleCalls';

let t: TestApp;
const INBOX = '/admin/schedule-requests';
const SCHEDULES = '/admin/work-schedules';

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});
beforeEach(async () => {
  for (const username of ['employee', 'supervisor', 'workforce.planner', 'admin'])
    await clearPending(t, username);
});

const list = (username: string, path: string, query: Record<string, unknown> = {}) =>
  t.call(
    username,
    'GET',
    `${path}?${new URLSearchParams(
      Object.fromEntries(Object.entries(query).map(([key, value]) => [key, JSON.stringify(value)])),
    )}`,
  );

const decide = (username: string, id: number, body: object) =>
  t.call(username, 'PUT', `${INBOX}/${id}`, body);

const request = async (username: string, body: object) =>
  expectJson<InsertRequestAnswer>(await insert(t, username, body), 201);

describe('the inbox', () => {
  it('is the planners’ and System_Admin’s: anyone else is refused', async () => {
    for (const username of ['employee', 'supervisor', 'medical.staff'])
      expect((await list(username, INBOX)).statusCode, username).toBe(403);
    expect((await list('workforce.planner', INBOX)).statusCode).toBe(200);
    expect((await list('admin', INBOX)).statusCode).toBe(200);
  });

  it('lists pending requests oldest first with the total, filters and search, never the planner’s own', async () => {
    const own = await request('workforce.planner', await customBody(t, 'workforce.planner'));
    const mine = await request('employee', await customBody(t));
    const response = await list('workforce.planner', INBOX, { filter: { status: 'submitted' } });
    const rows = expectJson<ScheduleRequestRecord[]>(response);
    expect(rows.length).toBeGreaterThanOrEqual(4);
    expect(rows.every((row) => row.status === 'submitted' && row.StatusID === 1)).toBe(true);
    const sent = rows.map((row) => row.submittedAt);
    expect(sent).toEqual([...sent].sort());
    expect(rows.map((row) => row.id)).not.toContain(own.id);
    expect(response.headers['content-range']).toBe(
      `schedule-requests 0-${rows.length - 1}/${rows.length}`,
    );

    const found = expectJson<ScheduleRequestRecord[]>(
      await list('workforce.planner', INBOX, { filter: { q: 'Esteban', ProblemID: 7 } }),
    );
    expect(found.map((row) => row.id)).toContain(mine.id);
    expect(found.every((row) => row.ProblemID === 7)).toBe(true);
    const page = await list('workforce.planner', INBOX, {
      sort: ['employeeName', 'DESC'],
      range: [0, 1],
    });
    expect(expectJson<ScheduleRequestRecord[]>(page)).toHaveLength(2);
    expect((await list('workforce.planner', INBOX, { sort: ['amount', 'ASC'] })).statusCode).toBe(
      400,
    );
  });

  it('shows one request with its author, current schedule, week and history', async () => {
    const { id } = await request('employee', await customBody(t));
    const record = expectJson<ScheduleRequestRecord>(
      await t.call('workforce.planner', 'GET', `${INBOX}/${id}`),
    );
    expect(record).toMatchObject({
      id,
      employeeName: 'Esteban Vargas Rojas',
      networkLogin: 'employee',
      ProblemID: 7,
    });
    expect(record.currentSchedule).not.toBeNull();
    expect(record.shifts).toHaveLength(5);
    expect(record.history.map((change) => change.toStatus)).toEqual(['submitted']);
    const own = await request('workforce.planner', await customBody(t, 'workforce.planner'));
    expect((await t.call('workforce.planner', 'GET', `${INBOX}/${own.id}`)).statusCode).toBe(404);
  });
});

describe('decisions and their effects', () => {
  it('a permanent change moves the employee’s schedule from StartDate', async () => {
    const schedule = await offered(t, 'employee', true);
    const body = await offeredBody(t, 'employee', schedule);
    const { id } = await request('employee', body);
    const record = expectJson<ScheduleRequestRecord>(
      await decide('workforce.planner', id, { status: 'approved', note: '' }),
    );
    expect(record).toMatchObject({ status: 'approved', StatusID: 2 });
    const status = expectJson<EmployeeStatusAnswer>(
      await agendas(t, 'employee', 'GetStatusEmployee'),
    );
    expect(status.schedule).toMatchObject({ id: schedule.id, since: body.StartDate });
    expect((await notificationsOf(t, 'employee'))[0]).toMatchObject({ kind: 'schedule' });
    expect((await t.auditRows('schedule_request', id)).length).toBe(1);
  });

  it('a temporary change becomes a temporary exception to the fixed FinalDate', async () => {
    const schedule = await offered(t, 'employee', false);
    const { id } = await request('employee', await offeredBody(t, 'employee', schedule));
    expectJson(await decide('admin', id, { status: 'approved', note: 'Ok' }));
    const exceptions = expectJson<ScheduleException[]>(
      await agendas(t, 'employee', 'GetAgendasException'),
    );
    expect(exceptions.find((row) => row.requestId === id)).toMatchObject({
      kind: 'temporary',
      to: '2099-12-31',
      schedule: { id: schedule.id },
    });
  });

  it('a custom week becomes a custom exception from today to the Until date', async () => {
    const body = await customBody(t);
    const { id } = await request('employee', body);
    expectJson(await decide('workforce.planner', id, { status: 'approved', note: '' }));
    const exception = expectJson<ScheduleException[]>(
      await agendas(t, 'employee', 'GetAgendasException'),
    ).find((row) => row.requestId === id)!;
    expect(exception).toMatchObject({
      kind: 'custom',
      from: calendarDay(),
      to: body.FinalDate,
      schedule: null,
    });
    expect(exception.shifts).toContainEqual({ weekday: 2, start: '08:00', end: '17:00' });
    expect(exception.shifts).toContainEqual({ weekday: 5, start: '08:00', end: '12:00' });
  });

  it('a rejection says why; the author reads it; nothing changes', async () => {
    const { id } = await request('employee', await customBody(t));
    const exceptionsBefore = await t.db.selectFrom('schedule_exceptions').select('id').execute();
    expectInvalid(await decide('workforce.planner', id, { status: 'rejected', note: '' }), 'note');
    expectJson(await decide('workforce.planner', id, { status: 'rejected', note: 'Sin cupo' }));
    const [last] = expectJson<ScheduleRequest[]>(
      await agendas(t, 'employee', 'GetMyRequestChatBot'),
    );
    expect(last).toMatchObject({ id, StatusID: 3, note: 'Sin cupo' });
    expect(await t.db.selectFrom('schedule_exceptions').select('id').execute()).toHaveLength(
      exceptionsBefore.length,
    );
  });

  it('409 for a settled request, two planners at once make one decision', async () => {
    const { id } = await request('employee', await customBody(t));
    const [a, b] = await Promise.all([
      decide('workforce.planner', id, { status: 'approved', note: '' }),
      decide('admin', id, { status: 'rejected', note: 'No' }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const exceptions = await t.db
      .selectFrom('schedule_exceptions')
      .select('id')
      .where('request_id', '=', id)
      .execute();
    expect(exceptions).toHaveLength(a.statusCode === 200 ? 1 : 0);
    // Not theirs to decide: not found (the approvals kit bounds the decision, not the door).
    expect((await decide('employee', id, { status: 'approved', note: '' })).statusCode).toBe(404);
  });
});

describe('work-schedules', () => {
  it('is the planners’: lists, creates, edits and deactivates, audited, code unique', async () => {
    expect((await list('employee', SCHEDULES)).statusCode).toBe(403);
    const rows = expectJson<WorkSchedule[]>(
      await list('workforce.planner', SCHEDULES, { filter: { permanent: false } }),
    );
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((row) => !row.permanent)).toBe(true);
    const body = {
      code: 'x-test-0500',
      startTime: '05:00',
      endTime: '13:00',
      daysOff: [7, 1],
      permanent: true,
      account: '',
    };
    const created = expectJson<WorkSchedule>(
      await t.call('workforce.planner', 'POST', SCHEDULES, body),
      201,
    );
    expect(created).toMatchObject({
      code: 'X-TEST-0500',
      daysOff: [1, 7],
      account: null,
      active: true,
      weeklyHours: 40,
    });
    expect(
      (await t.call('workforce.planner', 'POST', SCHEDULES, { ...body, code: 'X-test-0500' }))
        .statusCode,
    ).toBe(409);
    expectInvalid(
      await t.call('workforce.planner', 'POST', SCHEDULES, { ...body, code: 'Y', daysOff: [3, 3] }),
      'daysOff',
    );
    expectInvalid(
      await t.call('workforce.planner', 'POST', SCHEDULES, {
        ...body,
        code: 'Y',
        startTime: '5am',
      }),
      'startTime',
    );
    const offeredNow = expectJson<WorkSchedule[]>(
      await agendas(t, 'employee', 'GetAgendas', { more: { horaInicio: '05:00' } }),
    );
    expect(offeredNow.map((row) => row.id)).toContain(created.id);
    const edited = expectJson<WorkSchedule>(
      await t.call('workforce.planner', 'PUT', `${SCHEDULES}/${created.id}`, {
        ...body,
        active: false,
      }),
    );
    expect(edited.active).toBe(false);
    const after = expectJson<WorkSchedule[]>(
      await agendas(t, 'employee', 'GetAgendas', { more: { horaInicio: '05:00' } }),
    );
    expect(after.map((row) => row.id)).not.toContain(created.id);
    expect((await t.auditRows('work_schedule', created.id)).length).toBe(2);
    expect((await t.call('workforce.planner', 'GET', `${SCHEDULES}/999999`)).statusCode).toBe(404);
  });
});
