/**
 * Reimbursement rules under concurrent requests: one live request per invoice number whoever
 * submits it, the pending limit and the once-a-year Tech Academy per employee, two owners
 * deciding one request, the author withdrawing while an owner decides. SQLite serialises
 * the writers (BEGIN IMMEDIATE); PostgreSQL relies on the partial unique index and the row locks
 * (the author's, the request's). Runs on both databases.
 */
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { MAX_PENDING_REQUESTS } from '../../../contracts/reimbursement/reimbursement';
import { isUniqueViolation } from '../../../server/db/errors';
import { ONE_LIVE_REQUEST_PER_INVOICE } from '../../../server/modules/reimbursement/migrations/0025_reimbursement';
import { countRows, createTestApp, employeeIdOf, type TestApp } from '../helpers';
import { clearPending, freshInvoice, submit, universityFields } from './reimbursementCalls';

let t: TestApp;

const historyOf = (id: number) =>
  t.db
    .selectFrom('reimbursement_status_changes')
    .select(['from_status', 'to_status'])
    .where('reimbursement_id', '=', id)
    .orderBy('id')
    .execute();
const AUTHORS = ['employee', 'admin', 'supervisor', 'raft.owner', 'growth.owner', 'sales.owner'];

beforeAll(async () => {
  t = await createTestApp();
  for (const username of AUTHORS) await t.tokenOf(username);
});
afterAll(async () => {
  await t?.close();
});
beforeEach(async () => {
  for (const username of AUTHORS) await clearPending(t, username);
});

it('lets exactly one of 12 concurrent submits of one invoice in, whoever sends them; the others are 409 and store nothing', async () => {
  const invoice = freshInvoice();
  const before = {
    documents: await countRows(t, 'reimbursement_documents'),
    files: await countRows(t, 'files'),
  };
  // Two each: the same employee twice and different employees at once.
  const responses = await Promise.all(
    Array.from({ length: 12 }, (_, index) =>
      submit(
        t,
        AUTHORS[index % AUTHORS.length]!,
        // The same invoice written in different ways is one invoice.
        universityFields({ invoiceNumber: index % 2 ? invoice : invoice.toLowerCase() }),
      ),
    ),
  );
  const statuses = responses.map((response) => response.statusCode).sort();
  expect(statuses, responses.map((r) => r.body).join('\n')).toEqual([
    201,
    ...Array.from({ length: 11 }, () => 409),
  ]);
  for (const refused of responses.filter((response) => response.statusCode === 409))
    expect(Object.keys(refused.json<{ errors: object }>().errors)).toEqual(['invoiceNumber']);
  const rows = await t.db
    .selectFrom('reimbursements')
    .select('id')
    .where('invoice_key', '=', invoice.replace(/-/g, '').toUpperCase())
    .execute();
  expect(rows).toHaveLength(1);
  expect(await countRows(t, 'reimbursement_documents')).toBe(before.documents + 1);
  expect(await countRows(t, 'files')).toBe(before.files + 1);
});

it('accepts exactly the pending limit of 10 concurrent submits by one employee', async () => {
  const responses = await Promise.all(
    Array.from({ length: 10 }, () => submit(t, 'admin', universityFields())),
  );
  const statuses = responses.map((response) => response.statusCode).sort();
  expect(statuses, responses.map((r) => r.body).join('\n')).toEqual([
    ...Array.from({ length: MAX_PENDING_REQUESTS }, () => 201),
    ...Array.from({ length: 10 - MAX_PENDING_REQUESTS }, () => 409),
  ]);
  const pending = await t.db
    .selectFrom('reimbursements')
    .select('id')
    .where('employee_id', '=', await employeeIdOf(t, 'admin'))
    .where('status', '=', 'submitted')
    .execute();
  expect(pending).toHaveLength(MAX_PENDING_REQUESTS);
});

it('accepts one of 3 concurrent Tech Academy requests of one employee in a year', async () => {
  const techAcademy = () =>
    universityFields({
      reimbursementType: 'Tech Academy',
      studiesCategory: 'Tech Academy',
      university: '',
      career: '',
    });
  const responses = await Promise.all(
    Array.from({ length: 3 }, () => submit(t, 'growth.owner', techAcademy())),
  );
  expect(responses.map((response) => response.statusCode).sort()).toEqual([201, 409, 409]);
  for (const refused of responses.filter((response) => response.statusCode === 409))
    expect(Object.keys(refused.json<{ errors: object }>().errors)).toEqual(['reimbursementType']);
});

it('lets one of two owners deciding one request at once win; the other gets 409', async () => {
  for (const decisions of [
    ['approved', 'approved'],
    ['approved', 'rejected'],
  ]) {
    const request = await submit(t, 'employee', universityFields());
    const { id } = request.json<{ id: number }>();
    const responses = await Promise.all(
      ['reimbursement.owner', 'admin'].map((username, index) =>
        t.call(username, 'PUT', `/admin/reimbursement-approvals/${id}`, {
          status: decisions[index],
          note: 'Revisado',
          from: 'submitted',
        }),
      ),
    );
    expect(
      responses.map((r) => r.statusCode).sort(),
      responses.map((r) => r.body).join('\n'),
    ).toEqual([200, 409]);
    const winner = responses.find((r) => r.statusCode === 200)!.json<{ status: string }>();
    expect(await historyOf(id)).toEqual([
      { from_status: null, to_status: 'submitted' },
      { from_status: 'submitted', to_status: winner.status },
    ]);
  }
});

it('leaves one outcome when the author withdraws while an owner decides', async () => {
  for (let round = 0; round < 4; round++) {
    const { id } = (await submit(t, 'employee', universityFields())).json<{ id: number }>();
    const [decision, withdrawal] = await Promise.all([
      t.call('reimbursement.owner', 'PUT', `/admin/reimbursement-approvals/${id}`, {
        status: 'approved',
        note: '',
      }),
      t.call('employee', 'DELETE', `/EducationalReimbursement/${id}`),
    ]);
    const statuses = [decision.statusCode, withdrawal.statusCode].sort();
    expect(statuses, `${decision.body}\n${withdrawal.body}`).toEqual([200, 409]);
    const { status } = await t.db
      .selectFrom('reimbursements')
      .select('status')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(status).toBe(decision.statusCode === 200 ? 'approved' : 'cancelled');
    expect(await historyOf(id)).toEqual([
      { from_status: null, to_status: 'submitted' },
      { from_status: 'submitted', to_status: status },
    ]);
  }
});

it('has the database itself refuse a second live request of one invoice', async () => {
  const [first] = await t.db
    .selectFrom('reimbursements')
    .selectAll()
    .where('status', '=', 'approved')
    .limit(1)
    .execute();
  const copy = Object.fromEntries(
    Object.entries(first!).filter(([column]) => column !== 'id'),
  ) as Omit<NonNullable<typeof first>, 'id'>;
  for (const status of ['submitted', 'approved'] as const)
    await expect(
      t.db
        .insertInto('reimbursements')
        .values({ ...copy, status })
        .execute(),
    ).rejects.toSatisfy((error) => isUniqueViolation(error, ONE_LIVE_REQUEST_PER_INVOICE));
  // Rejected and cancelled requests do not hold their invoice.
  for (const status of ['rejected', 'cancelled'] as const)
    await expect(
      t.db
        .insertInto('reimbursements')
        .values({ ...copy, status })
        .execute(),
    ).resolves.toBeDefined();
});
