import { sql } from 'kysely';
import { calendarDay } from '../../../contracts/calendar';
import {
  type Bonus,
  type Bonuses,
  PAYSLIPS_LISTED,
  type Payslip,
  type PayslipLine,
  type Vacations,
  type YearBonus,
  type YearBonusPeriod,
} from '../../../contracts/payroll/payroll';
import type { DB } from '../../db';
import { findOr404 } from '../../db/lookup';
import { say } from './i18n';
import { PAYSLIP_COLUMNS } from './pay';
import type { PayslipTable } from './tables';

/** An aguinaldo's period: 1 December of `year - 1` to 30 November of `year`, payable by 20 December. */
const yearBonusSpan = (year: number) => ({
  from: `${year - 1}-12-01`,
  to: `${year}-11-30`,
  payableBy: `${year}-12-20`,
});

/** Whole months from `from` to `to` ('YYYY-MM-DD'): a month counts once its day has come again. */
export function fullMonthsBetween(from: string, to: string): number {
  const [fy, fm, fd] = from.split('-').map(Number) as [number, number, number];
  const [ty, tm, td] = to.split('-').map(Number) as [number, number, number];
  const months = (ty - fy) * 12 + (tm - fm) - (td < fd ? 1 : 0);
  return Math.max(0, months);
}

/** Vacation days accrued per full month worked (12 working days a year). */
export const VACATION_DAYS_PER_MONTH = 1;

/** A payslip's columns but its keys. */
type PayslipRow = Omit<PayslipTable, 'id' | 'employee_id'>;

export const toPayslip = (row: PayslipRow): Payslip => ({
  periodStart: row.period_start,
  periodEnd: row.period_end,
  payDate: row.pay_date,
  grossMinor: Number(row.gross_minor),
  deductionsMinor: Number(row.deductions_minor),
  netMinor: Number(row.net_minor),
  lines: JSON.parse(row.lines) as PayslipLine[],
});

/** An employee's last 24 payslips, newest first: a range scan of payslips_employee_period. */
export const lastPayslipsQuery = (db: DB, employeeId: number) =>
  db
    .selectFrom('payslips')
    .select(PAYSLIP_COLUMNS)
    .where('employee_id', '=', employeeId)
    .orderBy('period_start', 'desc')
    .limit(PAYSLIPS_LISTED);

/** The payroll's reads, each of one employee named by their badge (the policy made it the caller's). */
export function createPayrollStore(db: DB) {
  const employee = (badge: string) =>
    findOr404(
      db
        .selectFrom('employees')
        .select(['id', 'badge', 'full_name', 'position', 'account', 'hired_on', 'created_at'])
        .where('badge', '=', badge),
      say('employee.notFound'),
    );

  return {
    employee,

    /** The last 24 payslips, newest first. */
    async payslips(badge: string): Promise<Payslip[]> {
      const { id } = await employee(badge);
      return (await lastPayslipsQuery(db, id).execute()).map(toPayslip);
    },

    /** One payslip with its employee, or 404. */
    async payslip(badge: string, periodStart: string) {
      const person = await employee(badge);
      const row = await findOr404(
        db
          .selectFrom('payslips')
          .select(PAYSLIP_COLUMNS)
          .where('employee_id', '=', person.id)
          .where('period_start', '=', periodStart),
        say('payslip.notFound'),
      );
      return { employee: person, payslip: toPayslip(row) };
    },

    /** Accrued since hire (the record's creation day when HR gave no hire date), taken, leaves. */
    async vacations(badge: string, now = new Date()): Promise<Vacations> {
      const person = await employee(badge);
      const hiredOn = person.hired_on ?? person.created_at.slice(0, 10);
      const leaves = await db
        .selectFrom('vacation_leaves')
        .select(['from_day', 'to_day', 'days'])
        .where('employee_id', '=', person.id)
        .orderBy('from_day', 'desc')
        .execute();
      const accruedDays = fullMonthsBetween(hiredOn, calendarDay(now)) * VACATION_DAYS_PER_MONTH;
      const takenDays = leaves.reduce((sum, leave) => sum + Number(leave.days), 0);
      return {
        hiredOn,
        accruedDays,
        takenDays,
        balanceDays: accruedDays - takenDays,
        leaves: leaves.map((leave) => ({
          from: leave.from_day,
          to: leave.to_day,
          days: Number(leave.days),
        })),
      };
    },

    /** The current aguinaldo period and the previous one, the gross summed by month in SQL. */
    async yearBonus(badge: string, now = new Date()): Promise<YearBonus> {
      const { id } = await employee(badge);
      const today = calendarDay(now);
      const year = Number(today.slice(0, 4)) + (today.slice(5, 7) === '12' ? 1 : 0);
      const spans = [yearBonusSpan(year), yearBonusSpan(year - 1)];
      const month = sql<string>`substr(pay_date, 1, 7)`;
      const rows = await db
        .selectFrom('payslips')
        .select([month.as('month'), (eb) => eb.fn.sum<number>('gross_minor').as('gross')])
        .where('employee_id', '=', id)
        .where('pay_date', '>=', spans[1]!.from)
        .where('pay_date', '<=', spans[0]!.to)
        .groupBy(month)
        .orderBy(month)
        .execute();
      const periods = spans.map((span): YearBonusPeriod => {
        const months = rows
          .filter((row) => row.month >= span.from.slice(0, 7) && row.month <= span.to.slice(0, 7))
          .map((row) => ({
            month: row.month,
            grossMinor: Number(row.gross),
            accruedMinor: Math.round(Number(row.gross) / 12),
          }));
        return {
          ...span,
          months,
          totalMinor: months.reduce((sum, m) => sum + m.accruedMinor, 0),
        };
      });
      return { periods };
    },

    /** The bonuses paid with a month's pay. */
    async bonuses(badge: string, year: number, month: number): Promise<Bonuses> {
      const { id } = await employee(badge);
      const rows = await db
        .selectFrom('payroll_bonuses')
        .select(['concept', 'amount_minor', 'paid_on'])
        .where('employee_id', '=', id)
        .where('year', '=', year)
        .where('month', '=', month)
        .orderBy('paid_on')
        .orderBy('concept')
        .execute();
      const bonuses: Bonus[] = rows.map((row) => ({
        concept: row.concept,
        amountMinor: Number(row.amount_minor),
        paidOn: row.paid_on,
      }));
      return {
        year,
        month,
        bonuses,
        totalMinor: bonuses.reduce((sum, bonus) => sum + bonus.amountMinor, 0),
      };
    },
  };
}

export type PayrollStore = ReturnType<typeof createPayrollStore>;
