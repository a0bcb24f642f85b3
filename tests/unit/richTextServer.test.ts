import { describe, expect, it } from 'vitest';
import { sanitizeRichText } from '../../server/http/richText';

describe('server rich-text sanitiser (before storing)', () => {
  it('removes scripts, event handlers and javascript: links', () => {
    const html = sanitizeRichText(
      '<p onclick="x()">Hola<script>alert(1)</script></p><img src=x onerror=alert(1)><a href="javascript:alert(1)">a</a>',
    );
    expect(html).not.toMatch(/script|onerror|onclick|javascript:/i);
    expect(html).toContain('<p>Hola</p>');
  });

  it('keeps the editor’s headings, font sizes and alignment, and nothing else of style', () => {
    const html = sanitizeRichText(
      '<h3 style="text-align: center">T</h3><span style="font-size: 1.5em; position: fixed">x</span><p style="background: url(x)">y</p>',
    );
    expect(html).toBe(
      '<h3 style="text-align:center">T</h3><span style="font-size:1.5em">x</span><p>y</p>',
    );
  });

  it('drops iframes, forms and protocol-relative images, and protects new-tab links', () => {
    const html = sanitizeRichText(
      '<iframe src="https://e.x"></iframe><form><input></form><img src="//e.x/a.png"><a href="https://e.x" target="_blank">l</a>',
    );
    expect(html).toBe(
      '<img /><a href="https://e.x" target="_blank" rel="noopener noreferrer">l</a>',
    );
  });
});
