/**
 * Personal days under concurrent requests (both databases): the quota holds (the author's
 * employee row is locked before counting; SQLite's write lock does the same), a day is requested
 * once, and of two decisions, or a decision and the author's cancellation, exactly one wins.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { CompanyHoliday, DayRequest } from '../../../contracts/personalDays/personalDays';
import { createTestApp, expectJson, notificationsOf, type TestApp } from '../helpers';
import {
  addRequest,
  categoryOf,
  decide,
  nextYear,
  requestDay,
  workingDays,
} from './personalDaysCalls';

const CONCURRENT = 50;

let t: TestApp;
let days: string[];

beforeAll(async () => {
  t = await createTestApp();
  days = await workingDays(t, `${nextYear()}-01-01`, CONCURRENT + 10);
  // One sign-in per user before the races: concurrent first calls would each sign in.
  for (const username of ['employee', 'supervisor', 'pd.owner', 'admin']) await t.tokenOf(username);
});
afterAll(async () => {
  await t?.close();
});

const requestsOf = (username: string, status: DayRequest['status']) =>
  t.db
    .selectFrom('personal_day_requests')
    .innerJoin('employees', 'employees.id', 'personal_day_requests.employee_id')
    .select('personal_day_requests.id')
    .where('employees.username', '=', username)
    .where('personal_day_requests.status', '=', status)
    .execute();

const historyOf = (id: number) =>
  t.db
    .selectFrom('personal_day_status_changes')
    .select(['from_status', 'to_status'])
    .where('request_id', '=', id)
    .orderBy('id')
    .execute();

it(`accepts exactly 2 of ${CONCURRENT} concurrent requests against a balance of 2 days`, async () => {
  // 'Trámites': 2 days a year; pd.owner has none of next year's taken.
  const errands = await categoryOf(t, 'Trámites');
  const responses = await Promise.all(
    days
      .slice(0, CONCURRENT)
      .map((requestDate) => addRequest(t, 'pd.owner', { ...errands, requestDate })),
  );
  const accepted = responses.filter((response) => response.statusCode === 201);
  const refused = responses.filter((response) => response.statusCode === 409);
  expect(accepted).toHaveLength(2);
  expect(refused).toHaveLength(CONCURRENT - 2);
  for (const response of refused)
    expect(Object.keys(response.json<{ errors: object }>().errors)).toEqual(['categoryId']);
  const written = await t.db
    .selectFrom('personal_day_requests')
    .innerJoin('employees', 'employees.id', 'personal_day_requests.employee_id')
    .select(['personal_day_requests.halves'])
    .where('employees.username', '=', 'pd.owner')
    .where('personal_day_requests.category_id', '=', errands.categoryId)
    .where('personal_day_requests.request_date', '>=', `${nextYear()}-01-01`)
    .execute();
  expect(written.reduce((sum, row) => sum + row.halves, 0)).toBe(4);
});

it('takes one of concurrent requests for the same day (400 naming requestDate for the rest)', async () => {
  const personal = await categoryOf(t, 'Día personal', 'Mañana');
  const day = days[CONCURRENT]!;
  const responses = await Promise.all(
    Array.from({ length: 10 }, () => addRequest(t, 'employee', { ...personal, requestDate: day })),
  );
  const statuses = responses.map((response) => response.statusCode);
  expect(statuses.filter((status) => status === 201)).toHaveLength(1);
  expect(statuses.filter((status) => status === 400)).toHaveLength(9);
  for (const response of responses.filter((r) => r.statusCode === 400))
    expect(Object.keys(response.json<{ errors: object }>().errors)).toEqual(['requestDate']);
});

it('lets one of two approvers deciding at once win; the other gets 409 naming status', async () => {
  const full = await categoryOf(t, 'Día personal');
  for (const [index, [first, second]] of [
    [
      { status: 'approved', from: 'submitted' },
      { status: 'approved', from: 'submitted' },
    ],
    [{ status: 'approved' }, { status: 'rejected', note: 'La cuenta no puede cubrir ese día.' }],
  ].entries()) {
    const request = await requestDay(t, 'employee', {
      ...full,
      requestDate: days[CONCURRENT + 1 + index]!,
    });
    const noticesBefore = (await notificationsOf(t, 'employee')).length;
    const responses = await Promise.all([
      decide(t, 'supervisor', request.id, first as never),
      decide(t, 'pd.owner', request.id, second as never),
    ]);
    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 409]);
    const loser = responses.find((response) => response.statusCode === 409)!;
    expect(Object.keys(loser.json<{ errors: object }>().errors)).toEqual(['status']);
    const winner = responses.find((response) => response.statusCode === 200)!.json<DayRequest>();
    expect(await historyOf(request.id)).toEqual([
      { from_status: null, to_status: 'submitted' },
      { from_status: 'submitted', to_status: winner.status },
    ]);
    expect((await notificationsOf(t, 'employee')).length).toBe(noticesBefore + 1);
  }
});

it('keeps one outcome when the author cancels while an approver approves', async () => {
  // 'Trámites' (2 days) is untouched by the races above: three afternoons fit.
  const half = await categoryOf(t, 'Trámites', 'Tarde');
  for (const index of [0, 1, 2]) {
    const request = await requestDay(t, 'employee', {
      ...half,
      requestDate: days[CONCURRENT + 3 + index]!,
    });
    const [cancel, approve] = await Promise.all([
      t.call('employee', 'DELETE', `/PersonalDays/Delete/${request.id}`),
      decide(t, 'supervisor', request.id, { status: 'approved' }),
    ]);
    expect([cancel.statusCode, approve.statusCode].sort()).toEqual([200, 409]);
    const status = cancel.statusCode === 200 ? 'cancelled' : 'approved';
    const row = await t.db
      .selectFrom('personal_day_requests')
      .select('status')
      .where('id', '=', request.id)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe(status);
    expect(await historyOf(request.id)).toEqual([
      { from_status: null, to_status: 'submitted' },
      { from_status: 'submitted', to_status: status },
    ]);
  }
  expect((await requestsOf('employee', 'submitted')).length).toBeGreaterThan(0);
});

it('adds one of two concurrent holidays on the same day (409 naming date for the other)', async () => {
  const day = days[CONCURRENT + 8]!;
  const responses = await Promise.all([
    t.call('pd.owner', 'POST', '/admin/company-holidays', { date: day, name: 'Feriado uno' }),
    t.call('admin', 'POST', '/admin/company-holidays', { date: day, name: 'Feriado dos' }),
  ]);
  expect(responses.map((response) => response.statusCode).sort()).toEqual([201, 409]);
  const created = responses.find((r) => r.statusCode === 201)!;
  expect(expectJson<CompanyHoliday>(created, 201).date).toBe(day);
});
