/**
 * The owners' inbox `reimbursement-approvals` (approvals kit): who sees it, its filters, search,
 * sorts and pages in SQL, one request with its documents, approving and rejecting with a reason
 * (history, audit, the author notified and reading the reason), the author withdrawing a pending
 * request (its invoice free again), and the refusals: 404 not theirs, 409 no longer pending or
 * one's own.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type {
  Reimbursement,
  ReimbursementSummary,
} from '../../../contracts/reimbursement/reimbursement';
import { createTestApp, employeeIdOf, expectInvalid, expectJson, type TestApp } from '../helpers';
import { clearPending, submit, universityFields } from './reimbursementCalls';

let t: TestApp;
const INBOX = '/admin/reimbursement-approvals';

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});
beforeEach(async () => {
  for (const username of ['employee', 'admin', 'reimbursement.owner'])
    await clearPending(t, username);
});

const inbox = (username: string, query: Record<string, unknown> = {}) =>
  t.call(
    username,
    'GET',
    `${INBOX}?${new URLSearchParams(
      Object.fromEntries(Object.entries(query).map(([key, value]) => [key, JSON.stringify(value)])),
    )}`,
  );

const newRequest = async (username = 'employee', fields: Record<string, string> = {}) =>
  expectJson<Reimbursement>(await submit(t, username, universityFields(fields)), 201);

const decide = (username: string, id: number, body: object) =>
  t.call(username, 'PUT', `${INBOX}/${id}`, body);

const latestNotice = async (username: string) =>
  t.db
    .selectFrom('notifications')
    .selectAll()
    .where('employee_id', '=', await employeeIdOf(t, username))
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirstOrThrow();

describe('the inbox', () => {
  it('is the owners’: anyone else is refused at the door', async () => {
    for (const username of ['employee', 'supervisor', 'pd.owner'])
      expect((await inbox(username)).statusCode, username).toBe(403);
    expect((await inbox('reimbursement.owner')).statusCode).toBe(200);
    expect((await inbox('admin')).statusCode).toBe(200);
  });

  it('lists the pending requests oldest first by default, with the total, never the owner’s own', async () => {
    const own = await newRequest('reimbursement.owner');
    const response = await inbox('reimbursement.owner', { filter: { status: 'submitted' } });
    const rows = expectJson<ReimbursementSummary[]>(response);
    expect(rows.length).toBeGreaterThan(2);
    expect(rows.every((row) => row.status === 'submitted')).toBe(true);
    const submitted = rows.map((row) => row.createdAt);
    expect(submitted).toEqual([...submitted].sort());
    expect(response.headers['content-range']).toBe(
      `reimbursement-approvals 0-${rows.length - 1}/${rows.length}`,
    );
    expect(rows.map((row) => row.id)).not.toContain(own.id);
    // The approvals inbox's own names of a row.
    for (const row of rows)
      expect(row).toMatchObject({
        submittedAt: row.createdAt,
        employeeName: row.employee.fullName,
        employeeBadge: row.employee.badge,
      });
    // Another owner sees it.
    const admin = expectJson<ReimbursementSummary[]>(
      await inbox('admin', { filter: { status: 'submitted' } }),
    );
    expect(admin.map((row) => row.id)).toContain(own.id);
    expect((await t.call('reimbursement.owner', 'GET', `${INBOX}/${own.id}`)).statusCode).toBe(404);
  });

  it('filters by status, type, days and text, sorts by amount and name, pages in SQL', async () => {
    const rejected = expectJson<ReimbursementSummary[]>(
      await inbox('reimbursement.owner', { filter: { status: 'rejected' } }),
    );
    expect(rejected.map((row) => row.invoiceNumber)).toContain('UCR-55821');
    expect(rejected.find((row) => row.invoiceNumber === 'UCR-55821')?.reason).toMatch(
      /no está a su nombre/,
    );
    const techAcademy = expectJson<ReimbursementSummary[]>(
      await inbox('reimbursement.owner', { filter: { reimbursementType: 'tech academy' } }),
    );
    expect(techAcademy.map((row) => row.invoiceNumber)).toEqual(['TA-2026-0007']);
    // Text: the author's name, badge, an invoice written differently, the course.
    for (const [q, invoice] of [
      ['quesada', null],
      ['-', null],
      ['vargas rojas', 'AWS-CP-99812'],
      ['aws cp', 'AWS-CP-99812'],
      ['francés', 'FAC-2026-3310'],
    ] as const) {
      const found = expectJson<ReimbursementSummary[]>(
        await inbox('reimbursement.owner', { filter: { q } }),
      );
      if (invoice)
        expect(
          found.map((row) => row.invoiceNumber),
          q,
        ).toContain(invoice);
      else expect(found, q).toEqual([]);
    }
    const byBadge = expectJson<ReimbursementSummary[]>(
      await inbox('reimbursement.owner', { filter: { q: '20000' } }),
    );
    expect(byBadge.length).toBeGreaterThan(0);
    expect(byBadge.every((row) => row.employee.badge.startsWith('20000'))).toBe(true);
    // Days: nothing sent before 2000, everything sent up to today's far future.
    expect(
      expectJson<ReimbursementSummary[]>(
        await inbox('reimbursement.owner', { filter: { submittedTo: '2000-01-01' } }),
      ),
    ).toEqual([]);
    const all = expectJson<ReimbursementSummary[]>(
      await inbox('reimbursement.owner', {
        filter: { submittedFrom: '2000-01-01', submittedTo: '2999-12-31' },
        sort: ['amount', 'DESC'],
        range: [0, 99],
      }),
    );
    const amounts = all.map((row) => row.amountMinor);
    expect(amounts).toEqual([...amounts].sort((a, b) => b - a));
    const names = expectJson<ReimbursementSummary[]>(
      await inbox('reimbursement.owner', { sort: ['employeeName', 'ASC'], range: [0, 99] }),
    ).map((row) => row.employee.fullName);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'es')));
    const second = expectJson<ReimbursementSummary[]>(
      await inbox('reimbursement.owner', { sort: ['amount', 'DESC'], range: [1, 2] }),
    );
    expect(second.map((row) => row.id)).toEqual(all.slice(1, 3).map((row) => row.id));
    const byId = expectJson<ReimbursementSummary[]>(
      await inbox('reimbursement.owner', { filter: { id: [all[0]!.id, all[1]!.id] } }),
    );
    expect(byId.map((row) => row.id).sort()).toEqual([all[0]!.id, all[1]!.id].sort());
    expectInvalid(
      await inbox('reimbursement.owner', { filter: { status: 'done' } }),
      'filter.status',
    );
    expectInvalid(await inbox('reimbursement.owner', { sort: ['course', 'ASC'] }), 'sort[0]');
  });
});

describe('deciding', () => {
  it('approves: status, history, audit, the author notified; the list shows it', async () => {
    const request = await newRequest();
    const one = expectJson<Reimbursement>(
      await t.call('reimbursement.owner', 'GET', `${INBOX}/${request.id}`),
    );
    expect(one.documents).toHaveLength(1);
    const approved = expectJson<Reimbursement>(
      await decide('reimbursement.owner', request.id, {
        status: 'approved',
        note: '',
        from: 'submitted',
      }),
    );
    expect(approved).toMatchObject({ status: 'approved', reason: '' });
    expect(approved.history.map((h) => [h.fromStatus, h.toStatus])).toEqual([
      [null, 'submitted'],
      ['submitted', 'approved'],
    ]);
    expect(approved.history[1]?.changedBy?.fullName).toBe('Ricardo Fallas Quirós');
    const audit = await t.auditRows('reimbursement', request.id);
    expect(audit.at(-1)).toMatchObject({ actor_username: 'reimbursement.owner' });
    expect(JSON.parse(String(audit.at(-1)!.before))).toMatchObject({ status: 'submitted' });
    expect(JSON.parse(String(audit.at(-1)!.after))).toMatchObject({
      status: 'approved',
      invoiceNumber: request.invoiceNumber,
    });
    expect(await latestNotice('employee')).toMatchObject({
      kind: 'reimbursement',
      title: 'Tu reembolso educativo fue aprobado',
      link: `/ReembolsoEducativo/Detalle?id=${request.id}`,
    });
    // Approved keeps its invoice.
    expect(
      (
        await t.call(
          'raft.owner',
          'GET',
          `/EducationalReimbursement/IsDuplicateInvoce/${request.invoiceNumber}`,
        )
      ).json(),
    ).toMatchObject({ isDuplicate: true });
  });

  it('rejects only with a reason, which the author reads in their list and request, and is told', async () => {
    const request = await newRequest();
    expectInvalid(await decide('admin', request.id, { status: 'rejected', note: '' }), 'note');
    expectInvalid(await decide('admin', request.id, { status: 'cancelled', note: 'x' }), 'status');
    const reason = 'La factura no indica el periodo lectivo.';
    expectJson(await decide('admin', request.id, { status: 'rejected', note: reason }));
    const mine = expectJson<ReimbursementSummary[]>(
      await t.call('employee', 'GET', '/EducationalReimbursement'),
    );
    expect(mine.find((row) => row.id === request.id)).toMatchObject({
      status: 'rejected',
      reason,
    });
    const own = expectJson<Reimbursement>(
      await t.call('employee', 'GET', `/EducationalReimbursement/${request.id}`),
    );
    expect(own.history.at(-1)).toMatchObject({ toStatus: 'rejected', note: reason });
    const notice = await latestNotice('employee');
    expect(notice.title).toBe('Tu reembolso educativo fue rechazado');
    expect(notice.body).toContain(reason);
    // A rejected invoice may be claimed again.
    expectJson(
      await submit(t, 'employee', universityFields({ invoiceNumber: request.invoiceNumber })),
      201,
    );
  });

  it('refuses a decision on a request no longer pending, on one’s own, and from anyone but the owners', async () => {
    const request = await newRequest();
    expectJson(await decide('admin', request.id, { status: 'approved', note: '' }));
    const again = await decide('reimbursement.owner', request.id, {
      status: 'rejected',
      note: 'tarde',
    });
    expect(again.statusCode).toBe(409);
    expect(Object.keys(again.json<{ errors: object }>().errors)).toEqual(['status']);
    const own = await newRequest('reimbursement.owner');
    const ownDecision = await decide('reimbursement.owner', own.id, {
      status: 'approved',
      note: '',
    });
    expect(ownDecision.statusCode).toBe(409);
    expect(ownDecision.json<{ errors: object }>().errors).toHaveProperty('status');
    // Anyone may reach a request's decision; only who decides it finds it (the approvals kit).
    expect((await decide('employee', own.id, { status: 'approved', note: '' })).statusCode).toBe(
      404,
    );
    expect((await decide('admin', 999_999, { status: 'approved', note: '' })).statusCode).toBe(404);
  });
});

describe('the author withdraws', () => {
  it('cancels a pending request: kept as cancelled, its invoice free, the author told', async () => {
    const request = await newRequest();
    const cancelled = expectJson<Reimbursement>(
      await t.call('employee', 'DELETE', `/EducationalReimbursement/${request.id}`),
    );
    expect(cancelled.status).toBe('cancelled');
    expect(cancelled.history.map((h) => h.toStatus)).toEqual(['submitted', 'cancelled']);
    expect((await latestNotice('employee')).title).toBe(
      'Cancelaste tu solicitud de reembolso educativo',
    );
    expectJson(
      await submit(t, 'employee', universityFields({ invoiceNumber: request.invoiceNumber })),
      201,
    );
    const twice = await t.call('employee', 'DELETE', `/EducationalReimbursement/${request.id}`);
    expect(twice.statusCode).toBe(409);
    expect(twice.json<{ errors: object }>().errors).toHaveProperty('status');
  });

  it('is 404 for anyone but the author, owners included, and 409 once decided', async () => {
    const request = await newRequest();
    for (const username of ['raft.owner', 'reimbursement.owner', 'admin'])
      expect(
        (await t.call(username, 'DELETE', `/EducationalReimbursement/${request.id}`)).statusCode,
        username,
      ).toBe(404);
    expectJson(await decide('admin', request.id, { status: 'approved', note: '' }));
    expect(
      (await t.call('employee', 'DELETE', `/EducationalReimbursement/${request.id}`)).statusCode,
    ).toBe(409);
    expect(
      (await t.call('employee', 'DELETE', '/EducationalReimbursement/999999')).statusCode,
    ).toBe(404);
  });
});
