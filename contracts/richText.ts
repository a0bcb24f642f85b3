/**
 * The rich text the portal accepts: one allow-list shared by the portal's display sanitiser
 * (DOMPurify) and the services' storage sanitiser (sanitize-html).
 */
/** What the rich-text editor produces (StarterKit, alignment, colours, font sizes, images). */
export const ALLOWED_TAGS = [
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'p',
  'br',
  'hr',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'code',
  'pre',
  'blockquote',
  'ul',
  'ol',
  'li',
  'a',
  'img',
  'span',
  'mark',
];

export const ALLOWED_ATTR = [
  'href',
  'target',
  'rel',
  'src',
  'alt',
  'title',
  'width',
  'height',
  'style',
  'start',
];

/** The only CSS the editor writes: font size, text and highlight colour, alignment. */
const ALLOWED_STYLES = new Set(['font-size', 'color', 'background-color', 'text-align']);
const SAFE_CSS_VALUE = /^[#\w\s.,%()+-]+$/;
const CSS_FUNCTION_DENIED = /(url|expression|image-set|image|var|attr|element)\s*\(/i;

/** Keeps the allowed declarations of a `style` attribute, with values free of URLs and escapes. */
export function filterStyle(style: string): string {
  return style
    .split(';')
    .map((declaration) => {
      const colon = declaration.indexOf(':');
      if (colon < 0) return null;
      const property = declaration.slice(0, colon).trim().toLowerCase();
      const value = declaration.slice(colon + 1).trim();
      if (!ALLOWED_STYLES.has(property)) return null;
      if (!SAFE_CSS_VALUE.test(value) || CSS_FUNCTION_DENIED.test(value)) return null;
      return `${property}: ${value}`;
    })
    .filter((declaration): declaration is string => declaration !== null)
    .join('; ');
}
