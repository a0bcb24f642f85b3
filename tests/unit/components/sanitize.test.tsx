import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SanitizedHtml } from '../../../resources/shared/richText/SanitizedHtml';
import { filterStyle } from '../../../contracts/richText';
import { sanitizeHtml } from '../../../resources/shared/richText/sanitize';

describe('sanitizeHtml', () => {
  it('strips scripts, with their content', () => {
    expect(sanitizeHtml('<p>Hola</p><script>alert(1)</script>')).toBe('<p>Hola</p>');
  });

  it('strips event handlers', () => {
    expect(sanitizeHtml('<img src="x.png" alt="x" onerror="alert(1)">')).toBe(
      '<img src="x.png" alt="x">',
    );
    expect(sanitizeHtml('<p onclick="alert(1)" onmouseover="x()">a</p>')).toBe('<p>a</p>');
  });

  it('strips javascript: (and data:) links but keeps the text', () => {
    expect(sanitizeHtml('<a href="javascript:alert(1)">a</a>')).toBe('<a>a</a>');
    expect(sanitizeHtml('<a href=" JaVaScRiPt:alert(1)">a</a>')).toBe('<a>a</a>');
    expect(sanitizeHtml('<a href="data:text/html,<script>alert(1)</script>">a</a>')).toBe(
      '<a>a</a>',
    );
  });

  it('strips iframes, objects, forms and style sheets', () => {
    expect(sanitizeHtml('<p>a</p><iframe src="https://evil.example"></iframe>')).toBe('<p>a</p>');
    expect(sanitizeHtml('<object data="x.swf"></object><embed src="x">')).toBe('');
    expect(sanitizeHtml('<style>body{display:none}</style><p>b</p>')).toBe('<p>b</p>');
    expect(sanitizeHtml('<form action="/x"><input name="a"></form>')).toBe('');
  });

  it('keeps headings 1 to 6 and the text formatting the editor produces', () => {
    const html =
      '<h1>1</h1><h2>2</h2><h3>3</h3><h4>4</h4><h5>5</h5><h6>6</h6>' +
      '<p><strong>b</strong><em>i</em><u>u</u><s>s</s><code>c</code></p>' +
      '<ul><li><p>x</p></li></ul><ol start="3"><li><p>y</p></li></ol><blockquote><p>q</p></blockquote>';
    expect(sanitizeHtml(html)).toBe(html);
  });

  it('keeps font-size, colour and alignment styles and drops any other CSS', () => {
    expect(sanitizeHtml('<p><span style="font-size: 1.5em">grande</span></p>')).toBe(
      '<p><span style="font-size: 1.5em">grande</span></p>',
    );
    // As TipTap writes them (trailing semicolon, highlight marks).
    expect(sanitizeHtml('<span style="font-size: 2.5em;">enorme</span>')).toBe(
      '<span style="font-size: 2.5em">enorme</span>',
    );
    expect(
      sanitizeHtml(
        '<mark data-color="#ffc078" style="background-color: #ffc078; color: inherit">m</mark>',
      ),
    ).toBe('<mark style="background-color: #ffc078; color: inherit">m</mark>');
    expect(sanitizeHtml('<p style="text-align: center">c</p>')).toBe(
      '<p style="text-align: center">c</p>',
    );
    expect(
      sanitizeHtml(
        '<span style="color: #958DF1; position: fixed; top: 0; font-size: 0.75em">x</span>',
      ),
    ).toBe('<span style="color: #958DF1; font-size: 0.75em">x</span>');
    expect(sanitizeHtml('<span style="background-color: url(javascript:alert(1))">x</span>')).toBe(
      '<span>x</span>',
    );
    expect(sanitizeHtml('<span style="position: absolute">x</span>')).toBe('<span>x</span>');
  });

  it('forces rel="noopener noreferrer" on links that open a new tab', () => {
    expect(sanitizeHtml('<a href="https://example.com" target="_blank">e</a>')).toBe(
      '<a href="https://example.com" target="_blank" rel="noopener noreferrer">e</a>',
    );
    expect(
      sanitizeHtml('<a href="https://example.com" target="_blank" rel="opener">e</a>'),
    ).toContain('rel="noopener noreferrer"');
    expect(sanitizeHtml('<a href="/portal/Inicio" target="evil">e</a>')).toBe(
      '<a href="/portal/Inicio">e</a>',
    );
  });

  it('keeps images with their source and text', () => {
    expect(sanitizeHtml('<img src="https://example.com/a.png" alt="Logo">')).toBe(
      '<img src="https://example.com/a.png" alt="Logo">',
    );
  });

  it('gives an empty string for empty input', () => {
    expect(sanitizeHtml('')).toBe('');
    expect(sanitizeHtml(null)).toBe('');
    expect(sanitizeHtml(undefined)).toBe('');
  });
});

describe('filterStyle', () => {
  it('keeps only allowed declarations with plain values', () => {
    expect(filterStyle('FONT-SIZE: 2.5em; color: rgb(1, 2, 3); width: 100px')).toBe(
      'font-size: 2.5em; color: rgb(1, 2, 3)',
    );
    expect(filterStyle('color: expression(alert(1))')).toBe('');
    expect(filterStyle('color: red\\;')).toBe('');
  });
});

describe('SanitizedHtml', () => {
  it('renders the sanitised HTML only', () => {
    const { container } = render(
      <SanitizedHtml
        html={'<h2>Título</h2><img src="x" onerror="alert(1)"><script>x()</script>'}
      />,
    );
    expect(container.querySelector('h2')).toHaveTextContent('Título');
    expect(container.querySelector('img')).not.toHaveAttribute('onerror');
    expect(container.querySelector('script')).toBeNull();
  });
});
