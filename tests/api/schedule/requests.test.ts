/**
 * The agents' calls of the schedule module on the tools family: who may request and why not,
 * their status, the schedules offered with their filters, exceptions, their last requests, the
 * request's rules (R2–R4: ProblemID, ReasonID, FinalDate, the Until date, 12-hour times, the
 * Tuesday typo, TotalHours), the date token, another's badge or login refused, and the image
 * (prefix, type, size, another's request).
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { addDays, calendarDay } from '../../../contracts/calendar';
import { dateToken } from '../../../contracts/dateToken';
import {
  FIXED_FINAL_DATE,
  IMAGE_MAX_BYTES,
  type EmployeeStatusAnswer,
  type InsertRequestAnswer,
  type ScheduleException,
  type ScheduleReason,
  type ScheduleRequest,
  type UserValidAnswer,
  type WorkSchedule,
} from '../../../contracts/schedule/schedule';
import { PNG } from '../../fixtures/png';
import {
  badgeOf,
  countRows,
  createTestApp,
  expectInvalid,
  expectJson,
  notificationsOf,
  type TestApp,
} from '../helpers';
import {
  agendas,
  clearPending,
  customBody,
  customWeek,
  insert,
  offered,
  offeredBody,
  todayToken,
  toolsCall,
} from './scheduleCalls';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});
beforeEach(async () => {
  for (const username of ['employee', 'supervisor']) await clearPending(t, username);
});

const submitted = async (username = 'employee', more = {}) =>
  expectJson<InsertRequestAnswer>(
    await insert(t, username, await customBody(t, username, more)),
    201,
  );

describe('the date token and who may call', () => {
  it('refuses a missing or stale token with 400 naming token, after the bearer token', async () => {
    const badge = await badgeOf(t, 'employee');
    const stale = await dateToken(
      t.config.clientTokenPhrase,
      new Date(Date.now() - 3 * 86_400_000),
    );
    for (const query of [`badge=${badge}`, `badge=${badge}&token=${stale}`])
      expectInvalid(
        await toolsCall(t, 'employee', 'GET', `/Agendas/GetUserValid?${query}`),
        'token',
      );
    expect(
      (await toolsCall(t, null, 'GET', `/Agendas/GetUserValid?badge=${badge}`)).statusCode,
    ).toBe(401);
    expectInvalid(
      await insert(t, 'employee', await customBody(t, 'employee', { token: stale })),
      'token',
    );
  });

  it('refuses another employee’s badge (403) but lets the planners read an agent’s', async () => {
    for (const call of [
      'GetUserValid',
      'GetStatusEmployee',
      'GetAgendas',
      'GetAgendasException',
      'GetMyRequestChatBot',
    ]) {
      expect((await agendas(t, 'employee', call, { about: 'supervisor' })).statusCode, call).toBe(
        403,
      );
      expect(
        (await agendas(t, 'workforce.planner', call, { about: 'employee' })).statusCode,
        call,
      ).toBe(200);
    }
  });

  it('refuses a request filed for another badge or with another login', async () => {
    const forOther = await customBody(t, 'employee', {
      Employee_ID: await badgeOf(t, 'supervisor'),
    });
    expect((await insert(t, 'employee', forOther)).statusCode).toBe(403);
    // Not even the planners file for an agent.
    expect((await insert(t, 'workforce.planner', await customBody(t, 'employee'))).statusCode).toBe(
      403,
    );
    expectInvalid(
      await insert(t, 'employee', await customBody(t, 'employee', { Network_Login: 'supervisor' })),
      'Network_Login',
    );
  });
});

describe('GetUserValid and GetStatusEmployee', () => {
  it('lets an agent past probation request and tells why not otherwise', async () => {
    expect(expectJson<UserValidAnswer>(await agendas(t, 'employee', 'GetUserValid'))).toMatchObject(
      {
        valid: true,
        reason: null,
      },
    );
    const newhire = expectJson<UserValidAnswer>(await agendas(t, 'newhire', 'GetUserValid'));
    expect(newhire).toMatchObject({ valid: false, reason: 'probation' });
    expect(newhire.probationEnds! > calendarDay()).toBe(true);
    expect(newhire.message).toContain(newhire.probationEnds);
    expect((await insert(t, 'newhire', await customBody(t, 'newhire'))).statusCode).toBe(409);

    const { id } = await submitted();
    expect(expectJson<UserValidAnswer>(await agendas(t, 'employee', 'GetUserValid'))).toMatchObject(
      {
        valid: false,
        reason: 'pendingRequest',
        pendingRequestId: id,
      },
    );
  });

  it('answers the account, position, current schedule and pending request', async () => {
    const status = expectJson<EmployeeStatusAnswer>(
      await agendas(t, 'employee', 'GetStatusEmployee'),
    );
    expect(status).toMatchObject({
      badge: await badgeOf(t, 'employee'),
      account: 'Banca Digital',
      pendingRequestId: null,
    });
    expect(status.schedule).toMatchObject({ permanent: true, active: true });
    expect(status.schedule!.daysOff).toHaveLength(2);
    const { id } = await submitted();
    expect(
      expectJson<EmployeeStatusAnswer>(await agendas(t, 'employee', 'GetStatusEmployee'))
        .pendingRequestId,
    ).toBe(id);
  });
});

describe('GetAgendas', () => {
  it('offers the active schedules of their account and of all, never their current one, by start time', async () => {
    const current = expectJson<EmployeeStatusAnswer>(
      await agendas(t, 'employee', 'GetStatusEmployee'),
    ).schedule!;
    const rows = expectJson<WorkSchedule[]>(await agendas(t, 'employee', 'GetAgendas'));
    expect(rows.length).toBeGreaterThan(3);
    expect(rows.map((row) => row.id)).not.toContain(current.id);
    expect(
      rows.every((row) => row.active && (row.account === null || row.account === 'Banca Digital')),
    ).toBe(true);
    expect(rows.some((row) => row.account === 'Banca Digital')).toBe(true);
    const starts = rows.map((row) => row.startTime);
    expect(starts).toEqual([...starts].sort());
  });

  it('filters by start time, days off (any order) and permanence', async () => {
    const byStart = expectJson<WorkSchedule[]>(
      await agendas(t, 'employee', 'GetAgendas', { more: { horaInicio: '14:00' } }),
    );
    expect(byStart.length).toBeGreaterThan(0);
    expect(byStart.every((row) => row.startTime === '14:00')).toBe(true);
    const byDays = expectJson<WorkSchedule[]>(
      await agendas(t, 'employee', 'GetAgendas', { more: { diasLibres: '4,3' } }),
    );
    expect(byDays.length).toBeGreaterThan(0);
    expect(byDays.every((row) => row.daysOff.join(',') === '3,4')).toBe(true);
    for (const permanent of [true, false]) {
      const rows = expectJson<WorkSchedule[]>(
        await agendas(t, 'employee', 'GetAgendas', { more: { permanencia: String(permanent) } }),
      );
      expect(rows.length).toBeGreaterThan(0);
      expect(rows.every((row) => row.permanent === permanent)).toBe(true);
    }
    expectInvalid(
      await agendas(t, 'employee', 'GetAgendas', { more: { horaInicio: '25:00' } }),
      'horaInicio',
    );
    expectInvalid(
      await agendas(t, 'employee', 'GetAgendas', { more: { diasLibres: '6,6' } }),
      'diasLibres',
    );
    expectInvalid(
      await agendas(t, 'employee', 'GetAgendas', { more: { permanencia: 'maybe' } }),
      'permanencia',
    );
  });
});

describe('GetAgendasException, GetMyRequestChatBot and GetReasons', () => {
  it('shows the seeded custom exception in force with its week', async () => {
    const rows = expectJson<ScheduleException[]>(
      await agendas(t, 'employee', 'GetAgendasException'),
    );
    const custom = rows.find((row) => row.kind === 'custom')!;
    expect(custom.to >= calendarDay()).toBe(true);
    expect(custom.shifts[0]).toEqual({ weekday: 1, start: '07:00', end: '15:00' });
  });

  it('answers the last request (top=1 by default), newest first, with status and note', async () => {
    const seeded = expectJson<ScheduleRequest[]>(
      await agendas(t, 'employee', 'GetMyRequestChatBot', { more: { top: '5' } }),
    );
    expect(seeded.length).toBeGreaterThanOrEqual(2);
    const rejected = seeded.find((row) => row.StatusID === 3)!;
    expect(rejected.note).not.toBe('');
    const { id } = await submitted();
    const [last, ...rest] = expectJson<ScheduleRequest[]>(
      await agendas(t, 'employee', 'GetMyRequestChatBot', { more: { top: '1' } }),
    );
    expect(rest).toHaveLength(0);
    expect(last).toMatchObject({
      id,
      StatusID: 1,
      status: 'submitted',
      ProblemID: 7,
      Type: 'Custom',
      reason: 'Studies',
    });
    expect(last!.HorariosCustom!.MatesEntrada).toBe('8:00 am');
    expect(last!.shifts).toHaveLength(5);
    expectInvalid(
      await agendas(t, 'employee', 'GetMyRequestChatBot', { more: { top: '11' } }),
      'top',
    );
  });

  it('lists the reasons in the caller’s language, 4 the general one', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/tools/Agendas/GetReasons?token=${await todayToken(t)}`,
      headers: { authorization: `Bearer ${await t.tokenOf('employee')}`, 'accept-language': 'en' },
    });
    const reasons = expectJson<ScheduleReason[]>(response);
    expect(reasons.find((reason) => reason.id === 4)).toEqual({
      id: 4,
      name: 'Change of schedule',
      custom: false,
    });
    expect(reasons.filter((reason) => reason.custom).length).toBeGreaterThan(2);
  });
});

describe('PostInsertaRequest: a custom schedule (R2, R3)', () => {
  it('creates it with StatusID 1, kept as sent, and notifies its author', async () => {
    const body = await customBody(t);
    const answer = expectJson<InsertRequestAnswer>(await insert(t, 'employee', body), 201);
    expect(answer.StatusID).toBe(1);
    const row = await t.db
      .selectFrom('schedule_change_requests')
      .selectAll()
      .where('id', '=', answer.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      status: 'submitted',
      problem_id: 7,
      reason_id: 10,
      schedule_id: null,
      type: 'Custom',
      total_minutes: 40 * 60,
    });
    expect(JSON.parse(row.custom_times!)).toMatchObject({
      MatesSalida: '5:00 pm',
      TotalHours: '40',
    });
    expect((await notificationsOf(t, 'employee'))[0]).toMatchObject({ kind: 'schedule' });
  });

  it('refuses StatusID other than 1, an unknown ProblemID and a reason that is not custom', async () => {
    expectInvalid(
      await insert(t, 'employee', await customBody(t, 'employee', { StatusID: 2 })),
      'StatusID',
    );
    expectInvalid(
      await insert(t, 'employee', await customBody(t, 'employee', { ProblemID: 3 })),
      'ProblemID',
    );
    expectInvalid(
      await insert(t, 'employee', await customBody(t, 'employee', { ReasonID: 4 })),
      'ReasonID',
    );
    expectInvalid(
      await insert(t, 'employee', await customBody(t, 'employee', { Type: 'Agenda' })),
      'Type',
    );
  });

  it('wants StartDate = FinalDate = the Until date, not past, within a year', async () => {
    const until = addDays(calendarDay(), 10);
    expectInvalid(
      await insert(
        t,
        'employee',
        await customBody(t, 'employee', { FinalDate: addDays(until, 1) }),
      ),
      'FinalDate',
    );
    const past = addDays(calendarDay(), -1);
    expectInvalid(
      await insert(
        t,
        'employee',
        await customBody(t, 'employee', { StartDate: past, FinalDate: past }),
      ),
      'StartDate',
    );
    const far = addDays(calendarDay(), 400);
    expectInvalid(
      await insert(
        t,
        'employee',
        await customBody(t, 'employee', { StartDate: far, FinalDate: far }),
      ),
      'StartDate',
    );
    expectInvalid(
      await insert(
        t,
        'employee',
        await customBody(t, 'employee', { StartDate: '2026-02-30', FinalDate: '2026-02-30' }),
      ),
      'StartDate',
    );
  });

  it('wants HorariosCustom with 12-hour times or empty, each day both or neither', async () => {
    expectInvalid(
      await insert(t, 'employee', await customBody(t, 'employee', { HorariosCustom: undefined })),
      'HorariosCustom',
    );
    expectInvalid(
      await insert(
        t,
        'employee',
        await customBody(t, 'employee', {
          HorariosCustom: customWeek({ LunesEntrada: '08:00', TotalHours: '40' }),
        }),
      ),
      'HorariosCustom.LunesEntrada',
    );
    expectInvalid(
      await insert(
        t,
        'employee',
        await customBody(t, 'employee', {
          HorariosCustom: customWeek({ LunesEntrada: '13:00 pm', TotalHours: '40' }),
        }),
      ),
      'HorariosCustom.LunesEntrada',
    );
    expectInvalid(
      await insert(
        t,
        'employee',
        await customBody(t, 'employee', {
          HorariosCustom: customWeek({ SabadoEntrada: '8:00 am' }),
        }),
      ),
      'HorariosCustom.SabadoEntrada',
    );
    // An empty day stays empty: a week of one day is fine.
    const oneDay = customWeek({
      MatesEntrada: '',
      MatesSalida: '',
      MiercolesEntrada: '',
      MiercolesSalida: '',
      JuevesEntrada: '',
      JuevesSalida: '',
      ViernesEntrada: '',
      ViernesSalida: '',
    });
    expect(oneDay.TotalHours).toBe('9');
    expect(
      (await insert(t, 'employee', await customBody(t, 'employee', { HorariosCustom: oneDay })))
        .statusCode,
    ).toBe(201);
  });

  it('takes Tuesday as MatesEntrada/MatesSalida and refuses the right spelling', async () => {
    expectInvalid(
      await insert(
        t,
        'employee',
        await customBody(t, 'employee', {
          HorariosCustom: { ...customWeek(), MartesEntrada: '8:00 am', MartesSalida: '5:00 pm' },
        }),
      ),
      'HorariosCustom.MartesEntrada',
      'HorariosCustom.MartesSalida',
    );
  });

  it('recomputes TotalHours (past midnight too) and holds the day and week limits', async () => {
    expectInvalid(
      await insert(
        t,
        'employee',
        await customBody(t, 'employee', { HorariosCustom: customWeek({ TotalHours: '41' }) }),
      ),
      'HorariosCustom.TotalHours',
    );
    expectInvalid(
      await insert(
        t,
        'employee',
        await customBody(t, 'employee', {
          HorariosCustom: customWeek({ LunesEntrada: '6:00 am', LunesSalida: '7:00 pm' }),
        }),
      ),
      'HorariosCustom.LunesEntrada',
    );
    const long = { SabadoEntrada: '8:00 am', SabadoSalida: '6:00 pm' };
    expectInvalid(
      await insert(
        t,
        'employee',
        await customBody(t, 'employee', { HorariosCustom: customWeek(long) }),
      ),
      'HorariosCustom.TotalHours',
    );
    const nights = customWeek({ LunesEntrada: '10:00 pm', LunesSalida: '6:00 am' });
    expect(nights.TotalHours).toBe('39');
    const { id } = expectJson<InsertRequestAnswer>(
      await insert(t, 'employee', await customBody(t, 'employee', { HorariosCustom: nights })),
      201,
    );
    const row = await t.db
      .selectFrom('schedule_change_requests')
      .select('total_minutes')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.total_minutes).toBe(39 * 60);
  });
});

describe('PostInsertaRequest: a schedule offered (R4)', () => {
  it('creates a permanent (1) and a temporary (2) one with ReasonID 4 and the fixed FinalDate', async () => {
    for (const permanent of [true, false]) {
      await clearPending(t, 'employee');
      const schedule = await offered(t, 'employee', permanent);
      const { id } = expectJson<InsertRequestAnswer>(
        await insert(t, 'employee', await offeredBody(t, 'employee', schedule)),
        201,
      );
      const row = await t.db
        .selectFrom('schedule_change_requests')
        .selectAll()
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      expect(row).toMatchObject({
        problem_id: permanent ? 1 : 2,
        reason_id: 4,
        final_date: FIXED_FINAL_DATE,
        schedule_id: schedule.id,
        type: 'Agenda',
        custom_times: null,
      });
    }
  });

  it('refuses another ReasonID, FinalDate, Type, a missing schedule and a mismatched ProblemID', async () => {
    const permanent = await offered(t, 'employee', true);
    expectInvalid(
      await insert(t, 'employee', await offeredBody(t, 'employee', permanent, { ReasonID: 10 })),
      'ReasonID',
    );
    expectInvalid(
      await insert(
        t,
        'employee',
        await offeredBody(t, 'employee', permanent, { FinalDate: addDays(calendarDay(), 30) }),
      ),
      'FinalDate',
    );
    expectInvalid(
      await insert(t, 'employee', await offeredBody(t, 'employee', permanent, { Type: 'Custom' })),
      'Type',
    );
    expectInvalid(
      await insert(
        t,
        'employee',
        await offeredBody(t, 'employee', permanent, { Schedule_ID: undefined }),
      ),
      'Schedule_ID',
    );
    expectInvalid(
      await insert(t, 'employee', await offeredBody(t, 'employee', permanent, { ProblemID: 2 })),
      'ProblemID',
    );
    expectInvalid(
      await insert(
        t,
        'employee',
        await offeredBody(t, 'employee', permanent, { StartDate: addDays(calendarDay(), -2) }),
      ),
      'StartDate',
    );
  });

  it('refuses their current schedule, one of another account and an inactive one', async () => {
    const current = expectJson<EmployeeStatusAnswer>(
      await agendas(t, 'employee', 'GetStatusEmployee'),
    ).schedule!;
    expectInvalid(
      await insert(t, 'employee', await offeredBody(t, 'employee', current)),
      'Schedule_ID',
    );
    const other = await t.db
      .selectFrom('work_schedules')
      .selectAll()
      .where('account', '=', 'Soporte Técnico')
      .executeTakeFirstOrThrow();
    expectInvalid(
      await insert(
        t,
        'employee',
        await offeredBody(t, 'employee', { ...current, id: other.id, permanent: true }),
      ),
      'Schedule_ID',
    );
    const schedule = await offered(t, 'employee', true);
    await t.db
      .updateTable('work_schedules')
      .set({ active: 0 })
      .where('id', '=', schedule.id)
      .execute();
    try {
      expectInvalid(
        await insert(t, 'employee', await offeredBody(t, 'employee', schedule)),
        'Schedule_ID',
      );
    } finally {
      await t.db
        .updateTable('work_schedules')
        .set({ active: 1 })
        .where('id', '=', schedule.id)
        .execute();
    }
  });

  it('ignores HorariosCustom on a schedule offered', async () => {
    const schedule = await offered(t, 'employee', true);
    const { id } = expectJson<InsertRequestAnswer>(
      await insert(
        t,
        'employee',
        await offeredBody(t, 'employee', schedule, { HorariosCustom: customWeek() }),
      ),
      201,
    );
    const row = await t.db
      .selectFrom('schedule_change_requests')
      .select('custom_times')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.custom_times).toBeNull();
  });
});

describe('one pending request', () => {
  it('refuses a second while one is pending (409), writing nothing', async () => {
    await submitted();
    const before = await countRows(t, 'schedule_change_requests');
    expect((await insert(t, 'employee', await customBody(t))).statusCode).toBe(409);
    expect(await countRows(t, 'schedule_change_requests')).toBe(before);
  });

  it('makes one of ten sent at once', async () => {
    const body = await customBody(t);
    await t.tokenOf('employee');
    const responses = await Promise.all(
      Array.from({ length: 10 }, () => insert(t, 'employee', body)),
    );
    const codes = responses.map((response) => response.statusCode).sort();
    expect(codes.filter((code) => code === 201)).toHaveLength(1);
    expect(codes.filter((code) => code === 409)).toHaveLength(9);
  });
});

describe('PostBase64ToImage', () => {
  const image = async (username: string, request: number, Imagen: string, more = {}) =>
    toolsCall(t, username, 'POST', '/Agendas/PostBase64ToImage', {
      Imagen,
      NetworkLogin: username,
      request,
      token: await todayToken(t),
      ...more,
    });

  it('stores the image of the caller’s pending request, private, read by its author and the planners', async () => {
    const { id } = await submitted();
    const answer = expectJson<{ mime: string; url: string }>(
      await image('employee', id, PNG.toString('base64')),
      201,
    );
    expect(answer.mime).toBe('image/png');
    const path = `/ScheduleRequests/${id}/Image`;
    expect(answer.url).toBe(`/api/main${path}`);
    const mine = await t.call('employee', 'GET', path);
    expect(mine.statusCode).toBe(200);
    expect(Buffer.from(mine.rawPayload).equals(PNG)).toBe(true);
    expect((await t.call('workforce.planner', 'GET', path)).statusCode).toBe(200);
    expect((await t.call('supervisor', 'GET', path)).statusCode).toBe(404);
    const [latest] = expectJson<ScheduleRequest[]>(
      await agendas(t, 'employee', 'GetMyRequestChatBot'),
    );
    expect(latest!.imageUrl).toBe(answer.url);
  });

  it('refuses a data-URL prefix, text that is not base64, a type not accepted and an empty image', async () => {
    const { id } = await submitted();
    expectInvalid(
      await image('employee', id, `data:image/png;base64,${PNG.toString('base64')}`),
      'Imagen',
    );
    expectInvalid(await image('employee', id, 'not base64 at all!'), 'Imagen');
    expectInvalid(
      await image('employee', id, Buffer.from('just some text').toString('base64')),
      'Imagen',
    );
    expectInvalid(await image('employee', id, ''), 'Imagen');
  });

  it('refuses an image over 5 MB (413), and takes one near the limit', async () => {
    const { id } = await submitted();
    const big = Buffer.concat([PNG, Buffer.alloc(IMAGE_MAX_BYTES + 1 - PNG.length)]);
    const response = await image('employee', id, big.toString('base64'));
    expect(response.statusCode).toBe(413);
    const near = Buffer.concat([PNG, Buffer.alloc(IMAGE_MAX_BYTES - 10 - PNG.length)]);
    expect((await image('employee', id, near.toString('base64'))).statusCode).toBe(201);
  });

  it('refuses another’s login (403), another’s or a settled request (404)', async () => {
    const { id } = await submitted();
    expect(
      (await image('employee', id, PNG.toString('base64'), { NetworkLogin: 'supervisor' }))
        .statusCode,
    ).toBe(403);
    expect((await image('supervisor', id, PNG.toString('base64'))).statusCode).toBe(404);
    await clearPending(t, 'employee');
    expect((await image('employee', id, PNG.toString('base64'))).statusCode).toBe(404);
    expectInvalid(await image('employee', id, PNG.toString('base64'), { token: 'stale' }), 'token');
  });
});

describe('DELETE /Agendas/Requests/{id}', () => {
  const cancel = async (username: string, id: number, about = username) =>
    toolsCall(
      t,
      username,
      'DELETE',
      `/Agendas/Requests/${id}?badge=${await badgeOf(t, about)}&token=${await todayToken(t)}`,
    );

  it('lets its author withdraw a pending request (StatusID 4), then request again', async () => {
    const { id } = await submitted();
    expect((await cancel('supervisor', id)).statusCode).toBe(404);
    expect((await cancel('workforce.planner', id, 'employee')).statusCode).toBe(403);
    const answer = expectJson<ScheduleRequest>(await cancel('employee', id));
    expect(answer).toMatchObject({ id, StatusID: 4, status: 'cancelled' });
    expect((await cancel('employee', id)).statusCode).toBe(409);
    expect(expectJson<UserValidAnswer>(await agendas(t, 'employee', 'GetUserValid')).valid).toBe(
      true,
    );
  });
});
