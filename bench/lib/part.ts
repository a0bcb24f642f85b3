import type { BenchOptions } from './options';
import type { Row } from './report';

export interface PartContext {
  options: BenchOptions;
  /** A progress line on stderr (the table is the only thing on stdout). */
  progress(line: string): void;
}

/** One part of the bench: measures, answers rows for the table. */
export type Part = (context: PartContext) => Promise<Row[]>;

/** Runs `body`, then the clean-ups in reverse order, whatever happened. */
export async function withCleanup<T>(
  body: (defer: (cleanup: () => Promise<void> | void) => void) => Promise<T>,
): Promise<T> {
  const cleanups: (() => Promise<void> | void)[] = [];
  try {
    return await body((cleanup) => cleanups.push(cleanup));
  } finally {
    for (const cleanup of cleanups.reverse()) await cleanup();
  }
}
