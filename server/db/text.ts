import { type Expression, type Kysely, type RawBuilder, type SqlBool, sql } from 'kysely';
import { dialectOf } from './dialect';

/**
 * Case- and accent-insensitive text search that behaves the same on SQLite and PostgreSQL.
 * Both sides of a comparison are folded: lower case, diacritics removed ('Jiménez' → 'jimenez').
 */
const COMBINING_MARKS = /[\u0300-\u036f]/g;

export const foldText = (text: string): string =>
  text.normalize('NFD').replace(COMBINING_MARKS, '').toLowerCase();

/** Name of the SQLite function that folds (registered on every SQLite connection, db/index.ts). */
export const SQLITE_FOLD_FUNCTION = 'portal_fold';

/**
 * PostgreSQL has no portable unaccent (the extension needs a superuser), so it folds with
 * translate() over the Latin-1 and Latin Extended-A letters whose decomposition is an ASCII
 * letter plus marks — derived from `foldText` so both databases agree on every one of them.
 */
const LATIN_ACCENTS = (() => {
  let from = '';
  let to = '';
  for (let code = 0xc0; code <= 0x17f; code++) {
    const letter = String.fromCharCode(code);
    const base = letter.normalize('NFD').replace(COMBINING_MARKS, '');
    if (base !== letter && /^[A-Za-z]$/.test(base)) {
      from += letter;
      to += base;
    }
  }
  return { from, to };
})();

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- works on any schema
type AnyDb = Kysely<any>;

/** `expression` folded in SQL (see foldText). */
export function folded(db: AnyDb, expression: Expression<string>): RawBuilder<string> {
  return dialectOf(db) === 'postgres'
    ? sql<string>`lower(translate(${expression}, ${LATIN_ACCENTS.from}, ${LATIN_ACCENTS.to}))`
    : sql<string>`${sql.raw(SQLITE_FOLD_FUNCTION)}(${expression})`;
}

/** Escapes LIKE wildcards; patterns built with it use `escape '\'`. */
const escapeLike = (text: string): string => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** `expression` contains `term`, ignoring case and accents. */
export function containsText(
  db: AnyDb,
  expression: Expression<string>,
  term: string,
): RawBuilder<SqlBool> {
  return sql<SqlBool>`${folded(db, expression)} like ${`%${escapeLike(foldText(term))}%`} escape '\\'`;
}

/** `expression` starts with `prefix` (exact case: badges are digits). */
export function startsWith(expression: Expression<string>, prefix: string): RawBuilder<SqlBool> {
  return sql<SqlBool>`${expression} like ${`${escapeLike(prefix)}%`} escape '\\'`;
}

/**
 * An employee (the joined `employees` row) found by what someone types: part of their name, or
 * the start of their badge. Spread into an `or` with a list's own fields.
 */
export const employeeMatches = (db: AnyDb, term: string): RawBuilder<SqlBool>[] => [
  containsText(db, sql.ref('employees.full_name'), term),
  startsWith(sql.ref('employees.badge'), term),
];
