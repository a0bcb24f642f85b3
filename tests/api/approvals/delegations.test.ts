/**
 * Approvers' substitutes while they are away: during a delegation the substitute sees and decides
 * the requests the approver decides (never their own, nor the approver's), the history and the
 * audit say on whose behalf; ended, it is gone. An administrator sets one for an approver away.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Delegation, MyDelegations } from '../../../contracts/approvalDelegations';
import { addDays, calendarDay } from '../../../contracts/calendar';
import type { DayRequest } from '../../../contracts/personalDays/personalDays';
import {
  badgeOf,
  countRows,
  createTestApp,
  employeeIdOf,
  expectInvalid,
  expectJson,
  type TestApp,
} from '../helpers';
import { contentRange, restQuery } from '../simpleRest';
import {
  categoryOf,
  decide,
  nextYear,
  requestDay,
  workingDays,
} from '../personalDays/personalDaysCalls';

const DELEGATIONS = '/api/approvals/delegations';
const INBOX = '/admin/personal-days-approvals';

let t: TestApp;
let badges: Record<string, string>;
const today = calendarDay();

beforeAll(async () => {
  t = await createTestApp();
  badges = {};
  for (const username of ['employee', 'newhire', 'supervisor', 'pd.owner', 'benefits.owner'])
    badges[username] = await badgeOf(t, username);
});
afterAll(async () => {
  await t?.close();
});

const inbox = async (username: string) => {
  const response = await t.call(username, 'GET', `${INBOX}?${restQuery({ range: [0, 999] })}`);
  return {
    rows: expectJson<DayRequest[]>(response),
    total: contentRange(response, 'personal-days-approvals').total,
  };
};

const delegate = (username: string, body: object) =>
  t.call(username, 'POST', DELEGATIONS, {
    from: today,
    to: addDays(today, 6),
    reason: 'Vacaciones',
    ...body,
  });

const end = (username: string, id: number) => t.call(username, 'POST', `${DELEGATIONS}/${id}/end`);

describe('a supervisor’s substitute', () => {
  it('sees and decides the supervisor’s people’s requests only while it lasts, on their behalf', async () => {
    // The substitute, one of the supervisor's people, has a pending request of their own.
    const [day] = await workingDays(t, `${nextYear()}-03-01`, 1);
    const own = await requestDay(t, 'employee', {
      ...(await categoryOf(t, 'Día personal')),
      requestDate: day!,
    });
    expect((await inbox('employee')).total).toBe(0);
    // The supervisor's people: the substitute and a colleague with a pending request.
    const pendingOfOthers = (await inbox('pd.owner')).rows.filter(
      (r) =>
        r.status === 'submitted' &&
        ![badges.employee, badges.newhire, badges.supervisor].includes(r.employee.badge),
    );
    const report = pendingOfOthers[0]!.employee.badge;
    await t.db
      .updateTable('employees')
      .set({ supervisor_id: await employeeIdOf(t, 'supervisor') })
      .where('badge', '=', report)
      .execute();
    const colleague = pendingOfOthers.find((r) => r.employee.badge !== report)!;

    const created = await delegate('supervisor', { substitute: badges.employee });
    const delegation = expectJson<Delegation>(created, 201);
    expect(delegation).toMatchObject({
      approver: { badge: badges.supervisor },
      substitute: { badge: badges.employee },
      from: today,
      active: true,
      createdBy: { badge: badges.supervisor },
    });
    const audit = await t.auditRows('approval_delegation', delegation.id);
    expect(audit.map((row) => row.action)).toEqual(['create']);

    // Both see it among theirs; only the supervisor may delegate.
    const mine = expectJson<MyDelegations>(await t.call('supervisor', 'GET', DELEGATIONS));
    expect(mine.mayDelegate).toBe(true);
    expect(mine.delegations.map((d) => d.id)).toContain(delegation.id);
    const received = expectJson<MyDelegations>(await t.call('employee', 'GET', DELEGATIONS));
    expect(received.mayDelegate).toBe(false);
    expect(received.delegations.map((d) => d.id)).toEqual([delegation.id]);

    const supervised = await inbox('supervisor');
    const standingIn = await inbox('employee');
    expect(standingIn.total).toBeGreaterThan(0);
    expect(standingIn.rows.every((r) => r.employee.badge === report)).toBe(true);
    expect(standingIn.rows.map((r) => r.id).sort()).toEqual(
      supervised.rows
        .filter((r) => r.employee.badge !== badges.employee)
        .map((r) => r.id)
        .sort(),
    );
    // Their own request: not in their inbox, not theirs to read there nor to decide.
    expect(standingIn.rows.map((r) => r.id)).not.toContain(own.id);
    expect((await t.call('employee', 'GET', `${INBOX}/${own.id}`)).statusCode).toBe(404);
    const ownDecision = await decide(t, 'employee', own.id, { status: 'approved' });
    expect(ownDecision.statusCode).toBe(409);
    expect(ownDecision.json().errors).toHaveProperty('status');

    // A colleague the supervisor does not supervise stays out of reach.
    expect((await t.call('employee', 'GET', `${INBOX}/${colleague.id}`)).statusCode).toBe(404);
    expect((await decide(t, 'employee', colleague.id, { status: 'approved' })).statusCode).toBe(
      404,
    );

    const pending = standingIn.rows.find((r) => r.status === 'submitted')!;
    expect((await decide(t, 'employee', pending.id, { status: 'approved' })).statusCode).toBe(200);
    const decided = expectJson<DayRequest>(
      await t.call('supervisor', 'GET', `${INBOX}/${pending.id}`),
    );
    expect(decided.history.at(-1)).toMatchObject({
      to: 'approved',
      changedBy: { badge: badges.employee },
      onBehalfOf: { badge: badges.supervisor },
    });
    const decisionAudit = (await t.auditRows('personal_day_request', pending.id)).at(-1)!;
    expect(decisionAudit.actor_username).toBe('employee');
    expect(JSON.parse(decisionAudit.after!)).toMatchObject({
      status: 'approved',
      onBehalfOf: await employeeIdOf(t, 'supervisor'),
    });

    // Ended early: the substitute sees and decides nothing any more.
    expect((await end('employee', delegation.id)).statusCode).toBe(404);
    const ended = expectJson<Delegation>(await end('supervisor', delegation.id));
    expect(ended).toMatchObject({ active: false, endedBy: { badge: badges.supervisor } });
    expect(ended.endedAt).not.toBeNull();
    expect((await end('supervisor', delegation.id)).statusCode).toBe(409);
    expect((await t.auditRows('approval_delegation', delegation.id)).length).toBe(2);
    expect((await inbox('employee')).total).toBe(0);
    const another = supervised.rows.find(
      (r) => r.status === 'submitted' && r.id !== pending.id && r.employee.badge === report,
    );
    if (another) {
      expect((await decide(t, 'employee', another.id, { status: 'approved' })).statusCode).toBe(
        404,
      );
    }
    expect(
      expectJson<MyDelegations>(await t.call('employee', 'GET', DELEGATIONS)).delegations,
    ).toEqual([]);
  });

  it('refuses days out of order or past, a substitute who is not a colleague, an overlap', async () => {
    const before = await countRows(t, 'approval_delegations');
    expectInvalid(
      await delegate('supervisor', {
        substitute: badges.employee,
        from: addDays(today, 3),
        to: addDays(today, 2),
      }),
      'to',
    );
    expectInvalid(
      await delegate('supervisor', {
        substitute: badges.employee,
        from: addDays(today, -5),
        to: addDays(today, -1),
      }),
      'to',
    );
    expectInvalid(await delegate('supervisor', { substitute: badges.supervisor }), 'substitute');
    expectInvalid(await delegate('supervisor', { substitute: 'NOPE-1' }), 'substitute');
    expectInvalid(await delegate('supervisor', { substitute: '' }), 'substitute');
    expectInvalid(
      await delegate('supervisor', { substitute: badges.employee, reason: ' ' }),
      'reason',
    );
    // Someone who decides nothing has nothing to delegate.
    expectInvalid(await delegate('newhire', { substitute: badges.employee }), 'approver');
    expect(await countRows(t, 'approval_delegations')).toBe(before);

    const first = expectJson<Delegation>(
      await delegate('supervisor', {
        substitute: badges.employee,
        from: addDays(today, 10),
        to: addDays(today, 12),
      }),
      201,
    );
    expect(first.active).toBe(false);
    expectInvalid(
      await delegate('supervisor', {
        substitute: badges['benefits.owner'],
        from: addDays(today, 12),
        to: addDays(today, 20),
      }),
      'from',
    );
    // A future delegation grants nothing yet.
    expect((await inbox('employee')).total).toBe(0);
    expectJson<Delegation>(await end('supervisor', first.id));
    expect(
      (
        await delegate('supervisor', {
          substitute: badges['benefits.owner'],
          from: addDays(today, 12),
          to: addDays(today, 20),
        })
      ).statusCode,
    ).toBe(201);
  });
});

describe('an administrator', () => {
  it('names a substitute for an owner who is away, lists and ends it', async () => {
    const body = {
      approver: badges['pd.owner'],
      substitute: badges.supervisor,
      from: today,
      to: addDays(today, 2),
      reason: 'Incapacidad',
    };
    expect((await t.call('supervisor', 'POST', `${DELEGATIONS}/everyone`, body)).statusCode).toBe(
      403,
    );
    expect((await t.call('supervisor', 'GET', `${DELEGATIONS}/everyone`)).statusCode).toBe(403);
    expectInvalid(
      await t.call('admin', 'POST', `${DELEGATIONS}/everyone`, {
        ...body,
        approver: badges.newhire,
      }),
      'approver',
    );
    const set = expectJson<Delegation>(
      await t.call('admin', 'POST', `${DELEGATIONS}/everyone`, body),
      201,
    );
    expect(set).toMatchObject({
      approver: { badge: badges['pd.owner'] },
      substitute: { badge: badges.supervisor },
      createdBy: { badge: await badgeOf(t, 'admin') },
      active: true,
    });
    const everyone = expectJson<Delegation[]>(
      await t.call('admin', 'GET', `${DELEGATIONS}/everyone`),
    );
    expect(everyone.map((d) => d.id)).toContain(set.id);

    // The supervisor now decides what the owner decides, but neither's own requests.
    const owner = await inbox('pd.owner');
    const standingIn = await inbox('supervisor');
    expect(standingIn.rows.map((r) => r.id).sort()).toEqual(
      owner.rows
        .filter((r) => r.employee.badge !== badges.supervisor)
        .map((r) => r.id)
        .sort(),
    );
    expect(standingIn.rows.some((r) => r.employee.badge === badges['pd.owner'])).toBe(false);

    expect((await end('supervisor', set.id)).statusCode).toBe(404);
    expect(expectJson<Delegation>(await end('admin', set.id)).active).toBe(false);
    const supervisor = await employeeIdOf(t, 'supervisor');
    const supervised = await inbox('supervisor');
    const people = await t.db
      .selectFrom('employees')
      .select('badge')
      .where('supervisor_id', '=', supervisor)
      .execute();
    expect(supervised.rows.every((r) => people.some((p) => p.badge === r.employee.badge))).toBe(
      true,
    );
  });
});
