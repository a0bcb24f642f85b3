import { randomBytes } from 'node:crypto';
import type autocannon from 'autocannon';
import { addDays, calendarDay } from '../../../contracts/calendar';
import {
  MAX_SEATS,
  type RouteBody,
  type TransportRoute,
} from '../../../contracts/transportation/transportation';
import { demoEmployees } from '../../../server/db/seed';
import type { BenchSession, SignInTarget } from '../../api/auth';
import type { PreparedRequest } from '../../api/scenarios';

/**
 * Authors of the seat request scenario: generated employees (none of the reimbursement authors).
 * Connections take them in turn for a submit-withdraw pair, so three times as many authors as
 * connections keep any one from asking again while an earlier pair of theirs is in flight (one
 * open request per direction).
 */
export const TRANSPORT_AUTHORS = demoEmployees()
  .filter((employee) => employee.badge.startsWith('2'))
  .slice(250, 400)
  .map((employee) => employee.username);

/** A route of the bench's own, made by the coordinator: the most seats, three stops in Heredia. */
export async function benchRoute(
  target: SignInTarget,
  coordinator: BenchSession,
): Promise<TransportRoute> {
  const body: RouteBody = {
    name: `Ruta de medición ${randomBytes(4).toString('hex')}`,
    direction: 'inbound',
    site: 'Campus Heredia',
    days: [1, 2, 3, 4, 5, 6, 7],
    seats: MAX_SEATS,
    active: true,
    stops: [
      { name: 'Barva centro', time: '05:10', districtCode: '40201' },
      { name: 'San Pablo', time: '05:20', districtCode: '40901' },
      { name: 'Campus Heredia', time: '05:40', districtCode: '40101' },
    ],
  };
  const response = await fetch(`${target.baseUrl}/api/main/admin/transport-routes`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${await coordinator.token()}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify(body),
  });
  if (response.status !== 201) throw new Error(`route not created: ${response.status}`);
  return (await response.json()) as TransportRoute;
}

/** What a connection remembers between its requests: its author and the request it sent. */
interface SeatContext {
  author?: number;
  id?: number;
}

/**
 * Each connection, as one author, asks for a seat on `route` (the route row locked, seats counted,
 * history and notice written) and withdraws it: every answer is a 2xx and the seats never run out.
 */
export async function seatRequests(
  authors: readonly BenchSession[],
  route: TransportRoute,
): Promise<PreparedRequest[]> {
  const tokens = await Promise.all(authors.map((author) => author.token()));
  let nextAuthor = 0;
  const authorization = (context: SeatContext) =>
    `Bearer ${tokens[(context.author ??= nextAuthor++ % tokens.length)]}`;
  const body = JSON.stringify({
    routeId: route.id,
    stopId: route.stops[0]!.id,
    startDate: addDays(calendarDay(), 7),
  });
  type Request = PreparedRequest & autocannon.Request;
  const submit: Request = {
    method: 'POST',
    path: '/api/main/transportation/requests',
    headers: {},
    setupRequest: (request, context: SeatContext) => ({
      ...request,
      headers: { authorization: authorization(context), 'content-type': 'application/json' },
      body,
    }),
    onResponse: (status, response, context: SeatContext) => {
      context.id = status === 201 ? (JSON.parse(response) as { id: number }).id : undefined;
    },
  };
  const withdraw: Request = {
    method: 'POST',
    path: '/api/main/transportation/requests/0/cancel',
    headers: {},
    setupRequest: (request, context: SeatContext) => ({
      ...request,
      path: `/api/main/transportation/requests/${context.id ?? 0}/cancel`,
      headers: { authorization: authorization(context) },
    }),
  };
  return [submit, withdraw];
}
