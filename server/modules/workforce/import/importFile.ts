import type {
  ImportCounts,
  ImportReason,
  ImportResult,
  ImportRowOutcome,
} from '../../../../contracts/workforce/import';
import type { DB } from '../../../db';
import { writeTransaction } from '../../../db/transaction';
import { HttpError } from '../../../http/errors';
import { httpCatalogue } from '../../../http/i18n';
import { composeCatalogues, type Language, renderMessage } from '../../../http/messages';
import { workforceMessages, say } from '../i18n';
import { PeopleSnapshot } from '../people';
import { applyPlans, type Plan, planRecord, type ProvisioningActor } from '../provisioning';
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

/** A row's plan (and its place in the planning's order), or its refusal. */
interface RowPlan {
  outcome: ImportRowOutcome;
  plan: Plan | null;
  order: number;
}

/**
 * Plans each row against `people` (read once: no query per row), a person after their supervisor
 * when both are in the file; a refused row leaves `people` as it was, so the rows after it see
 * what the import would write. Answers each row's plan in the file's order.
 */
function planRows(
  people: PeopleSnapshot,
  table: CsvTable,
  fields: ColumnFields,
  language: Language,
): RowPlan[] {
  const columnOf = (field: string) => {
    const index = fields.indexOf(field as ColumnFields[number]);
    return index >= 0 ? table.headers[index]! : null;
  };
  const firstRowOf = new Map<string, number>();
  const rows: RowPlan[] = [];
  for (const { line, cells } of supervisorsFirst(table.rows, fields)) {
    const record = recordOfRow(cells, fields);
    const badge = typeof record.badge === 'string' ? record.badge : '';
    const name = [record.firstName, record.lastName].filter(Boolean).join(' ');
    const refused = (reasons: ImportReason[]) =>
      rows.push({
        outcome: { row: line, badge, name, action: 'refused', changed: [], reasons },
        plan: null,
        order: rows.length,
      });
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
    try {
      const plan = planRecord(people, record);
      const { action, changed } = plan;
      const outcome = { row: line, badge, name, action, changed, reasons: [] };
      rows.push({ outcome, plan, order: rows.length });
    } catch (error) {
      if (!(error instanceof HttpError) || error.statusCode >= 500) throw error;
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
  return rows.sort((a, b) => a.outcome.row - b.outcome.row);
}

/**
 * Previews (`apply` false) or imports a CSV file of employees. Both plan every row against one
 * read of everyone (PeopleSnapshot), each row seeing what the file's earlier rows do (a new
 * supervisor before their team). A preview writes nothing, not even inside a transaction. An
 * import plans and writes in one transaction with multi-row statements (applyPlans); a refused
 * row refuses the whole file before anything is written (400 naming the first row and column,
 * `refusedRows` the lines of all) unless `skipRefused`: then the other rows are written.
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
  const answer = (rows: RowPlan[], applied: boolean): ImportResult => {
    const counts = emptyCounts();
    for (const { outcome } of rows) counts[outcome.action]++;
    return {
      encoding: table.encoding,
      delimiter: table.delimiter,
      columns: table.headers.map((header, index) => ({ header, field: fields[index] ?? null })),
      rows: table.rows.length,
      applied,
      counts,
      outcomes: rows.map(({ outcome }) => outcome),
    };
  };
  if (!apply) {
    return answer(planRows(await PeopleSnapshot.everyone(db), table, fields, language), false);
  }
  return writeTransaction(db, async (trx) => {
    const rows = planRows(await PeopleSnapshot.everyoneLocked(trx), table, fields, language);
    const refused = rows.filter(({ plan }) => !plan).map(({ outcome }) => outcome);
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
        { refusedRows: refused.map((outcome) => outcome.row).join(', ') },
      );
    }
    const planned = rows.flatMap(({ plan, order }) => (plan ? [{ plan, order }] : []));
    // Written in the order planned (supervisors first), as applyPlans expects.
    planned.sort((a, b) => a.order - b.order);
    await applyPlans(
      trx,
      planned.map(({ plan }) => plan),
      actor,
    );
    return answer(rows, true);
  });
}
