/**
 * Each group's summary (its answers counted, each score summed: the owners' results read only
 * that) stays equal to its answers: under concurrent answers about one group, and when the
 * migration fills it from answers given before it existed.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { fillSummaries } from '../../../server/modules/lss/migrations/0039_lss_group_summary';
import { scoreColumns, summaryColumns, sumColumn } from '../../../server/modules/lss/tables';
import { colleagueTokens, createTestApp, type TestApp } from '../helpers';
import { surveyAbout } from './lssCalls';

const ANSWERS = 40;

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

/** Every group's summary as kept, and as counted from its answers. */
async function summaries() {
  const kept = await t.db
    .selectFrom('lss_groups')
    .select(['id', ...summaryColumns()])
    .orderBy('id')
    .execute();
  const counted = await t.db
    .selectFrom('lss_groups as g')
    .leftJoin('lss_answers as a', 'a.group_id', 'g.id')
    .select([
      'g.id',
      sql<number | string>`count(a.id)`.as('answers'),
      ...scoreColumns().map((score) =>
        sql<number | string>`coalesce(sum(${sql.ref(`a.${score}`)}), 0)`.as(sumColumn(score)),
      ),
    ])
    .groupBy('g.id')
    .orderBy('g.id')
    .execute();
  const numbers = (rows: Record<string, unknown>[]) =>
    rows.map((row) => Object.fromEntries(Object.entries(row).map(([k, v]) => [k, Number(v)])));
  return { kept: numbers(kept), counted: numbers(counted) };
}

it('adds every one of many concurrent answers about one group to its summary', async () => {
  const colleagues = await colleagueTokens(t, ANSWERS, 'LSS_User');
  const responses = await Promise.all(
    colleagues.map(async ({ token }, index) =>
      t.app.inject({
        method: 'POST',
        url: '/api/main/LSS',
        headers: { authorization: `Bearer ${token}` },
        payload: await surveyAbout(t, {
          general: 1 + (index % 10),
          reunionesultimomes: index % 7,
          oneOnOneUltimas2semanas: index % 2 === 0,
          ayudaMano: 1 + (index % 5),
        }),
      }),
    ),
  );
  expect(responses.map((response) => response.statusCode)).toEqual(Array(ANSWERS).fill(201));
  const { kept, counted } = await summaries();
  expect(kept).toEqual(counted);
  expect(Math.max(...kept.map((row) => row.answers!))).toBeGreaterThanOrEqual(ANSWERS);
});

it('the migration fills the summaries from the answers already given', async () => {
  await t.db
    .updateTable('lss_groups')
    .set(Object.fromEntries(summaryColumns().map((c) => [c, 0])))
    .execute();
  await fillSummaries(t.db);
  const { kept, counted } = await summaries();
  expect(kept).toEqual(counted);
  expect(kept.some((row) => row.answers! > 0)).toBe(true);
});
