import { describe, expect, it } from 'vitest';
import { pdfMoney, renderPdf } from '../../server/pdf/document';
import { pdfText } from './helpers';

describe('the PDF kit', () => {
  it('writes amounts as Costa Rican documents print them', () => {
    expect(pdfMoney(84_532_000)).toBe('CRC 845.320,00');
    expect(pdfMoney(1_000_050)).toBe('CRC 10.000,50');
    expect(pdfMoney(-1234)).toBe('CRC -12,34');
  });

  it('makes a real PDF with the letterhead, the title and the Spanish text written', async () => {
    const bytes = await renderPdf(
      { title: 'Constancia salarial', company: { name: 'Empresa S.A.', legalId: '3-101-1' } },
      (page) => page.text('José Peña Núñez, San José'),
    );
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const text = await pdfText(bytes);
    expect(text).toContain('Empresa S.A.');
    expect(text).toContain('Cédula jurídica 3-101-1');
    expect(text).toContain('Constancia salarial');
    expect(text).toContain('José Peña Núñez, San José');
  });
});
