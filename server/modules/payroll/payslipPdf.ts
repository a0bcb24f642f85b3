import type { Payslip } from '../../../contracts/payroll/payroll';
import type { DocumentsConfig } from '../../config';
import { type Language, renderMessage } from '../../http/messages';
import { pdfMoney, renderPdf } from '../../pdf/document';
import { payrollMessages, say } from './i18n';

interface PayslipHolder {
  badge: string;
  full_name: string;
  position: string | null;
  account: string | null;
}

/** A payslip as a PDF in `language`: who, which period, each line, the sums and the net pay. */
export function payslipPdf(
  company: DocumentsConfig['company'],
  employee: PayslipHolder,
  payslip: Payslip,
  language: Language,
): Promise<Buffer> {
  const words = (key: Parameters<typeof say>[0]) =>
    renderMessage(payrollMessages, say(key), language).text;
  return renderPdf({ title: words('pdf.title'), company }, (page) => {
    const fact = (label: string, value: string) =>
      page
        .font('Helvetica-Bold')
        .text(`${label}: `, { continued: true })
        .font('Helvetica')
        .text(value);
    fact(words('pdf.employee'), employee.full_name);
    fact(words('pdf.badge'), employee.badge);
    fact(words('pdf.position'), employee.position ?? words('pdf.none'));
    fact(words('pdf.account'), employee.account ?? words('pdf.none'));
    fact(words('pdf.period'), `${payslip.periodStart} – ${payslip.periodEnd}`);
    fact(words('pdf.payDate'), payslip.payDate);
    for (const kind of ['earning', 'deduction'] as const) {
      page.moveDown(1);
      page
        .font('Helvetica-Bold')
        .text(words(kind === 'earning' ? 'pdf.earnings' : 'pdf.deductions'));
      page.font('Helvetica');
      for (const line of payslip.lines.filter((l) => l.kind === kind))
        page.text(`${words(`line.${line.code}`)}: ${pdfMoney(line.amountMinor)}`);
    }
    page.moveDown(1);
    fact(words('pdf.gross'), pdfMoney(payslip.grossMinor));
    fact(words('pdf.totalDeductions'), pdfMoney(payslip.deductionsMinor));
    page.moveDown(0.5).fontSize(13);
    fact(words('pdf.net'), pdfMoney(payslip.netMinor));
  });
}
