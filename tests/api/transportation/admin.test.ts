/**
 * The coordinators' resources on the main family: the routes `transport-routes` (stops inline,
 * unique name, seats never below those taken, a stop with requests kept, deactivating keeps the
 * requests; audited) and the inbox `transport-requests` (who sees it, filters and sorts, one
 * record with its history, approving and rejecting with a reason, 409 when settled or one's own).
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type {
  RouteBody,
  TransportRequest,
  TransportRequestRecord,
  TransportRoute,
} from '../../../contracts/transportation/transportation';
import {
  countRows,
  createTestApp,
  expectInvalid,
  expectJson,
  notificationsOf,
  type TestApp,
} from '../helpers';
import {
  clearOpen,
  COORDINATOR,
  created,
  INBOX,
  list,
  mine,
  newRoute,
  ROUTES,
  seatOn,
  submit,
} from './transportCalls';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});
beforeEach(async () => {
  for (const username of ['employee', 'supervisor', 'admin', COORDINATOR])
    await clearOpen(t, username);
});

/** The body that writes `route` back as it is, with `more` changed. */
const bodyOf = (route: TransportRoute, more: Partial<RouteBody> = {}): RouteBody => ({
  name: route.name,
  direction: route.direction,
  site: route.site,
  days: route.days,
  seats: route.seats,
  active: route.active,
  stops: route.stops.map(({ id, name, time, districtCode }) => ({ id, name, time, districtCode })),
  ...more,
});

const put = (username: string, route: TransportRoute, body: RouteBody) =>
  t.call(username, 'PUT', `${ROUTES}/${route.id}`, body);

describe('routes', () => {
  it('are the coordinators’ and System_Admin’s: an employee is refused', async () => {
    for (const username of ['employee', 'supervisor', 'workforce.planner'])
      expect((await list(t, username, ROUTES)).statusCode, username).toBe(403);
    expect((await t.call('employee', 'POST', ROUTES, {})).statusCode).toBe(403);
    expect((await list(t, 'admin', ROUTES)).statusCode).toBe(200);
  });

  it('lists with stops and seats, filters, sorts and pages in SQL', async () => {
    const response = await list(t, COORDINATOR, ROUTES);
    const rows = expectJson<TransportRoute[]>(response);
    expect(rows.length).toBeGreaterThanOrEqual(6);
    expect(response.headers['content-range']).toMatch(/^transport-routes 0-\d+\/\d+$/);
    const names = rows.map((row) => row.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    const cartago = rows.find((row) => row.name === 'Madrugada Cartago – La Sabana')!;
    expect(cartago).toMatchObject({
      seats: 12,
      seatsTaken: 10,
      seatsLeft: 2,
      days: [1, 2, 3, 4, 5],
    });
    expect(cartago.stops.map((stop) => stop.position)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(cartago.stops[0]).toMatchObject({ districtCode: '30101', provinceName: 'Cartago' });

    const inactive = expectJson<TransportRoute[]>(
      await list(t, COORDINATOR, ROUTES, { filter: { active: false } }),
    );
    expect(inactive.map((row) => row.name)).toEqual(['Barva – Heredia (suspendida)']);
    const inCartago = expectJson<TransportRoute[]>(
      await list(t, COORDINATOR, ROUTES, { filter: { provinceCode: 3 } }),
    );
    expect(inCartago.map((row) => row.name)).toEqual(['Madrugada Cartago – La Sabana']);
    const found = expectJson<TransportRoute[]>(
      await list(t, COORDINATOR, ROUTES, { filter: { q: 'sabana', direction: 'outbound' } }),
    );
    expect(found.map((row) => row.name)).toEqual(['Noche La Sabana – Desamparados']);
    const fullest = expectJson<TransportRoute[]>(
      await list(t, COORDINATOR, ROUTES, { sort: ['seatsLeft', 'ASC'], range: [0, 0] }),
    );
    expect(fullest).toHaveLength(1);
    expect(fullest[0]!.seatsLeft).toBe(Math.min(...rows.map((row) => row.seatsLeft)));
    expectInvalid(await list(t, COORDINATOR, ROUTES, { sort: ['color', 'ASC'] }), 'sort[0]');
    expectInvalid(
      await list(t, COORDINATOR, ROUTES, { filter: { direction: 'up' } }),
      'filter.direction',
    );
  });

  it('creates a route with its stops in order, audited; a taken name is a 409 naming name', async () => {
    const route = await newRoute(t, { name: 'Nocturna Grecia – Alajuela' });
    expect(route).toMatchObject({ active: true, seats: 5, seatsTaken: 0, seatsLeft: 5 });
    expect(route.stops.map((stop) => stop.name)).toEqual([
      'Barva centro',
      'Santa Bárbara',
      'Campus Heredia',
    ]);
    expect(await t.auditRows('transport_route', route.id)).toHaveLength(1);
    const taken = await t.call(
      COORDINATOR,
      'POST',
      ROUTES,
      bodyOf(route, { name: 'nocturna grecia – alajuela' }),
    );
    expect(taken.statusCode).toBe(409);
    expect(taken.json<{ errors: object }>().errors).toHaveProperty('name');
  });

  it('refuses bad bodies with a 400 naming the field, writing nothing', async () => {
    const route = await newRoute(t);
    const before = await countRows(t, 'transport_routes');
    const body = bodyOf(route, { name: 'Otra ruta' });
    const post = (more: object) => t.call(COORDINATOR, 'POST', ROUTES, { ...body, ...more });
    expectInvalid(await post({ direction: 'sideways' }), 'direction');
    expectInvalid(await post({ days: [] }), 'days');
    expectInvalid(await post({ days: [1, 1] }), 'days');
    expectInvalid(await post({ seats: 0 }), 'seats');
    expectInvalid(await post({ stops: [] }), 'stops');
    expectInvalid(
      await post({ stops: [{ name: 'A', time: '25:00', districtCode: '40101' }] }),
      'stops[0].time',
    );
    expectInvalid(
      await post({ stops: [{ name: 'A', time: '05:00', districtCode: '49999' }] }),
      'stops[0].districtCode',
    );
    const cascade = (provinceCode: number, cantonCode: string) =>
      post({
        stops: [{ name: 'A', time: '05:00', provinceCode, cantonCode, districtCode: '40101' }],
      });
    expectInvalid(await cascade(4, '402'), 'stops[0].districtCode');
    expectInvalid(await cascade(1, '401'), 'stops[0].cantonCode');
    expect(await countRows(t, 'transport_routes')).toBe(before);
    expect((await t.call(COORDINATOR, 'GET', `${ROUTES}/999999`)).statusCode).toBe(404);
    expectJson(await cascade(4, '401'), 201);
  });

  it('edits: moves and renames stops keeping their ids; seats never below those taken', async () => {
    const route = await newRoute(t, { seats: 3 });
    created(await submit(t, 'employee', seatOn(route)));
    created(await submit(t, 'supervisor', seatOn(route, { stopId: route.stops[1]!.id })));
    const tooFew = await put(COORDINATOR, route, bodyOf(route, { seats: 1 }));
    expectInvalid(tooFew, 'seats');
    const [first, second, third] = route.stops;
    const edited = expectJson<TransportRoute>(
      await put(
        COORDINATOR,
        route,
        bodyOf(route, {
          seats: 2,
          stops: [
            { id: second!.id, name: 'Santa Bárbara, parque', time: '05:15', districtCode: '40401' },
            { id: first!.id, name: first!.name, time: '05:25', districtCode: '40201' },
            { name: 'San Pablo', time: '05:35', districtCode: '40901' },
          ],
        }),
      ),
    );
    expect(edited).toMatchObject({ seats: 2, seatsTaken: 2, seatsLeft: 0 });
    expect(edited.stops.map((stop) => [stop.id, stop.name])).toEqual([
      [second!.id, 'Santa Bárbara, parque'],
      [first!.id, first!.name],
      [edited.stops[2]!.id, 'San Pablo'],
    ]);
    expect(edited.stops.map((stop) => stop.id)).not.toContain(third!.id);
    expect((await mine(t, 'supervisor'))[0]).toMatchObject({ stopName: 'Santa Bárbara, parque' });
    expect(await t.auditRows('transport_route', route.id)).toHaveLength(2);
  });

  it('takes the whole record back as react-admin sends it (the answer’s extra keys ignored)', async () => {
    const route = await newRoute(t);
    const same = expectJson<TransportRoute>(
      await put(COORDINATOR, route, { ...route, seats: 6 } as unknown as RouteBody),
    );
    expect(same).toMatchObject({ ...route, seats: 6, seatsLeft: 6 });
  });

  it('keeps a stop a request names (400 naming stops) and refuses another route’s stop id', async () => {
    const route = await newRoute(t);
    const other = await newRoute(t);
    created(await submit(t, 'employee', seatOn(route)));
    const withoutFirst = bodyOf(route);
    withoutFirst.stops = withoutFirst.stops.slice(1);
    expectInvalid(await put(COORDINATOR, route, withoutFirst), 'stops');
    const foreign = bodyOf(route);
    foreign.stops[1] = { ...foreign.stops[1]!, id: other.stops[0]!.id };
    expectInvalid(await put(COORDINATOR, route, foreign), 'stops[1].id');
  });

  it('deactivating keeps the requests and takes no new ones', async () => {
    const route = await newRoute(t);
    const request = created(await submit(t, 'employee', seatOn(route)));
    expectJson(await put(COORDINATOR, route, bodyOf(route, { active: false })));
    expect((await mine(t, 'employee')).find((row) => row.id === request.id)?.status).toBe(
      'submitted',
    );
    const refused = await submit(t, 'supervisor', seatOn(route));
    expect(refused.statusCode).toBe(409);
    expect(refused.json<{ errors: object }>().errors).toHaveProperty('routeId');
  });
});

describe('the inbox', () => {
  it('is the coordinators’ and System_Admin’s: anyone else is refused', async () => {
    for (const username of ['employee', 'supervisor', 'workforce.planner'])
      expect((await list(t, username, INBOX)).statusCode, username).toBe(403);
    // A request's decision is whoever decides it (the approvals kit): for anyone else, not found.
    expect(
      (await t.call('employee', 'PUT', `${INBOX}/1`, { status: 'approved', note: '' })).statusCode,
    ).toBe(404);
    expect((await list(t, 'admin', INBOX)).statusCode).toBe(200);
  });

  it('lists oldest first with filters, search and sorts, never the coordinator’s own', async () => {
    const route = await newRoute(t);
    const own = created(await submit(t, COORDINATOR, seatOn(route)));
    const mineRequest = created(await submit(t, 'employee', seatOn(route)));
    const response = await list(t, COORDINATOR, INBOX, { filter: { status: 'submitted' } });
    const rows = expectJson<TransportRequestRecord[]>(response);
    expect(rows.every((row) => row.status === 'submitted')).toBe(true);
    const sent = rows.map((row) => row.submittedAt);
    expect(sent).toEqual([...sent].sort());
    expect(rows.map((row) => row.id)).toContain(mineRequest.id);
    expect(rows.map((row) => row.id)).not.toContain(own.id);
    expect(response.headers['content-range']).toBe(
      `transport-requests 0-${rows.length - 1}/${rows.length}`,
    );

    const onRoute = expectJson<TransportRequestRecord[]>(
      await list(t, COORDINATOR, INBOX, { filter: { routeId: route.id, q: 'Esteban' } }),
    );
    expect(onRoute.map((row) => row.id)).toEqual([mineRequest.id]);
    const outbound = expectJson<TransportRequestRecord[]>(
      await list(t, COORDINATOR, INBOX, {
        filter: { direction: 'outbound' },
        sort: ['routeName', 'DESC'],
      }),
    );
    expect(outbound.length).toBeGreaterThan(0);
    expect(outbound.every((row) => row.direction === 'outbound')).toBe(true);
    const statuses = expectJson<TransportRequestRecord[]>(
      await list(t, COORDINATOR, INBOX, { range: [0, 99] }),
    );
    expect(new Set(statuses.map((row) => row.status))).toEqual(
      new Set(['submitted', 'approved', 'rejected', 'cancelled']),
    );
    expectInvalid(
      await list(t, COORDINATOR, INBOX, { filter: { status: 'lost' } }),
      'filter.status',
    );
  });

  it('shows one request with its author, seats and history; another’s own is a 404', async () => {
    const route = await newRoute(t, { seats: 4 });
    const request = created(await submit(t, 'employee', seatOn(route)));
    const record = expectJson<TransportRequestRecord>(
      await t.call(COORDINATOR, 'GET', `${INBOX}/${request.id}`),
    );
    expect(record).toMatchObject({
      id: request.id,
      employeeName: 'Esteban Vargas Rojas',
      seats: 4,
      seatsLeft: 3,
      status: 'submitted',
    });
    expect(record.history.map((change) => change.toStatus)).toEqual(['submitted']);
    const own = created(await submit(t, COORDINATOR, seatOn(route)));
    expect((await t.call(COORDINATOR, 'GET', `${INBOX}/${own.id}`)).statusCode).toBe(404);
    expect((await t.call(COORDINATOR, 'GET', `${INBOX}/999999`)).statusCode).toBe(404);
  });

  it('approves: history, audit, the author notified', async () => {
    const route = await newRoute(t);
    const request = created(await submit(t, 'employee', seatOn(route)));
    const record = expectJson<TransportRequestRecord>(
      await t.call(COORDINATOR, 'PUT', `${INBOX}/${request.id}`, {
        status: 'approved',
        note: 'Bienvenida',
      }),
    );
    expect(record).toMatchObject({ status: 'approved', decisionNote: 'Bienvenida', seatsLeft: 4 });
    expect(record.history.map((change) => change.toStatus)).toEqual(['submitted', 'approved']);
    expect((await notificationsOf(t, 'employee'))[0]).toMatchObject({
      kind: 'transportation',
      title: 'Tu solicitud de transporte fue aprobada',
    });
    expect(await t.auditRows('transport_request', request.id)).toHaveLength(1);
    const again = await t.call('admin', 'PUT', `${INBOX}/${request.id}`, {
      status: 'rejected',
      note: 'No',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json<{ errors: object }>().errors).toHaveProperty('status');
  });

  it('rejects with a reason (400 naming note without one) and frees the seat', async () => {
    const route = await newRoute(t, { seats: 1 });
    const request = created(await submit(t, 'employee', seatOn(route)));
    expectInvalid(
      await t.call(COORDINATOR, 'PUT', `${INBOX}/${request.id}`, { status: 'rejected' }),
      'note',
    );
    expectInvalid(
      await t.call(COORDINATOR, 'PUT', `${INBOX}/${request.id}`, { status: 'cancelled' }),
      'status',
    );
    const record = expectJson<TransportRequestRecord>(
      await t.call(COORDINATOR, 'PUT', `${INBOX}/${request.id}`, {
        status: 'rejected',
        note: 'La ruta no llega a su parada a tiempo.',
      }),
    );
    expect(record).toMatchObject({ status: 'rejected', seatsLeft: 1 });
    expect((await notificationsOf(t, 'employee'))[0]!.body).toContain(
      'La ruta no llega a su parada a tiempo.',
    );
    expect(
      (await mine(t, 'employee')).find((row: TransportRequest) => row.id === request.id),
    ).toMatchObject({ status: 'rejected', decisionNote: 'La ruta no llega a su parada a tiempo.' });
    created(await submit(t, 'supervisor', seatOn(route)));
  });
});
