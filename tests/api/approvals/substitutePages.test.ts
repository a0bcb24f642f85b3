/**
 * A substitute decides on the request's own page too, not only in the person's inbox: a module's
 * approvals resource reads and decides a request for whoever the kit's `decidableBy` accepts
 * (./server/approvals/policy.ts), whatever their roles; nobody else, before or after the
 * delegation. One kind the owners decide (reimbursement), one the supervisor decides (personal
 * days).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, calendarDay } from '../../../contracts/calendar';
import type { Delegation } from '../../../contracts/approvalDelegations';
import { badgeOf, createTestApp, employeeIdOf, expectJson, type TestApp } from '../helpers';
import * as personalDays from '../personalDays/personalDaysCalls';
import { restQuery } from '../simpleRest';
import { clearPending, submit, universityFields } from '../reimbursement/reimbursementCalls';

const DELEGATIONS = '/api/approvals/delegations';

let t: TestApp;
const today = calendarDay();

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

/** `approver` names `substitute` (a username) from today for a week; answers the delegation. */
const delegate = async (approver: string, substitute: string) =>
  expectJson<Delegation>(
    await t.call(approver, 'POST', DELEGATIONS, {
      substitute: await badgeOf(t, substitute),
      from: today,
      to: addDays(today, 6),
      reason: 'Vacaciones',
    }),
    201,
  );

const end = async (approver: string, id: number) =>
  expectJson<Delegation>(await t.call(approver, 'POST', `${DELEGATIONS}/${id}/end`));

describe('a reimbursement owner’s substitute without the owner role', () => {
  it('reads the request, its detail page and decides it while the delegation lasts', async () => {
    await clearPending(t, 'employee');
    const { id } = expectJson<{ id: number }>(await submit(t, 'employee', universityFields()), 201);
    const record = `/admin/reimbursement-approvals/${id}`;
    const detail = `/EducationalReimbursement/${id}`;
    const decision = { status: 'rejected', note: 'Falta la nota del curso', from: 'submitted' };

    // Not theirs to read or decide yet: 404, never 403 (which would end the portal session).
    expect((await t.call('newhire', 'GET', record)).statusCode).toBe(404);
    expect((await t.call('newhire', 'GET', detail)).statusCode).toBe(404);
    expect((await t.call('newhire', 'PUT', record, decision)).statusCode).toBe(404);

    const delegation = await delegate('reimbursement.owner', 'newhire');
    expect(expectJson<{ status: string }>(await t.call('newhire', 'GET', record)).status).toBe(
      'submitted',
    );
    expect((await t.call('newhire', 'GET', detail)).statusCode).toBe(200);
    const decided = expectJson<{ status: string; history: { onBehalfOf: unknown }[] }>(
      await t.call('newhire', 'PUT', record, decision),
    );
    expect(decided.status).toBe('rejected');
    expect(decided.history.at(-1)?.onBehalfOf).toMatchObject({
      badge: await badgeOf(t, 'reimbursement.owner'),
    });
    // The kit keeps the decision's note on the request as its reason.
    const row = await t.db
      .selectFrom('reimbursements')
      .select('decision_note')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.decision_note).toBe('Falta la nota del curso');

    await end('reimbursement.owner', delegation.id);
    expect((await t.call('newhire', 'GET', record)).statusCode).toBe(404);
    // The owners' list stays the owners' screen.
    expect((await t.call('newhire', 'GET', '/admin/reimbursement-approvals')).statusCode).toBe(403);
  });
});

describe('a supervisor’s substitute without a personal-days role', () => {
  it('reads and decides the supervised person’s request on its page', async () => {
    const supervisor = await employeeIdOf(t, 'supervisor');
    await t.db
      .updateTable('employees')
      .set({ supervisor_id: supervisor })
      .where('username', '=', 'employee')
      .execute();
    const [day] = await personalDays.workingDays(t, `${personalDays.nextYear()}-04-01`, 1);
    const request = await personalDays.requestDay(t, 'employee', {
      ...(await personalDays.categoryOf(t, 'Día personal')),
      requestDate: day!,
    });
    const record = `/admin/personal-days-approvals/${request.id}`;
    // The team's days the page shows beside the request: the same door, the same bound.
    const teamDays = `/admin/personal-day-team-days?${restQuery({ filter: { requestId: request.id } })}`;
    expect((await t.call('newhire', 'GET', record)).statusCode).toBe(404);
    expect((await t.call('newhire', 'GET', teamDays)).statusCode).toBe(404);
    expect(
      (await personalDays.decide(t, 'newhire', request.id, { status: 'approved' })).statusCode,
    ).toBe(404);

    const delegation = await delegate('supervisor', 'newhire');
    expect((await t.call('newhire', 'GET', record)).statusCode).toBe(200);
    expect((await t.call('newhire', 'GET', teamDays)).statusCode).toBe(200);
    const decided = await personalDays.decide(t, 'newhire', request.id, { status: 'approved' });
    expect(expectJson<{ status: string }>(decided).status).toBe('approved');
    await end('supervisor', delegation.id);
    expect((await t.call('newhire', 'GET', record)).statusCode).toBe(404);
  });
});
