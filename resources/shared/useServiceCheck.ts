import { useCallback, useRef, useState } from 'react';

/** A check the service answers about what the employee typed or chose. */
export interface ServiceCheck<Answer> {
  /** The value being checked or last checked. */
  value: string | null;
  checking: boolean;
  answer: Answer | null;
  /** The service could not be asked (the network, an outage). */
  failed: boolean;
}

const IDLE = { value: null, checking: false, answer: null, failed: false };

/** A typed value, trimmed; empty is nothing to ask. One function, so `check` keeps its identity. */
const trimmed = (raw: unknown): string | null => String(raw ?? '').trim() || null;

/**
 * Asks `ask(value)` when the employee leaves a field or chooses an option, and again before
 * saving; nothing for an empty value (or one `normalise` turns into null: the form's own error
 * to show); an answer for a value since changed is dropped.
 */
export function useServiceCheck<Answer>(
  ask: (value: string) => Promise<Answer>,
  normalise: (raw: unknown) => string | null = trimmed,
) {
  const [state, setState] = useState<ServiceCheck<Answer>>(IDLE);
  const latest = useRef<string | null>(null);
  const check = useCallback(
    async (raw: unknown): Promise<Answer | null> => {
      const value = normalise(raw);
      latest.current = value;
      if (!value) {
        setState(IDLE);
        return null;
      }
      setState({ value, checking: true, answer: null, failed: false });
      try {
        const answer = await ask(value);
        if (latest.current === value) setState({ value, checking: false, answer, failed: false });
        return answer;
      } catch {
        if (latest.current === value) {
          setState({ value, checking: false, answer: null, failed: true });
        }
        return null;
      }
    },
    [ask, normalise],
  );
  return { ...state, check };
}
