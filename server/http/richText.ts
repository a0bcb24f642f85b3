import sanitize from 'sanitize-html';
import { ALLOWED_ATTR, ALLOWED_TAGS, filterStyle } from '../../contracts/richText';

/**
 * Rich text is sanitised before it is stored: the same allow-list as the
 * portal's display sanitiser, links limited to http(s), mailto and tel, images to http(s) and our
 * own file URLs. Links opening a new tab get rel="noopener noreferrer".
 */
export function sanitizeRichText(html: string): string {
  return sanitize(html, {
    allowedTags: [...ALLOWED_TAGS],
    allowedAttributes: { '*': [...ALLOWED_ATTR] },
    allowedSchemes: ['http', 'https', 'mailto', 'tel'],
    allowedSchemesByTag: { img: ['http', 'https'] },
    allowProtocolRelative: false,
    // sanitize-html parses style itself; filterStyle then keeps the editor's own declarations.
    allowedStyles: undefined,
    transformTags: {
      '*': (tagName, attribs) => {
        const next = { ...attribs };
        if (next.style !== undefined) {
          const style = filterStyle(next.style);
          if (style) next.style = style;
          else delete next.style;
        }
        if (tagName === 'a' && next.target) {
          if (next.target === '_blank') next.rel = 'noopener noreferrer';
          else if (next.target !== '_self') delete next.target;
        }
        return { tagName, attribs: next };
      },
    },
  });
}
