import { RequestValidationError } from '../../../http/errors';
import { say } from '../i18n';

/** The words a first line may hold instead of a badge. */
const HEADERS = new Set(['badge', 'gafete']);

/**
 * The badges of an uploaded list, in file order: UTF-8 text without NUL (a spreadsheet or a
 * picture is refused, 400 naming `file`), badges one per line or separated by ',' or ';', a
 * header 'badge'/'gafete' first skipped, quotes a CSV export adds removed.
 */
export function badgesOfFile(data: Buffer): string[] {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(data);
  } catch {
    throw new RequestValidationError({ file: say('file.notText') });
  }
  if (text.includes('\0')) throw new RequestValidationError({ file: say('file.notText') });
  const items = text
    .replace(/^\uFEFF/, '')
    .split(/[\r\n,;]+/)
    .map((item) =>
      item
        .trim()
        .replace(/^"(.*)"$/, '$1')
        .trim(),
    )
    .filter((item) => item !== '');
  if (items.length && HEADERS.has(items[0]!.toLowerCase())) items.shift();
  if (!items.length) throw new RequestValidationError({ file: say('file.empty') });
  return items;
}
