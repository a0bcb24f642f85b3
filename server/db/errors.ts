/**
 * A unique-constraint violation, on either database: SQLite (better-sqlite3) reports
 * SQLITE_CONSTRAINT_UNIQUE (or _PRIMARYKEY) without the constraint's name; PostgreSQL reports
 * 23505 with it, so on PostgreSQL `constraint` narrows the match.
 */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  if (!error || typeof error !== 'object') return false;
  const { code, constraint: violated } = error as { code?: unknown; constraint?: unknown };
  if (code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY') return true;
  return code === '23505' && (constraint === undefined || violated === constraint);
}
