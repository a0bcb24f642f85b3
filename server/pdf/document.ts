import PDFDocument from 'pdfkit';
import type { DocumentsConfig } from '../config';

/** A document being written (pdfkit). */
export type PdfPage = PDFKit.PDFDocument;

export interface PdfMeta {
  /** The document's title (its properties and the heading under the letterhead). */
  title: string;
  /** Author and creator of the file: the company. */
  company: DocumentsConfig['company'];
}

const MARGIN = 56;

/**
 * A letter-size PDF with the company's letterhead and `title`, written by `write`; answers the
 * file's bytes. The built-in Helvetica covers Spanish (accents, ñ, «»); amounts are written with
 * `pdfMoney` because the colón sign is not one of its characters.
 */
export async function renderPdf(meta: PdfMeta, write: (page: PdfPage) => void): Promise<Buffer> {
  const page = new PDFDocument({
    size: 'LETTER',
    margin: MARGIN,
    info: { Title: meta.title, Author: meta.company.name, Creator: meta.company.name },
    lang: 'es-CR',
  });
  const chunks: Buffer[] = [];
  page.on('data', (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<Buffer>((resolve, reject) => {
    page.on('end', () => resolve(Buffer.concat(chunks)));
    page.on('error', reject);
  });
  page.font('Helvetica-Bold').fontSize(14).text(meta.company.name);
  page.font('Helvetica').fontSize(9).fillColor('#555555');
  page.text(`Cédula jurídica ${meta.company.legalId}`);
  page.moveDown(0.5);
  page
    .moveTo(MARGIN, page.y)
    .lineTo(page.page.width - MARGIN, page.y)
    .strokeColor('#999999')
    .stroke();
  page.moveDown(1);
  page.fillColor('#000000').font('Helvetica-Bold').fontSize(16).text(meta.title);
  page.moveDown(1);
  page.font('Helvetica').fontSize(11);
  write(page);
  page.end();
  return finished;
}

const colones = new Intl.NumberFormat('es-CR', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
  useGrouping: true,
});

/**
 * Céntimos as written on a document: 'CRC 845.320,00' (the decimal comma, a point between
 * thousands, as Costa Rican payslips print them).
 */
export function pdfMoney(minor: number): string {
  const text = colones.format(minor / 100).replace(/\s/g, '.');
  return `CRC ${text}`;
}
