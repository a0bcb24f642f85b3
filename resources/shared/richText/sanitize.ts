import DOMPurify, { type DOMPurify as Purifier } from 'dompurify';
import { ALLOWED_ATTR, ALLOWED_TAGS, filterStyle } from '../../../contracts/richText';

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
