import type { Payslip, PayslipLine } from '../../../contracts/payroll/payroll';

/** One month of pay: the sums of the payslips paid in it. */
export interface MonthOfPay {
  /** 'YYYY-MM' */
  month: string;
  grossMinor: number;
  netMinor: number;
}

/**
 * The last `months` months with payslips, oldest first, each summing the payslips paid in it
 * (two quincenas a month): the history the chart draws.
 */
export function monthlyPay(payslips: readonly Payslip[], months = 12): MonthOfPay[] {
  const byMonth = new Map<string, MonthOfPay>();
  for (const payslip of payslips) {
    const month = payslip.payDate.slice(0, 7);
    const sum = byMonth.get(month) ?? { month, grossMinor: 0, netMinor: 0 };
    sum.grossMinor += payslip.grossMinor;
    sum.netMinor += payslip.netMinor;
    byMonth.set(month, sum);
  }
  return [...byMonth.values()].sort((a, b) => a.month.localeCompare(b.month)).slice(-months);
}

/** A payslip's lines, earnings and deductions apart, in the service's order. */
export function linesByKind(payslip: Pick<Payslip, 'lines'>): {
  earnings: PayslipLine[];
  deductions: PayslipLine[];
} {
  return {
    earnings: payslip.lines.filter((line) => line.kind === 'earning'),
    deductions: payslip.lines.filter((line) => line.kind === 'deduction'),
  };
}
