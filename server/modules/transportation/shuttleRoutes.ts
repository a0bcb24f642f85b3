import { type Kysely, type Selectable, sql } from 'kysely';
import {
  type Direction,
  type NearbyAnswer,
  type NearbyRoute,
  type Nearness,
  type RouteBody,
  type TransportRoute,
  type TransportRoutesQuery,
  type TransportStop,
} from '../../../contracts/transportation/transportation';
import type { ApiUser } from '../../auth/apiTokens';
import { insertAudited, updateAudited } from '../../audit/audit';
import type { DB } from '../../db';
import { findByIdOr404 } from '../../db/lookup';
import type { Database } from '../../db/schema';
import { containsText } from '../../db/text';
import { lockByIdOr404 } from '../../db/transaction';
import { type UniqueName, writeNamed } from '../../db/uniqueName';
import { homeOf, placeOf, placesQuery } from '../../geography/places';
import { RequestValidationError } from '../../http/errors';
import type { Message } from '../../http/messages';
import { type Page, pagedList } from '../../http/paging';
import { say } from './i18n';
import { ROUTE_NAME_INDEX } from './migrations/0034_transportation';
import type { TransportRouteTable } from './tables';

type Q = Kysely<Database>;

/** The statuses that hold a seat. */
export const OPEN_STATUSES = ['submitted', 'approved'] as const;

/** Seats held on the route of the outer query's `transport_routes` row. */
const seatsTakenOf = sql<number>`(select count(*) from transport_requests as taken
  where taken.route_id = transport_routes.id and taken.status in ('submitted', 'approved'))`;

/** Seats held on route `routeId` (run it after locking the route, in the write's transaction). */
export async function seatsTaken(q: Q, routeId: number): Promise<number> {
  const row = await q
    .selectFrom('transport_requests')
    .select(sql<number>`count(*)`.as('taken'))
    .where('route_id', '=', routeId)
    .where('status', 'in', OPEN_STATUSES)
    .executeTakeFirst();
  return Number(row?.taken ?? 0);
}

const daysOf = (text: string): number[] =>
  text
    .split(',')
    .map(Number)
    .filter((day) => Number.isInteger(day) && day >= 1 && day <= 7);
const daysText = (days: readonly number[]): string =>
  [...new Set(days)].sort((a, b) => a - b).join(',');

/** The stops of `routeIds` with their places, in route order. */
async function stopsOf(q: Q, routeIds: readonly number[]): Promise<Map<number, TransportStop[]>> {
  const byRoute = new Map<number, TransportStop[]>(routeIds.map((id) => [id, []]));
  if (routeIds.length === 0) return byRoute;
  const rows = await placesQuery(q)
    .innerJoin('transport_stops as s', 's.district_code', 'd.code')
    .select(['s.id', 's.route_id', 's.position', 's.name', 's.time'])
    .where('s.route_id', 'in', routeIds)
    .orderBy('s.route_id')
    .orderBy('s.position')
    .execute();
  for (const { route_id, ...stop } of rows) byRoute.get(route_id)?.push(stop);
  return byRoute;
}

type RouteRow = Selectable<TransportRouteTable> & { seats_taken: number | string };

/** Routes as the contract gives them: with their stops and seats left. */
async function toRoutes(q: Q, rows: readonly RouteRow[]): Promise<TransportRoute[]> {
  const stops = await stopsOf(
    q,
    rows.map((row) => row.id),
  );
  return rows.map((row) => {
    const taken = Number(row.seats_taken);
    return {
      id: row.id,
      name: row.name,
      direction: row.direction,
      site: row.site,
      days: daysOf(row.days),
      seats: row.seats,
      seatsTaken: taken,
      seatsLeft: Math.max(0, row.seats - taken),
      active: row.active === 1,
      stops: stops.get(row.id) ?? [],
    };
  });
}

const routesWithTaken = (q: Q) =>
  q.selectFrom('transport_routes').selectAll().select(seatsTakenOf.as('seats_taken'));

/** How near `route` passes to `home` and its first stop there, or null. */
function nearnessOf(
  route: TransportRoute,
  home: { districtCode: string; cantonCode: string; provinceCode: number },
): { nearness: Nearness; stop: TransportStop } | null {
  const tests: [Nearness, (stop: TransportStop) => boolean][] = [
    ['district', (stop) => stop.districtCode === home.districtCode],
    ['canton', (stop) => stop.cantonCode === home.cantonCode],
    ['province', (stop) => stop.provinceCode === home.provinceCode],
  ];
  for (const [nearness, test] of tests) {
    const stop = route.stops.find(test);
    if (stop) return { nearness, stop };
  }
  return null;
}

const NAME: UniqueName = {
  table: 'transport_routes',
  indexes: [ROUTE_NAME_INDEX],
  refusal: { taken: (name) => say('name.taken', { name }), reason: say('name.reason') },
  field: 'name',
};

const valuesOf = (body: RouteBody) => ({
  name: body.name,
  direction: body.direction,
  site: body.site,
  days: daysText(body.days),
  seats: body.seats,
  active: body.active ? 1 : 0,
});

/**
 * 400 naming each stop whose district does not exist, or (when the cascade sent them) is not in
 * the canton and province sent.
 */
async function checkDistricts(q: Q, body: RouteBody): Promise<void> {
  for (const [index, stop] of body.stops.entries()) {
    if (stop.provinceCode === undefined || stop.cantonCode === undefined) continue;
    await placeOf(
      q,
      { province: stop.provinceCode, canton: stop.cantonCode, district: stop.districtCode },
      {
        province: `stops[${index}].provinceCode`,
        canton: `stops[${index}].cantonCode`,
        district: `stops[${index}].districtCode`,
      },
    );
  }
  const codes = [...new Set(body.stops.map((stop) => stop.districtCode))];
  const known = new Set(
    (await q.selectFrom('districts').select('code').where('code', 'in', codes).execute()).map(
      (row) => row.code,
    ),
  );
  const errors: Record<string, Message> = {};
  body.stops.forEach((stop, index) => {
    if (!known.has(stop.districtCode))
      errors[`stops[${index}].districtCode`] = say('district.unknown');
  });
  if (Object.keys(errors).length) throw new RequestValidationError(errors);
}

/**
 * Writes the stops of route `routeId` as `body` lists them: a stop with an id (of this route,
 * 400 otherwise) is kept and moved, one without is added, one left out is removed unless a request
 * names it (400 naming stops).
 */
async function writeStops(q: Q, routeId: number, body: RouteBody): Promise<void> {
  const current = await q
    .selectFrom('transport_stops')
    .select(['id', 'name'])
    .where('route_id', '=', routeId)
    .execute();
  const currentIds = new Set(current.map((stop) => stop.id));
  const errors: Record<string, Message> = {};
  body.stops.forEach((stop, index) => {
    if (stop.id !== undefined && !currentIds.has(stop.id))
      errors[`stops[${index}].id`] = say('stop.unknown');
  });
  if (Object.keys(errors).length) throw new RequestValidationError(errors);
  const kept = new Set(body.stops.flatMap((stop) => (stop.id === undefined ? [] : [stop.id])));
  const removed = current.filter((stop) => !kept.has(stop.id));
  if (removed.length) {
    const inUse = await q
      .selectFrom('transport_requests')
      .select('stop_id')
      .distinct()
      .where(
        'stop_id',
        'in',
        removed.map((stop) => stop.id),
      )
      .execute();
    if (inUse.length) {
      const used = new Set(inUse.map((row) => row.stop_id));
      const names = removed
        .filter((stop) => used.has(stop.id))
        .map((stop) => stop.name)
        .join(', ');
      throw new RequestValidationError({ stops: say('stop.inUse', { names }) });
    }
    await q
      .deleteFrom('transport_stops')
      .where(
        'id',
        'in',
        removed.map((stop) => stop.id),
      )
      .execute();
  }
  for (const [index, stop] of body.stops.entries()) {
    const values = {
      position: index + 1,
      name: stop.name,
      time: stop.time,
      district_code: stop.districtCode,
    };
    if (stop.id === undefined)
      await q
        .insertInto('transport_stops')
        .values({ route_id: routeId, ...values })
        .execute();
    else await q.updateTable('transport_stops').set(values).where('id', '=', stop.id).execute();
  }
}

/** What the audit trail keeps of a route's stops. */
const stopsSummary = (body: RouteBody) =>
  body.stops.map((stop) => `${stop.time} ${stop.name} (${stop.districtCode})`).join('; ');

export function createShuttleRouteRepository(db: DB) {
  async function one(id: number): Promise<TransportRoute> {
    await findByIdOr404(db, 'transport_routes', id, say('route.notFound'));
    const rows = await routesWithTaken(db).where('id', '=', id).execute();
    const [route] = await toRoutes(db, rows);
    return route!;
  }

  return {
    one,

    /**
     * GET /transportation/routes/nearby: the active routes near the employee's home (a stop in
     * their district, then canton, then province), or every active route when none is near or
     * they have no home. Few routes, so ranked here after one read of routes and stops.
     */
    async nearby(employeeId: number, direction: Direction | undefined): Promise<NearbyAnswer> {
      const home = await homeOf(db, employeeId);
      let query = routesWithTaken(db).where('active', '=', 1);
      if (direction) query = query.where('direction', '=', direction);
      const routes = await toRoutes(db, await query.orderBy('name').orderBy('id').execute());
      const ranked: NearbyRoute[] = [];
      if (home) {
        const order: Record<Nearness, number> = { district: 0, canton: 1, province: 2 };
        for (const route of routes) {
          const near = nearnessOf(route, home);
          if (near) ranked.push({ ...route, nearness: near.nearness, nearestStopId: near.stop.id });
        }
        ranked.sort((a, b) => order[a.nearness!] - order[b.nearness!]);
      }
      return {
        home: home
          ? {
              provinceCode: home.provinceCode,
              provinceName: home.provinceName,
              cantonCode: home.cantonCode,
              cantonName: home.cantonName,
              districtCode: home.districtCode,
              districtName: home.districtName,
              address: home.address,
            }
          : null,
        nearby: ranked.length > 0,
        routes: ranked.length
          ? ranked
          : routes.map((route) => ({ ...route, nearness: null, nearestStopId: null })),
      };
    },

    /** GET /admin/transport-routes: filtered, sorted and paged in SQL. */
    async list({ sort, range, filter }: TransportRoutesQuery): Promise<Page<TransportRoute>> {
      let base = db.selectFrom('transport_routes');
      if (filter.id) base = base.where('id', 'in', filter.id);
      const q = filter.q;
      if (q)
        base = base.where((eb) =>
          eb.or([containsText(db, eb.ref('name'), q), containsText(db, eb.ref('site'), q)]),
        );
      if (filter.direction) base = base.where('direction', '=', filter.direction);
      if (filter.active !== undefined) base = base.where('active', '=', filter.active ? 1 : 0);
      const province = filter.provinceCode;
      if (province !== undefined)
        base = base.where(
          sql<boolean>`exists (select 1 from transport_stops as s
            join districts as d on d.code = s.district_code
            join cantons as c on c.code = d.canton_code
            where s.route_id = transport_routes.id and c.province_code = ${province})`,
        );
      const page = await pagedList(
        { sort, range, filter },
        {
          base,
          select: (b) => b.selectAll().select(seatsTakenOf.as('seats_taken')),
          sort: {
            name: 'name',
            direction: 'direction',
            site: 'site',
            seats: 'seats',
            seatsLeft: sql`seats - ${seatsTakenOf}`,
            id: 'id',
          },
          tieBreaker: 'id',
        },
      );
      return { total: page.total, rows: await toRoutes(db, page.rows) };
    },

    /** POST /admin/transport-routes: audited; 409 naming name when taken. */
    async create(user: ApiUser, body: RouteBody): Promise<TransportRoute> {
      const at = new Date().toISOString();
      const id = await writeNamed(db, NAME, body.name, {}, async (trx) => {
        await checkDistricts(trx, body);
        const id = await insertAudited(trx, user, {
          table: 'transport_routes',
          entity: 'transport_route',
          values: { ...valuesOf(body), created_at: at, updated_at: at },
          after: (row) => ({ ...row, stops: stopsSummary(body) }),
        });
        await writeStops(trx, id, body);
        return id;
      });
      return one(id);
    },

    /**
     * PUT /admin/transport-routes/{id}: audited. The route is locked so a seat taken meanwhile
     * counts: `seats` never below the seats taken (400 naming seats).
     */
    async update(user: ApiUser, id: number, body: RouteBody): Promise<TransportRoute> {
      await writeNamed(db, NAME, body.name, { except: id }, async (trx) => {
        const before = await lockByIdOr404(trx, 'transport_routes', id, say('route.notFound'));
        const taken = await seatsTaken(trx, id);
        if (body.seats < taken)
          throw new RequestValidationError({ seats: say('seats.belowTaken', { taken }) });
        await checkDistricts(trx, body);
        const beforeStops = await trx
          .selectFrom('transport_stops')
          .select(['name', 'time', 'district_code'])
          .where('route_id', '=', id)
          .orderBy('position')
          .execute();
        await writeStops(trx, id, body);
        const set = { ...valuesOf(body), updated_at: new Date().toISOString() };
        await updateAudited(trx, user, {
          table: 'transport_routes',
          entity: 'transport_route',
          id,
          set,
          before: {
            ...before,
            stops: beforeStops
              .map((stop) => `${stop.time} ${stop.name} (${stop.district_code})`)
              .join('; '),
          },
          after: { ...before, ...set, stops: stopsSummary(body) },
        });
      });
      return one(id);
    },
  };
}
