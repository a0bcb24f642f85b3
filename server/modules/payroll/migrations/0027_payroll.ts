import type { Kysely } from 'kysely';
import { autoId } from '../../../db/dialect';

/** The index that answers "the last 24 payslips of one employee, newest first" (a range scan). */
export const PAYSLIPS_BY_EMPLOYEE = 'payslips_employee_period';

/** Payslips by quincena, vacation leaves and bonuses, each row one employee's. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('payslips')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('employee_id', 'integer', (c) => c.notNull().references('employees.id'))
    .addColumn('period_start', 'varchar(10)', (c) => c.notNull())
    .addColumn('period_end', 'varchar(10)', (c) => c.notNull())
    .addColumn('pay_date', 'varchar(10)', (c) => c.notNull())
    .addColumn('gross_minor', 'integer', (c) => c.notNull())
    .addColumn('deductions_minor', 'integer', (c) => c.notNull())
    .addColumn('net_minor', 'integer', (c) => c.notNull())
    .addColumn('lines', 'text', (c) => c.notNull())
    .execute();
  // Unique (one payslip per employee and period) and the list's index: employee, then period.
  await db.schema
    .createIndex(PAYSLIPS_BY_EMPLOYEE)
    .unique()
    .on('payslips')
    .columns(['employee_id', 'period_start'])
    .execute();

  await db.schema
    .createTable('vacation_leaves')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('employee_id', 'integer', (c) => c.notNull().references('employees.id'))
    .addColumn('from_day', 'varchar(10)', (c) => c.notNull())
    .addColumn('to_day', 'varchar(10)', (c) => c.notNull())
    .addColumn('days', 'integer', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('vacation_leaves_employee')
    .on('vacation_leaves')
    .columns(['employee_id', 'from_day'])
    .execute();

  await db.schema
    .createTable('payroll_bonuses')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('employee_id', 'integer', (c) => c.notNull().references('employees.id'))
    .addColumn('year', 'integer', (c) => c.notNull())
    .addColumn('month', 'integer', (c) => c.notNull())
    .addColumn('concept', 'varchar(30)', (c) => c.notNull())
    .addColumn('amount_minor', 'integer', (c) => c.notNull())
    .addColumn('paid_on', 'varchar(10)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('payroll_bonuses_employee_month')
    .on('payroll_bonuses')
    .columns(['employee_id', 'year', 'month'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('payroll_bonuses').execute();
  await db.schema.dropTable('vacation_leaves').execute();
  await db.schema.dropTable('payslips').execute();
}
