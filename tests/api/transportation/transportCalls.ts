import type { LightMyRequestResponse } from 'fastify';
import { addDays, calendarDay } from '../../../contracts/calendar';
import type {
  Direction,
  NearbyAnswer,
  RouteBody,
  TransportRequest,
  TransportRoute,
} from '../../../contracts/transportation/transportation';
import { expectJson, type TestApp } from '../helpers';

export const ROUTES = '/admin/transport-routes';
export const INBOX = '/admin/transport-requests';
export const COORDINATOR = 'transport.coordinator';

/** A simple-rest list call with its JSON query. */
export const list = (t: TestApp, username: string, path: string, query: object = {}) =>
  t.call(
    username,
    'GET',
    `${path}?${new URLSearchParams(
      Object.fromEntries(Object.entries(query).map(([key, value]) => [key, JSON.stringify(value)])),
    )}`,
  );

export const nearby = async (t: TestApp, username: string, direction?: Direction) =>
  expectJson<NearbyAnswer>(
    await t.call(
      username,
      'GET',
      `/transportation/routes/nearby${direction ? `?direction=${direction}` : ''}`,
    ),
  );

export const submit = (t: TestApp, username: string, body: object) =>
  t.call(username, 'POST', '/transportation/requests', body);

export const mine = async (t: TestApp, username: string) =>
  expectJson<TransportRequest[]>(await t.call(username, 'GET', '/transportation/requests/mine'));

export const cancel = (t: TestApp, username: string, id: number) =>
  t.call(username, 'POST', `/transportation/requests/${id}/cancel`);

export const inAWeek = () => addDays(calendarDay(), 7);

let routeNumber = 0;

/** A new active route written by the coordinator (`seats` seats, three stops in Heredia). */
export async function newRoute(t: TestApp, more: Partial<RouteBody> = {}): Promise<TransportRoute> {
  routeNumber += 1;
  const body: RouteBody = {
    name: `Ruta de prueba ${routeNumber} ${Math.random().toString(36).slice(2, 8)}`,
    direction: 'inbound',
    site: 'Campus Heredia',
    days: [1, 2, 3, 4, 5],
    seats: 5,
    active: true,
    stops: [
      { name: 'Barva centro', time: '05:10', districtCode: '40201' },
      { name: 'Santa Bárbara', time: '05:20', districtCode: '40401' },
      { name: 'Campus Heredia', time: '05:40', districtCode: '40101' },
    ],
    ...more,
  };
  return expectJson<TransportRoute>(await t.call(COORDINATOR, 'POST', ROUTES, body), 201);
}

/** A route's request body at its first stop, starting in a week. */
export const seatOn = (route: TransportRoute, more: object = {}) => ({
  routeId: route.id,
  stopId: route.stops[0]!.id,
  startDate: inAWeek(),
  ...more,
});

/** Closes every open request of `username` in the database: a clean slate for the next test. */
export async function clearOpen(t: TestApp, username: string): Promise<void> {
  const employee = await t.db
    .selectFrom('employees')
    .select('id')
    .where('username', '=', username)
    .executeTakeFirstOrThrow();
  await t.db
    .updateTable('transport_requests')
    .set({ status: 'cancelled' })
    .where('employee_id', '=', employee.id)
    .where('status', 'in', ['submitted', 'approved'])
    .execute();
}

export const created = (response: LightMyRequestResponse) =>
  expectJson<TransportRequest>(response, 201);
