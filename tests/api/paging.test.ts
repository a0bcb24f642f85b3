/**
 * `pagedList` (server/http/paging.ts) answers a page and its total in one statement on both
 * databases; only a window past the last row asks for the total on its own.
 */
import type { CompiledQuery } from 'kysely';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { pagedList } from '../../server/http/paging';
import { countRows, createTestApp, type TestApp } from './helpers';

const statements: CompiledQuery[] = [];
let t: TestApp;
let employees: number;

beforeAll(async () => {
  t = await createTestApp({ onQuery: (query) => statements.push(query) });
  employees = await countRows(t, 'employees');
}, 60_000);
afterAll(async () => {
  await t?.close();
});

/** Employees by badge, optionally only those whose badge is `badge`; the statements it ran. */
async function page(range: [number, number], badge?: string) {
  let base = t.db.selectFrom('employees');
  if (badge !== undefined) base = base.where('badge', '=', badge);
  statements.length = 0;
  const result = await pagedList(
    { sort: ['badge', 'ASC'], range, filter: {} },
    {
      base,
      select: (query) => query.select(['id', 'badge']),
      sort: { badge: 'badge' },
      tieBreaker: 'employees.id',
    },
  );
  return { ...result, statements: [...statements] };
}

describe('pagedList', () => {
  test('answers a page with the total of the whole list in one statement', async () => {
    const { rows, total, statements } = await page([1, 3]);
    expect(total).toBe(employees);
    expect(rows).toHaveLength(3);
    // The total travels on each row and is taken off before the rows leave.
    expect(Object.keys(rows[0]!).sort()).toEqual(['badge', 'id']);
    const badges = rows.map((row) => row.badge);
    expect(badges).toEqual([...badges].sort());
    expect(statements).toHaveLength(1);
  });

  test('the same total on every page, and the pages follow each other', async () => {
    const first = await page([0, 1]);
    const second = await page([2, 3]);
    expect(second.total).toBe(first.total);
    expect(first.rows.at(-1)!.badge < second.rows[0]!.badge).toBe(true);
  });

  test('a window past the last row asks for the total on its own', async () => {
    const { rows, total, statements } = await page([employees + 10, employees + 19]);
    expect(rows).toEqual([]);
    expect(total).toBe(employees);
    expect(statements).toHaveLength(2);
  });

  test('an empty list is 0 without a second statement', async () => {
    const { rows, total, statements } = await page([0, 9], 'no such badge');
    expect(rows).toEqual([]);
    expect(total).toBe(0);
    expect(statements).toHaveLength(1);
  });

  test('the total counts the filtered rows only', async () => {
    const { badge } = (await page([0, 0])).rows[0]!;
    const { rows, total } = await page([0, 9], badge);
    expect(total).toBe(1);
    expect(rows.map((row) => row.badge)).toEqual([badge]);
  });
});
