import type { Kysely } from 'kysely';
import {
  type RequestBody,
  type TransportDecision,
  type TransportRequest,
  type TransportRequestRecord,
  type TransportRequestsQuery,
} from '../../../contracts/transportation/transportation';
import { actorEmployeeId } from '../../audit/audit';
import { approvalInbox } from '../../approvals/approvals';
import type { ApiUser } from '../../auth/apiTokens';
import type { DB } from '../../db';
import { isUniqueViolation } from '../../db/errors';
import { findOr400, rowById } from '../../db/lookup';
import type { Database } from '../../db/schema';
import { startsWith } from '../../db/text';
import { lockOr404, writeTransaction } from '../../db/transaction';
import { HttpError, RequestValidationError } from '../../http/errors';
import type { Page } from '../../http/paging';
import { approvals } from './approvals';
import { say } from './i18n';
import { ONE_OPEN_REQUEST } from './migrations/0034_transportation';
import { OPEN_STATUSES, seatsTaken } from './shuttleRoutes';

type Q = Kysely<Database>;

const requestsQuery = (q: Q) =>
  q
    .selectFrom('transport_requests')
    .innerJoin('employees', 'employees.id', 'transport_requests.employee_id')
    .innerJoin('transport_routes', 'transport_routes.id', 'transport_requests.route_id')
    .innerJoin('transport_stops', 'transport_stops.id', 'transport_requests.stop_id');

const selectRequests = (base: ReturnType<typeof requestsQuery>) =>
  base
    .selectAll('transport_requests')
    .select([
      'employees.full_name as employee_name',
      'employees.badge as employee_badge',
      'employees.email as employee_email',
      'transport_routes.name as route_name',
      'transport_routes.site as site',
      'transport_routes.seats as seats',
      'transport_stops.name as stop_name',
      'transport_stops.time as stop_time',
    ]);
type RequestRow = Awaited<ReturnType<ReturnType<typeof selectRequests>['executeTakeFirstOrThrow']>>;

function toRequest(row: RequestRow): TransportRequest {
  return {
    id: row.id,
    routeId: row.route_id,
    routeName: row.route_name,
    direction: row.direction,
    site: row.site,
    stopId: row.stop_id,
    stopName: row.stop_name,
    stopTime: row.stop_time,
    startDate: row.start_date,
    note: row.note,
    status: row.status,
    decisionNote: row.decision_note,
    createdAt: row.created_at,
    statusChangedAt: row.status_changed_at,
  };
}

/** A 409 naming routeId: the seat cannot be taken on this route. */
const routeConflict = (message: ReturnType<typeof say>, reason: ReturnType<typeof say>) =>
  new HttpError(409, message, { routeId: reason });

const openRequestConflict = (direction: 'inbound' | 'outbound') =>
  routeConflict(say(`request.open.${direction}`), say('request.openReason'));

/** The coordinators' inbox: by route and direction besides the kit's; the search finds e-mails. */
const inbox = approvalInbox(approvals, {
  filter: (filter: TransportRequestsQuery['filter'], eb) => [
    filter.routeId !== undefined
      ? eb('transport_requests.route_id', '=', filter.routeId)
      : undefined,
    filter.direction ? eb('transport_requests.direction', '=', filter.direction) : undefined,
  ],
  sort: {
    startDate: 'transport_requests.start_date',
    routeName: 'transport_routes.name',
  },
  search: (term, eb) => [startsWith(eb.ref('employees.email'), term.toLowerCase())],
  from: requestsQuery,
  select: selectRequests,
});

export function createRequestRepository(db: DB) {
  async function toRecord(row: RequestRow): Promise<TransportRequestRecord> {
    const [history, taken] = await Promise.all([
      approvals.changesOf(db, row.id),
      seatsTaken(db, row.route_id),
    ]);
    return {
      ...toRequest(row),
      employeeId: row.employee_id,
      employeeName: row.employee_name,
      employeeBadge: row.employee_badge,
      employeeEmail: row.employee_email,
      submittedAt: row.created_at,
      seats: row.seats,
      seatsLeft: Math.max(0, row.seats - taken),
      history,
    };
  }

  const recordOf = async (user: ApiUser, id: number): Promise<TransportRequestRecord> =>
    toRecord(await inbox.one(db, user, id));

  const requestOf = async (id: number) =>
    toRequest(
      await selectRequests(requestsQuery(db))
        .where('transport_requests.id', '=', id)
        .executeTakeFirstOrThrow(),
    );

  return {
    /** GET /transportation/requests/mine: newest first. */
    async mine(user: ApiUser): Promise<TransportRequest[]> {
      const rows = await selectRequests(requestsQuery(db))
        .where('transport_requests.employee_id', '=', actorEmployeeId(user) ?? -1)
        .orderBy('transport_requests.created_at', 'desc')
        .orderBy('transport_requests.id', 'desc')
        .execute();
      return rows.map(toRequest);
    },

    /**
     * POST /transportation/requests. One transaction with the route's row locked, so concurrent
     * requests for its seats queue: the route exists (400) and takes requests (409), the stop is
     * its own (400), no open request in its direction (409; the partial unique index catches two
     * at once on different routes), a seat is left (409). Then the request, its first history row
     * and the author's receipt.
     */
    async submit(user: ApiUser, body: RequestBody, now = new Date()): Promise<TransportRequest> {
      const employeeId = actorEmployeeId(user);
      if (employeeId === null) throw new HttpError(404, say('request.notFound'));
      let direction: 'inbound' | 'outbound' = 'inbound';
      try {
        const id = await writeTransaction(db, async (trx) => {
          const route = await lockOr404(
            trx,
            rowById(trx, 'transport_routes', body.routeId),
            new RequestValidationError({ routeId: say('route.unknown') }),
          );
          direction = route.direction;
          if (route.active !== 1)
            throw routeConflict(
              say('route.inactive', { name: route.name }),
              say('route.inactiveReason'),
            );
          await findOr400(
            trx
              .selectFrom('transport_stops')
              .select('id')
              .where('id', '=', body.stopId)
              .where('route_id', '=', route.id),
            { stopId: say('stop.unknown') },
          );
          const open = await trx
            .selectFrom('transport_requests')
            .select('id')
            .where('employee_id', '=', employeeId)
            .where('direction', '=', route.direction)
            .where('status', 'in', OPEN_STATUSES)
            .executeTakeFirst();
          if (open) throw openRequestConflict(route.direction);
          if ((await seatsTaken(trx, route.id)) >= route.seats)
            throw routeConflict(say('route.full', { name: route.name }), say('route.fullReason'));
          const at = now.toISOString();
          return approvals.submit(
            trx,
            user,
            {
              employee_id: employeeId,
              route_id: route.id,
              stop_id: body.stopId,
              direction: route.direction,
              start_date: body.startDate,
              note: body.note,
              decision_note: '',
            },
            at,
          );
        });
        return await requestOf(id);
      } catch (error) {
        if (isUniqueViolation(error, ONE_OPEN_REQUEST)) throw openRequestConflict(direction);
        throw error;
      }
    },

    /**
     * POST /transportation/requests/{id}/cancel: the author gives up a submitted or approved
     * request, freeing its seat (the kit: 404 not theirs, 409 once rejected or cancelled).
     */
    async cancel(user: ApiUser, id: number): Promise<TransportRequest> {
      await approvals.cancel(db, user, id);
      return requestOf(id);
    },

    /** GET /admin/transport-requests: the coordinators' inbox (never their own), in SQL. */
    async inbox(
      user: ApiUser,
      query: TransportRequestsQuery,
    ): Promise<Page<TransportRequestRecord>> {
      const page = await inbox.list(db, user, query);
      return { total: page.total, rows: await Promise.all(page.rows.map(toRecord)) };
    },

    /** GET /admin/transport-requests/{id}. */
    one: recordOf,

    /**
     * PUT /admin/transport-requests/{id}: a coordinator approves or rejects (the kit: locked, 409
     * when settled, history, audit, the author notified); the note is kept on the request. A
     * rejection frees the seat, since only submitted and approved requests hold one.
     */
    async decide(
      user: ApiUser,
      id: number,
      decision: TransportDecision,
    ): Promise<TransportRequestRecord> {
      await approvals.decide(db, user, id, decision);
      return recordOf(user, id);
    },
  };
}
