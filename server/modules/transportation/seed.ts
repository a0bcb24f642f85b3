import type { Transaction } from 'kysely';
import type { ApprovalStatus } from '../../../contracts/approvals';
import { addDays, calendarDay } from '../../../contracts/calendar';
import type { Direction } from '../../../contracts/transportation/transportation';
import type { Database } from '../../db/schema';
import { demoAuthors } from '../../db/seed/demoAccounts';
import { requestStatusColumns, seedApprovalHistory } from '../../workflow/seedHistory';
import type { TransportRouteTable } from './tables';

/** Where the seeded requests' history goes. */
const HISTORY = { table: 'transport_request_status_changes', column: 'request_id' } as const;

/** Who decides the seeded requests. */
const COORDINATOR = 'transport.coordinator';

const HEREDIA_SITE = 'Campus Heredia (Zona Franca Ultrapark)';
const SAN_JOSE_SITE = 'Torre La Sabana';
const EVERY_DAY = '1,2,3,4,5,6,7';
const WEEKDAYS = '1,2,3,4,5';

interface DemoRoute extends Omit<TransportRouteTable, 'id' | 'created_at' | 'updated_at'> {
  /** [name, 'HH:MM', district]. */
  stops: readonly (readonly [string, string, string])[];
}

// The demo `employee` lives in San Joaquín de Flores (40801): the first route stops there.
export const DEMO_ROUTES: readonly DemoRoute[] = [
  {
    name: 'Nocturna Alajuela – Heredia',
    direction: 'inbound',
    site: HEREDIA_SITE,
    days: EVERY_DAY,
    seats: 24,
    active: 1,
    stops: [
      ['Parque Central de Alajuela', '20:40', '20101'],
      ['Iglesia de San José de Alajuela', '20:50', '20102'],
      ['Plaza de San Joaquín de Flores', '21:05', '40801'],
      ['Mall Oxígeno', '21:15', '40104'],
      ['Campus Heredia', '21:30', '40101'],
    ],
  },
  {
    name: 'Madrugada Heredia – San José',
    direction: 'outbound',
    site: HEREDIA_SITE,
    days: EVERY_DAY,
    seats: 20,
    active: 1,
    stops: [
      ['Campus Heredia', '06:10', '40101'],
      ['Santo Domingo centro', '06:25', '40301'],
      ['Estadio Ricardo Saprissa', '06:35', '11301'],
      ['Parque de Guadalupe', '06:45', '10801'],
      ['Fuente de la Hispanidad', '06:55', '11501'],
    ],
  },
  {
    name: 'Madrugada Cartago – La Sabana',
    direction: 'inbound',
    site: SAN_JOSE_SITE,
    days: WEEKDAYS,
    seats: 12,
    active: 1,
    stops: [
      ['Ruinas de Cartago', '04:30', '30101'],
      ['Barrio El Carmen', '04:35', '30103'],
      ['Terramall', '04:50', '30301'],
      ['Curridabat centro', '05:00', '11801'],
      ['Mall San Pedro', '05:10', '11501'],
      ['Torre La Sabana', '05:30', '10108'],
    ],
  },
  {
    name: 'Noche La Sabana – Desamparados',
    direction: 'outbound',
    site: SAN_JOSE_SITE,
    days: EVERY_DAY,
    seats: 16,
    active: 1,
    stops: [
      ['Torre La Sabana', '23:10', '10108'],
      ['Plaza González Víquez', '23:25', '10106'],
      ['Parque de Desamparados', '23:40', '10301'],
      ['Aserrí centro', '23:55', '10601'],
    ],
  },
  {
    name: 'Escazú – La Sabana',
    direction: 'inbound',
    site: SAN_JOSE_SITE,
    days: WEEKDAYS,
    seats: 14,
    active: 1,
    stops: [
      ['Santa Ana centro', '05:15', '10901'],
      ['Escazú centro', '05:30', '10201'],
      ['Pavas, Rohrmoser', '05:45', '10109'],
    ],
  },
  {
    name: 'Barva – Heredia (suspendida)',
    direction: 'inbound',
    site: HEREDIA_SITE,
    days: WEEKDAYS,
    seats: 10,
    active: 0,
    stops: [
      ['Barva centro', '05:20', '40201'],
      ['San Rafael de Heredia', '05:35', '40501'],
      ['San Isidro de Heredia', '05:45', '40601'],
    ],
  },
];

interface DemoRequest {
  /** A demo account's user name or the n-th generated colleague. */
  author: string | number;
  route: number;
  /** The stop's index on the route. */
  stop: number;
  daysAgo: number;
  /** Days from today when they start riding. */
  startIn: number;
  outcome?: { status: Exclude<ApprovalStatus, 'submitted'>; note: string };
}

/** The Cartago route keeps two seats: ten of its twelve are held. */
const FULLISH_ROUTE = 2;
const cartagoRequests: DemoRequest[] = Array.from({ length: 10 }, (_, index) => ({
  author: 10 + index,
  route: FULLISH_ROUTE,
  stop: index % 5,
  daysAgo: 12 - index,
  startIn: 3,
  ...(index < 6 ? { outcome: { status: 'approved' as const, note: '' } } : {}),
}));

// `employee` rides home approved and has no open inbound request (so they may ask for one).
const REQUESTS: DemoRequest[] = [
  {
    author: 'employee',
    route: 1,
    stop: 0,
    daysAgo: 30,
    startIn: -25,
    outcome: { status: 'approved', note: 'Bienvenida a la ruta.' },
  },
  {
    author: 'employee',
    route: 0,
    stop: 2,
    daysAgo: 50,
    startIn: -45,
    outcome: { status: 'rejected', note: 'La ruta no pasaba aún por San Joaquín.' },
  },
  {
    author: 'supervisor',
    route: 4,
    stop: 1,
    daysAgo: 8,
    startIn: -1,
    outcome: { status: 'cancelled', note: '' },
  },
  { author: 0, route: 0, stop: 0, daysAgo: 2, startIn: 5 },
  { author: 1, route: 0, stop: 3, daysAgo: 1, startIn: 7 },
  { author: 2, route: 3, stop: 2, daysAgo: 3, startIn: 2 },
  {
    author: 3,
    route: 3,
    stop: 1,
    daysAgo: 20,
    startIn: -15,
    outcome: { status: 'approved', note: '' },
  },
  {
    author: 4,
    route: 1,
    stop: 2,
    daysAgo: 6,
    startIn: 1,
    outcome: { status: 'rejected', note: 'Su turno termina a las 14:00: la ruta es de madrugada.' },
  },
  {
    author: 5,
    route: 5,
    stop: 0,
    daysAgo: 40,
    startIn: -35,
    outcome: { status: 'approved', note: '' },
  },
  ...cartagoRequests,
];

/**
 * Six routes across San José, Heredia, Alajuela and Cartago (night and early ones, one
 * inactive, the Cartago one with two seats left) and requests in every state: `employee` with an
 * approved outbound seat and a rejected inbound one; colleagues with pending and settled ones.
 */
export async function seedTransportation(trx: Transaction<Database>, now: Date): Promise<void> {
  const at = now.toISOString();
  const today = calendarDay(now);
  const routes: { id: number; direction: Direction; stops: number[] }[] = [];
  for (const { stops: demoStops, ...route } of DEMO_ROUTES) {
    const { id } = await trx
      .insertInto('transport_routes')
      .values({ ...route, created_at: at, updated_at: at })
      .returning('id')
      .executeTakeFirstOrThrow();
    const stops: number[] = [];
    for (const [index, [name, time, district]] of demoStops.entries()) {
      const stop = await trx
        .insertInto('transport_stops')
        .values({ route_id: id, position: index + 1, name, time, district_code: district })
        .returning('id')
        .executeTakeFirstOrThrow();
      stops.push(stop.id);
    }
    routes.push({ id, direction: route.direction, stops });
  }

  const employees = await trx
    .selectFrom('employees')
    .select(['id', 'username', 'active'])
    .orderBy('id')
    .execute();
  const { byUsername, authorOf } = demoAuthors(employees);
  const decider = byUsername.get(COORDINATOR)?.id ?? null;
  for (const demo of REQUESTS) {
    const author = authorOf(demo.author);
    const route = routes[demo.route];
    if (!author || !route) continue;
    const created = new Date(now.getTime() - demo.daysAgo * 86_400_000).toISOString();
    const decided = new Date(now.getTime() - (demo.daysAgo - 1) * 86_400_000).toISOString();
    const life = {
      sent: { by: author.id, at: created },
      settled: demo.outcome && { ...demo.outcome, at: decided, decider },
    };
    const { id } = await trx
      .insertInto('transport_requests')
      .values({
        employee_id: author.id,
        route_id: route.id,
        stop_id: route.stops[demo.stop]!,
        direction: route.direction,
        start_date: addDays(today, demo.startIn),
        note: '',
        decision_note: demo.outcome?.note ?? '',
        ...requestStatusColumns(life),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await seedApprovalHistory(trx, HISTORY, id, life);
  }
}
