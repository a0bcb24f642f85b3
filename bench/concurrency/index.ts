import type { Part, PartContext } from '../lib/part';
import type { Row } from '../lib/report';
import { ordersAgainstStock } from './orders';

/**
 * A concurrency integrity check: starts a server, fires concurrent writes at it and answers what
 * was accepted against what the data allowed (e.g. orders against stock).
 */
export interface IntegrityCheck {
  name: string;
  /** One row per database it ran on. */
  run(context: PartContext): Promise<Row[]>;
}

/** Part 3: 1,000 concurrent orders against a stock of 10 — the same scenario the api tests assert. */
const integrityChecks: IntegrityCheck[] = [ordersAgainstStock];

export const concurrencyPart: Part = async (context) => {
  // One after the other: each check owns the machine while it runs.
  const rows: Row[] = [];
  for (const check of integrityChecks) rows.push(...(await check.run(context)));
  return rows;
};
