import type { Part, PartContext } from '../lib/part';
import { pendingRow, type Row } from '../lib/report';

/**
 * A concurrency integrity check: starts a server, fires concurrent writes at it and answers what
 * was accepted against what the data allowed (e.g. orders against stock).
 */
export interface IntegrityCheck {
  name: string;
  run(context: PartContext): Promise<Row>;
}

/**
 * Part 3: 1,000 concurrent orders against a stock of 10 — the same scenario the api tests assert.
 * Register the check here when the Asset sale orders API lands; until then the report says so.
 */
export const integrityChecks: IntegrityCheck[] = [];

export const concurrencyPart: Part = async (context) => {
  if (integrityChecks.length === 0) {
    return [
      pendingRow('concurrency', '1,000 concurrent orders against stock 10', 'orders API not built'),
    ];
  }
  // One after the other: each check owns the machine while it runs.
  const rows: Row[] = [];
  for (const check of integrityChecks) rows.push(await check.run(context));
  return rows;
};
