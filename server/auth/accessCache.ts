import { onAccessChange } from '../db/accessNotices';

/** What a session may do now: the roles its employee holds. */
export interface SessionAccess {
  roles: string[];
}

/** Sessions known at once; past it the oldest is dropped first. */
const MAX_ENTRIES = 50_000;

/**
 * Who holds what, per session, in this process: every authenticated call asks it, and on
 * PostgreSQL the answer cost a round trip of a 5-table join. An entry is dropped when the database
 * says its rows changed (db/accessNotices.ts: at once on SQLite, when PostgreSQL delivers the
 * notice on every instance), when its session's idle or absolute end comes, and after `maxAgeMs`
 * whatever happens. While notices may be missed (`arriving()` false: the listener's connection is
 * down) nothing is cached or read from the cache.
 */
export function createAccessCache({
  maxAgeMs,
  arriving,
}: {
  maxAgeMs: number;
  arriving: () => boolean;
}) {
  const entries = new Map<string, { access: SessionAccess; until: number }>();
  // Bumped by every notice: an answer read before a notice is never stored after it.
  let generation = 0;
  const unsubscribe = onAccessChange((sessionId) => {
    generation++;
    if (sessionId === null) entries.clear();
    else entries.delete(sessionId);
  });
  const enabled = () => maxAgeMs > 0 && arriving();

  return {
    /** The cached answer, if any, and the generation a fresh read must be stored with. */
    get(sessionId: string, now: number): { access?: SessionAccess; generation: number } {
      const entry = enabled() ? entries.get(sessionId) : undefined;
      if (entry && entry.until > now) return { access: entry.access, generation };
      if (entry) entries.delete(sessionId);
      return { generation };
    },
    set(sessionId: string, access: SessionAccess, readAt: number, until: number, seen: number) {
      if (!enabled() || seen !== generation) return;
      if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value!);
      entries.set(sessionId, { access, until: Math.min(until, readAt + maxAgeMs) });
    },
    /** This instance ended the session: no need to wait for the database's notice. */
    forget(sessionId: string) {
      generation++;
      entries.delete(sessionId);
    },
    close: unsubscribe,
  };
}
export type AccessCache = ReturnType<typeof createAccessCache>;
