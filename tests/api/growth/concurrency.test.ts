/**
 * One application per opening per employee and one winner per status move, also under concurrent
 * requests: on SQLite BEGIN IMMEDIATE serialises the writes, on PostgreSQL the employee's row
 * (applications) and the application's row (moves) are locked, and the unique index backs both.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Application } from '../../../contracts/growth/growth';
import { badgeOf, countRows, createTestApp, expectJson, type TestApp } from '../helpers';
import { applicationFields, createOpening, growthMultipart } from './growthCalls';

const SUBMITS = 12;

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

it('takes exactly one of an employee’s concurrent applications to one opening', async () => {
  const openingId = await createOpening(t, { title: 'Vacante disputada', minMonthsInPosition: 0 });
  const badge = await badgeOf(t, 'growth.owner');
  const token = await t.tokenOf('growth.owner');
  const before = {
    files: await countRows(t, 'files'),
    applications: await countRows(t, 'growth_applications'),
  };
  const responses = await Promise.all(
    Array.from({ length: SUBMITS }, () =>
      growthMultipart(
        t,
        'growth.owner',
        '/api/Application',
        applicationFields(badge, openingId),
        token,
      ),
    ),
  );
  const statuses = responses.map((response) => response.statusCode).sort();
  expect(statuses.filter((status) => status === 201)).toHaveLength(1);
  expect(statuses.filter((status) => status === 409)).toHaveLength(SUBMITS - 1);
  for (const refused of responses.filter((response) => response.statusCode === 409))
    expect(Object.keys(refused.json<{ errors: object }>().errors)).toEqual(['openingId']);
  // Only the winner's résumé is stored.
  expect(await countRows(t, 'growth_applications')).toBe(before.applications + 1);
  expect(await countRows(t, 'files')).toBe(before.files + 1);
});

it('takes concurrent applications of different employees to one opening', async () => {
  const openingId = await createOpening(t, { title: 'Vacante popular', minMonthsInPosition: 0 });
  const applicants = ['raft.owner', 'sales.owner', 'benefits.owner', 'home.owner', 'news.owner'];
  const badges = await Promise.all(applicants.map((username) => badgeOf(t, username)));
  const responses = await Promise.all(
    applicants.map((username, index) =>
      growthMultipart(
        t,
        username,
        '/api/Application',
        applicationFields(badges[index]!, openingId),
      ),
    ),
  );
  expect(responses.map((response) => response.statusCode)).toEqual(applicants.map(() => 201));
});

it('lets one of two owners moving one application at once win; the other gets 409', async () => {
  const openingId = await createOpening(t, { title: 'Vacante revisada', minMonthsInPosition: 0 });
  const badge = await badgeOf(t, 'lss.owner');
  const application = expectJson<Application>(
    await growthMultipart(t, 'lss.owner', '/api/Application', applicationFields(badge, openingId)),
    201,
  );
  const notificationsBefore = await countRows(t, 'notifications');
  for (const [first, second] of [
    [
      { status: 'in_review', from: 'submitted' },
      { status: 'in_review', from: 'submitted' },
    ],
    [
      { status: 'interview', from: 'in_review' },
      { status: 'not_selected', from: 'in_review' },
    ],
  ]) {
    const responses = await Promise.all([
      t.call('growth.owner', 'PUT', `/admin/growth-applications/${application.id}`, first),
      t.call('admin', 'PUT', `/admin/growth-applications/${application.id}`, second),
    ]);
    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 409]);
  }
  const row = expectJson<Application>(
    await t.call('growth.owner', 'GET', `/admin/growth-applications/${application.id}`),
  );
  expect(row.history.map((change) => change.from)).toEqual([null, 'submitted', 'in_review']);
  expect(await countRows(t, 'notifications')).toBe(notificationsBefore + 2);
});
