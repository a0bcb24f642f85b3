import { mulberry32 } from '../../../server/db/seed/random';
import {
  extrasOf,
  MONTHLY_BASES,
  PAYSLIP_COLUMNS,
  payslipOf,
  payslipRow,
} from '../../../server/modules/payroll/pay';
import { paidPeriods } from '../../../server/modules/payroll/seed';
import { calendarDay } from '../../../contracts/calendar';
import { CHUNK_ROWS, type Generator, scaleEmployeeIds } from '../../scale/kit';

/** A payslip row as the demo seed writes it: its employee, then its own columns. */
const PAYSLIP_ROW_COLUMNS = ['employee_id', ...PAYSLIP_COLUMNS] as const;

/** Payslip variants per salary band: the rows reuse them so the lines' JSON is made once. */
const PAYSLIP_VARIANTS = 16;

/**
 * Payroll: 24 quincenas of payslips for every generated employee (100,000 × 24 at scale), ending
 * with the last period paid, as the demo seed makes them; the lines are a few precomputed
 * variants per salary band (kept short: only the lines that are not zero).
 */
export const payslips: Generator = {
  name: 'payslips',
  async generate(writer) {
    const random = mulberry32(2_400_000);
    const periods = paidPeriods(calendarDay());
    const variants = MONTHLY_BASES.map((base) =>
      Array.from({ length: PAYSLIP_VARIANTS }, () => payslipOf(base, extrasOf(random, base))),
    );
    const people = await scaleEmployeeIds(writer);
    const perChunk = Math.max(1, Math.floor(CHUNK_ROWS / periods.length));
    for (let start = 0; start < people.length; start += perChunk) {
      const rows: unknown[][] = [];
      for (const employeeId of people.slice(start, start + perChunk)) {
        const band = variants[employeeId % variants.length]!;
        for (const period of periods) {
          const row = payslipRow(employeeId, period, band[Math.floor(random() * band.length)]!);
          rows.push(PAYSLIP_ROW_COLUMNS.map((column) => row[column]));
        }
      }
      await writer.insert('payslips', PAYSLIP_ROW_COLUMNS, rows);
    }
    return people.length * periods.length;
  },
};
