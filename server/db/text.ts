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

/**
 * `expression` folded on PostgreSQL as a stored column's or an index's definition writes it: the
 * accent table as literals, since a definition takes no parameters.
 */
const postgresFoldedDefinition = (expression: Expression<string>): RawBuilder<string> =>
  sql<string>`lower(translate(${expression}, ${sql.lit(LATIN_ACCENTS.from)}, ${sql.lit(LATIN_ACCENTS.to)}))`;

/** How a folded copy of a column is named on PostgreSQL (`createFoldedIndex`). */
const FOLDED_COPY_SUFFIX = '_folded';
const foldedCopy = (column: string) => `${column}${FOLDED_COPY_SUFFIX}`;

/**
 * `column` (a reference, 'table.column' or 'column') folded, as `createFoldedIndex` indexes it:
 * on PostgreSQL the stored copy (`<column>_folded`), on SQLite `portal_fold(column)`.
 */
export function foldedColumn(db: AnyDb, column: string): RawBuilder<string> {
  return dialectOf(db) === 'postgres'
    ? sql<string>`${sql.ref(foldedCopy(column))}`
    : folded(db, sql.ref(column));
}

/** `column` equals `value`, ignoring case and accents: along `createFoldedIndex`'s index. */
export const equalsFolded = (db: AnyDb, column: string, value: string): RawBuilder<SqlBool> =>
  sql<SqlBool>`${foldedColumn(db, column)} = ${foldText(value)}`;

/** A column folded and indexed with the id (a migration's up): `name` is the index's. */
export interface FoldedIndex {
  name: string;
  table: string;
  column: string;
}

/**
 * An index over `column` folded, then id: for `equalsFolded`, and for an order by
 * `foldedColumn` with the id as tie-breaker, read without a sort. PostgreSQL keeps the folded
 * text in a stored generated column and indexes that: translate() over ~200 accented letters
 * costs microseconds a row, and an index over the expression would pay it again for every row
 * a bitmap scan rechecks (a trigram search always does). SQLite indexes `portal_fold(column)`.
 */
export async function createFoldedIndex(
  db: AnyDb,
  { name, table, column }: FoldedIndex,
): Promise<void> {
  if (dialectOf(db) === 'postgres') {
    await sql`alter table ${sql.table(table)} add column ${sql.id(foldedCopy(column))} text
      generated always as (${postgresFoldedDefinition(sql.ref(column))}) stored`.execute(db);
    await sql`create index ${sql.id(name)} on ${sql.table(table)}
      (${sql.ref(foldedCopy(column))}, id)`.execute(db);
    return;
  }
  await sql`create index ${sql.id(name)} on ${sql.table(table)}
    ((${folded(db, sql.ref(column))}), id)`.execute(db);
}

/** Undoes `createFoldedIndex` (a migration's down). */
export async function dropFoldedIndex(
  db: AnyDb,
  { name, table, column }: FoldedIndex,
): Promise<void> {
  await sql`drop index ${sql.id(name)}`.execute(db);
  if (dialectOf(db) === 'postgres')
    await sql`alter table ${sql.table(table)} drop column ${sql.id(foldedCopy(column))}`.execute(
      db,
    );
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
 * A search index over some text columns of a table: the columns folded and joined by a separator
 * no typed term holds (U+001F), so "contains the term" on the joined text is "one of the columns
 * contains it". SQLite keeps a copy in an FTS5 table with the trigram tokenizer
 * (`<table>_search`, filled by triggers); PostgreSQL a pg_trgm GIN index on the folded expression.
 * Both databases keep it in sync themselves, whatever code writes the table.
 * The columns are part of the index: changing them takes a migration that rebuilds it.
 */
export interface SearchIndex {
  table: string;
  columns: readonly string[];
}

const SEPARATOR = '\u001f';

/** The folded search text on PostgreSQL: what its stored column holds (`storeSearchText`). */
function postgresSearchText(index: SearchIndex): RawBuilder<string> {
  const joined = sql<string>`${sql.join(
    index.columns.map((column) => sql.ref(column)),
    sql` || chr(31) || `,
  )}`;
  return postgresFoldedDefinition(joined);
}

/** The folded search text on SQLite, of the row `alias` (null: unqualified, as in an index). */
const sqliteSearchText = (index: SearchIndex, alias: string | null): RawBuilder<string> =>
  sql<string>`${sql.raw(SQLITE_FOLD_FUNCTION)}(${sql.join(
    index.columns.map((column) => sql.ref(alias === null ? column : `${alias}.${column}`)),
    sql` || char(31) || `,
  )})`;

/**
 * The table's search index (`<table>_search`) on PostgreSQL: GIN over `indexed` with pg_trgm's
 * operator class, named in the schema the extension lives in.
 */
async function createTrigramIndex(db: AnyDb, table: string, indexed: RawBuilder<unknown>) {
  const { rows } = await sql<{ schema: string }>`
    select n.nspname as schema from pg_extension e
    join pg_namespace n on n.oid = e.extnamespace where e.extname = 'pg_trgm'`.execute(db);
  const opclass = sql.raw(`${sql.id(rows[0]!.schema).compile(db).sql}.gin_trgm_ops`);
  await sql`create index ${sql.id(`${table}_search`)} on ${sql.table(table)}
    using gin (${indexed} ${opclass})`.execute(db);
}

/**
 * PostgreSQL keeps a table's folded search text in a stored generated column of this name,
 * indexed by trigrams (`storeSearchText`).
 */
const SEARCH_TEXT_COLUMN = 'search_text';

/**
 * PostgreSQL: the folded search text stored in a generated column and indexed there, instead of
 * an index over the expression. The expression's `translate` over ~200 accented letters costs
 * ~40 µs a row, paid again for every row a search looks at (the index's recheck, or a scan of a
 * small table): stored, it is paid once per write. SQLite's FTS5 table already stores it.
 */
export async function storeSearchText(db: AnyDb, index: SearchIndex): Promise<void> {
  if (dialectOf(db) !== 'postgres') return;
  const { table } = index;
  await sql`drop index ${sql.id(`${table}_search`)}`.execute(db);
  await sql`alter table ${sql.table(table)} add column ${sql.id(SEARCH_TEXT_COLUMN)} text
    generated always as (${postgresSearchText(index)}) stored`.execute(db);
  await createTrigramIndex(db, table, sql.id(SEARCH_TEXT_COLUMN));
}

/** Undoes `storeSearchText`: the index over the expression again. */
export async function unstoreSearchText(db: AnyDb, index: SearchIndex): Promise<void> {
  if (dialectOf(db) !== 'postgres') return;
  const { table } = index;
  await sql`alter table ${sql.table(table)} drop column ${sql.id(SEARCH_TEXT_COLUMN)}`.execute(db);
  await createTrigramIndex(db, table, sql`(${postgresSearchText(index)})`);
}

/**
 * An order by the folded text of the index's first column (a name), folded when written on
 * PostgreSQL: its stored search text, which starts with it (the other columns follow after a
 * separator below every letter, so they only break ties); on SQLite the folded column. `alias`
 * null leaves the column unqualified, as an index's definition wants it.
 */
export function searchTextOrder(
  db: AnyDb,
  index: SearchIndex,
  alias: string | null = index.table,
): RawBuilder<string> {
  const column = (name: string) => sql.ref<string>(alias === null ? name : `${alias}.${name}`);
  return dialectOf(db) === 'postgres'
    ? sql<string>`${column(SEARCH_TEXT_COLUMN)}`
    : folded(db, column(index.columns[0]!));
}

/**
 * A column PostgreSQL derives from others for the indexes here (the search text, a folded
 * copy): not something anyone wrote, so no audit record keeps it.
 */
export const isDerivedColumn = (name: string): boolean =>
  name === SEARCH_TEXT_COLUMN || name.endsWith(FOLDED_COPY_SUFFIX);

/** Builds the index of an existing table (a migration's up). */
export async function createSearchIndex(db: AnyDb, index: SearchIndex): Promise<void> {
  const { table } = index;
  const searchTable = sql.table(`${table}_search`);
  if (dialectOf(db) === 'postgres') {
    // The extension is database-wide: installed once, in public (never in a schema that may be
    // dropped with its tables), and two instances migrating at once must not both create it.
    await sql`select pg_advisory_xact_lock(hashtext('portal pg_trgm'))`.execute(db);
    await sql`create extension if not exists pg_trgm schema public`.execute(db);
    await createTrigramIndex(db, table, sql`(${postgresSearchText(index)})`);
    return;
  }
  await sql`create virtual table ${searchTable} using fts5(search_text, tokenize = 'trigram')`.execute(
    db,
  );
  await sql`insert into ${searchTable} (rowid, search_text) select id, ${sqliteSearchText(index, null)} from ${sql.table(table)}`.execute(
    db,
  );
  const text = sqliteSearchText(index, 'new');
  const columns = sql.join(index.columns.map((column) => sql.ref(column)));
  await sql`create trigger ${sql.id(`${table}_search_insert`)} after insert on ${sql.table(table)}
    begin insert into ${searchTable} (rowid, search_text) values (new.id, ${text}); end`.execute(
    db,
  );
  await sql`create trigger ${sql.id(`${table}_search_update`)} after update of ${columns} on ${sql.table(table)}
    begin update ${searchTable} set search_text = ${text} where rowid = new.id; end`.execute(db);
  await sql`create trigger ${sql.id(`${table}_search_delete`)} after delete on ${sql.table(table)}
    begin delete from ${searchTable} where rowid = old.id; end`.execute(db);
}

/** Removes what createSearchIndex built (a migration's down). */
export async function dropSearchIndex(db: AnyDb, { table }: SearchIndex): Promise<void> {
  if (dialectOf(db) === 'postgres') {
    await sql`drop index ${sql.id(`${table}_search`)}`.execute(db);
    return;
  }
  for (const trigger of ['insert', 'update', 'delete'])
    await sql`drop trigger ${sql.id(`${table}_search_${trigger}`)}`.execute(db);
  await sql`drop table ${sql.table(`${table}_search`)}`.execute(db);
}

/** Escapes GLOB wildcards (SQLite's FTS5 trigram index serves GLOB and LIKE alike). */
const escapeGlob = (text: string): string => text.replace(/[*?[]/g, (c) => `[${c}]`);

/**
 * A folded search text (the FTS copy's column on SQLite, the stored column on PostgreSQL) that
 * contains `term`, ignoring case and accents, in the form its index serves.
 */
function searchTextContains(
  db: AnyDb,
  searchText: Expression<string>,
  term: string,
): RawBuilder<SqlBool> {
  const needle = foldText(term);
  // No column holds the separator, so a term that holds it matches nothing.
  if (needle.includes(SEPARATOR)) return sql<SqlBool>`1 = 0`;
  // PostgreSQL's LIKE escapes with a backslash by default; an explicit ESCAPE would hide the
  // pattern from the index.
  return dialectOf(db) === 'postgres'
    ? sql<SqlBool>`${searchText} like ${`%${escapeLike(needle)}%`}`
    : sql<SqlBool>`${searchText} glob ${`*${escapeGlob(needle)}*`}`;
}

/**
 * A row of `index` (its table, or `alias` in the query) where one of the indexed columns contains
 * `term`, ignoring case and accents, found through the index. Terms of three or more characters
 * are looked up by their trigrams; shorter ones scan the index's folded copy, not the table.
 */
export function searchMatches(
  db: AnyDb,
  index: SearchIndex,
  term: string,
  alias: string = index.table,
): RawBuilder<SqlBool> {
  if (dialectOf(db) === 'postgres')
    return searchTextContains(db, sql.ref(`${alias}.${SEARCH_TEXT_COLUMN}`), term);
  return sql<SqlBool>`${sql.ref(`${alias}.id`)} in (select rowid from ${sql.table(
    `${index.table}_search`,
  )} where ${searchTextContains(db, sql.ref('search_text'), term)})`;
}

/** What an employee's text is searched in (migration 0036_search_index; the badge apart). */
export const EMPLOYEE_SEARCH: SearchIndex = {
  table: 'employees',
  columns: ['full_name', 'username', 'email'],
};

/**
 * `badge` starts with `prefix` (exact case: badges are digits) along an index: GLOB on SQLite
 * (its LIKE ignores case, so only GLOB walks a binary index), LIKE on PostgreSQL (the badge's
 * text_pattern_ops index, 0036_search_index).
 */
function badgeStartsWith(
  db: AnyDb,
  badge: Expression<string>,
  prefix: string,
): RawBuilder<SqlBool> {
  return dialectOf(db) === 'postgres'
    ? sql<SqlBool>`${badge} like ${`${escapeLike(prefix)}%`}`
    : sql<SqlBool>`${badge} glob ${`${escapeGlob(prefix)}*`}`;
}

/**
 * An employee (the joined `employees` row, or `alias`) found by part of their name, user name or
 * e-mail, not their badge: for a person the record only credits (a news item's author), whose
 * badge the reader neither sees nor means when typing one.
 */
export const employeeNameMatches = (
  db: AnyDb,
  term: string,
  alias = 'employees',
): RawBuilder<SqlBool> => searchMatches(db, EMPLOYEE_SEARCH, term, alias);

/**
 * An employee (the joined `employees` row, or `alias`) found by what someone types: part of
 * their name, user name or e-mail, or the start of their badge, each through an index. Spread
 * into an `or` with a list's own fields, where the record is about that person.
 */
export const employeeMatches = (
  db: AnyDb,
  term: string,
  alias = 'employees',
): RawBuilder<SqlBool>[] => [
  employeeNameMatches(db, term, alias),
  badgeStartsWith(db, sql.ref(`${alias}.badge`), term),
];

/**
 * The folded search text as a key in byte order, as `matchesInSearchOrder` sorts it: on SQLite
 * the text its FTS copy holds, computed from the row `alias` (null: unqualified, as an index's
 * definition wants it); on PostgreSQL the stored column under the "C" collation. SQLite compares
 * text byte by byte; PostgreSQL's default collation may not, so "C" makes both give one order.
 */
export function searchTextKey(
  db: AnyDb,
  index: SearchIndex,
  alias: string | null = index.table,
): RawBuilder<string> {
  if (dialectOf(db) !== 'postgres') return sqliteSearchText(index, alias);
  const column = alias === null ? SEARCH_TEXT_COLUMN : `${alias}.${SEARCH_TEXT_COLUMN}`;
  return sql<string>`${sql.ref(column)} collate "C"`;
}

/** Above every character: a text that starts with a prefix sorts before the prefix and this. */
const LAST_CHARACTER = String.fromCodePoint(0x10ffff);

/**
 * `key`, a folded text in byte order (`searchTextKey`, a `matchesInSearchOrder` row's text),
 * starts with `term` folded: a range, which an index over the key reads in its order.
 */
export function searchTextStartsWith(key: Expression<string>, term: string): RawBuilder<SqlBool> {
  const needle = foldText(term);
  if (needle.includes(SEPARATOR)) return sql<SqlBool>`1 = 0`;
  return sql<SqlBool>`(${key} >= ${needle} and ${key} < ${needle + LAST_CHARACTER})`;
}

/** A row of a search index's table as `matchesInSearchOrder` gives it. */
export interface SearchOrderRow {
  id: number;
  search_text: string;
}

/**
 * The rows of `index`'s table that match `term` (`searchMatches`) or `alsoMatching` (a condition
 * on the table), as the CTE `found` of (id, search_text) in the order of the folded search text,
 * then id: a picker's first matches, "by name" (the text starts with the first column; the others,
 * after U+001F, only break ties). Join the table to it, order by `found.search_text, found.id`
 * and take the first few. Both databases sort text folded when it was written, never at query
 * time: SQLite the FTS copy's, in a materialized CTE whose order the join keeps, so only the
 * first rows are read from the table (12 → 4 ms for "mar" among 100,000 employees: before,
 * every match was read and folded to be sorted); PostgreSQL its stored column, the CTE inlined.
 */
export function matchesInSearchOrder<DB>(
  db: Kysely<DB>,
  index: SearchIndex,
  term: string,
  alsoMatching: RawBuilder<SqlBool>,
) {
  const table = sql.table(index.table);
  const postgres = dialectOf(db) === 'postgres';
  const found = postgres
    ? sql<SearchOrderRow>`select id, ${searchTextKey(db, index, null)} as search_text from ${table}
        where ${searchMatches(db, index, term)} or ${alsoMatching}
        order by 2, id`
    : sql<SearchOrderRow>`select rowid as id, search_text from ${sql.table(`${index.table}_search`)}
        where ${searchTextContains(db, sql.ref('search_text'), term)}
          or rowid in (select id from ${table} where ${alsoMatching})
        order by search_text, rowid`;
  // A raw query is not parenthesised by the builder.
  return db.with(
    (cte) => (postgres ? cte('found') : cte('found').materialized()),
    () => sql<SearchOrderRow>`(${found})`,
  );
}

/**
 * `matchesInSearchOrder` looking only at the first `window` rows of the table in that order among
 * those that pass `among`: the condition of an index over (`searchTextKey`, id), which is read in
 * its order, `window` entries at most. If the first few of these matches are all a page wants,
 * they are the page: every other match comes after them. A term that many rows hold, a surname or
 * an e-mail domain, is answered this way in a fraction of a millisecond, where sorting every match
 * costs milliseconds at 100,000 rows.
 */
export function windowMatchesInSearchOrder<DB>(
  db: Kysely<DB>,
  index: SearchIndex,
  term: string,
  alsoMatching: RawBuilder<SqlBool>,
  { among, window }: { among: RawBuilder<SqlBool>; window: number },
) {
  const key = searchTextKey(db, index, null);
  const matched = sql<SqlBool>`${searchTextContains(db, key, term)} or ${alsoMatching}`;
  // The window's rows are limited before they are filtered: the limit is on the index's entries.
  return db.with(
    'found',
    () => sql<SearchOrderRow>`(select id, search_text from (
      select id, ${key} as search_text, (${matched}) as matched from ${sql.table(index.table)}
      where ${among} order by ${key}, id limit ${sql.lit(window)}) as window_rows
      where matched)`,
  );
}

/** An employee's badge starts with `term`: with the text, what the employee search matches. */
const employeeBadgeStartsWith = (db: AnyDb, term: string) =>
  badgeStartsWith(db, sql.ref(`${EMPLOYEE_SEARCH.table}.badge`), term);

/** The employees found by `term` as `employeeMatches` finds them, in name order (`found`). */
export const employeesInSearchOrder = <DB>(db: Kysely<DB>, term: string) =>
  matchesInSearchOrder(db, EMPLOYEE_SEARCH, term, employeeBadgeStartsWith(db, term));

/**
 * `employeesInSearchOrder` among the first `window` active employees in that order
 * (`windowMatchesInSearchOrder`, along the index of migration 0046).
 */
export const activeEmployeesInSearchWindow = <DB>(db: Kysely<DB>, term: string, window: number) =>
  windowMatchesInSearchOrder(db, EMPLOYEE_SEARCH, term, employeeBadgeStartsWith(db, term), {
    among: sql<SqlBool>`active = 1`,
    window,
  });
