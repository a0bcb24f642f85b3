/**
 * The most parameters one statement binds on both databases: SQLite's default limit (32,766), with
 * room to spare; PostgreSQL allows 65,535.
 */
const MAX_STATEMENT_PARAMETERS = 30_000;

/**
 * `rows` cut into as few multi-row statements as the databases' parameter limit allows (each row
 * binds one parameter per key of the first): `for (const rows of statementBatches(all)) insert…`.
 */
export function statementBatches<T extends object>(rows: readonly T[]): T[][] {
  if (rows.length === 0) return [];
  const perStatement = Math.max(
    1,
    Math.floor(MAX_STATEMENT_PARAMETERS / Math.max(1, Object.keys(rows[0]!).length)),
  );
  const batches: T[][] = [];
  for (let start = 0; start < rows.length; start += perStatement)
    batches.push(rows.slice(start, start + perStatement));
  return batches;
}
