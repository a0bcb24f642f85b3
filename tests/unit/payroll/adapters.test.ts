// @vitest-environment node
import { HttpResponse } from 'msw';
import { HttpError } from 'react-admin';
import { describe, expect, it } from 'vitest';
import {
  bonusesAdapter,
  type BonusesRecord,
  cafeteriaPendingAdapter,
  type CafeteriaPendingRecord,
  type PayslipRecord,
  payslipsAdapter,
  vacationsAdapter,
  type VacationsRecord,
  yearBonusAdapter,
  type YearBonusRecord,
} from '../../../dataProviders/payroll/payroll';
import { fakeMainApi, MAIN_API } from '../helpers/fakeMainApi';
import { payslips } from './fixtures';

/** The families under the faked base: what follows MAIN_API in the recorded URLs. */
const PAYROLL_API = `${MAIN_API}/payroll`;
const CAFETERIA_API = `${MAIN_API}/cafeteria`;
const KEY = 'clave de prueba';

const api = fakeMainApi({
  respond: (_request, { url, method }) => {
    if (url.startsWith('/payroll/salarios?')) return HttpResponse.json(payslips);
    if (url.startsWith('/payroll/vacaciones?')) {
      return HttpResponse.json({
        hiredOn: '2020-03-02',
        accruedDays: 80,
        takenDays: 60,
        balanceDays: 20,
        leaves: [{ from: '2026-04-06', to: '2026-04-10', days: 5 }],
      });
    }
    if (url.startsWith('/payroll/aguinaldos?')) {
      return HttpResponse.json({ periods: [] });
    }
    if (url.startsWith('/payroll/bonos?') && method === 'POST') {
      return HttpResponse.json({
        year: 2026,
        month: 3,
        bonuses: [{ concept: 'productivity', amountMinor: 5_000_000, paidOn: '2026-03-31' }],
        totalMinor: 5_000_000,
      });
    }
    if (url === '/cafeteria/orders/getOrdersListClient' && method === 'POST') {
      return HttpResponse.json([
        { invoiceNumber: 'FC-2026-000001', totalMinor: 250_000 },
        { invoiceNumber: 'FC-2026-000002', totalMinor: 175_050 },
      ]);
    }
    return HttpResponse.json({ message: 'Acceso denegado' }, { status: 403 });
  },
});

describe('payroll adapters over the payroll family', () => {
  it('reads my payslips with the key, each by its period with its PDF address', async () => {
    const adapter = payslipsAdapter(PAYROLL_API, api.http, KEY);
    const { data, total } = await adapter.getList<PayslipRecord>('payslips', {
      filter: { badge: '100002' },
      pagination: { page: 1, perPage: 24 },
      sort: { field: 'periodStart', order: 'DESC' },
    });
    expect(api.sent[0]).toMatchObject({
      method: 'GET',
      url: '/payroll/salarios?codigo_alternativo=100002&code=clave%20de%20prueba',
    });
    expect(total).toBe(3);
    expect(data[0]).toMatchObject({ id: '2026-11-01', netMinor: payslips[0]!.netMinor });
    expect(data[0]!.pdfUrl).toBe(
      `${PAYROLL_API}/salarios/2026-11-01/pdf?codigo_alternativo=100002&code=clave%20de%20prueba`,
    );
  });

  it('asks nothing without a badge (the identity is not read yet)', async () => {
    const adapter = payslipsAdapter(PAYROLL_API, api.http, KEY);
    const { data } = await adapter.getList('payslips', {
      filter: {},
      pagination: { page: 1, perPage: 24 },
      sort: { field: 'periodStart', order: 'DESC' },
    });
    expect(data).toEqual([]);
    expect(api.sent).toHaveLength(0);
  });

  it('reads my vacations and my aguinaldo by my badge', async () => {
    const vacations = await vacationsAdapter(PAYROLL_API, api.http, KEY).getOne<VacationsRecord>(
      'payroll-vacations',
      { id: '100002' },
    );
    expect(vacations.data).toMatchObject({ id: '100002', balanceDays: 20 });
    const yearBonus = await yearBonusAdapter(PAYROLL_API, api.http, KEY).getOne<YearBonusRecord>(
      'payroll-year-bonus',
      { id: '100002' },
    );
    expect(yearBonus.data).toEqual({ id: '100002', periods: [] });
    expect(api.sent.map(({ url }) => url)).toEqual([
      '/payroll/vacaciones?codigo_alternativo=100002&code=clave%20de%20prueba',
      '/payroll/aguinaldos?codigo_alternativo=100002&code=clave%20de%20prueba',
    ]);
  });

  it('posts bonos with company code 2, the year, the month and my code as a number', async () => {
    const adapter = bonusesAdapter(PAYROLL_API, api.http, KEY);
    const { data } = await adapter.getOne<BonusesRecord>('payroll-bonuses', {
      id: '2026-03',
      meta: { badge: '100002' },
    });
    expect(api.sent[0]).toEqual({
      method: 'POST',
      url: '/payroll/bonos?code=clave%20de%20prueba',
      body: { codcia: 2, anio: 2026, mes: 3, codigoEmpleado: 100002 },
    });
    expect(data).toMatchObject({ id: '2026-03', totalMinor: 5_000_000 });
  });

  it('sums my pending cafeteria invoices, asked with the 01 badge prefix', async () => {
    const adapter = cafeteriaPendingAdapter(CAFETERIA_API, api.http);
    const { data } = await adapter.getOne<CafeteriaPendingRecord>('payroll-cafeteria-pending', {
      id: '100002',
    });
    expect(api.sent[0]).toEqual({
      method: 'POST',
      url: '/cafeteria/orders/getOrdersListClient',
      body: { badgeUser: '01100002', statusInvoice: 'pending' },
    });
    expect(data).toEqual({ id: '100002', count: 2, totalMinor: 425_050 });
  });

  it('passes a refusal on with the service’s message', async () => {
    const adapter = vacationsAdapter(`${MAIN_API}/elsewhere`, api.http, KEY);
    const refusal = await adapter.getOne('payroll-vacations', { id: '100003' }).then(
      () => null,
      (error: unknown) => error,
    );
    expect(refusal).toBeInstanceOf(HttpError);
    expect((refusal as HttpError).status).toBe(403);
    expect((refusal as HttpError).message).toBe('Acceso denegado');
  });
});
