import { sql, type Transaction } from 'kysely';
import type {
  ImportCounts,
  ImportReason,
  ImportResult,
  ImportRowOutcome,
} from '../../../../contracts/workforce/import';
import type { DB } from '../../../db';
import type { Database } from '../../../db/schema';
import { writeTransaction } from '../../../db/transaction';
import { HttpError } from '../../../http/errors';
import { httpCatalogue } from '../../../http/i18n';
import { composeCatalogues, type Language, renderMessage } from '../../../http/messages';
import { workforceMessages, say } from '../i18n';
import { type EmployeeRecord, provisionEmployee, type ProvisioningActor } from '../provisioning';
import { type CsvTable, readCsvFile } from './csvFile';
import { type ColumnFields, columnFields, recordOfRow } from './mapping';

/** How a file is read: the caller's mapping (absent: by headers), and whether to skip refusals. */
export interface ImportOptions {
  mapping?: string;
  skipRefused?: boolean;
}

/** The refusals' words: the request kit's (a contract's rules) and the module's. */
const catalogue = composeCatalogues([httpCatalogue, workforceMessages]);

type Row = CsvTable['rows'][number];

/**
 * The rows in the order they can be written: a person after their supervisor when both are in the
 * file (so a new team and its supervisor come in one file), otherwise as written.
 */
function supervisorsFirst(rows: Row[], fields: ColumnFields): Row[] {
  const badgeColumn = fields.indexOf('badge');
  const supervisorColumn = fields.indexOf('supervisorBadge');
  if (supervisorColumn < 0) return rows;
  const byBadge = new Map(rows.map((row) => [row.cells[badgeColumn] ?? '', row]));
  const depths = new Map<Row, number>();
  const depthOf = (row: Row, seen: Set<Row>): number => {
    const known = depths.get(row);
    if (known !== undefined) return known;
    const supervisor = byBadge.get(row.cells[supervisorColumn] ?? '');
    // A cycle is left to provisioning to refuse; its rows keep their place.
    const depth = supervisor && !seen.has(supervisor) ? depthOf(supervisor, seen.add(row)) + 1 : 0;
    depths.set(row, depth);
    return depth;
  };
  return rows
    .map((row, index) => ({ row, index, depth: depthOf(row, new Set()) }))
    .sort((a, b) => a.depth - b.depth || a.index - b.index)
    .map(({ row }) => row);
}

const emptyCounts = (): ImportCounts => ({
  created: 0,
  changed: 0,
  unchanged: 0,
  deactivated: 0,
  reactivated: 0,
  refused: 0,
});

/**
 * Writes each row through provisioning inside `trx`, each in a savepoint: a refused row leaves
 * nothing behind, the others stay. Answers each row's outcome in the file's order.
 */
async function importRows(
  trx: Transaction<Database>,
  table: CsvTable,
  fields: ColumnFields,
  actor: ProvisioningActor,
  language: Language,
): Promise<ImportRowOutcome[]> {
  const columnOf = (field: string) => {
    const index = fields.indexOf(field as ColumnFields[number]);
    return index >= 0 ? table.headers[index]! : null;
  };
  const firstRowOf = new Map<string, number>();
  const outcomes: ImportRowOutcome[] = [];
  for (const { line, cells } of supervisorsFirst(table.rows, fields)) {
    const record = recordOfRow(cells, fields);
    const badge = typeof record.badge === 'string' ? record.badge : '';
    const name = [record.firstName, record.lastName].filter(Boolean).join(' ');
    const refused = (reasons: ImportReason[]) =>
      outcomes.push({ row: line, badge, name, action: 'refused', changed: [], reasons });
    const repeated = firstRowOf.get(badge);
    if (repeated !== undefined) {
      const message = say('import.row.badgeRepeated', { row: repeated });
      refused([
        {
          column: columnOf('badge'),
          field: 'badge',
          message: renderMessage(catalogue, message, language).text,
        },
      ]);
      continue;
    }
    if (badge) firstRowOf.set(badge, line);
    await sql`savepoint import_row`.execute(trx);
    try {
      const outcome = await provisionEmployee(trx, record as EmployeeRecord, actor);
      await sql`release savepoint import_row`.execute(trx);
      outcomes.push({
        row: line,
        badge,
        name,
        action: outcome.action,
        changed: outcome.changed,
        reasons: [],
      });
    } catch (error) {
      if (!(error instanceof HttpError) || error.statusCode >= 500) throw error;
      await sql`rollback to savepoint import_row`.execute(trx);
      await sql`release savepoint import_row`.execute(trx);
      const reasons = Object.entries(error.errors ?? { '': error.refusal }).map(
        ([field, message]) => ({
          column: columnOf(field),
          field,
          message: renderMessage(catalogue, message, language, { module: 'workforce' }).text,
        }),
      );
      refused(reasons);
    }
  }
  return outcomes.sort((a, b) => a.row - b.row);
}

/** Thrown to end a preview's transaction: everything it wrote is rolled back. */
class PreviewRolledBack extends Error {
  constructor(readonly result: ImportResult) {
    super('preview rolled back');
  }
}

/**
 * Previews (`apply` false) or imports a CSV file of employees in one transaction. A preview writes
 * every row exactly as the import would, so it sees what the file's own rows change (a new
 * supervisor before their team), and then rolls everything back. An import with a refused row
 * refuses the whole file (400 naming the first row and column, `refusedRows` the lines of all)
 * unless `skipRefused`: then the other rows are written.
 */
export async function importFile(
  db: DB,
  data: Buffer,
  { mapping, skipRefused }: ImportOptions,
  apply: boolean,
  actor: ProvisioningActor,
  language: Language,
): Promise<ImportResult> {
  const table = readCsvFile(data);
  const fields = columnFields(table.headers, mapping);
  const answer = (outcomes: ImportRowOutcome[], applied: boolean): ImportResult => {
    const counts = emptyCounts();
    for (const outcome of outcomes) counts[outcome.action]++;
    return {
      encoding: table.encoding,
      delimiter: table.delimiter,
      columns: table.headers.map((header, index) => ({ header, field: fields[index] ?? null })),
      rows: table.rows.length,
      applied,
      counts,
      outcomes,
    };
  };
  try {
    return await writeTransaction(db, async (trx) => {
      const outcomes = await importRows(trx, table, fields, actor, language);
      const refused = outcomes.filter((outcome) => outcome.action === 'refused');
      if (!apply) throw new PreviewRolledBack(answer(outcomes, false));
      if (refused.length && !skipRefused) {
        const [first] = refused;
        const reason = say('import.refused', {
          row: first!.row,
          column: first!.reasons[0]?.column ?? '',
          reason: first!.reasons[0]?.message ?? '',
          others: refused.length - 1,
        });
        throw new HttpError(
          400,
          reason,
          { file: reason },
          {
            refusedRows: refused.map((outcome) => outcome.row).join(', '),
          },
        );
      }
      return answer(outcomes, true);
    });
  } catch (error) {
    if (error instanceof PreviewRolledBack) return error.result;
    throw error;
  }
}
