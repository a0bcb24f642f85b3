import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema';

// What other server modules may call of the payroll module (docs/CONVENTIONS.md, Boundaries): its
// tables stay its own, read here with the caller's connection or transaction.

/** Gross and net pay of one month, in minor units. */
export interface MonthPay {
  gross: number;
  net: number;
}

/**
 * Gross and net pay of one employee by month (YYYY-MM) of the payslips' period, for periods that
 * start in [from, to) ('YYYY-MM-DD'); a month without payslips is absent (the certificates of
 * salary and incapacity).
 */
export async function payByMonth(
  q: Kysely<Database>,
  employeeId: number,
  from: string,
  to: string,
): Promise<Map<string, MonthPay>> {
  const month = sql<string>`substr(period_start, 1, 7)`;
  const rows = await q
    .selectFrom('payslips')
    .select([
      month.as('month'),
      sql<string | number>`sum(gross_minor)`.as('gross'),
      sql<string | number>`sum(net_minor)`.as('net'),
    ])
    .where('employee_id', '=', employeeId)
    .where('period_start', '>=', from)
    .where('period_start', '<', to)
    .groupBy(month)
    .execute();
  return new Map(
    rows.map((row) => [row.month, { gross: Number(row.gross), net: Number(row.net) }]),
  );
}
