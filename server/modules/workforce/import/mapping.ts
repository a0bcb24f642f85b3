import {
  fieldOfHeader,
  IMPORT_FIELDS,
  type ImportField,
  REQUIRED_IMPORT_FIELDS,
} from '../../../../contracts/workforce/import';
import { RequestValidationError } from '../../../http/errors';
import { say } from '../i18n';

/** The field each column fills, in the file's order; null leaves the column out. */
export type ColumnFields = (ImportField | null)[];

const refuseMapping = (reason: ReturnType<typeof say>) =>
  new RequestValidationError({ mapping: reason });

/** The mapping the caller sent (a JSON array of a field or '' per column), checked. */
function sentMapping(mapping: string, headers: readonly string[]): ColumnFields {
  let sent: unknown;
  try {
    sent = JSON.parse(mapping);
  } catch {
    throw refuseMapping(say('import.mapping.notList', { columns: headers.length }));
  }
  if (!Array.isArray(sent) || sent.length !== headers.length) {
    throw refuseMapping(say('import.mapping.notList', { columns: headers.length }));
  }
  return sent.map((field: unknown, index) => {
    if (field === '' || field === null) return null;
    if (typeof field !== 'string' || !(IMPORT_FIELDS as readonly string[]).includes(field)) {
      throw refuseMapping(say('import.mapping.unknownField', { column: headers[index]! }));
    }
    return field as ImportField;
  });
}

/**
 * The field of each column: the caller's mapping, or each header's field. Without a mapping a
 * header that names no field is refused (a typo would drop a column unseen); a file whose first
 * line names none is a file without a header. Either way each field comes from one column at most
 * and the required ones from some column (400 naming `mapping`).
 */
export function columnFields(headers: readonly string[], mapping?: string): ColumnFields {
  let fields: ColumnFields;
  if (mapping === undefined) {
    fields = headers.map((header) => fieldOfHeader(header) ?? null);
    if (fields.every((field) => field === null)) {
      throw new RequestValidationError({ file: say('import.file.noHeader') });
    }
    const unknown = fields.indexOf(null);
    if (unknown >= 0) {
      throw refuseMapping(say('import.mapping.unknownColumn', { column: headers[unknown]! }));
    }
  } else {
    fields = sentMapping(mapping, headers);
  }
  fields.forEach((field, index) => {
    const first = fields.indexOf(field);
    if (field !== null && first !== index) {
      throw refuseMapping(
        say('import.mapping.twice', { first: headers[first]!, second: headers[index]! }),
      );
    }
  });
  const missing = REQUIRED_IMPORT_FIELDS.find((field) => !fields.includes(field));
  if (missing) throw refuseMapping(say('import.mapping.missing', { field: missing }));
  return fields;
}

const YES = new Set(['si', 'sí', 'yes', 'true', '1', 'activo', 'activa', 'active', 'x']);
const NO = new Set(['no', 'false', '0', 'inactivo', 'inactiva', 'inactive']);
const LANGUAGE_WORDS: Record<string, 'es' | 'en'> = {
  es: 'es',
  español: 'es',
  espanol: 'es',
  spanish: 'es',
  en: 'en',
  inglés: 'en',
  ingles: 'en',
  english: 'en',
};

/**
 * A cell as the record takes it: Excel's day in Spanish (31/12/1990) as 1990-12-31, yes/no words
 * as a boolean, a language's name as its code; anything else as written, for the record's
 * contract to refuse naming the field.
 */
function valueOf(field: ImportField, cell: string): unknown {
  const word = cell.toLowerCase();
  if (field === 'active') return YES.has(word) ? true : NO.has(word) ? false : cell;
  if (field === 'preferredLanguage') return LANGUAGE_WORDS[word] ?? cell;
  if (field === 'hiredOn' || field === 'birthday') {
    const day = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(cell);
    return day ? `${day[3]}-${day[2]!.padStart(2, '0')}-${day[1]!.padStart(2, '0')}` : cell;
  }
  return cell;
}

/** A row's record: each mapped cell; an empty cell is not said, so the employee keeps what they have. */
export function recordOfRow(
  cells: readonly string[],
  fields: ColumnFields,
): Record<string, unknown> {
  const record: Record<string, unknown> = {};
  fields.forEach((field, index) => {
    const cell = cells[index] ?? '';
    if (field !== null && cell !== '') record[field] = valueOf(field, cell);
  });
  return record;
}
