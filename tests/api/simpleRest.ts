import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';

/** A list query as ra-data-simple-rest writes it: each part a JSON text. */
export function restQuery({
  sort,
  range,
  filter,
}: {
  sort?: [string, 'ASC' | 'DESC'];
  range?: [number, number];
  filter?: Record<string, unknown>;
}): string {
  const query = new URLSearchParams();
  if (sort) query.set('sort', JSON.stringify(sort));
  if (range) query.set('range', JSON.stringify(range));
  if (filter) query.set('filter', JSON.stringify(filter));
  return query.toString();
}

/** The window and total of a simple-rest list answer, read from its `Content-Range`. */
export function contentRange(response: LightMyRequestResponse, resource: string) {
  const header = String(response.headers['content-range'] ?? '');
  const match = new RegExp(`^${resource} (\\d+-\\d+|\\*)/(\\d+)$`).exec(header);
  expect(match, `Content-Range: ${header}`).not.toBeNull();
  return { window: match![1], total: Number(match![2]) };
}
