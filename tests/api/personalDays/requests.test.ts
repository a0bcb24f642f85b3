/**
 * Personal days as their employees use them: categories and intervals, whether I may request
 * (probation, days left), requesting a day under every rule (weekends, holidays, past days, a day
 * taken, the quota), my requests, changing the day of a pending one and cancelling it; nobody
 * reads or changes another employee's request.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, dayInSpanish } from '../../../contracts/calendar';
import type {
  DayCategory,
  DayRequest,
  TimeInterval,
  UserValidation,
} from '../../../contracts/personalDays/personalDays';
import {
  badgeOf,
  countRows,
  createTestApp,
  employeeIdOf,
  expectInvalid,
  expectJson,
  notificationsOf,
  type TestApp,
} from '../helpers';
import {
  addRequest,
  categoryIntervals,
  categoryOf,
  decide,
  nextYear,
  requestDay,
  saturdayFrom,
  today,
  workingDays,
} from './personalDaysCalls';

let t: TestApp;
let days: string[];

beforeAll(async () => {
  t = await createTestApp();
  // Working days of next year, none requested by the seed.
  days = await workingDays(t, `${nextYear()}-01-01`, 40);
});
afterAll(async () => {
  await t?.close();
});

const validationOf = async (username: string, badge?: string) =>
  t.call(
    username,
    'GET',
    `/PersonalDays/InitialUserValidation/${badge ?? (await badgeOf(t, username))}`,
  );

const myRequests = async (username: string, query = '') => {
  const response = await t.call(username, 'GET', `/PersonalDays/GetDaysRequests${query}`);
  return {
    rows: expectJson<DayRequest[]>(response),
    total: Number(response.headers['x-total-count']),
  };
};

const changeDate = (username: string, id: number, requestDate: string, comment = '') =>
  t.call(
    username,
    'POST',
    `/PersonalDays/UpdateReqestDate/${id}?${new URLSearchParams({ requestDate, comment })}`,
  );

describe('categories and intervals', () => {
  it('lists the categories with their yearly quota in half days, in the caller’s language', async () => {
    const english = expectJson<DayCategory[]>(
      await t.call('employee', 'GET', '/PersonalDays/GetCategories'),
    );
    expect(english.map((c) => [c.name, c.yearlyQuotaHalves])).toEqual([
      ['Personal day', 6],
      ['Birthday', 2],
      ['Errands', 4],
    ]);
    const spanish = expectJson<DayCategory[]>(
      await t.call('employee', 'GET', '/PersonalDays/GetCategories', undefined, {
        'accept-language': 'es',
      }),
    );
    expect(spanish.map((c) => c.name)).toEqual(['Día personal', 'Cumpleaños', 'Trámites']);
  });

  it('lists a category’s intervals; 404 for an unknown one, 400 naming id for a bad one', async () => {
    const { categoryId } = await categoryOf(t, 'Día personal');
    const intervals = expectJson<TimeInterval[]>(
      await t.call('employee', 'GET', `/PersonalDays/GetTimeIntervalsByCategory/${categoryId}`),
    );
    expect(intervals.map((i) => [i.name, i.startTime, i.endTime, i.halves])).toEqual([
      ['Full day', '08:00', '17:00', 2],
      ['Morning', '08:00', '12:00', 1],
      ['Afternoon', '13:00', '17:00', 1],
    ]);
    const birthday = await categoryOf(t, 'Cumpleaños');
    expect(
      expectJson<TimeInterval[]>(
        await t.call(
          'employee',
          'GET',
          `/PersonalDays/GetTimeIntervalsByCategory/${birthday.categoryId}`,
        ),
      ).map((i) => i.halves),
    ).toEqual([2]);
    expect(
      (await t.call('employee', 'GET', '/PersonalDays/GetTimeIntervalsByCategory/99999'))
        .statusCode,
    ).toBe(404);
    expectInvalid(
      await t.call('employee', 'GET', '/PersonalDays/GetTimeIntervalsByCategory/abc'),
      'id',
    );
  });

  it('is closed to employees without a personal-days role', async () => {
    expect((await t.call('newhire', 'GET', '/PersonalDays/GetCategories')).statusCode).toBe(403);
  });
});

describe('InitialUserValidation', () => {
  it('allows an employee with days left and tells their balance and whether they approve', async () => {
    const validation = expectJson<UserValidation>(await validationOf('employee'));
    expect(validation).toMatchObject({
      allowed: true,
      reasons: [],
      mayApprove: false,
      year: Number(today().slice(0, 4)),
    });
    expect(validation.balance).toHaveLength(3);
    for (const category of validation.balance)
      expect(category.leftHalves).toBe(
        Math.max(0, category.quotaHalves - category.usedHalves - category.pendingHalves),
      );
    expect(validation.probationEndsOn).toBe('2019-06-04');
    expect(expectJson<UserValidation>(await validationOf('supervisor')).mayApprove).toBe(true);
    expect(expectJson<UserValidation>(await validationOf('pd.owner')).mayApprove).toBe(true);
  });

  it('refuses an employee in the probation period', async () => {
    const validation = expectJson<UserValidation>(await validationOf('newhire'));
    expect(validation.allowed).toBe(false);
    expect(validation.reasons).toEqual(['probation']);
    expect(validation.probationEndsOn! > today()).toBe(true);
  });

  it('answers 403 for another employee’s badge; System_Admin reads anyone’s (400 naming id, 404)', async () => {
    expect((await validationOf('employee', await badgeOf(t, 'supervisor'))).statusCode).toBe(403);
    expect(
      expectJson<UserValidation>(await validationOf('admin', await badgeOf(t, 'employee'))).allowed,
    ).toBe(true);
    expectInvalid(await validationOf('admin', 'abc'), 'id');
    expect((await validationOf('admin', '999999')).statusCode).toBe(404);
  });

  it('refuses when nothing is left in any category', async () => {
    const badge = await badgeOf(t, 'pd.owner');
    const employeeId = await employeeIdOf(t, 'pd.owner');
    // This year's days used up: approved requests written straight to the table.
    const year = today().slice(0, 4);
    const categories = await categoryIntervals(t)
      .select('personal_day_categories.yearly_quota_halves as quota')
      .where('personal_day_intervals.halves', '=', 2)
      .execute();
    let day = 1;
    for (const category of categories) {
      await t.db
        .insertInto('personal_day_requests')
        .values({
          employee_id: employeeId,
          category_id: category.categoryId,
          time_interval_id: category.timeIntervalId,
          request_date: `${year}-01-${String(day++).padStart(2, '0')}`,
          halves: category.quota,
          comment: '',
          status: 'approved',
          created_at: new Date().toISOString(),
          status_changed_at: new Date().toISOString(),
        })
        .execute();
    }
    const validation = expectJson<UserValidation>(await validationOf('pd.owner', badge));
    expect(validation.allowed).toBe(false);
    expect(validation.reasons).toEqual(['noDaysLeft']);
    expect(
      validation.balance.every((c) => c.leftHalves === 0 && c.usedHalves === c.quotaHalves),
    ).toBe(true);
  });
});

describe('AddRequestDay', () => {
  it('takes a request: pending, with its first history row, in my list and my supervisor’s inbox', async () => {
    const full = await categoryOf(t, 'Día personal');
    const request = await requestDay(t, 'employee', {
      ...full,
      requestDate: days[0]!,
      comment: 'Cita con el dentista',
    });
    expect(request).toMatchObject({
      status: 'submitted',
      requestDate: days[0],
      comment: 'Cita con el dentista',
      category: 'Personal day',
      timeInterval: 'Full day',
      halves: 2,
      reason: '',
      employee: { badge: await badgeOf(t, 'employee') },
    });
    expect(request.history.map((h) => [h.from, h.to])).toEqual([[null, 'submitted']]);
    const [receipt] = await notificationsOf(t, 'employee');
    expect(receipt).toMatchObject({ kind: 'personalDays', link: '/PersonalDays' });
    expect(receipt!.title).toBe(
      `Recibimos tu solicitud de día libre del ${dayInSpanish(days[0]!)}`,
    );
    const mine = await myRequests('employee');
    expect(mine.rows.map((r) => r.id)).toContain(request.id);
    // Latest day first.
    expect(mine.rows[0]!.id).toBe(request.id);
    const inbox = expectJson<DayRequest>(
      await t.call('supervisor', 'GET', `/admin/personal-days-approvals/${request.id}`),
    );
    expect(inbox.id).toBe(request.id);
  });

  it('counts a half day as one half against the quota', async () => {
    const morning = await categoryOf(t, 'Trámites', 'Mañana');
    const year = String(nextYear());
    const before = expectJson<UserValidation>(await validationOf('supervisor'));
    await requestDay(t, 'supervisor', { ...morning, requestDate: days[1]! });
    const requests = await myRequests('supervisor', '?status=submitted');
    const halfDay = requests.rows.find((r) => r.requestDate === days[1]);
    expect(halfDay).toMatchObject({ halves: 1, timeInterval: 'Morning', startTime: '08:00' });
    // Next year's request leaves this year's balance as it was.
    expect(expectJson<UserValidation>(await validationOf('supervisor')).balance).toEqual(
      before.balance,
    );
    expect(days[1]!.startsWith(year)).toBe(true);
  });

  it('refuses weekends, holidays, past days, days beyond next year and a day already taken (400 naming requestDate)', async () => {
    const full = await categoryOf(t, 'Día personal');
    const refused = [
      saturdayFrom(`${nextYear()}-02-01`),
      `${nextYear()}-01-01`,
      addDays(today(), -1),
      `${nextYear() + 1}-02-03`,
      days[0]!,
    ];
    for (const requestDate of refused)
      expectInvalid(await addRequest(t, 'employee', { ...full, requestDate }), 'requestDate');
    const malformed = await t.call(
      'employee',
      'POST',
      '/PersonalDays/AddRequestDay',
      { ...full, requestDate: '2027-13-01' },
      { 'accept-language': 'es' },
    );
    expectInvalid(malformed, 'requestDate');
    expect(malformed.json<{ errors: Record<string, string> }>().errors.requestDate).toBe(
      'requestDate debe ser una fecha (AAAA-MM-DD)',
    );
    expectInvalid(
      await t.call('employee', 'POST', '/PersonalDays/AddRequestDay', {
        categoryId: full.categoryId,
        timeIntervalId: full.timeIntervalId,
      }),
      'requestDate',
    );
  });

  it('names the holiday in the refusal', async () => {
    const full = await categoryOf(t, 'Día personal');
    const response = await addRequest(t, 'employee', {
      ...full,
      requestDate: `${nextYear()}-09-15`,
    });
    expectInvalid(response, 'requestDate');
    expect(response.json<{ errors: Record<string, string> }>().errors.requestDate).toContain(
      'Día de la Independencia',
    );
  });

  it('refuses an unknown category (categoryId) and an interval of another category (timeIntervalId)', async () => {
    const full = await categoryOf(t, 'Día personal');
    const birthday = await categoryOf(t, 'Cumpleaños');
    expectInvalid(
      await addRequest(t, 'employee', { ...full, categoryId: 99999, requestDate: days[2]! }),
      'categoryId',
    );
    expectInvalid(
      await addRequest(t, 'employee', {
        categoryId: birthday.categoryId,
        timeIntervalId: (await categoryOf(t, 'Trámites', 'Mañana')).timeIntervalId,
        requestDate: days[2]!,
      }),
      'timeIntervalId',
    );
    expectInvalid(
      await addRequest(t, 'employee', { ...full, categoryId: -1, requestDate: days[2]! }),
      'categoryId',
    );
    expectInvalid(
      await addRequest(t, 'employee', { ...full, requestDate: days[2]!, comment: 'x'.repeat(501) }),
      'comment',
    );
  });

  it('refuses what the category’s quota for the year cannot hold (409 naming categoryId)', async () => {
    const birthday = await categoryOf(t, 'Cumpleaños');
    await requestDay(t, 'employee', { ...birthday, requestDate: days[3]! });
    const response = await addRequest(t, 'employee', { ...birthday, requestDate: days[4]! });
    expect(response.statusCode, response.body).toBe(409);
    expect(Object.keys(response.json<{ errors: object }>().errors)).toEqual(['categoryId']);
    expect(response.json<{ message: string }>().message).toContain('"Birthday" balance');
  });

  it('refuses during the probation period (409 naming requestDate)', async () => {
    const full = await categoryOf(t, 'Día personal');
    const { hired_on: hiredOn } = await t.db
      .selectFrom('employees')
      .select('hired_on')
      .where('username', '=', 'supervisor')
      .executeTakeFirstOrThrow();
    await t.db
      .updateTable('employees')
      .set({ hired_on: addDays(today(), -10) })
      .where('username', '=', 'supervisor')
      .execute();
    try {
      const response = await addRequest(t, 'supervisor', { ...full, requestDate: days[5]! });
      expect(response.statusCode, response.body).toBe(409);
      expect(Object.keys(response.json<{ errors: object }>().errors)).toEqual(['requestDate']);
    } finally {
      await t.db
        .updateTable('employees')
        .set({ hired_on: hiredOn })
        .where('username', '=', 'supervisor')
        .execute();
    }
  });

  it('is closed to employees without a personal-days role', async () => {
    const full = await categoryOf(t, 'Día personal');
    expect((await addRequest(t, 'newhire', { ...full, requestDate: days[6]! })).statusCode).toBe(
      403,
    );
    expect(
      (await addRequest(t, 'sales.owner', { ...full, requestDate: days[6]! })).statusCode,
    ).toBe(403);
  });
});

describe('GetDaysRequests', () => {
  it('pages my requests (total in X-Total-Count), filters by status, shows only mine', async () => {
    const all = await myRequests('employee');
    expect(all.total).toBeGreaterThanOrEqual(7);
    const page = await myRequests('employee', '?page=2&perPage=2');
    expect(page.rows).toHaveLength(2);
    expect(page.total).toBe(all.total);
    expect(page.rows.map((r) => r.id)).toEqual(all.rows.slice(2, 4).map((r) => r.id));
    const rejected = await myRequests('employee', '?status=rejected');
    expect(rejected.rows.length).toBeGreaterThan(0);
    for (const request of rejected.rows) {
      expect(request.status).toBe('rejected');
      expect(request.reason).not.toBe('');
    }
    const badge = await badgeOf(t, 'employee');
    expect(all.rows.every((r) => r.employee.badge === badge)).toBe(true);
    expectInvalid(
      await t.call('employee', 'GET', '/PersonalDays/GetDaysRequests?perPage=1000'),
      'perPage',
    );
    expectInvalid(
      await t.call('employee', 'GET', '/PersonalDays/GetDaysRequests?status=lost'),
      'status',
    );
  });
});

describe('UpdateReqestDate', () => {
  it('moves my pending request to another day and changes its comment (audited)', async () => {
    const afternoon = await categoryOf(t, 'Día personal', 'Tarde');
    const request = await requestDay(t, 'employee', { ...afternoon, requestDate: days[7]! });
    const changed = expectJson<DayRequest>(
      await changeDate('employee', request.id, days[8]!, 'Mejor el otro día'),
    );
    expect(changed).toMatchObject({
      id: request.id,
      requestDate: days[8],
      comment: 'Mejor el otro día',
      status: 'submitted',
    });
    const audit = await t.auditRows('personal_day_request', request.id);
    expect(JSON.parse(audit.at(-1)!.after!)).toEqual({
      requestDate: days[8],
      comment: 'Mejor el otro día',
    });
    // Its own day does not count as taken.
    expectJson<DayRequest>(await changeDate('employee', request.id, days[8]!, 'Igual'));
  });

  it('applies the day rules (400 naming requestDate) and needs requestDate', async () => {
    const afternoon = await categoryOf(t, 'Día personal', 'Tarde');
    const request = await requestDay(t, 'employee', { ...afternoon, requestDate: days[9]! });
    expectInvalid(
      await changeDate('employee', request.id, saturdayFrom(`${nextYear()}-03-01`)),
      'requestDate',
    );
    expectInvalid(await changeDate('employee', request.id, days[0]!), 'requestDate');
    expectInvalid(
      await t.call('employee', 'POST', `/PersonalDays/UpdateReqestDate/${request.id}?comment=x`),
      'requestDate',
    );
  });

  it('answers 404 for another employee’s request and 409 naming status once decided', async () => {
    const morning = await categoryOf(t, 'Día personal', 'Mañana');
    const request = await requestDay(t, 'employee', { ...morning, requestDate: days[10]! });
    expect((await changeDate('supervisor', request.id, days[11]!)).statusCode).toBe(404);
    expect((await changeDate('employee', 99999, days[11]!)).statusCode).toBe(404);
    expectJson(await decide(t, 'supervisor', request.id, { status: 'approved' }));
    const response = await changeDate('employee', request.id, days[11]!);
    expect(response.statusCode, response.body).toBe(409);
    expect(Object.keys(response.json<{ errors: object }>().errors)).toEqual(['status']);
  });
});

describe('Delete', () => {
  it('cancels my pending request: kept with its history, its days back in my balance', async () => {
    const errands = await categoryOf(t, 'Trámites', 'Tarde');
    const before = await countRows(t, 'personal_day_requests');
    const request = await requestDay(t, 'employee', { ...errands, requestDate: days[12]! });
    const cancelled = expectJson<DayRequest>(
      await t.call('employee', 'DELETE', `/PersonalDays/Delete/${request.id}`),
    );
    expect(cancelled.status).toBe('cancelled');
    expect(cancelled.history.map((h) => h.to)).toEqual(['submitted', 'cancelled']);
    expect(await countRows(t, 'personal_day_requests')).toBe(before + 1);
    // The day is free again.
    await requestDay(t, 'employee', { ...errands, requestDate: days[12]! });
  });

  it('answers 404 for another employee’s request and 409 naming status when no longer pending', async () => {
    const errands = await categoryOf(t, 'Trámites', 'Mañana');
    const request = await requestDay(t, 'employee', { ...errands, requestDate: days[13]! });
    expect(
      (await t.call('supervisor', 'DELETE', `/PersonalDays/Delete/${request.id}`)).statusCode,
    ).toBe(404);
    expect((await t.call('employee', 'DELETE', '/PersonalDays/Delete/99999')).statusCode).toBe(404);
    expectInvalid(await t.call('employee', 'DELETE', '/PersonalDays/Delete/abc'), 'id');
    expectJson(await t.call('employee', 'DELETE', `/PersonalDays/Delete/${request.id}`));
    const again = await t.call('employee', 'DELETE', `/PersonalDays/Delete/${request.id}`);
    expect(again.statusCode, again.body).toBe(409);
    expect(Object.keys(again.json<{ errors: object }>().errors)).toEqual(['status']);
  });
});
