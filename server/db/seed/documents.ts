import type { Transaction } from 'kysely';
import { saveFile } from '../../files/storage';
import type { Database } from '../schema';

/**
 * A real one-page PDF saying `text` (a demo résumé), so seeded downloads open a document. Helvetica
 * without an encoding: the text is written as plain ASCII, accents and PDF delimiters dropped.
 */
export function demoPdf(text: string): Buffer {
  const ascii = text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[()\\]/g, '');
  const stream = `BT /F1 18 Tf 72 720 Td (${ascii}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** Stores a demo résumé (`demoPdf(text)`) as `filename`, private to `ownerId`; answers its file id. */
export const saveDemoResume = (
  trx: Transaction<Database>,
  ownerId: number,
  filename: string,
  text: string,
): Promise<string> =>
  saveFile(trx, { field: 'resume', filename, data: demoPdf(text) }, 'application/pdf', ownerId, {
    private: true,
  });
