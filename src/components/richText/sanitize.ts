import DOMPurify, { type DOMPurify as Purifier } from 'dompurify';

/** What the rich-text editor produces (StarterKit, alignment, colours, font sizes, images). */
const ALLOWED_TAGS = [
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

const ALLOWED_ATTR = [
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

let purifier: Purifier | undefined;

/** A DOMPurify instance of our own, so our hooks never leak into another caller's. */
function getPurifier(): Purifier {
  if (purifier) return purifier;
  if (typeof window === 'undefined') {
    throw new Error('sanitizeHtml needs a DOM (window); the server sanitises with its own code.');
  }
  const instance = DOMPurify(window);
  instance.addHook('uponSanitizeAttribute', (_node, data) => {
    if (data.attrName !== 'style') return;
    data.attrValue = filterStyle(data.attrValue);
    if (!data.attrValue) data.keepAttr = false;
  });
  instance.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName !== 'A') return;
    const target = node.getAttribute('target');
    if (target === '_blank') {
      // The opened page must not get `window.opener` nor the portal URL as referrer.
      node.setAttribute('rel', 'noopener noreferrer');
    } else if (target !== null && target !== '_self') {
      node.removeAttribute('target');
    }
  });
  purifier = instance;
  return instance;
}

/**
 * Rich text as safe HTML: only the tags, attributes and styles the editor produces survive;
 * scripts, event handlers, `javascript:` URLs, iframes and foreign CSS are removed, and links
 * opening a new tab get rel="noopener noreferrer". Only for display: the server sanitises
 * again before storing.
 */
export function sanitizeHtml(html: string | null | undefined): string {
  if (!html) return '';
  return getPurifier().sanitize(html, {
    ALLOWED_TAGS,
    ALLOWED_ATTR,
    ALLOW_DATA_ATTR: false,
    ALLOW_ARIA_ATTR: false,
  });
}
