/**
 * The owners' results (`lss-results`): per supervisor, account and quarter, only groups of at
 * least MIN_GROUP_SIZE answers, with their averages, paged, sorted and filtered in SQL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  LSS_STATEMENTS,
  type LssResult,
  MIN_GROUP_SIZE,
  periodOf,
  previousPeriod,
} from '../../../contracts/lss/lss';
import { createTestApp, expectInvalid, expectJson, type TestApp } from '../helpers';
import { surveyAbout } from './lssCalls';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const results = (username: string, filter: object = {}, extra = '') =>
  t.call(
    username,
    'GET',
    `/admin/lss-results?filter=${encodeURIComponent(JSON.stringify(filter))}${extra}`,
  );

/** The first generated supervisor of Seguros not yet in a group: answers about them start a new one. */
async function newSupervisor(): Promise<{ badge: string; fullName: string }> {
  const row = await t.db
    .selectFrom('employees as s')
    .select(['s.badge', 's.full_name'])
    .where('s.account', '=', 'Seguros')
    .where((eb) =>
      eb.exists(
        eb.selectFrom('employees as p').select('p.id').whereRef('p.supervisor_id', '=', 's.id'),
      ),
    )
    .where((eb) =>
      eb.not(
        eb.exists(
          eb.selectFrom('lss_groups as g').select('g.id').whereRef('g.supervisor_id', '=', 's.id'),
        ),
      ),
    )
    .orderBy('s.id')
    .executeTakeFirstOrThrow();
  return { badge: row.badge, fullName: row.full_name };
}

describe('GET /admin/lss-results', () => {
  it('shows the seeded groups of at least 3 answers, newest quarter first', async () => {
    const response = await results('lss.owner');
    const rows = expectJson<LssResult[]>(response);
    expect(rows.every((row) => row.answers >= MIN_GROUP_SIZE)).toBe(true);
    expect(response.headers['content-range']).toBe(`lss-results 0-${rows.length - 1}/4`);
    const period = periodOf();
    expect(rows.map((row) => [row.period, row.account, row.answers])).toEqual(
      expect.arrayContaining([
        [period, 'Banca Digital', 5],
        [period, 'Telecomunicaciones', 3],
        [previousPeriod(period), 'Banca Digital', 4],
        [previousPeriod(period), 'Telecomunicaciones', 3],
      ]),
    );
    // The seeded group of 2 in Seguros is never shown.
    expect(rows.some((row) => row.account === 'Seguros')).toBe(false);
    expect(rows.map((row) => row.period)).toEqual(
      [...rows.map((row) => row.period)].sort().reverse(),
    );
    const silvia = rows.find((row) => row.period === period && row.account === 'Banca Digital')!;
    expect(silvia.supervisor.fullName).toBe('Silvia Méndez Porras');
    expect(silvia.suggestions.length).toBeGreaterThan(0);
    expect(silvia.suggestions).toEqual([...silvia.suggestions].sort());
    for (const value of Object.values(silvia.statements)) {
      expect(value).toBeGreaterThanOrEqual(3);
      expect(value).toBeLessThanOrEqual(5);
    }
  });

  it('shows a new group once it reaches 3 answers, with its exact averages', async () => {
    const { badge, fullName } = await newSupervisor();
    const about = (scores: Record<string, unknown>) =>
      surveyAbout(t, {
        cuentaArea: 'Seguros',
        jefeDirecto: badge,
        jefeDirectoPersona: fullName,
        ...scores,
      });
    const mine = (rows: LssResult[]) => rows.filter((row) => row.supervisor.badge === badge);
    const authors = ['employee', 'supervisor', 'admin'];
    const answers = [
      { ayudaMano: 5, general: 10, reunionesultimomes: 2, oneOnOneUltimas2semanas: true },
      { ayudaMano: 4, general: 7, reunionesultimomes: 3, oneOnOneUltimas2semanas: false },
      {
        ayudaMano: 2,
        general: 6,
        reunionesultimomes: 5,
        oneOnOneUltimas2semanas: false,
        sugerencias: 'Buen líder',
      },
    ];
    for (const [index, username] of authors.entries()) {
      expect(
        mine(expectJson<LssResult[]>(await results('lss.owner', { account: 'Seguros' }))),
      ).toEqual([]);
      expectJson(await t.call(username, 'POST', '/LSS', await about(answers[index]!)), 201);
    }
    const [row] = mine(
      expectJson<LssResult[]>(await results('admin', { account: 'Seguros', period: periodOf() })),
    );
    expect(row).toMatchObject({
      period: periodOf(),
      account: 'Seguros',
      supervisor: { badge, fullName },
      answers: 3,
      general: 7.67,
      meetings: 3.33,
      oneOnOneShare: 0.33,
      suggestions: ['Buen líder'],
    });
    expect(row!.statements.ayudaMano).toBe(3.67);
    expect(row!.statements.escuchar).toBe(4);
    // Support: ayudaMano (3.67) and three statements of 4.
    expect(row!.dimensions.support).toBe(3.92);
    expect(row!.dimensions.direction).toBe(4);
    expect(Object.keys(row!.statements)).toEqual(LSS_STATEMENTS);
  });

  it('filters by quarter, account and supervisor; sorts and pages in SQL', async () => {
    const previous = expectJson<LssResult[]>(
      await results('lss.owner', { period: previousPeriod(periodOf()) }),
    );
    expect(previous.map((row) => row.account).sort()).toEqual([
      'Banca Digital',
      'Telecomunicaciones',
    ]);
    expect(
      expectJson<LssResult[]>(await results('lss.owner', { q: 'silvia mendez' })).map(
        (row) => row.supervisor.fullName,
      ),
    ).toEqual(['Silvia Méndez Porras', 'Silvia Méndez Porras']);
    const byAnswers = expectJson<LssResult[]>(
      await results('lss.owner', {}, `&sort=${encodeURIComponent('["answers","DESC"]')}`),
    );
    expect(byAnswers.map((row) => row.answers)).toEqual(
      [...byAnswers.map((row) => row.answers)].sort((a, b) => b - a),
    );
    const window = await results('lss.owner', {}, `&range=${encodeURIComponent('[1,2]')}`);
    expect(expectJson<LssResult[]>(window)).toHaveLength(2);
    expect(window.headers['content-range']).toMatch(/^lss-results 1-2\/\d+$/);
  });

  it('refuses a malformed filter naming it', async () => {
    expectInvalid(await results('lss.owner', { period: '2026-4' }), 'filter.period');
  });

  it('is the owners’ only', async () => {
    expect((await results('employee')).statusCode).toBe(403);
    expect((await results('supervisor')).statusCode).toBe(403);
  });
});
