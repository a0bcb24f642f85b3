/**
 * Who read my records (both databases): a read of an employee's diagnosis history by the medical
 * staff and of a reimbursement invoice by its owner appear in the employee's list, with the
 * screen the portal named; the employee's own reads and failed reads record nothing; the list is
 * only ever the caller's; administrators see every read.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PORTAL_SCREEN_HEADER,
  type RecordRead,
  type RecordReadEntry,
} from '../../../contracts/privacy/reads';
import {
  badgeOf,
  countRows,
  createTestApp,
  employeeIdOf,
  expectInvalid,
  expectJson,
  type TestApp,
} from '../helpers';
import { APPOINTMENTS, withToken } from '../appointments/appointmentsCalls';

let t: TestApp;
let employee: string;
let employeeId: number;

beforeAll(async () => {
  t = await createTestApp();
  employee = await badgeOf(t, 'employee');
  employeeId = await employeeIdOf(t, 'employee');
});
afterAll(async () => {
  await t?.close();
});

const READS = '/api/main/api/privacy/reads';

/** A call as `username` from the portal's `screen`. */
async function callFrom(username: string, url: string, screen?: string) {
  return t.app.inject({
    method: 'GET',
    url,
    headers: {
      authorization: `Bearer ${await t.tokenOf(username)}`,
      ...(screen === undefined ? {} : { [PORTAL_SCREEN_HEADER]: screen }),
    },
  });
}

const historyUrl = (badge: string) =>
  withToken(t, `${APPOINTMENTS}/diagnosticos/getHistorialDiagnosticos?badge=${badge}`);

const readsOf = async (username: string, query = '') =>
  expectJson<RecordRead[]>(await callFrom(username, `${READS}${query}`));

/** The employee's reimbursement request with an invoice among its documents. */
async function employeeInvoice() {
  return t.db
    .selectFrom('reimbursement_documents')
    .innerJoin('reimbursements', 'reimbursements.id', 'reimbursement_documents.reimbursement_id')
    .select(['reimbursements.id as requestId', 'reimbursement_documents.id as documentId'])
    .where('reimbursements.employee_id', '=', employeeId)
    .where('reimbursement_documents.kind', '=', 'invoice')
    .executeTakeFirstOrThrow();
}

describe('who read my records', () => {
  it('lists the medical staff’s read of my diagnosis history, with their roles and screen', async () => {
    const screen = '/Citas/Historial';
    expectJson(await callFrom('medical.staff', await historyUrl(employee), screen));
    const [latest] = await readsOf('employee');
    expect(latest).toMatchObject({
      reader: { username: 'medical.staff' },
      what: 'medical_history',
      recordId: null,
      screen,
    });
    expect(latest!.reader.fullName).toBeTruthy();
    expect(latest!.readerRoles).toContain('Medical_Staff');
  });

  it('lists the owner’s read of my invoice, newest first, paged with the total', async () => {
    const { requestId, documentId } = await employeeInvoice();
    const download = await callFrom(
      'reimbursement.owner',
      `/api/main/EducationalReimbursement/${requestId}/Documents/${documentId}`,
      '/Reembolsos/Aprobaciones',
    );
    expect(download.statusCode).toBe(200);
    const response = await callFrom('employee', `${READS}?size=1`);
    const [latest] = expectJson<RecordRead[]>(response);
    expect(latest).toMatchObject({
      reader: { username: 'reimbursement.owner' },
      what: 'reimbursement_document',
      recordId: String(requestId),
    });
    expect(Number(response.headers['x-total-count'])).toBeGreaterThanOrEqual(2);
    const page = await readsOf('employee', '?size=2');
    expect(page[1]!.what).toBe('medical_history');
    expect(page[0]!.at >= page[1]!.at).toBe(true);
  });

  it('records one row per person a list showed', async () => {
    const before = await countRows(t, 'record_reads');
    const inbox = await callFrom(
      'reimbursement.owner',
      `/api/main/admin/reimbursement-approvals?range=${encodeURIComponent('[0,99]')}`,
    );
    const rows = expectJson<{ employee: { id: number } }[]>(inbox);
    const people = new Set(rows.map((row) => row.employee.id));
    people.delete(await employeeIdOf(t, 'reimbursement.owner'));
    expect(people.size).toBeGreaterThan(0);
    expect((await countRows(t, 'record_reads')) - before).toBe(people.size);
  });

  it('records nothing of one’s own reads, nor of a refused or failed read', async () => {
    const before = await countRows(t, 'record_reads');
    expectJson(await callFrom('employee', await historyUrl(employee)));
    expect((await callFrom('supervisor', await historyUrl(employee))).statusCode).toBe(403);
    const { requestId, documentId } = await employeeInvoice();
    expect(
      (
        await callFrom(
          'supervisor',
          `/api/main/EducationalReimbursement/${requestId}/Documents/${documentId}`,
        )
      ).statusCode,
    ).toBe(404);
    expect(
      (await callFrom('reimbursement.owner', `/api/main/EducationalReimbursement/999999`))
        .statusCode,
    ).toBe(404);
    expect(await countRows(t, 'record_reads')).toBe(before);
  });

  it('refuses a screen that is not a portal path (400 naming the header) without recording', async () => {
    const before = await countRows(t, 'record_reads');
    expectInvalid(
      await callFrom('medical.staff', await historyUrl(employee), 'javascript:alert(1)'),
      PORTAL_SCREEN_HEADER,
    );
    expect(await countRows(t, 'record_reads')).toBe(before);
  });

  it('is only ever the caller’s: no id to change, another’s reads never shown', async () => {
    const mine = await readsOf('medical.staff', `?badge=${employee}&employeeId=${employeeId}`);
    expect(mine.every((read) => read.reader.username !== 'medical.staff')).toBe(true);
    expect((await readsOf('employee')).length).toBeGreaterThan(0);
    expectInvalid(await callFrom('employee', `${READS}?size=0`), 'size');
    expect((await t.app.inject({ method: 'GET', url: READS })).statusCode).toBe(401);
  });
});

describe('every read, for the administrators', () => {
  it('lists the reads with whose records they were, filtered; refused to anyone else', async () => {
    const url = `/api/main/admin/record-reads?filter=${encodeURIComponent(
      JSON.stringify({ what: 'medical_history', reader: 'medical' }),
    )}`;
    const [entry] = expectJson<RecordReadEntry[]>(await callFrom('admin', url));
    expect(entry).toMatchObject({
      what: 'medical_history',
      reader: { username: 'medical.staff' },
      subject: { username: 'employee' },
    });
    expect(
      expectJson<RecordReadEntry>(
        await callFrom('admin', `/api/main/admin/record-reads/${entry!.id}`),
      ).id,
    ).toBe(entry!.id);
    expect((await callFrom('admin', '/api/main/admin/record-reads/999999')).statusCode).toBe(404);
    expect((await callFrom('employee', url)).statusCode).toBe(403);
  });
});
