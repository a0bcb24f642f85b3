/** The payroll's rules without a server: quincenas, the income tax brackets, a payslip's sums. */
import { describe, expect, it } from 'vitest';
import {
  isPeriodStart,
  lastPaidPeriod,
  periodOf,
  previousPeriod,
} from '../../../contracts/payroll/payroll';
import { monthlyIncomeTax, payslipOf } from '../../../server/modules/payroll/pay';
import { fullMonthsBetween } from '../../../server/modules/payroll/payroll';

describe('quincenas', () => {
  it('split each month at the 15th and are paid on their last day', () => {
    expect(periodOf('2026-02-20')).toEqual({
      periodStart: '2026-02-16',
      periodEnd: '2026-02-28',
      payDate: '2026-02-28',
    });
    expect(periodOf('2028-02-29').periodEnd).toBe('2028-02-29');
    expect(periodOf('2026-03-15')).toMatchObject({
      periodStart: '2026-03-01',
      payDate: '2026-03-15',
    });
    expect(previousPeriod('2026-01-01')).toMatchObject({
      periodStart: '2025-12-16',
      periodEnd: '2025-12-31',
    });
    expect(previousPeriod('2026-01-16').periodStart).toBe('2026-01-01');
  });

  it('count a period as paid from its pay date on', () => {
    expect(lastPaidPeriod('2026-11-15').periodStart).toBe('2026-11-01');
    expect(lastPaidPeriod('2026-11-14').periodStart).toBe('2026-10-16');
    expect(lastPaidPeriod('2026-11-30').periodStart).toBe('2026-11-16');
  });

  it('start on the 1st or the 16th of a real month only', () => {
    expect(['2026-11-01', '2026-11-16'].every(isPeriodStart)).toBe(true);
    expect(['2026-11-02', '2026-13-01', '2026-1-01', 'x'].some(isPeriodStart)).toBe(false);
  });
});

describe('the income tax', () => {
  it('taxes each bracket of the monthly gross at its rate', () => {
    expect(monthlyIncomeTax(918_000_00)).toBe(0);
    expect(monthlyIncomeTax(1_000_000_00)).toBe(8_200_00);
    // 10 % of 429.000 + 15 % of 653.000
    expect(monthlyIncomeTax(2_000_000_00)).toBe(42_900_00 + 97_950_00);
    // … + 20 % of 2.363.000 + 25 % of 273.000
    expect(monthlyIncomeTax(5_000_000_00)).toBe(42_900_00 + 152_550_00 + 472_600_00 + 68_250_00);
  });
});

describe('a payslip', () => {
  it('adds up: CCSS 10.67 % of gross, solidarity 5 % of base, net = gross − deductions', () => {
    const slip = payslipOf(1_600_000_00, {
      overtimeMinor: 50_000_00,
      commissionMinor: 0,
      nightShiftMinor: 0,
      cafeteriaMinor: 12_500_00,
    });
    expect(slip.grossMinor).toBe(850_000_00);
    expect(slip.lines.map((line) => line.code)).toEqual([
      'baseSalary',
      'overtime',
      'ccss',
      'incomeTax',
      'solidarity',
      'cafeteria',
    ]);
    const amount = (code: string) => slip.lines.find((line) => line.code === code)?.amountMinor;
    expect(amount('ccss')).toBe(90_695_00);
    expect(amount('solidarity')).toBe(40_000_00);
    expect(amount('incomeTax')).toBe(Math.round(monthlyIncomeTax(1_700_000_00) / 2));
    expect(slip.netMinor).toBe(slip.grossMinor - slip.deductionsMinor);
  });
});

describe('vacation months', () => {
  it('count a month once its day has come round again', () => {
    expect(fullMonthsBetween('2025-03-20', '2026-03-19')).toBe(11);
    expect(fullMonthsBetween('2025-03-20', '2026-03-20')).toBe(12);
    expect(fullMonthsBetween('2026-12-01', '2026-11-24')).toBe(0);
  });
});
