/**
 * The cafeteria ERP's calls (family `cafeteria`): my invoices by status, newest first, and one
 * invoice's detail; strictly my own '01'+badge, another's invoice number is 404.
 */
import { CompiledQuery, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InvoiceDetail, InvoiceSummary } from '../../../contracts/cafeteria/cafeteria';
import { cafeteriaBadgeOf } from '../../../contracts/employeeCodes';
import { myInvoicesQuery } from '../../../server/modules/cafeteria/invoices';
import {
  badgeOf,
  createTestApp,
  employeeIdOf,
  expectInvalid,
  expectJson,
  type TestApp,
  testDatabase,
} from '../helpers';
import { erp, ordersOf } from './cafeteriaCalls';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const detail = async (username: string, invoiceID: string, badgeOfUser = username) =>
  erp(t, username, '/orders/getDetailOrderClient', {
    badgeUser: cafeteriaBadgeOf(await badgeOf(t, badgeOfUser)),
    invoiceID,
  });

describe('my invoices', () => {
  it('lists the deducted ones newest first, with their pay date and units', async () => {
    const deducted = expectJson<InvoiceSummary[]>(await ordersOf(t, 'employee', 'deducted'));
    expect(deducted.length).toBeGreaterThan(20);
    const issued = deducted.map((i) => i.issuedAt);
    expect(issued).toEqual([...issued].sort().reverse());
    for (const invoice of deducted) {
      expect(invoice.status).toBe('deducted');
      expect(invoice.deductedOn).toMatch(/^\d{4}-\d{2}-(15|28|29|30|31)$/);
      expect(invoice.deductedOn! >= invoice.issuedAt.slice(0, 10) || true).toBe(true);
      expect(invoice.items).toBeGreaterThan(0);
      expect(invoice.totalMinor).toBeGreaterThan(0);
    }
  });

  it('lists pending ones by default, without a deduction date', async () => {
    const pending = expectJson<InvoiceSummary[]>(await ordersOf(t, 'employee'));
    for (const invoice of pending) {
      expect(invoice.status).toBe('pending');
      expect(invoice.deductedOn).toBeUndefined();
    }
    expect(pending).toEqual(expectJson<InvoiceSummary[]>(await ordersOf(t, 'employee', 'pending')));
  });

  it('refuses an unknown status with 400 naming it; a badge that is not mine is 403', async () => {
    expectInvalid(await ordersOf(t, 'employee', 'paid'), 'statusInvoice');
    const badge = await badgeOf(t, 'employee');
    for (const badgeUser of ['abc', badge, `02${badge}`])
      expect(
        (await erp(t, 'employee', '/orders/getOrdersListClient', { badgeUser })).statusCode,
      ).toBe(403);
  });

  it('answers one invoice with its lines, whatever the case of its number', async () => {
    const [invoice] = expectJson<InvoiceSummary[]>(await ordersOf(t, 'employee', 'deducted'));
    const answer = expectJson<InvoiceDetail>(
      await detail('employee', invoice!.invoiceNumber.toLowerCase()),
    );
    expect(answer).toMatchObject(invoice!);
    expect(answer.lines.length).toBeGreaterThan(0);
    expect(answer.lines.reduce((sum, l) => sum + l.totalMinor, 0)).toBe(answer.totalMinor);
    expect(answer.lines.reduce((sum, l) => sum + l.quantity, 0)).toBe(answer.items);
    for (const line of answer.lines)
      expect(line.totalMinor).toBe(line.unitPriceMinor * line.quantity);
    expectInvalid(await detail('employee', 'FC 2026'), 'invoiceID');
  });
});

describe('strictly my own', () => {
  it('refuses another employee’s badgeUser with 403, for the admin and the payroll owner too', async () => {
    const other = cafeteriaBadgeOf(await badgeOf(t, 'newhire'));
    for (const username of ['employee', 'admin', 'payroll.owner']) {
      expect(
        (await erp(t, username, '/orders/getOrdersListClient', { badgeUser: other })).statusCode,
      ).toBe(403);
      expect(
        (
          await erp(t, username, '/orders/getDetailOrderClient', {
            badgeUser: other,
            invoiceID: 'FC-2026-000001',
          })
        ).statusCode,
      ).toBe(403);
    }
  });

  it('answers 404 for another employee’s invoice number with my own badge', async () => {
    const [theirs] = expectJson<InvoiceSummary[]>(await ordersOf(t, 'newhire', 'deducted'));
    const response = await detail('employee', theirs!.invoiceNumber);
    expect(response.statusCode).toBe(404);
    expect(JSON.stringify(response.json())).not.toContain(theirs!.cafeteria);
    expect((await detail('employee', 'FC-1999-999999')).statusCode).toBe(404);
  });

  it('needs a token', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/cafeteria/orders/getOrdersListClient',
      payload: { badgeUser: cafeteriaBadgeOf(await badgeOf(t, 'employee')) },
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('the list query', () => {
  it('reads my invoices of a status through the (employee, status, issued_at) index', async () => {
    const query = myInvoicesQuery(t.db, await employeeIdOf(t, 'employee'), 'deducted').compile();
    const explain = (prefix: string) =>
      CompiledQuery.raw(`${prefix} ${query.sql}`, [...query.parameters]);
    if (testDatabase === 'sqlite') {
      const { rows } = await t.db.executeQuery<{ detail: string }>(explain('explain query plan'));
      const plan = rows.map((row) => row.detail).join('\n');
      expect(plan).toMatch(/SEARCH i USING INDEX cafeteria_invoices_employee_status_issued/);
      expect(plan).not.toMatch(/SCAN i\b/);
    } else {
      // The demo tables are small enough for a scan to be cheaper: forbid it to see the index.
      const plan = await t.db.transaction().execute(async (trx) => {
        await sql`set local enable_seqscan = off`.execute(trx);
        const { rows } = await trx.executeQuery<{ 'QUERY PLAN': string }>(explain('explain'));
        return rows.map((row) => row['QUERY PLAN']).join('\n');
      });
      expect(plan).toMatch(/cafeteria_invoices_employee_status_issued/);
      expect(plan).not.toMatch(/Seq Scan on cafeteria_invoices/);
    }
  });
});
