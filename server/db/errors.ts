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

/** PostgreSQL SQLSTATEs that mean the server went away or is not accepting work yet. */
const POSTGRES_UNAVAILABLE_CODES = new Set([
  '57P01', // admin_shutdown: a fast shutdown or restart ended the backend
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now: starting up or shutting down
  '53300', // too_many_connections
]);

/** Socket errors of a connection to the database that never opened or was cut. */
const SOCKET_UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
]);

// node-postgres and its pool say so only in the message.
const UNAVAILABLE_MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Connection ended unexpectedly|not queryable/i;

function isUnavailableOne(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (typeof code === 'string') {
    if (POSTGRES_UNAVAILABLE_CODES.has(code) || SOCKET_UNAVAILABLE_CODES.has(code)) return true;
    // Class 08: connection exception.
    if (/^08[0-9A-Z]{3}$/.test(code)) return true;
    if (code.startsWith('SQLITE_BUSY') || code.startsWith('SQLITE_IOERR')) return true;
  }
  return typeof message === 'string' && UNAVAILABLE_MESSAGES.test(message);
}

/**
 * The first thing `pick` finds in `error` or in what it wraps (its cause, an aggregate's errors):
 * drivers and the pool wrap the socket's or the file's error.
 */
function foundIn<T>(
  error: unknown,
  pick: (one: object) => T | undefined,
  depth = 0,
): T | undefined {
  if (depth > 5 || !error || typeof error !== 'object') return undefined;
  const found = pick(error);
  if (found !== undefined) return found;
  const { cause, errors } = error as { cause?: unknown; errors?: unknown };
  for (const inner of [cause, ...(Array.isArray(errors) ? (errors as unknown[]) : [])]) {
    const deeper = foundIn(inner, pick, depth + 1);
    if (deeper !== undefined) return deeper;
  }
  return undefined;
}

/**
 * Whether `error` means the database cannot be reached right now (down, restarting, a connection
 * dropped, the pool starved, SQLite locked or failing to read or write): the request may succeed
 * if retried, so the service answers 503 rather than 500. Causes and aggregated errors are looked
 * through.
 */
export const isDatabaseUnavailable = (error: unknown): boolean =>
  foundIn(error, (one) => isUnavailableOne(one) || undefined) ?? false;

/**
 * Storage that cannot take the write right now: the disk is full, the file or its folder is
 * read-only, the disk fails to read or write. The same request may succeed once an operator frees
 * space or fixes the mount: 503, with the real cause in the log.
 */
const SQLITE_STORAGE_CODES = /^SQLITE_(FULL|READONLY|IOERR|CANTOPEN)(_|$)/;
const POSTGRES_STORAGE_CODES = new Set([
  '53100', // disk_full
  '58030', // io_error
]);

/** The storage cause of `error` (a driver's code), or undefined; what it wraps is looked through. */
export const storageFailure = (error: unknown): string | undefined =>
  foundIn(error, (one) => {
    const { code } = one as { code?: unknown };
    return typeof code === 'string' &&
      (SQLITE_STORAGE_CODES.test(code) || POSTGRES_STORAGE_CODES.has(code))
      ? code
      : undefined;
  });
