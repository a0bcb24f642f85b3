import type { Generated } from 'kysely';
import type { BonusConcept } from '../../../contracts/payroll/payroll';

// Payroll (migration 0027_payroll).

/** One quincena's payslip of an employee. */
export interface PayslipTable {
  id: Generated<number>;
  employee_id: number;
  /** 'YYYY-MM-DD': the 1st or the 16th. */
  period_start: string;
  period_end: string;
  pay_date: string;
  gross_minor: number;
  deductions_minor: number;
  net_minor: number;
  /** JSON text: `[{ kind, code, amountMinor }]` (PayslipLine[]), earnings first. */
  lines: string;
}

/** Vacation days taken (both days included; `days` the working days counted). */
interface VacationLeaveTable {
  id: Generated<number>;
  employee_id: number;
  from_day: string;
  to_day: string;
  days: number;
}

/** A bonus paid with a month's pay. */
interface PayrollBonusTable {
  id: Generated<number>;
  employee_id: number;
  year: number;
  month: number;
  concept: BonusConcept;
  amount_minor: number;
  paid_on: string;
}

export interface PayrollTables {
  payslips: PayslipTable;
  vacation_leaves: VacationLeaveTable;
  payroll_bonuses: PayrollBonusTable;
}
