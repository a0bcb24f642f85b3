import { CsvError, parse } from 'csv-parse/sync';
import {
  IMPORT_MAX_BYTES,
  IMPORT_MAX_ROWS,
  type ImportColumns,
} from '../../../../contracts/workforce/import';
import { uploadTooLarge } from '../../../files/storage';
import { HttpError, RequestValidationError } from '../../../http/errors';
import { say } from '../i18n';

/** A file read: how, its header and its people, each with the line it starts on. */
export interface CsvTable {
  encoding: ImportColumns['encoding'];
  delimiter: ImportColumns['delimiter'];
  headers: string[];
  rows: { line: number; cells: string[] }[];
}

const refuseFile = (reason: ReturnType<typeof say>) => new RequestValidationError({ file: reason });

/**
 * The file's text: UTF-8 (with or without BOM), or else Windows-1252, what Excel writes when it
 * saves "CSV" on a Spanish or English Windows. UTF-16 (Excel's "Unicode text") and binary files
 * (a spreadsheet, a picture) are refused: their bytes would read as nonsense, not as people.
 */
function textOf(data: Buffer): { text: string; encoding: CsvTable['encoding'] } {
  if ((data[0] === 0xff && data[1] === 0xfe) || (data[0] === 0xfe && data[1] === 0xff)) {
    throw refuseFile(say('import.file.utf16'));
  }
  if (data.includes(0)) throw refuseFile(say('import.file.notText'));
  let text: string;
  let encoding: CsvTable['encoding'] = 'utf-8';
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(data);
  } catch {
    text = new TextDecoder('windows-1252').decode(data);
    encoding = 'windows-1252';
  }
  // Control characters other than tab and line breaks are not in a sheet's text.
  if (/[^\P{Cc}\t\n\r]/u.test(text)) {
    throw refuseFile(say('import.file.notText'));
  }
  return { text: text.replace(/^\uFEFF/, ''), encoding };
}

/** ';' when the header line has more of them than commas outside quotes (Excel in Spanish). */
function delimiterOf(text: string): CsvTable['delimiter'] {
  let commas = 0;
  let semicolons = 0;
  let quoted = false;
  for (const char of text) {
    if (char === '"') quoted = !quoted;
    else if (!quoted && (char === '\n' || char === '\r')) break;
    else if (!quoted && char === ',') commas++;
    else if (!quoted && char === ';') semicolons++;
  }
  return semicolons > commas ? ';' : ',';
}

/**
 * Reads an uploaded CSV file: its encoding and delimiter found, its header and up to
 * IMPORT_MAX_ROWS people (413 beyond, and beyond IMPORT_MAX_BYTES), each cell trimmed. A file
 * that is not such a table is a 400 naming `file` and saying why (the line, for a broken quote).
 */
export function readCsvFile(data: Buffer): CsvTable {
  if (data.length > IMPORT_MAX_BYTES) throw uploadTooLarge('file', 'file', IMPORT_MAX_BYTES);
  const { text, encoding } = textOf(data);
  const delimiter = delimiterOf(text);
  let records: { record: string[]; info: { lines: number } }[];
  try {
    // With `info` each record comes with where it was read.
    records = parse(text, {
      delimiter,
      info: true,
      trim: true,
      relax_column_count: true,
      skip_empty_lines: true,
      skip_records_with_empty_values: true,
      // The header and one person more than allowed tell a file too long without reading all of it.
      to: IMPORT_MAX_ROWS + 2,
    }) as unknown as typeof records;
  } catch (error) {
    if (!(error instanceof CsvError)) throw error;
    const line = (error as CsvError & { lines?: number }).lines ?? 0;
    throw refuseFile(say('import.file.malformed', { line }));
  }
  const [header, ...people] = records;
  if (!header) throw refuseFile(say('import.file.empty'));
  if (people.length > IMPORT_MAX_ROWS) {
    const reason = say('import.file.tooManyRows', { max: IMPORT_MAX_ROWS });
    throw new HttpError(413, reason, { file: reason });
  }
  const headers = header.record;
  if (headers.some((name) => name === '')) throw refuseFile(say('import.file.noHeader'));
  return {
    encoding,
    delimiter,
    headers,
    rows: people.map(({ record, info }) => ({ line: info.lines, cells: record })),
  };
}
