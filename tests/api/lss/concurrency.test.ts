/**
 * One answer per employee per quarter, also under concurrent submits: on SQLite BEGIN IMMEDIATE
 * serialises them, on PostgreSQL the participation's primary key refuses all but the first.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { countRows, createTestApp, type TestApp } from '../helpers';
import { surveyAbout } from './lssCalls';

const SUBMITS = 12;

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

it('takes exactly one of an employee’s concurrent answers', async () => {
  const body = await surveyAbout(t);
  const token = await t.tokenOf('employee');
  const before = {
    answers: await countRows(t, 'lss_answers'),
    participations: await countRows(t, 'lss_participations'),
  };
  const responses = await Promise.all(
    Array.from({ length: SUBMITS }, () =>
      t.app.inject({
        method: 'POST',
        url: '/api/main/LSS',
        headers: { authorization: `Bearer ${token}` },
        payload: body,
      }),
    ),
  );
  const statuses = responses.map((response) => response.statusCode);
  expect(statuses.filter((status) => status === 201)).toHaveLength(1);
  expect(statuses.filter((status) => status === 409)).toHaveLength(SUBMITS - 1);
  for (const refused of responses.filter((response) => response.statusCode === 409))
    expect(Object.keys(refused.json<{ errors: object }>().errors)).toEqual(['period']);
  expect(await countRows(t, 'lss_answers')).toBe(before.answers + 1);
  expect(await countRows(t, 'lss_participations')).toBe(before.participations + 1);
});

it('takes concurrent answers of different employees about a new group into one group', async () => {
  const supervisor = await t.db
    .selectFrom('employees as s')
    .select(['s.badge', 's.full_name'])
    .where('s.account', '=', 'Comercio Minorista')
    .where((eb) =>
      eb.exists(
        eb.selectFrom('employees as p').select('p.id').whereRef('p.supervisor_id', '=', 's.id'),
      ),
    )
    .orderBy('s.id')
    .executeTakeFirstOrThrow();
  const body = await surveyAbout(t, {
    cuentaArea: 'Comercio Minorista',
    jefeDirecto: supervisor.badge,
    jefeDirectoPersona: supervisor.full_name,
  });
  const groups = await countRows(t, 'lss_groups');
  const authors = ['supervisor', 'admin', 'lss.owner'];
  const responses = await Promise.all(
    authors.map((username) => t.call(username, 'POST', '/LSS', body)),
  );
  expect(responses.map((response) => response.statusCode)).toEqual([201, 201, 201]);
  expect(await countRows(t, 'lss_groups')).toBe(groups + 1);
});
