import QRCode from 'qrcode';
import { dayInSpanish } from '../../../contracts/calendar';
import type {
  CertificateStatement,
  CertificateType,
} from '../../../contracts/certificates/certificates';
import { renderMessage } from '../../http/messages';
import type { DocumentsConfig } from '../../config';
import { pdfMoney, renderPdf } from '../../pdf/document';
import { certificatesMessages, say } from './i18n';

/** A type's name in Spanish: certificates are official Spanish documents. */
export const spanishTypeName = (type: CertificateType): string =>
  renderMessage(certificatesMessages, say(`type.${type}`), 'es').text;

/** 'YYYY-MM' as a certificate writes it: 'agosto de 2026' (or 'August 2026'). */
export function monthInWords(month: string, language: 'es' | 'en' = 'es'): string {
  return new Intl.DateTimeFormat(language === 'es' ? 'es-CR' : 'en-US', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${month}-15T12:00:00.000Z`));
}

/** The paragraphs the certificate states, in Spanish, from what was stored when it was issued. */
export function statementParagraphs(
  statement: CertificateStatement,
  company: DocumentsConfig['company'],
): string[] {
  const { employee, salary, incapacity } = statement;
  const works = employee.active ? 'labora' : 'laboró';
  const paragraphs = [
    `Por este medio se hace constar que ${employee.fullName}, número de empleado ${employee.badge}, ` +
      `${works} para ${company.name} desde el ${dayInSpanish(employee.hiredOn)}` +
      (employee.position ? `, en el puesto de ${employee.position}` : '') +
      (employee.account ? `, en la cuenta ${employee.account}` : '') +
      (employee.active ? ', y es colaborador(a) activo(a) a la fecha.' : '.'),
  ];
  if (salary)
    paragraphs.push(
      `Su salario mensual promedio de los últimos meses completos (${salary.months
        .map((month) => monthInWords(month))
        .join(', ')}) es de ${pdfMoney(salary.averageGrossMinor)} bruto y de ` +
        `${pdfMoney(salary.averageNetMinor)} neto.`,
    );
  if (incapacity)
    paragraphs.push(
      'Para el trámite de la incapacidad ante la Caja Costarricense de Seguro Social (CCSS), ' +
        `iniciada el ${dayInSpanish(incapacity.startsOn)}, se detallan los salarios brutos de los ` +
        'tres meses calendario anteriores:',
      ...incapacity.months.map(
        ({ month, grossMinor }) => `${monthInWords(month)}: ${pdfMoney(grossMinor)}`,
      ),
    );
  return paragraphs;
}

export interface CertificateDocument {
  type: CertificateType;
  issuedOn: string;
  statement: CertificateStatement;
  signer: { name: string; title: string };
  verificationCode: string;
  verificationUrl: string;
}

const QR_SIZE = 110;

/**
 * The certificate as a PDF: the statement, "San José, <date in words>", the signer, and the
 * verification code with its address and QR code, so anyone holding it can check it.
 */
export async function certificatePdf(
  certificate: CertificateDocument,
  company: DocumentsConfig['company'],
): Promise<Buffer> {
  const qr = await QRCode.toBuffer(certificate.verificationUrl, {
    type: 'png',
    margin: 1,
    width: QR_SIZE * 2,
  });
  return renderPdf({ title: spanishTypeName(certificate.type), company }, (page) => {
    for (const paragraph of statementParagraphs(certificate.statement, company)) {
      page.text(paragraph, { align: 'justify' });
      page.moveDown(0.6);
    }
    page.moveDown(0.4);
    page.text(
      'Se extiende la presente a solicitud de la persona interesada, en San José, ' +
        `${dayInSpanish(certificate.issuedOn)}.`,
    );
    page.moveDown(3);
    page.font('Helvetica-Bold').text(certificate.signer.name);
    page.font('Helvetica').text(certificate.signer.title);
    page.moveDown(2);
    const top = page.y;
    const { left } = page.page.margins;
    page.image(qr, left, top, { width: QR_SIZE, height: QR_SIZE });
    page
      .fontSize(10)
      .text(
        `Código de verificación: ${certificate.verificationCode}`,
        left + QR_SIZE + 16,
        top + 30,
      )
      .text('Verifique esta constancia con el código QR o en la dirección siguiente.');
    // The address on a line of its own, the page's whole width: a reader copies it in one piece.
    page.fontSize(9).text(certificate.verificationUrl, left, top + QR_SIZE + 8, {
      link: certificate.verificationUrl,
      lineBreak: false,
    });
  });
}
