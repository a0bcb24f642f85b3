import { DEFAULT_LANGUAGE } from '../../http/messages';
import { kept, personal, type PersonalData } from '../../privacy/declaration';
import { lastPayslipsQuery, toPayslip } from './payroll';
import { payslipPdf } from './payslipPdf';

const payRecords = kept({
  es: 'Los registros de pago se conservan el plazo que fijan las leyes laboral y tributaria.',
  en: 'Pay records are kept for the period the labour and tax laws set.',
});

/** The person's payslips, vacations and bonuses, and the PDFs of the payslips they see. */
export const payrollPersonalData: PersonalData = {
  async documents(db, employeeId, { company }) {
    const holder = await db
      .selectFrom('employees')
      .select(['badge', 'full_name', 'position', 'account'])
      .where('id', '=', employeeId)
      .executeTakeFirstOrThrow();
    const rows = await lastPayslipsQuery(db, employeeId).execute();
    return Promise.all(
      rows.map(async (row) => ({
        name: `colilla-${holder.badge}-${row.period_start}.pdf`,
        data: await payslipPdf(company, holder, toPayslip(row), DEFAULT_LANGUAGE),
      })),
    );
  },
  tables: [
    personal('payslips', 'employee_id', payRecords),
    personal('vacation_leaves', 'employee_id', payRecords),
    personal('payroll_bonuses', 'employee_id', payRecords),
  ],
};
