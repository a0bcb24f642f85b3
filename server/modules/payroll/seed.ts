import type { Insertable, Transaction } from 'kysely';
import { addDays, calendarDay } from '../../../contracts/calendar';
import {
  type BonusConcept,
  lastPaidPeriod,
  PAYSLIPS_LISTED,
  type PayPeriod,
  previousPeriod,
} from '../../../contracts/payroll/payroll';
import { mulberry32 } from '../../db/seed/random';
import type { Database } from '../../db/schema';
import { extrasOf, monthlyBaseOf, payslipOf, payslipRow } from './pay';

/** Rows per INSERT: 16,000 parameters, under both databases' limits (SQLite 32,766, PostgreSQL 65,535). */
const ROWS_PER_INSERT = 2000;

/** Multi-row INSERTs, a chunk at a time (the seed runs before every api test file). */
async function insertInChunks<T extends 'payslips' | 'vacation_leaves' | 'payroll_bonuses'>(
  trx: Transaction<Database>,
  table: T,
  rows: Insertable<Database[T]>[],
) {
  for (let start = 0; start < rows.length; start += ROWS_PER_INSERT)
    await trx
      .insertInto(table)
      .values(rows.slice(start, start + ROWS_PER_INSERT) as never)
      .execute();
}

/** The last `count` quincenas paid on or before `today`, oldest first. */
export function paidPeriods(today: string, count = PAYSLIPS_LISTED): PayPeriod[] {
  const periods = [lastPaidPeriod(today)];
  while (periods.length < count) periods.unshift(previousPeriod(periods[0]!.periodStart));
  return periods;
}

const CONCEPTS: readonly BonusConcept[] = ['productivity', 'attendance', 'quality', 'referral'];

/** The Monday on or after `day` (leaves start on a working day and run within one week). */
function mondayFrom(day: string): string {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return addDays(day, (8 - weekday) % 7);
}

/**
 * A year of pay for every employee (demo accounts and generated colleagues): 24 payslips ending
 * with the last quincena paid, a salary by position and account with extras that vary, two or
 * three vacation leaves, and bonuses for about half of the months (`employee`: every month, so
 * the bonus page always has a month to show).
 */
export async function seedPayroll(trx: Transaction<Database>, now: Date): Promise<void> {
  const today = calendarDay(now);
  const periods = paidPeriods(today);
  const employees = await trx
    .selectFrom('employees')
    .select(['id', 'username', 'position', 'account', 'hired_on'])
    .orderBy('id')
    .execute();
  const payslips: Insertable<Database['payslips']>[] = [];
  const leaves: Insertable<Database['vacation_leaves']>[] = [];
  const bonuses: Insertable<Database['payroll_bonuses']>[] = [];
  for (const employee of employees) {
    const random = mulberry32(employee.id * 7919);
    const monthlyBase = monthlyBaseOf(employee.position, employee.account);
    for (const period of periods)
      payslips.push(
        payslipRow(employee.id, period, payslipOf(monthlyBase, extrasOf(random, monthlyBase))),
      );

    // Each earlier year's holidays at its end, two working weeks or so, so the balance stays what
    // a company that makes people rest would show (a handful of days, not years of them).
    const hiredYear = Number((employee.hired_on ?? today).slice(0, 4));
    for (let year = hiredYear + 1; year < Number(today.slice(0, 4)) - 1; year++) {
      const from = mondayFrom(
        `${year}-12-${String(8 + Math.floor(random() * 7)).padStart(2, '0')}`,
      );
      const days = 10 + Math.floor(random() * 3);
      // Working days from a Monday: a weekend for every five.
      leaves.push({
        employee_id: employee.id,
        from_day: from,
        to_day: addDays(from, days - 1 + 2 * Math.floor((days - 1) / 5)),
        days,
      });
    }

    // Leaves in different months of the year behind: whole working weeks or a few days of one.
    const leaveCount = 2 + Math.floor(random() * 2);
    for (let index = 0; index < leaveCount; index++) {
      const from = mondayFrom(addDays(today, -330 + index * 100 + Math.floor(random() * 60)));
      const days = 1 + Math.floor(random() * 5);
      leaves.push({
        employee_id: employee.id,
        from_day: from,
        to_day: addDays(from, days - 1),
        days,
      });
    }

    // Paid with the month's first quincena (the 15th), already paid for every seeded month.
    for (const period of periods.filter((p) => p.periodStart.endsWith('-01'))) {
      if (employee.username !== 'employee' && random() < 0.5) continue;
      const [year, month] = period.periodStart.split('-').map(Number) as [number, number];
      const count = 1 + Math.floor(random() * 2);
      const first = Math.floor(random() * CONCEPTS.length);
      for (let index = 0; index < count; index++)
        bonuses.push({
          employee_id: employee.id,
          year,
          month,
          concept: CONCEPTS[(first + index) % CONCEPTS.length]!,
          amount_minor: (10 + Math.floor(random() * 90)) * 1_000_00,
          paid_on: period.payDate,
        });
    }
  }
  await insertInChunks(trx, 'payslips', payslips);
  await insertInChunks(trx, 'vacation_leaves', leaves);
  await insertInChunks(trx, 'payroll_bonuses', bonuses);
}
