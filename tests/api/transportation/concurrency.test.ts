/**
 * Seats are a quota: 20 colleagues asking at once for a route's last seat get exactly one, and
 * one employee sending 20 requests at once on two routes of one direction gets exactly one open
 * request. Runs on SQLite (BEGIN IMMEDIATE serialises writers) and PostgreSQL (the route row is
 * locked; the partial unique index catches two routes at once).
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { TransportRoute } from '../../../contracts/transportation/transportation';
import { colleagueTokens, createTestApp, type TestApp } from '../helpers';
import { newRoute, seatOn } from './transportCalls';

const RACERS = 20;

let t: TestApp;
let racers: Awaited<ReturnType<typeof colleagueTokens>>;

beforeAll(async () => {
  t = await createTestApp();
  racers = await colleagueTokens(t, RACERS);
}, 60_000);
afterAll(async () => {
  await t?.close();
});

const submitAs = (token: string, body: object) =>
  t.app.inject({
    method: 'POST',
    url: '/api/main/transportation/requests',
    headers: { authorization: `Bearer ${token}` },
    payload: body,
  });

const openOn = async (route: TransportRoute) =>
  t.db
    .selectFrom('transport_requests')
    .select(['employee_id'])
    .where('route_id', '=', route.id)
    .where('status', 'in', ['submitted', 'approved'])
    .execute();

it('gives the last seat to exactly one of 20 colleagues asking at once', async () => {
  expect(racers).toHaveLength(RACERS);
  const route = await newRoute(t, { seats: 3 });
  for (const username of ['employee', 'supervisor'])
    expect(
      (await t.call(username, 'POST', '/transportation/requests', seatOn(route))).statusCode,
    ).toBe(201);
  const responses = await Promise.all(racers.map(({ token }) => submitAs(token, seatOn(route))));
  const codes = responses.map((response) => response.statusCode).sort();
  expect(codes).toEqual([201, ...Array<number>(RACERS - 1).fill(409)]);
  for (const refused of responses.filter((response) => response.statusCode === 409))
    expect(Object.keys(refused.json<{ errors: object }>().errors)).toEqual(['routeId']);
  expect(await openOn(route)).toHaveLength(3);
});

it('keeps one open request per direction when one employee sends 20 at once on two routes', async () => {
  // Outbound: whoever won the inbound seat above has no open request in this direction.
  const outbound = { seats: 30, direction: 'outbound' as const };
  const [a, b] = [await newRoute(t, outbound), await newRoute(t, outbound)];
  const { token, id } = racers[RACERS - 1]!;
  const responses = await Promise.all(
    Array.from({ length: RACERS }, (_, index) => submitAs(token, seatOn(index % 2 ? a : b))),
  );
  const codes = responses.map((response) => response.statusCode).sort();
  expect(codes).toEqual([201, ...Array<number>(RACERS - 1).fill(409)]);
  for (const refused of responses.filter((response) => response.statusCode === 409))
    expect(Object.keys(refused.json<{ errors: object }>().errors)).toEqual(['routeId']);
  const open = [...(await openOn(a)), ...(await openOn(b))];
  expect(open.map((row) => row.employee_id)).toEqual([id]);
});
