/**
 * The approvers' inbox `personal-days-approvals`: a supervisor sees and decides their people's
 * requests only, the owners everyone's; a decision is written with its history, audit and the
 * author's notification, and the author's balance follows it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, dayInSpanish } from '../../../contracts/calendar';
import type { DayRequest, UserValidation } from '../../../contracts/personalDays/personalDays';
import {
  badgeOf,
  createTestApp,
  employeeIdOf,
  expectInvalid,
  expectJson,
  notificationsOf,
  type TestApp,
} from '../helpers';
import { contentRange, restQuery } from '../simpleRest';
import { categoryOf, decide, nextYear, requestDay, today, workingDays } from './personalDaysCalls';

const INBOX = '/admin/personal-days-approvals';

let t: TestApp;
let days: string[];
let badges: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  days = await workingDays(t, `${nextYear()}-01-01`, 20);
  badges = {};
  for (const username of ['employee', 'newhire', 'supervisor', 'pd.owner'])
    badges[username] = await badgeOf(t, username);
});
afterAll(async () => {
  await t?.close();
});

const inbox = async (username: string, query: Parameters<typeof restQuery>[0] = {}) => {
  const response = await t.call(username, 'GET', `${INBOX}?${restQuery(query)}`);
  return {
    rows: expectJson<DayRequest[]>(response),
    total: contentRange(response, 'personal-days-approvals').total,
  };
};

/** A request of a colleague `supervisor` does not supervise (seeded, pending). */
const colleaguesPendingRequest = async () =>
  (await inbox('pd.owner', { filter: { status: 'submitted' }, range: [0, 99] })).rows.find(
    (r) => ![badges.employee, badges.newhire, badges.supervisor].includes(r.employee.badge),
  )!;

const balanceOf = async (username: string, year = Number(today().slice(0, 4))) => {
  const validation = expectJson<UserValidation>(
    await t.call(username, 'GET', `/PersonalDays/InitialUserValidation/${badges[username]}`),
  );
  expect(validation.year).toBe(year);
  return validation.balance;
};

describe('the inbox', () => {
  it('shows a supervisor only their people’s requests, pending ones on demand', async () => {
    const { rows, total } = await inbox('supervisor', { range: [0, 99] });
    expect(total).toBeGreaterThan(0);
    expect(rows.every((r) => [badges.employee, badges.newhire].includes(r.employee.badge))).toBe(
      true,
    );
    const pending = await inbox('supervisor', { filter: { status: 'submitted' } });
    expect(pending.total).toBeGreaterThanOrEqual(2);
    expect(pending.rows.every((r) => r.status === 'submitted')).toBe(true);
    // Oldest sent first by default.
    const sent = pending.rows.map((r) => r.submittedAt);
    expect(sent).toEqual([...sent].sort());
    expect(pending.rows[0]).toMatchObject({
      employeeName: pending.rows[0]!.employee.fullName,
      employeeBadge: pending.rows[0]!.employee.badge,
    });
  });

  it('shows the owners everyone’s, and an employee with no people nothing', async () => {
    const owners = await inbox('pd.owner', { range: [0, 99] });
    expect(new Set(owners.rows.map((r) => r.employee.badge)).size).toBeGreaterThan(2);
    const admin = await inbox('admin');
    expect(admin.total).toBe(owners.total);
    expect((await inbox('employee')).total).toBe(0);
    expect((await t.call('newhire', 'GET', INBOX)).statusCode).toBe(403);
  });

  it('filters by text, requested day and category, sorts in SQL, reads several by id', async () => {
    const byName = await inbox('pd.owner', { filter: { q: 'Vargas' } });
    expect(byName.rows.length).toBeGreaterThan(0);
    expect(byName.rows.every((r) => r.employee.fullName.includes('Vargas'))).toBe(true);
    const byBadge = await inbox('pd.owner', { filter: { q: badges.employee } });
    expect(byBadge.total).toBe(byName.total);
    const all = await inbox('pd.owner', { range: [0, 99] });
    const one = all.rows[0]!;
    const window = await inbox('pd.owner', {
      filter: { from: one.requestDate, to: one.requestDate, categoryId: one.categoryId },
      range: [0, 99],
    });
    expect(window.rows.map((r) => r.id)).toContain(one.id);
    const sentDay = one.submittedAt.slice(0, 10);
    const sentWindow = await inbox('pd.owner', {
      filter: { submittedFrom: addDays(sentDay, -1), submittedTo: addDays(sentDay, 1) },
      range: [0, 99],
    });
    expect(sentWindow.rows.map((r) => r.id)).toContain(one.id);
    const byDay = await inbox('pd.owner', { sort: ['requestDate', 'DESC'], range: [0, 99] });
    const requested = byDay.rows.map((r) => r.requestDate);
    expect(requested).toEqual([...requested].sort().reverse());
    expect(
      window.rows.every(
        (r) => r.requestDate === one.requestDate && r.categoryId === one.categoryId,
      ),
    ).toBe(true);
    // The database's collation orders names: descending is ascending reversed, ties by id.
    const ascending = await inbox('pd.owner', { sort: ['employeeName', 'ASC'], range: [0, 99] });
    const descending = await inbox('pd.owner', { sort: ['employeeName', 'DESC'], range: [0, 99] });
    expect(descending.rows.map((r) => r.id)).toEqual(ascending.rows.map((r) => r.id).reverse());
    const names = ascending.rows.map((r) => r.employee.fullName);
    expect(new Set(names).size).toBeGreaterThan(1);
    // Each employee's requests are together.
    expect(names.filter((name, i) => i > 0 && name !== names[i - 1]).length).toBe(
      new Set(names).size - 1,
    );
    const several = await inbox('pd.owner', { filter: { id: [all.rows[0]!.id, all.rows[1]!.id] } });
    expect(several.rows.map((r) => r.id).sort()).toEqual([all.rows[0]!.id, all.rows[1]!.id].sort());
    expectInvalid(
      await t.call('pd.owner', 'GET', `${INBOX}?${restQuery({ filter: { from: '2026-02-30' } })}`),
      'filter.from',
    );
    expectInvalid(
      await t.call('pd.owner', 'GET', `${INBOX}?${restQuery({ filter: { status: 'lost' } })}`),
      'filter.status',
    );
  });

  it('answers 404 for a request the caller does not decide', async () => {
    const colleague = await colleaguesPendingRequest();
    expect((await t.call('supervisor', 'GET', `${INBOX}/${colleague.id}`)).statusCode).toBe(404);
    expect((await t.call('employee', 'GET', `${INBOX}/${colleague.id}`)).statusCode).toBe(404);
    expect((await t.call('pd.owner', 'GET', `${INBOX}/${colleague.id}`)).statusCode).toBe(200);
    expect((await t.call('pd.owner', 'GET', `${INBOX}/99999`)).statusCode).toBe(404);
    expectInvalid(await t.call('pd.owner', 'GET', `${INBOX}/abc`), 'id');
  });
});

describe('decisions', () => {
  it('approves: history, audit, the author notified and their balance updated', async () => {
    const full = await categoryOf(t, 'Día personal');
    const year = nextYear();
    const request = await requestDay(t, 'employee', { ...full, requestDate: days[0]! });
    const approved = expectJson<DayRequest>(
      await decide(t, 'supervisor', request.id, { status: 'approved', from: 'submitted' }),
    );
    expect(approved.status).toBe('approved');
    expect(approved.history.map((h) => [h.from, h.to, h.changedBy?.badge])).toEqual([
      [null, 'submitted', badges.employee],
      ['submitted', 'approved', badges.supervisor],
    ]);
    const [notice] = await notificationsOf(t, 'employee');
    expect(notice).toMatchObject({ link: '/PersonalDays' });
    expect(notice!.title).toBe(`Tu día libre del ${dayInSpanish(days[0]!)} fue aprobado`);
    // Worded as people read a day ('viernes 27 de noviembre de 2026'), never ISO.
    expect(notice!.title).toMatch(
      /^Tu día libre del [a-záé]+ \d{1,2} de [a-z]+ de \d{4} fue aprobado$/u,
    );
    expect((await t.auditRows('personal_day_request', request.id)).length).toBeGreaterThan(0);
    // Next year's balance: the day is used, nothing pending.
    const requests = expectJson<DayRequest[]>(
      await t.call('employee', 'GET', '/PersonalDays/GetDaysRequests?status=approved'),
    );
    expect(requests.map((r) => r.id)).toContain(request.id);
    expect(approved.requestDate.startsWith(String(year))).toBe(true);
  });

  it('moves the days from pending to used in this year’s balance', async () => {
    // A pending morning today, written straight to the table: the seed's pending days are weeks
    // ahead, in January when the suite runs late in December.
    const morning = await categoryOf(t, 'Trámites', 'Mañana');
    const now = new Date().toISOString();
    const pending = await t.db
      .insertInto('personal_day_requests')
      .values({
        employee_id: await employeeIdOf(t, 'employee'),
        category_id: morning.categoryId,
        time_interval_id: morning.timeIntervalId,
        request_date: today(),
        halves: 1,
        comment: '',
        status: 'submitted',
        created_at: now,
        status_changed_at: now,
      })
      .returning(['id', 'category_id as categoryId', 'halves'])
      .executeTakeFirstOrThrow();
    const category = async () =>
      (await balanceOf('employee')).find((c) => c.categoryId === pending.categoryId)!;
    const before = await category();
    expectJson(await decide(t, 'supervisor', pending.id, { status: 'approved' }));
    const after = await category();
    expect(after.usedHalves).toBe(before.usedHalves + pending.halves);
    expect(after.pendingHalves).toBe(before.pendingHalves - pending.halves);
    expect(after.leftHalves).toBe(before.leftHalves);
  });

  it('rejects with a reason (400 naming note without one); the author reads the reason', async () => {
    const morning = await categoryOf(t, 'Trámites', 'Mañana');
    const request = await requestDay(t, 'employee', { ...morning, requestDate: days[1]! });
    expectInvalid(await decide(t, 'supervisor', request.id, { status: 'rejected' }), 'note');
    expectInvalid(
      await decide(t, 'supervisor', request.id, { status: 'cancelled' as never }),
      'status',
    );
    const rejected = expectJson<DayRequest>(
      await decide(t, 'supervisor', request.id, {
        status: 'rejected',
        note: 'Ese día hay capacitación obligatoria.',
      }),
    );
    expect(rejected).toMatchObject({
      status: 'rejected',
      reason: 'Ese día hay capacitación obligatoria.',
    });
    const mine = expectJson<DayRequest[]>(
      await t.call('employee', 'GET', '/PersonalDays/GetDaysRequests?status=rejected'),
    );
    expect(mine.find((r) => r.id === request.id)?.reason).toBe(
      'Ese día hay capacitación obligatoria.',
    );
    const [notice] = await notificationsOf(t, 'employee');
    expect(notice!.body).toContain('Ese día hay capacitación obligatoria.');
    // The day is free again.
    await requestDay(t, 'employee', { ...morning, requestDate: days[1]! });
  });

  it('answers 409 naming status for a decided request and for one’s own', async () => {
    const full = await categoryOf(t, 'Día personal');
    const request = await requestDay(t, 'employee', { ...full, requestDate: days[2]! });
    expectJson(await decide(t, 'pd.owner', request.id, { status: 'approved' }));
    const again = await decide(t, 'supervisor', request.id, { status: 'rejected', note: 'No' });
    expect(again.statusCode, again.body).toBe(409);
    expect(Object.keys(again.json<{ errors: object }>().errors)).toEqual(['status']);
    const own = await requestDay(t, 'pd.owner', { ...full, requestDate: days[3]! });
    const response = await decide(t, 'pd.owner', own.id, { status: 'approved' });
    expect(response.statusCode, response.body).toBe(409);
    expect(Object.keys(response.json<{ errors: object }>().errors)).toEqual(['status']);
  });

  it('answers 404 to an approver deciding someone else’s people', async () => {
    const colleague = await colleaguesPendingRequest();
    expect((await decide(t, 'supervisor', colleague.id, { status: 'approved' })).statusCode).toBe(
      404,
    );
    expect((await decide(t, 'employee', colleague.id, { status: 'approved' })).statusCode).toBe(
      404,
    );
    expectInvalid(
      await decide(t, 'pd.owner', colleague.id, { status: 'approved', from: 'lost' }),
      'from',
    );
    const row = await t.db
      .selectFrom('personal_day_requests')
      .select('status')
      .where('id', '=', colleague.id)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('submitted');
  });
});
