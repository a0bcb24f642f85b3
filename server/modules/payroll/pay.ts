import {
  type PayPeriod,
  type PayslipLine,
  type PayslipLineCode,
} from '../../../contracts/payroll/payroll';

/**
 * How a payslip is made up, for the demo seed and the scale generator alike (the service only
 * reads payslips): the base salary of a quincena, the month's extras, Costa Rica's deductions.
 */

/** CCSS, the worker's share (SEM 5.50 % + IVM 4.17 % + Banco Popular 1 %), in basis points. */
const CCSS_BP = 1067;
/** The asociación solidarista: 5 % of the base salary. */
const SOLIDARITY_BP = 500;

/** Salaried income tax, monthly brackets (colones, 2025): the rate over each lower bound. */
const INCOME_TAX_BRACKETS: readonly (readonly [number, number])[] = [
  [918_000_00, 10],
  [1_347_000_00, 15],
  [2_364_000_00, 20],
  [4_727_000_00, 25],
];

/** Monthly income tax (céntimos) on a monthly gross, bracket by bracket. */
export function monthlyIncomeTax(grossMinor: number): number {
  let tax = 0;
  INCOME_TAX_BRACKETS.forEach(([from, rate], index) => {
    const to = INCOME_TAX_BRACKETS[index + 1]?.[0] ?? Number.POSITIVE_INFINITY;
    if (grossMinor > from) tax += ((Math.min(grossMinor, to) - from) * rate) / 100;
  });
  return Math.round(tax);
}

/** Monthly base salaries (céntimos) the demo positions are paid, by a stable pick. */
export const MONTHLY_BASES = [
  650_000_00, 780_000_00, 920_000_00, 1_100_000_00, 1_350_000_00, 1_600_000_00, 2_100_000_00,
  2_800_000_00,
] as const;

/** A stable number for a text (position and account pick the salary band). */
function hashOf(text: string): number {
  let hash = 2166136261;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 16777619);
  return hash >>> 0;
}

/** The monthly base salary of a position at an account (céntimos, whole colones). */
export const monthlyBaseOf = (position: string | null, account: string | null): number =>
  MONTHLY_BASES[hashOf(`${position ?? ''}|${account ?? ''}`) % MONTHLY_BASES.length] ?? 650_000_00;

const bp = (amount: number, basisPoints: number) => Math.round((amount * basisPoints) / 10_000);

/** What varies from one quincena to the next: extras and the cafeteria, each may be 0. */
export interface PayExtras {
  overtimeMinor: number;
  commissionMinor: number;
  nightShiftMinor: number;
  cafeteriaMinor: number;
}

/** Extras drawn from `random` around a base: overtime most quincenas, a commission at times… */
export function extrasOf(random: () => number, monthlyBaseMinor: number): PayExtras {
  const whole = (max: number) => Math.round(random() * max) * 100;
  const hourly = monthlyBaseMinor / 240;
  return {
    overtimeMinor:
      random() < 0.6 ? Math.round((hourly * 1.5 * (2 + Math.floor(random() * 10))) / 100) * 100 : 0,
    commissionMinor: random() < 0.25 ? whole(monthlyBaseMinor / 1000) : 0,
    nightShiftMinor: random() < 0.15 ? whole(25_000) : 0,
    cafeteriaMinor: random() < 0.5 ? whole(18_000) : 0,
  };
}

/** A quincena's payslip: lines (earnings, then deductions, zeros left out) and its sums. */
export function payslipOf(monthlyBaseMinor: number, extras: PayExtras) {
  const base = Math.round(monthlyBaseMinor / 2);
  const earnings: [PayslipLineCode, number][] = [
    ['baseSalary', base],
    ['overtime', extras.overtimeMinor],
    ['commission', extras.commissionMinor],
    ['nightShift', extras.nightShiftMinor],
  ];
  const gross = earnings.reduce((sum, [, amount]) => sum + amount, 0);
  // The tax is monthly: a quincena withholds half of the tax on twice its gross.
  const deductions: [PayslipLineCode, number][] = [
    ['ccss', bp(gross, CCSS_BP)],
    ['incomeTax', Math.round(monthlyIncomeTax(gross * 2) / 2)],
    ['solidarity', bp(base, SOLIDARITY_BP)],
    ['cafeteria', extras.cafeteriaMinor],
  ];
  const deducted = deductions.reduce((sum, [, amount]) => sum + amount, 0);
  const lines: PayslipLine[] = [
    ...earnings.map(([code, amountMinor]) => ({ kind: 'earning' as const, code, amountMinor })),
    ...deductions.map(([code, amountMinor]) => ({ kind: 'deduction' as const, code, amountMinor })),
  ].filter((line) => line.amountMinor > 0);
  return { grossMinor: gross, deductionsMinor: deducted, netMinor: gross - deducted, lines };
}

/** A payslip as its table's row. */
export function payslipRow(
  employeeId: number,
  period: PayPeriod,
  slip: ReturnType<typeof payslipOf>,
) {
  return {
    employee_id: employeeId,
    period_start: period.periodStart,
    period_end: period.periodEnd,
    pay_date: period.payDate,
    gross_minor: slip.grossMinor,
    deductions_minor: slip.deductionsMinor,
    net_minor: slip.netMinor,
    lines: JSON.stringify(slip.lines),
  };
}

/** A payslip's own columns, all but its employee's: what its readers select. */
export const PAYSLIP_COLUMNS = [
  'period_start',
  'period_end',
  'pay_date',
  'gross_minor',
  'deductions_minor',
  'net_minor',
  'lines',
] as const;
