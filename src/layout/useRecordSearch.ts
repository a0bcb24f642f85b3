import { useEffect, useState } from 'react';
import { useDataProvider } from 'react-admin';
import { type ComposedSearchSource, resultOf, type SearchResult } from './search';

/** Records are searched from this many characters on (GET /user needs two). */
export const RECORD_SEARCH_MIN_LENGTH = 2;
/** At most this many records of each kind. */
export const HITS_PER_SOURCE = 5;
/** The pause in typing after which the sources are asked. */
export const RECORD_SEARCH_DEBOUNCE_MS = 250;

interface Answer {
  /** The query the answers are for. */
  q: string;
  /** Each source's hits, by source id; a source without hits has none. */
  found: Readonly<Record<string, SearchResult[]>>;
  /** Sources not answered yet. */
  waiting: number;
}

export interface RecordSearch {
  /** Grouped by source, in the sources' order. */
  records: SearchResult[];
  /** Some source is still to answer the query typed. */
  pending: boolean;
}

/**
 * The records the sources find for `query`, asked once typing pauses, every source at once; each
 * group shows as its source answers. A newer query cancels the requests of the one before. A
 * source that fails shows no group: the others still do.
 */
export function useRecordSearch(
  query: string,
  sources: readonly ComposedSearchSource[],
): RecordSearch {
  const dataProvider = useDataProvider();
  const q = query.trim();
  const searching = q.length >= RECORD_SEARCH_MIN_LENGTH && sources.length > 0;
  const [answer, setAnswer] = useState<Answer>({ q: '', found: {}, waiting: 0 });

  useEffect(() => {
    if (!searching) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      setAnswer({ q, found: {}, waiting: sources.length });
      for (const source of sources) {
        const settle = (results: SearchResult[]) => {
          if (controller.signal.aborted) return;
          setAnswer((previous) => ({
            q,
            found: results.length ? { ...previous.found, [source.id]: results } : previous.found,
            waiting: previous.waiting - 1,
          }));
        };
        const request = { dataProvider, signal: controller.signal, limit: HITS_PER_SOURCE };
        // The heading is in the module's texts: the group shows once both are in.
        Promise.all([source.find(q, request), source.textsReady()]).then(
          ([hits]) => settle(hits.slice(0, HITS_PER_SOURCE).map((hit) => resultOf(source, hit))),
          () => settle([]),
        );
      }
    }, RECORD_SEARCH_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [q, searching, sources, dataProvider]);

  if (!searching) return { records: [], pending: false };
  return {
    // What the previous query found stays until the sources are asked again: no flicker.
    records: sources.flatMap((source) => answer.found[source.id] ?? []),
    pending: answer.q !== q || answer.waiting > 0,
  };
}
