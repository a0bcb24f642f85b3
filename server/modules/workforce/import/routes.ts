import {
  fieldOfHeader,
  IMPORT_EXAMPLE,
  IMPORT_FIELDS,
  IMPORT_HEADERS,
  IMPORT_MAX_BYTES,
  IMPORT_MAX_ROWS,
  type ImportColumns,
  importApplyBody,
  importPreviewBody,
  type ImportResult,
} from '../../../../contracts/workforce/import';
import type { FastifyRequest } from 'fastify';
import type { AnyObjectSchema } from 'yup';
import { RequestValidationError } from '../../../http/errors';
import { languageOf } from '../../../http/messages';
import { readMultipart } from '../../../http/multipart';
import type { ServiceApp, ServiceDeps } from '../../types';
import { say } from '../i18n';
import { readCsvFile } from './csvFile';
import { importFile } from './importFile';

const tags = ['Workforce'];
const BASE = '/workforce/import';

const LIMITS = `UTF-8 (with or without BOM) or Windows-1252 (Excel's CSV), ',' or ';' (found from the header line), at most ${IMPORT_MAX_BYTES / 1024 / 1024} MiB and ${IMPORT_MAX_ROWS.toLocaleString('en')} people (413 beyond); a file that is not such a table is a 400 naming \`file\`.`;
const MAPPING =
  "Text field `mapping`: a JSON array with the field of each column in order ('' leaves one out); without it each column by its header, Spanish or English, and a header that names no field is a 400 naming `mapping`.";

/** A CSV cell as Excel reads it back: quoted when it holds the delimiter, a quote or a line break. */
const csvCell = (cell: string) => (/[",\r\n]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell);

/** The template: a BOM so Excel reads the accents, the Spanish headers and one example person. */
const TEMPLATE =
  '\uFEFF' +
  [
    IMPORT_FIELDS.map((field) => IMPORT_HEADERS[field][0]!),
    IMPORT_FIELDS.map((field) => IMPORT_EXAMPLE[field]),
  ]
    .map((row) => row.map(csvCell).join(','))
    .join('\r\n') +
  '\r\n';

async function uploaded<Contract extends AnyObjectSchema>(
  request: FastifyRequest,
  contract: Contract,
) {
  const { body, files } = await readMultipart(request, contract, { file: 1 });
  const file = files[0];
  if (!file) throw new RequestValidationError({ file: say('import.file.needed') });
  return { body, data: file.data };
}

/** HR's CSV import: the template, a file's columns, the preview and the import. */
export async function importRoutes(app: ServiceApp, { db }: ServiceDeps): Promise<void> {
  app.get(
    `${BASE}/template`,
    {
      schema: {
        summary: 'The CSV template of the employees import',
        description: 'text/csv (UTF-8 with BOM): the headers in Spanish and one example person.',
        tags,
      },
    },
    async (_request, reply) =>
      reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="plantilla-colaboradores.csv"')
        .send(TEMPLATE),
  );

  app.post(
    `${BASE}/columns`,
    {
      schema: {
        summary: "A file's columns and the field each header names",
        description: `Multipart file \`file\`. ${LIMITS} Answers the encoding and delimiter found, each column with its field (null when its header names none) and how many people the file holds.`,
        tags,
        consumes: ['multipart/form-data'],
      },
    },
    async (request): Promise<ImportColumns> => {
      const { data } = await uploaded(request, importPreviewBody());
      const { encoding, delimiter, headers, rows } = readCsvFile(data);
      const columns = headers.map((header) => ({ header, field: fieldOfHeader(header) ?? null }));
      return { encoding, delimiter, columns, rows: rows.length };
    },
  );

  app.post(
    `${BASE}/preview`,
    {
      schema: {
        summary: 'What importing a CSV file of employees would do, without doing it',
        description: `Multipart file \`file\`. ${LIMITS} ${MAPPING} Each row, by its line in the file: created, changed (which fields), unchanged, deactivated, reactivated, or refused with the column and the reason. Nothing is written.`,
        tags,
        consumes: ['multipart/form-data'],
      },
    },
    async (request): Promise<ImportResult> => {
      const { body, data } = await uploaded(request, importPreviewBody());
      return importFile(db, data, body, false, request.user, languageOf(request));
    },
  );

  app.post(
    BASE,
    {
      schema: {
        summary: 'Import a CSV file of employees, in one transaction',
        description: `Multipart file \`file\`. ${LIMITS} ${MAPPING} Idempotent by badge: the same file again changes nothing. One refused row refuses the whole file (400 naming its line and column, \`refusedRows\` the lines of every refused row) unless \`skipRefused\` is true: then the other rows are written. New employees are mailed their first-login link; everything is audited.`,
        tags,
        consumes: ['multipart/form-data'],
      },
    },
    async (request): Promise<ImportResult> => {
      const { body, data } = await uploaded(request, importApplyBody());
      return importFile(db, data, body, true, request.user, languageOf(request));
    },
  );
}
