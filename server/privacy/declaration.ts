import type { Kysely, RawBuilder } from 'kysely';
import type { Language } from '../../contracts/language';
import type { DocumentsConfig } from '../config';
import type { Database } from '../db/schema';

/** What erasing a person does to one of their rows. */
export type Erasure =
  | { erase: 'delete' }
  /** The row stays, these columns are overwritten (null, a fixed text or an SQL expression). */
  | { erase: 'anonymise'; columns: Readonly<Record<string, null | string | RawBuilder<unknown>>> }
  /** The row stays as it is: the legal reason, said in the erasure's result in its reader's language. */
  | { erase: 'keep'; reason: Readonly<Record<Language, string>> };

/**
 * How long a kind of record is kept: `days` is the documented default, overridden by the
 * configuration variable `RETENTION_<KIND>_DAYS` (SECURITY.md lists them). A row expires when
 * `after` (an ISO date or instant column) is older than that; with `when`, only rows whose column
 * holds one of those values expire (a rejected referral, not a pending one).
 */
export interface Retention {
  /** Its one name, snake_case: the configuration variable is its upper case. */
  kind: string;
  days: number;
  after: string;
  when?: { column: string; in: readonly string[] };
  /** What expiry does: deletes the row, or clears these columns (a résumé's file). */
  expire: 'delete' | { clear: readonly string[] };
}

/**
 * A table holding rows of a person: by its own `column` naming the employee, or through the
 * parent row its `column` points at (a request's history, an invoice's documents), the parent
 * declared before it in the same module.
 */
export interface PersonalTable {
  table: keyof Database & string;
  person: { column: string } | { column: string; parent: keyof Database & string };
  /** Columns holding ids of the person's files (`files`), exported with the rows. */
  files?: readonly string[];
  /** Columns never exported: secrets (a password's hash, a token's). */
  withhold?: readonly string[];
  retention?: Retention;
  erasure: Erasure;
}

/** A document the portal produces for the person on demand (a payslip's PDF). */
export interface PersonalDocument {
  /** Its path inside the download: '<module>/<name>'. */
  name: string;
  data: Buffer;
}

/** What a module holds about a person: the export, retention and erasure walk it. */
export interface PersonalData {
  tables: readonly PersonalTable[];
  /** Tables with an employee column that hold no personal data of that person, and why. */
  notPersonal?: Readonly<Partial<Record<keyof Database & string, string>>>;
  /** Documents produced from the person's rows, added to the download (read outside any transaction). */
  documents?: (
    db: Kysely<Database>,
    employeeId: number,
    documents: DocumentsConfig,
  ) => Promise<PersonalDocument[]>;
}

/** Erasure deletes the rows. */
export const deleted: Erasure = { erase: 'delete' };

/** Erasure keeps the rows, for `reason` (in Spanish and English). */
export const kept = (reason: Readonly<Record<Language, string>>): Erasure => ({
  erase: 'keep',
  reason,
});

/** A table of rows naming the person in `column`. */
export const personal = (
  table: PersonalTable['table'],
  column: string,
  erasure: Erasure,
  more: Omit<PersonalTable, 'table' | 'person' | 'erasure'> = {},
): PersonalTable => ({ table, person: { column }, erasure, ...more });

/** A table of rows belonging to the person's rows of `parent`, by `column`. */
export const ofParent = (
  table: PersonalTable['table'],
  column: string,
  parent: PersonalTable['table'],
  erasure: Erasure,
  more: Omit<PersonalTable, 'table' | 'person' | 'erasure'> = {},
): PersonalTable => ({ table, person: { column, parent }, erasure, ...more });
