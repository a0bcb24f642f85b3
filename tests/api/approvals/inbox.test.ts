/**
 * The person's inbox `GET /api/approvals`: every request the caller decides, of every module, in
 * one list filtered, sorted and paged in SQL; its pending count; bulk decisions, each request on
 * its own; and the team's days a personal day's approver sees before deciding.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  ApprovalBulkReport,
  ApprovalCount,
  ApprovalInboxRow,
} from '../../../contracts/approvals';
import { calendarDay } from '../../../contracts/calendar';
import type { DayRequest, TeamDay } from '../../../contracts/personalDays/personalDays';
import {
  badgeOf,
  createTestApp,
  employeeIdOf,
  expectInvalid,
  expectJson,
  type TestApp,
} from '../helpers';
import { contentRange, restQuery } from '../simpleRest';
import { categoryOf, nextYear, requestDay, workingDays } from '../personalDays/personalDaysCalls';

const INBOX = '/api/approvals';
const TYPES = ['appointments', 'personalDays', 'reimbursement', 'schedule', 'transportation'];

let t: TestApp;
let people: string[];

beforeAll(async () => {
  t = await createTestApp();
  // The supervisor's people in the demo company.
  people = [await badgeOf(t, 'employee'), await badgeOf(t, 'newhire')];
}, 60_000);
afterAll(async () => {
  await t?.close();
});

const inbox = async (username: string, query: Parameters<typeof restQuery>[0] = {}) => {
  const response = await t.call(username, 'GET', `${INBOX}?${restQuery(query)}`);
  return {
    rows: expectJson<ApprovalInboxRow[]>(response),
    total: contentRange(response, 'approvals').total,
  };
};
const everything = (username: string, filter: Record<string, unknown> = {}) =>
  inbox(username, { filter, range: [0, 999] });

const decideMany = (username: string, body: Record<string, unknown>) =>
  t.call(username, 'POST', `${INBOX}/decisions`, { note: '', ...body });

/** A personal day of `username`'s on `day`, pending. */
async function dayOf(username: string, day: string): Promise<DayRequest> {
  return requestDay(t, username, { ...(await categoryOf(t, 'Día personal')), requestDate: day });
}

/** A pending day of `username`, who may not ask for one themselves (written as the seed would). */
async function seededDayOf(username: string, day: string): Promise<number> {
  const { categoryId, timeIntervalId } = await categoryOf(t, 'Día personal');
  const at = new Date().toISOString();
  const { id } = await t.db
    .insertInto('personal_day_requests')
    .values({
      employee_id: await employeeIdOf(t, username),
      category_id: categoryId,
      time_interval_id: timeIntervalId,
      request_date: day,
      halves: 2,
      comment: '',
      status: 'submitted',
      created_at: at,
      status_changed_at: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

describe('what the inbox holds, per person', () => {
  it('shows a supervisor their people’s personal days only, each with its page', async () => {
    const { rows, total } = await everything('supervisor');
    expect(total).toBeGreaterThan(0);
    expect(rows).toHaveLength(total);
    for (const row of rows) {
      expect(row.type).toBe('personalDays');
      expect(people).toContain(row.employeeBadge);
      expect(row.id).toBe(`personalDays:${row.requestId}`);
      expect(row.page).toBe(`/PersonalDays/Aprobaciones/${row.requestId}`);
      expect(row.summary).toContain(' · ');
    }
  });

  it('shows an owner of every module every kind, and a planner the schedule changes only', async () => {
    const all = await everything('admin');
    expect([...new Set(all.rows.map((row) => row.type))].sort()).toEqual(TYPES);
    const planner = await everything('workforce.planner');
    expect(planner.total).toBeGreaterThan(0);
    expect(planner.rows.every((row) => row.type === 'schedule')).toBe(true);
    expect(planner.total).toBe(all.rows.filter((row) => row.type === 'schedule').length);
  });

  it('refuses an employee who decides nobody’s requests, and counts nothing for them', async () => {
    for (const username of ['newhire', 'employee']) {
      expect((await t.call(username, 'GET', INBOX)).statusCode).toBe(404);
      expect(
        (
          await decideMany(username, {
            items: [{ type: 'personalDays', id: 1 }],
            status: 'approved',
          })
        ).statusCode,
      ).toBe(404);
      expect(expectJson<ApprovalCount>(await t.call(username, 'GET', `${INBOX}/count`))).toEqual({
        pending: 0,
        decides: false,
      });
    }
  });

  it('counts what waits for the caller', async () => {
    for (const username of ['supervisor', 'admin', 'medical.staff']) {
      const pending = await inbox(username, { filter: { status: 'submitted' }, range: [0, 0] });
      expect(expectJson<ApprovalCount>(await t.call(username, 'GET', `${INBOX}/count`))).toEqual({
        pending: pending.total,
        decides: true,
      });
    }
  });
});

describe('filters, sort and pages', () => {
  it('filters by type, status, requester, days sent and text', async () => {
    const all = await everything('admin');
    const byType = await everything('admin', { type: 'reimbursement' });
    expect(byType.total).toBe(all.rows.filter((row) => row.type === 'reimbursement').length);
    expect((await everything('admin', { type: 'nothing' })).total).toBe(0);

    const pending = await everything('admin', { status: 'submitted' });
    expect(pending.total).toBe(all.rows.filter((row) => row.status === 'submitted').length);

    const [someone] = all.rows;
    const theirs = await everything('admin', { requester: someone!.employeeBadge });
    expect(theirs.rows.every((row) => row.employeeBadge.startsWith(someone!.employeeBadge))).toBe(
      true,
    );
    expect(theirs.rows.map((row) => row.id)).toContain(someone!.id);

    // Days sent are the company's calendar days, not UTC's (a run after 18:00 in Costa Rica).
    const sentOn = (row: { submittedAt: string }) => calendarDay(new Date(row.submittedAt));
    const day = sentOn(someone!);
    const sent = await everything('admin', { submittedFrom: day, submittedTo: day });
    expect(sent.rows.map((row) => row.id)).toContain(someone!.id);
    expect(sent.rows.every((row) => sentOn(row) === day)).toBe(true);

    const word = someone!.summary.split(' · ')[0]!;
    const found = await everything('admin', { q: word });
    expect(found.rows.map((row) => row.id)).toContain(someone!.id);
    expect((await everything('admin', { q: 'ningún-texto-así' })).total).toBe(0);
  });

  it('sorts newest or oldest first and pages without overlap', async () => {
    const newest = await inbox('admin', { range: [0, 999] });
    const sent = newest.rows.map((row) => row.submittedAt);
    expect(sent).toEqual([...sent].sort().reverse());
    const oldest = await inbox('admin', { sort: ['submittedAt', 'ASC'], range: [0, 999] });
    expect(oldest.rows.map((row) => row.submittedAt)).toEqual([...sent].sort());

    const first = await inbox('admin', { range: [0, 2] });
    const second = await inbox('admin', { range: [3, 5] });
    expect(first.rows.map((row) => row.id)).toEqual(newest.rows.slice(0, 3).map((row) => row.id));
    expect(second.rows.map((row) => row.id)).toEqual(newest.rows.slice(3, 6).map((row) => row.id));
    expect(first.total).toBe(newest.total);

    const byType = await inbox('admin', { sort: ['type', 'ASC'], range: [0, 999] });
    const types = byType.rows.map((row) => row.type);
    expect(types).toEqual([...types].sort());
  });

  it('names the field of a malformed query', async () => {
    expectInvalid(
      await t.call('admin', 'GET', `${INBOX}?${restQuery({ sort: ['nope', 'ASC'] })}`),
      'sort[0]',
    );
  });
});

describe('bulk decisions', () => {
  it('approves each request on its own and reports the ones refused', async () => {
    const [day] = await workingDays(t, `${nextYear()}-03-02`, 1);
    const mine = await dayOf('employee', day!);
    const colleague = (await everything('pd.owner', { status: 'submitted' })).rows.find(
      (row) => !people.includes(row.employeeBadge),
    )!;
    const response = await decideMany('supervisor', {
      status: 'approved',
      items: [
        { type: 'personalDays', id: mine.id },
        { type: 'personalDays', id: colleague.requestId },
        { type: 'nothing', id: 1 },
      ],
    });
    const report = expectJson<ApprovalBulkReport>(response);
    expect(report.decided).toEqual([{ type: 'personalDays', id: mine.id }]);
    expect(report.refused.map(({ type, id }) => ({ type, id }))).toEqual([
      { type: 'personalDays', id: colleague.requestId },
      { type: 'nothing', id: 1 },
    ]);
    expect(report.refused.every((item) => item.message.length > 0)).toBe(true);
    const row = await t.db
      .selectFrom('personal_day_requests')
      .select('status')
      .where('id', '=', mine.id)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('approved');
    // Decided: a second time it is refused as settled.
    const again = expectJson<ApprovalBulkReport>(
      await decideMany('supervisor', {
        status: 'approved',
        items: [{ type: 'personalDays', id: mine.id }],
      }),
    );
    expect(again.decided).toEqual([]);
    expect(again.refused[0]!.message).toMatch(/Approved/);
  });

  it('asks the reason of a rejection, and decides across kinds', async () => {
    const pending = await everything('admin', { status: 'submitted' });
    const [a, b] = [
      pending.rows.find((row) => row.type === 'reimbursement')!,
      pending.rows.find((row) => row.type === 'transportation')!,
    ];
    const items = [a, b].map((row) => ({ type: row.type, id: row.requestId }));
    expectInvalid(await decideMany('admin', { status: 'rejected', items }), 'note');
    const report = expectJson<ApprovalBulkReport>(
      await decideMany('admin', { status: 'rejected', note: 'Sin presupuesto', items }),
    );
    expect(report).toEqual({ decided: items, refused: [] });
    const after = await everything('admin', { status: 'rejected' });
    expect(after.rows.map((row) => row.id)).toEqual(expect.arrayContaining([a.id, b.id]));
  });
});

describe('the team’s days before deciding a personal day', () => {
  const teamDays = (username: string, requestId: number) =>
    t.call(
      username,
      'GET',
      `/admin/personal-day-team-days?${restQuery({ filter: { requestId } })}`,
    );

  it('shows the decider the others’ days around the requested one, and no one else', async () => {
    const [first, second, , , , , , , , , , far] = await workingDays(t, `${nextYear()}-05-04`, 12);
    const asked = await dayOf('employee', first!);
    const near = await seededDayOf('newhire', second!);
    const later = await seededDayOf('newhire', far!);
    const response = await teamDays('supervisor', asked.id);
    const days = expectJson<TeamDay[]>(response);
    expect(contentRange(response, 'personal-day-team-days').total).toBe(days.length);
    expect(days.map((day) => day.id)).toContain(near);
    expect(days.map((day) => day.id)).not.toContain(later);
    expect(days.map((day) => day.id)).not.toContain(asked.id);
    expect(days.find((day) => day.id === near)).toMatchObject({
      requestDate: second,
      status: 'submitted',
      employeeBadge: people[1],
    });
    expect(expectJson<TeamDay[]>(await teamDays('pd.owner', asked.id)).length).toBe(days.length);

    // Not theirs to decide: the author, a colleague without the role (open at the door like the
    // request's record, so a substitute without PD_User reads them: the store answers 404), another
    // supervisor's.
    expect((await teamDays('employee', asked.id)).statusCode).toBe(404);
    expect((await teamDays('workforce.planner', asked.id)).statusCode).toBe(404);
    const colleague = (await everything('pd.owner')).rows.find(
      (row) => row.type === 'personalDays' && !people.includes(row.employeeBadge),
    )!;
    expect((await teamDays('supervisor', colleague.requestId)).statusCode).toBe(404);
    expectInvalid(
      await t.call('supervisor', 'GET', '/admin/personal-day-team-days'),
      'filter.requestId',
    );
  });
});
