import pg from 'pg';
import type { DB } from '.';

/**
 * Access notices: the database tells the process when a row that decides who may call changes (a
 * session revoked, an employee deactivated, a role assignment, role or module changed), so the
 * session store's cache of who holds what (server/auth/accessCache.ts) drops what it knew.
 * Triggers raise them (migration 0038_access_notices): on SQLite they call a function of the
 * connection that wrote (synchronous: the cache is never stale); on PostgreSQL they NOTIFY, and
 * every instance listens on a connection of its own, so a change made on any instance reaches all
 * of them as soon as PostgreSQL delivers the notice.
 */
export const ACCESS_CHANNEL = 'portal_access';
/** The SQLite function the triggers call: the revoked session's id, or null for "anything". */
export const SQLITE_ACCESS_FUNCTION = 'portal_access_changed';

type AccessListener = (sessionId: string | null) => void;
const listeners = new Set<AccessListener>();

/** Listens to every database of the process (tests run several): over-dropping is harmless. */
export function onAccessChange(listener: AccessListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function accessChanged(sessionId: string | null): void {
  for (const listener of listeners) listener(sessionId);
}

interface NoticeSource {
  /** Whether notices are arriving now. */
  arriving: () => boolean;
  /** Resolves once every notice of a change committed before the call has arrived. */
  settle: () => Promise<void>;
}

/**
 * The tables whose writes change who may call. Sessions are not among them: a session this
 * process revokes is dropped by the session store itself, and the idle extension of every refresh
 * must not empty the cache.
 */
const ACCESS_WRITE =
  /^\s*(?:insert\s+into|update|delete\s+from)\s+"?(?:employees|role_users|roles|modules)"?\s/i;

/**
 * This process's own access writes on one PostgreSQL connection, told when they commit: the
 * notice PostgreSQL sends every instance arrives a moment later, and the next call of the writer's
 * own users must not be answered from what it knew before (a removed role stops counting at once
 * on the instance that removed it). Called with each statement the connection ran successfully.
 */
export function localAccessWrites(): (statement: string) => void {
  let inTransaction = false;
  let changed = false;
  return (statement) => {
    const verb = statement.trimStart().slice(0, 8).toLowerCase();
    if (verb.startsWith('begin') || verb.startsWith('start')) {
      inTransaction = true;
      changed = false;
    } else if (verb.startsWith('commit')) {
      inTransaction = false;
      if (changed) accessChanged(null);
      changed = false;
    } else if (verb.startsWith('rollback')) {
      inTransaction = false;
      changed = false;
    } else if (ACCESS_WRITE.test(statement)) {
      if (inTransaction) changed = true;
      else accessChanged(null);
    }
  };
}

/** Each database's notices; a database not registered has none (the cache stays off). */
const sources = new WeakMap<DB, NoticeSource>();
export const registerAccessNotices = (db: DB, source: NoticeSource) => sources.set(db, source);
export const accessNoticesArrive = (db: DB): boolean => sources.get(db)?.arriving() ?? false;
/**
 * Waits for the notices of every change committed so far (tests that change access rows
 * directly, then call). Immediate on SQLite.
 */
export const settleAccessNotices = (db: DB): Promise<void> =>
  sources.get(db)?.settle() ?? Promise.resolve();

const SETTLE_PREFIX = 'settle:';

/** The listener's name in pg_stat_activity: this process's. */
export const listenerName = () => `portal-notices-${process.pid}`;

const RETRY_MS = { first: 500, max: 15_000 };

/**
 * LISTEN on a connection of its own (outside the pool: it must stay open), reconnecting with a
 * growing pause. While it is not listening `listening()` is false and the cache is bypassed;
 * every (re)connection drops everything cached, since notices may have been missed meanwhile.
 */
export function listenForAccessChanges(
  config: pg.ClientConfig,
): NoticeSource & { close: () => Promise<void> } {
  let client: pg.Client | undefined;
  const settling = new Map<string, () => void>();
  let settles = 0;
  let listening = false;
  let closed = false;
  let delay = RETRY_MS.first;
  let timer: NodeJS.Timeout | undefined;

  // Errors need no report of their own: the pool's say the database is gone, and meanwhile the
  // cache is only bypassed.
  const lost = () => {
    listening = false;
    // Whoever waits for notices stops waiting: none arrive, and the cache is bypassed meanwhile.
    for (const done of settling.values()) done();
    settling.clear();
    client?.removeAllListeners();
    client?.on('error', () => {});
    client?.end().catch(() => undefined);
    client = undefined;
    if (closed || timer) return;
    timer = setTimeout(() => {
      timer = undefined;
      void connect();
    }, delay);
    timer.unref();
    delay = Math.min(RETRY_MS.max, delay * 2);
  };

  async function connect() {
    const next = new pg.Client({ ...config, application_name: listenerName() });
    client = next;
    next.on('error', lost);
    next.on('end', () => {
      if (client === next) lost();
    });
    next.on('notification', (message) => {
      if (message.channel !== ACCESS_CHANNEL) return;
      const payload = message.payload ?? '';
      // PostgreSQL delivers notices in commit order: the marker's arrival means all before it did.
      if (payload.startsWith(SETTLE_PREFIX)) settling.get(payload)?.();
      else accessChanged(payload || null);
    });
    try {
      await next.connect();
      await next.query(`listen ${ACCESS_CHANNEL}`);
      if (closed) return void next.end().catch(() => undefined);
      accessChanged(null);
      listening = true;
      delay = RETRY_MS.first;
    } catch {
      if (client === next) lost();
    }
  }
  void connect();

  return {
    arriving: () => listening,
    async settle() {
      if (!listening || !client) return;
      const marker = `${SETTLE_PREFIX}${process.pid}:${++settles}`;
      const arrived = new Promise<void>((done) => settling.set(marker, done));
      // A connection lost meanwhile ends the wait (see `lost`).
      await client
        .query('select pg_notify($1, $2)', [ACCESS_CHANNEL, marker])
        .catch(() => undefined);
      await arrived;
      settling.delete(marker);
    },
    async close() {
      closed = true;
      listening = false;
      clearTimeout(timer);
      const current = client;
      client = undefined;
      current?.removeAllListeners();
      current?.on('error', () => {});
      await current?.end().catch(() => undefined);
    },
  };
}
