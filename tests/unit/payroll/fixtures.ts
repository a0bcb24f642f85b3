import type { Payslip } from '../../../contracts/payroll/payroll';

/** A quincena's payslip: base salary and overtime, CCSS and income tax. */
export function payslipOf(
  periodStart: string,
  periodEnd: string,
  payDate: string,
  base: number,
): Payslip {
  const overtime = 1_500_000;
  const ccss = Math.round((base + overtime) * 0.1067);
  const incomeTax = 2_000_000;
  return {
    periodStart,
    periodEnd,
    payDate,
    grossMinor: base + overtime,
    deductionsMinor: ccss + incomeTax,
    netMinor: base + overtime - ccss - incomeTax,
    lines: [
      { kind: 'earning', code: 'baseSalary', amountMinor: base },
      { kind: 'earning', code: 'overtime', amountMinor: overtime },
      { kind: 'deduction', code: 'ccss', amountMinor: ccss },
      { kind: 'deduction', code: 'incomeTax', amountMinor: incomeTax },
    ],
  };
}

/** Newest first, as the service answers: the two quincenas of November and one of October. */
export const payslips: Payslip[] = [
  payslipOf('2026-11-01', '2026-11-15', '2026-11-15', 40_000_000),
  payslipOf('2026-10-16', '2026-10-31', '2026-10-31', 40_000_000),
  payslipOf('2026-10-01', '2026-10-15', '2026-10-15', 38_000_000),
];
