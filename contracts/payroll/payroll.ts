import { type InferType, number, object, string } from 'yup';
import { addDays, monthWindow } from '../calendar';
import { isIsoDate } from '../newsletters/newsletters';

/**
 * Payroll: my payslips, vacations, year bonus (aguinaldo) and bonuses, on the payroll family
 * (`/api/payroll/…`). Every call carries the portal's function key (`?code=`, else 403) and is
 * strictly the caller's own: the employee code it names (`codigo_alternativo` = the badge,
 * `codigoEmpleado` = the badge as a number, contracts/employeeCodes.ts) must be the caller's,
 * whoever they are (System_Admin and Payroll_Owner included; another's is 403), and the caller
 * must hold a payroll role (payroll_User, Payroll_Owner, System_Admin).
 *
 * Answers use English camelCase fields; money is in integer céntimos (`…Minor`); dates are
 * 'YYYY-MM-DD' in the company calendar.
 */

// ---------------------------------------------------------------------------------------------
// Periods: quincenas (1–15 and 16–end of month), paid on their last day

/** How many payslips the list answers: the last 12 months. */
export const PAYSLIPS_LISTED = 24;

/** The company code of the bonus service (§9). */
export const PAYROLL_COMPANY_CODE = 2;

export interface PayPeriod {
  periodStart: string;
  periodEnd: string;
  /** The day it is paid: the period's last day (the 15th, the month's last day). */
  payDate: string;
}

/** The quincena a day falls in. */
export function periodOf(day: string): PayPeriod {
  const month = day.slice(0, 7);
  const { last } = monthWindow(month);
  const firstHalf = Number(day.slice(8, 10)) <= 15;
  const periodStart = firstHalf ? `${month}-01` : `${month}-16`;
  const periodEnd = firstHalf ? `${month}-15` : last;
  return { periodStart, periodEnd, payDate: periodEnd };
}

/** The quincena before the one starting on `periodStart`. */
export const previousPeriod = (periodStart: string): PayPeriod =>
  periodOf(addDays(periodStart, -1));

/** The last period paid on or before `today` (today's own when today is its pay date). */
export function lastPaidPeriod(today: string): PayPeriod {
  const current = periodOf(today);
  return current.payDate === today ? current : previousPeriod(current.periodStart);
}

/** Whether a day is the first of a quincena (the 1st or the 16th). */
export const isPeriodStart = (day: string): boolean =>
  isIsoDate(day) && ['01', '16'].includes(day.slice(8, 10));

// ---------------------------------------------------------------------------------------------
// Answers

export type PayslipLineKind = 'earning' | 'deduction';
/** Earnings: baseSalary, overtime, commission, nightShift. Deductions: ccss, incomeTax, solidarity, cafeteria. */
export type PayslipLineCode =
  | 'baseSalary'
  | 'overtime'
  | 'commission'
  | 'nightShift'
  | 'ccss'
  | 'incomeTax'
  | 'solidarity'
  | 'cafeteria';

export interface PayslipLine {
  kind: PayslipLineKind;
  code: PayslipLineCode;
  amountMinor: number;
}

/** One quincena's payslip: gross = the earnings, deductions = their sum, net = gross − deductions. */
export interface Payslip extends PayPeriod {
  grossMinor: number;
  deductionsMinor: number;
  netMinor: number;
  /** Earnings first, then deductions, each in a fixed order. */
  lines: PayslipLine[];
}

/** A vacation taken: both days included; `days` the working days it counted. */
export interface VacationLeave {
  from: string;
  to: string;
  days: number;
}

/**
 * My vacations: one working day accrued per full month since hire (12 a year), whole days;
 * balance = accrued − taken (it may be negative: an advance the company granted).
 */
export interface Vacations {
  hiredOn: string;
  accruedDays: number;
  takenDays: number;
  balanceDays: number;
  /** Newest first. */
  leaves: VacationLeave[];
}

export interface YearBonusMonth {
  /** 'YYYY-MM' */
  month: string;
  /** The gross of the payslips paid in the month. */
  grossMinor: number;
  /** grossMinor / 12, rounded to the céntimo. */
  accruedMinor: number;
}

/** An aguinaldo period: 1 December to 30 November, payable by 20 December. */
export interface YearBonusPeriod {
  from: string;
  to: string;
  payableBy: string;
  /** The months with payslips, oldest first. */
  months: YearBonusMonth[];
  totalMinor: number;
}

/** My aguinaldo: the current period first, then the previous one. */
export interface YearBonus {
  periods: YearBonusPeriod[];
}

export type BonusConcept = 'productivity' | 'attendance' | 'quality' | 'referral';

export interface Bonus {
  concept: BonusConcept;
  amountMinor: number;
  paidOn: string;
}

/** My bonuses of one month (an empty list when there are none). */
export interface Bonuses {
  year: number;
  month: number;
  bonuses: Bonus[];
  totalMinor: number;
}

// ---------------------------------------------------------------------------------------------
// Calls

const badgeCode = () =>
  string()
    .trim()
    .required()
    .matches(/^\d{1,10}$/, '${path} must be a badge number');

/**
 * GET /api/payroll/salarios?codigo_alternativo= (mine): my last 24 payslips (Payslip[]), newest
 * first, with their lines.
 * GET /api/payroll/vacaciones?codigo_alternativo= (mine): Vacations.
 * GET /api/payroll/aguinaldos?codigo_alternativo= (mine): YearBonus.
 */
export const payrollQuery = object({ codigo_alternativo: badgeCode() });
export type PayrollQuery = InferType<typeof payrollQuery>;

/**
 * GET /api/payroll/salarios/:periodStart/pdf?codigo_alternativo= (mine): that payslip as a PDF
 * (application/pdf, attachment `colilla-<badge>-<periodStart>.pdf`) in the caller's language
 * (Accept-Language; Spanish by default). 400 naming periodStart when it is not the 1st or 16th
 * of a month; 404 when I have no payslip for that period.
 */
export const payslipPdfParams = object({
  periodStart: string()
    .trim()
    .required()
    .test(
      'periodStart',
      '${path} must be the first day of a pay period (YYYY-MM-01 or -16)',
      (value) => (value ? isPeriodStart(value) : true),
    ),
});
export type PayslipPdfParams = InferType<typeof payslipPdfParams>;

/**
 * POST /api/payroll/bonos (mine): my bonuses of a month (Bonuses). 400 naming codcia when it is
 * not 2, anio outside 2000–2100, mes outside 1–12.
 */
export const bonusesBody = object({
  codcia: number().required().oneOf([PAYROLL_COMPANY_CODE], '${path} must be the company code 2'),
  anio: number().integer().required().min(2000).max(2100),
  mes: number().integer().required().min(1).max(12),
  codigoEmpleado: number().integer().required().positive().max(9_999_999_999),
});
export type BonusesBody = InferType<typeof bonusesBody>;
