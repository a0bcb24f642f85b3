import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { type DataProvider, HttpError } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { calendarMonth } from '../../../contracts/calendar';
import { BonusesPage } from '../../../src/modules/payroll/BonusesPage';
import { PayrollHomePage } from '../../../src/modules/payroll/PayrollHomePage';
import { PayslipPage } from '../../../src/modules/payroll/PayslipPage';
import { monthlyPay } from '../../../src/modules/payroll/payRules';
import { renderPageAt } from '../helpers/renderPage';
import { payslips } from './fixtures';
import { signedInAs } from '../helpers/authProvider';

const authProvider = signedInAs(['payroll_User'], { id: '100002', fullName: 'Ana Mora' });

const records = payslips.map((payslip) => ({
  ...payslip,
  id: payslip.periodStart,
  pdfUrl: `/api/payroll/salarios/${payslip.periodStart}/pdf?codigo_alternativo=100002&code=k`,
}));
const vacations = {
  hiredOn: '2020-03-02',
  accruedDays: 80,
  takenDays: 62,
  balanceDays: 18,
  leaves: [{ from: '2026-04-06', to: '2026-04-10', days: 5 }],
};
const yearBonus = {
  periods: [
    {
      from: '2025-12-01',
      to: '2026-11-30',
      payableBy: '2026-12-20',
      months: [{ month: '2026-10', grossMinor: 83_000_000, accruedMinor: 6_916_667 }],
      totalMinor: 6_916_667,
    },
  ],
};

/** The module's resources as the pages read them; `failing` answers a refusal instead. */
function fakeProvider(failing?: string) {
  const download = vi.fn(async () => ({
    blob: new Blob(['%PDF-1.7']),
    name: 'colilla-100002-2026-11-01.pdf',
  }));
  const getOne = vi.fn(async (resource: string, { id }: { id: string }) => {
    if (resource === failing) throw new HttpError('El servicio de planilla no responde', 500);
    const data: Record<string, unknown> =
      resource === 'payroll-vacations'
        ? vacations
        : resource === 'payroll-year-bonus'
          ? yearBonus
          : resource === 'payroll-cafeteria-pending'
            ? { count: 2, totalMinor: 425_050 }
            : id === '2026-03'
              ? {
                  year: 2026,
                  month: 3,
                  bonuses: [
                    { concept: 'productivity', amountMinor: 5_000_000, paidOn: '2026-03-31' },
                    { concept: 'attendance', amountMinor: 2_500_000, paidOn: '2026-03-31' },
                  ],
                  totalMinor: 7_500_000,
                }
              : { bonuses: [], totalMinor: 0 };
    return { data: { ...data, id } };
  });
  const provider = {
    getList: async (resource: string) => {
      if (resource === failing) throw new HttpError('El servicio de planilla no responde', 500);
      return { data: records, total: records.length };
    },
    getOne,
    download,
  } as unknown as DataProvider;
  return { provider, getOne, download };
}

function renderAt(path: string, route: string, page: ReactNode, dataProvider: DataProvider) {
  renderPageAt(path, route, page, { dataProvider, authProvider });
}

describe('the payroll pages', () => {
  it('home: the last net pay, the earlier payslips, the balances and the chart in words', async () => {
    renderAt('/payroll/home', '/payroll/home', <PayrollHomePage />, fakeProvider().provider);
    expect(await screen.findByTestId('last-net')).toHaveTextContent(/₡350\s719,50/);
    expect(screen.getByText(/15 de noviembre de 2026/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver la colilla' })).toHaveAttribute(
      'href',
      '/payroll/payslip?period=2026-11-01',
    );
    expect(await screen.findByTestId('vacation-balance')).toHaveTextContent('18 días');
    expect(await screen.findByTestId('year-bonus-accrued')).toHaveTextContent(/₡69\s166,67/);
    expect(await screen.findByTestId('cafeteria-pending')).toHaveTextContent(/₡4\s?250,50/);
    // Two months, oldest first, each said in words.
    const chart = screen.getByRole('region', { name: 'Mi salario en los últimos 12 meses' });
    expect(within(chart).getAllByRole('listitem')[0]).toHaveTextContent(
      /octubre de 2026: bruto ₡810\s000,00, neto ₡\d/,
    );
  });

  it('sums the months by pay date, the last twelve only', () => {
    const many = Array.from({ length: 14 }, (_, index) => ({
      ...payslips[0]!,
      payDate: `20${25 + Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}-15`,
    }));
    const months = monthlyPay([...many, payslips[1]!, payslips[2]!]);
    expect(months).toHaveLength(12);
    expect(months.at(-1)?.month).toBe('2026-10');
    expect(months.at(-1)?.grossMinor).toBe(payslips[1]!.grossMinor + payslips[2]!.grossMinor);
  });

  it('payslip: the chosen period’s lines by kind, the net, and its PDF downloaded', async () => {
    const { provider, download } = fakeProvider();
    renderAt('/payroll/payslip?period=2026-10-16', '/payroll/payslip', <PayslipPage />, provider);
    const earnings = await screen.findByTestId('earnings');
    expect(within(earnings).getByText('Salario base')).toBeInTheDocument();
    expect(within(earnings).getByText('Horas extra')).toBeInTheDocument();
    const deductions = screen.getByTestId('deductions');
    expect(within(deductions).getByText('CCSS (cuota obrera)')).toBeInTheDocument();
    expect(screen.getByTestId('payslip-net')).toHaveTextContent(/₡350\s719,50/);
    URL.createObjectURL = vi.fn(() => 'blob:colilla');
    URL.revokeObjectURL = vi.fn();
    fireEvent.click(screen.getByRole('button', { name: /Descargar PDF/ }));
    await waitFor(() => expect(download).toHaveBeenCalledWith(records[1]!.pdfUrl));
  });

  it('payslip: vacations and the aguinaldo per month with its total', async () => {
    const { provider } = fakeProvider();
    renderAt('/payroll/payslip?tab=vacations', '/payroll/payslip', <PayslipPage />, provider);
    expect(await screen.findByTestId('vacations-balance')).toHaveTextContent('18 días');
    expect(screen.getByTestId('leaves')).toHaveTextContent('6 de abril de 2026');
    fireEvent.click(screen.getByRole('tab', { name: 'Aguinaldo' }));
    expect(await screen.findByTestId('year-bonus-total-0')).toHaveTextContent(/₡69\s166,67/);
    expect(screen.getByTestId('year-bonus-0')).toHaveTextContent('octubre de 2026');
  });

  it('shows the service’s message with a retry, and reads again on retry', async () => {
    const { provider, getOne } = fakeProvider('payroll-vacations');
    renderAt('/payroll/payslip?tab=vacations', '/payroll/payslip', <PayslipPage />, provider);
    expect(await screen.findByText('El servicio de planilla no responde')).toBeInTheDocument();
    const asked = getOne.mock.calls.length;
    fireEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    await waitFor(() => expect(getOne.mock.calls.length).toBeGreaterThan(asked));
  });

  it('bonos: this month by default (empty), then a chosen month’s bonuses and total', async () => {
    const { provider, getOne } = fakeProvider();
    renderAt('/payroll/bonos', '/payroll/bonos', <BonusesPage />, provider);
    expect(await screen.findByTestId('bonuses-empty')).toBeInTheDocument();
    expect(getOne).toHaveBeenCalledWith(
      'payroll-bonuses',
      expect.objectContaining({ id: calendarMonth(), meta: { badge: '100002' } }),
    );
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Año' }));
    fireEvent.click(await screen.findByRole('option', { name: '2026' }));
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Mes' }));
    fireEvent.click(await screen.findByRole('option', { name: 'marzo' }));
    const table = await screen.findByTestId('bonuses');
    expect(within(table).getByText('Productividad')).toBeInTheDocument();
    expect(screen.getByTestId('bonuses-total')).toHaveTextContent(/₡75\s000,00/);
  });
});
