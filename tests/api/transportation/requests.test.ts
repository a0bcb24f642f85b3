/**
 * The employee's calls: the routes near their home (district, canton, province; every route when
 * none is near or they have no home), asking for a seat (its rules, each a 400 naming the field or
 * a 409 naming routeId), their requests and withdrawing one.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { addDays, calendarDay } from '../../../contracts/calendar';
import type { TransportRequest } from '../../../contracts/transportation/transportation';
import {
  countRows,
  createTestApp,
  employeeIdOf,
  expectInvalid,
  expectJson,
  notificationsOf,
  type TestApp,
} from '../helpers';
import {
  cancel,
  clearOpen,
  COORDINATOR,
  created,
  INBOX,
  mine,
  nearby,
  newRoute,
  ROUTES,
  seatOn,
  submit,
} from './transportCalls';

let t: TestApp;
/** The demo employee's requests as seeded, before any test closes them. */
let seeded: TransportRequest[];

beforeAll(async () => {
  t = await createTestApp();
  seeded = await mine(t, 'employee');
});
afterAll(async () => {
  await t?.close();
});
beforeEach(async () => {
  for (const username of ['employee', 'supervisor', 'admin', 'newhire'])
    await clearOpen(t, username);
});

describe('routes near home', () => {
  it('lists the routes with a stop in the district first, then canton, then province', async () => {
    const answer = await nearby(t, 'employee');
    expect(answer.home).toMatchObject({
      districtCode: '40801',
      cantonCode: '408',
      provinceCode: 4,
    });
    expect(answer.nearby).toBe(true);
    const [first] = answer.routes;
    expect(first).toMatchObject({ name: 'Nocturna Alajuela – Heredia', nearness: 'district' });
    expect(first!.stops.find((stop) => stop.id === first!.nearestStopId)?.districtCode).toBe(
      '40801',
    );
    const ranks = answer.routes.map((route) =>
      ['district', 'canton', 'province'].indexOf(route.nearness!),
    );
    expect(ranks).toEqual([...ranks].sort());
    expect(ranks.every((rank) => rank >= 0)).toBe(true);
    expect(answer.routes.every((route) => route.active)).toBe(true);
    expect(answer.routes.map((route) => route.name)).not.toContain('Barva – Heredia (suspendida)');
    expect(first!.seatsLeft).toBe(first!.seats - first!.seatsTaken);
  });

  it('filters by direction', async () => {
    const answer = await nearby(t, 'employee', 'outbound');
    expect(answer.routes.length).toBeGreaterThan(0);
    expect(answer.routes.every((route) => route.direction === 'outbound')).toBe(true);
    expectInvalid(
      await t.call('employee', 'GET', '/transportation/routes/nearby?direction=up'),
      'direction',
    );
  });

  it('without a home: home null, not nearby, every active route by name', async () => {
    const answer = await nearby(t, 'newhire');
    expect(answer.home).toBeNull();
    expect(answer.nearby).toBe(false);
    const names = answer.routes.map((route) => route.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    expect(answer.routes.length).toBeGreaterThanOrEqual(5);
    expect(answer.routes.every((route) => route.nearness === null && route.active)).toBe(true);
  });

  it('with a home far from every route: not nearby, every active route', async () => {
    const admin = await employeeIdOf(t, 'admin');
    await t.db
      .updateTable('employee_homes')
      .set({ district_code: '70101' })
      .where('employee_id', '=', admin)
      .execute();
    const answer = await nearby(t, 'admin');
    expect(answer.home).toMatchObject({ provinceCode: 7 });
    expect(answer.nearby).toBe(false);
    expect(answer.routes.length).toBeGreaterThanOrEqual(5);
  });

  it('reads the demo homes: every active employee has one but newhire', async () => {
    const active = await t.db
      .selectFrom('employees')
      .select(['id', 'username'])
      .where('active', '=', 1)
      .execute();
    const homes = new Set(
      (await t.db.selectFrom('employee_homes').select('employee_id').execute()).map(
        (row) => row.employee_id,
      ),
    );
    const without = active.filter((employee) => !homes.has(employee.id));
    expect(without.map((employee) => employee.username)).toEqual(['newhire']);
  });

  it('needs a signed-in employee', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/main/transportation/routes/nearby',
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('asking for a seat', () => {
  it('holds a seat at once, is listed first in mine and notifies the author', async () => {
    const route = await newRoute(t, { seats: 3 });
    const request = created(
      await submit(
        t,
        'employee',
        seatOn(route, { stopId: route.stops[1]!.id, note: 'Turno de las 22:00' }),
      ),
    );
    expect(request).toMatchObject({
      routeId: route.id,
      routeName: route.name,
      direction: 'inbound',
      stopId: route.stops[1]!.id,
      stopName: 'Santa Bárbara',
      stopTime: '05:20',
      status: 'submitted',
      note: 'Turno de las 22:00',
      decisionNote: '',
    });
    expect((await mine(t, 'employee'))[0]).toEqual(request);
    const after = expectJson<{ seatsLeft: number; seatsTaken: number }>(
      await t.call(COORDINATOR, 'GET', `${ROUTES}/${route.id}`),
    );
    expect(after).toMatchObject({ seatsTaken: 1, seatsLeft: 2 });
    expect((await notificationsOf(t, 'employee'))[0]).toMatchObject({
      kind: 'transportation',
      link: '/Transportation',
    });
  });

  it('refuses bad input with a 400 naming the field, writing nothing', async () => {
    const route = await newRoute(t);
    const other = await newRoute(t);
    const before = await countRows(t, 'transport_requests');
    const today = calendarDay();
    expectInvalid(await submit(t, 'employee', {}), 'routeId', 'stopId', 'startDate');
    expectInvalid(
      await submit(t, 'employee', seatOn(route, { startDate: addDays(today, -1) })),
      'startDate',
    );
    expectInvalid(
      await submit(t, 'employee', seatOn(route, { startDate: addDays(today, 61) })),
      'startDate',
    );
    expectInvalid(
      await submit(t, 'employee', seatOn(route, { startDate: '2026-02-30' })),
      'startDate',
    );
    expectInvalid(
      await submit(t, 'employee', seatOn(route, { stopId: other.stops[0]!.id })),
      'stopId',
    );
    expectInvalid(await submit(t, 'employee', seatOn(route, { routeId: 999999 })), 'routeId');
    expectInvalid(await submit(t, 'employee', seatOn(route, { note: 'x'.repeat(501) })), 'note');
    const spanish = await t.call(
      'employee',
      'POST',
      '/transportation/requests',
      seatOn(route, { stopId: other.stops[0]!.id }),
      {
        'accept-language': 'es',
      },
    );
    expect(spanish.json<{ errors: Record<string, string> }>().errors.stopId).toBe(
      'no es una parada de esta ruta',
    );
    expect(await countRows(t, 'transport_requests')).toBe(before);
    // The last day of the window is fine.
    created(await submit(t, 'employee', seatOn(route, { startDate: addDays(today, 60) })));
  });

  it('keeps one open request per direction (409 naming routeId), the other direction is free', async () => {
    const inbound = await newRoute(t);
    const second = await newRoute(t);
    const outbound = await newRoute(t, { direction: 'outbound' });
    created(await submit(t, 'employee', seatOn(inbound)));
    const refused = await submit(t, 'employee', seatOn(second));
    expect(refused.statusCode).toBe(409);
    expect(Object.keys(refused.json<{ errors: object }>().errors)).toEqual(['routeId']);
    created(await submit(t, 'employee', seatOn(outbound)));
  });

  it('refuses a full route and an inactive one (409 naming routeId)', async () => {
    const full = await newRoute(t, { seats: 1 });
    created(await submit(t, 'supervisor', seatOn(full)));
    const refused = await submit(t, 'employee', seatOn(full));
    expect(refused.statusCode).toBe(409);
    expect(refused.json<{ errors: object }>().errors).toHaveProperty('routeId');
    expect(refused.json<{ message: string }>().message).toMatch(/no seats left/);

    const inactive = await newRoute(t, { active: false });
    const closed = await submit(t, 'employee', seatOn(inactive));
    expect(closed.statusCode).toBe(409);
    expect(closed.json<{ errors: object }>().errors).toHaveProperty('routeId');
  });
});

describe('withdrawing', () => {
  it('cancels the author’s submitted request and frees its seat; a second time is a 409', async () => {
    const route = await newRoute(t, { seats: 1 });
    const request = created(await submit(t, 'employee', seatOn(route)));
    const cancelled = expectJson<TransportRequest>(await cancel(t, 'employee', request.id));
    expect(cancelled).toMatchObject({ id: request.id, status: 'cancelled' });
    created(await submit(t, 'supervisor', seatOn(route)));
    const again = await cancel(t, 'employee', request.id);
    expect(again.statusCode).toBe(409);
    expect(again.json<{ errors: object }>().errors).toHaveProperty('status');
  });

  it('is 404 for another’s request or one that does not exist, 400 for a bad id', async () => {
    const route = await newRoute(t);
    const request = created(await submit(t, 'supervisor', seatOn(route)));
    expect((await cancel(t, 'employee', request.id)).statusCode).toBe(404);
    expect((await cancel(t, 'admin', request.id)).statusCode).toBe(404);
    expect((await cancel(t, 'employee', 999999)).statusCode).toBe(404);
    expectInvalid(await cancel(t, 'employee', 0), 'id');
    const still = await t.db
      .selectFrom('transport_requests')
      .select('status')
      .where('id', '=', request.id)
      .executeTakeFirstOrThrow();
    expect(still.status).toBe('submitted');
  });

  it('gives up an approved seat too, freeing it; a rejected request is a 409 naming status', async () => {
    const route = await newRoute(t, { seats: 1 });
    const request = created(await submit(t, 'employee', seatOn(route)));
    expectJson(
      await t.call(COORDINATOR, 'PUT', `${INBOX}/${request.id}`, { status: 'approved', note: '' }),
    );
    expect((await submit(t, 'supervisor', seatOn(route))).statusCode).toBe(409);
    const cancelled = expectJson<TransportRequest>(await cancel(t, 'employee', request.id));
    expect(cancelled).toMatchObject({ status: 'cancelled' });
    expect((await notificationsOf(t, 'employee'))[0]).toMatchObject({
      title: 'Tu solicitud de transporte quedó cancelada',
    });
    const taken = created(await submit(t, 'supervisor', seatOn(route)));
    expectJson(
      await t.call(COORDINATOR, 'PUT', `${INBOX}/${taken.id}`, { status: 'rejected', note: 'No' }),
    );
    const refused = await cancel(t, 'supervisor', taken.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json<{ errors: object }>().errors).toHaveProperty('status');
  });

  it('an approved request is no longer decided (409 naming status)', async () => {
    const route = await newRoute(t);
    const request = created(await submit(t, 'employee', seatOn(route)));
    expectJson(
      await t.call(COORDINATOR, 'PUT', `${INBOX}/${request.id}`, { status: 'approved', note: '' }),
    );
    const again = await t.call(COORDINATOR, 'PUT', `${INBOX}/${request.id}`, {
      status: 'rejected',
      note: 'Cambio de turno',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json<{ errors: object }>().errors).toHaveProperty('status');
  });
});

describe('my requests', () => {
  it('lists only mine, newest first, with the seeded settled ones', async () => {
    expect(seeded.map((request) => request.status)).toEqual(['approved', 'rejected']);
    expect(seeded[0]).toMatchObject({
      direction: 'outbound',
      routeName: 'Madrugada Heredia – San José',
    });
    const requests = await mine(t, 'employee');
    const times = requests.map((request) => request.createdAt);
    expect(times).toEqual([...times].sort().reverse());
    const theirs = await mine(t, 'supervisor');
    const ids = new Set(requests.map((request) => request.id));
    expect(theirs.some((request) => ids.has(request.id))).toBe(false);
  });
});
