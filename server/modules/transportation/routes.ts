import {
  MAX_START_DAYS_AHEAD,
  type NearbyAnswer,
  nearbyQuery,
  requestBody,
  requestIdParams,
  routeBody,
  type TransportRequest,
  transportDecisionBody,
  transportRequestsQuery,
  transportRoutesQuery,
} from '../../../contracts/transportation/transportation';
import { actorEmployeeId } from '../../audit/audit';
import { answerCreated } from '../../http/answers';
import { registerDecisionInbox, registerStoreResource } from '../../http/simpleRest';
import type { ServiceApp, ServiceDeps } from '../types';
import { createRequestRepository } from './requests';
import { createShuttleRouteRepository } from './shuttleRoutes';

const TAG = 'Transportation';

/** The employees' calls (/transportation/…) and the coordinators' resources, on the main family. */
export async function transportationRoutes(app: ServiceApp, { db }: ServiceDeps) {
  const routes = createShuttleRouteRepository(db);
  const requests = createRequestRepository(db);

  app.get(
    '/transportation/routes/nearby',
    {
      schema: {
        summary: 'The shuttle routes near my home',
        description:
          'The active routes with a stop in the caller’s district, then canton, then province ' +
          '(`nearness`, `nearestStopId`), with their stops and seats left. `home` null when they ' +
          'have not said where they live; `nearby` false (no home or nothing near): every active ' +
          'route by name. Optional `direction` (inbound, outbound).',
        tags: [TAG],
        querystring: nearbyQuery,
      },
    },
    async (request): Promise<NearbyAnswer> =>
      routes.nearby(actorEmployeeId(request.user) ?? -1, request.query.direction),
  );

  app.get(
    '/transportation/requests/mine',
    {
      schema: {
        summary: 'My seat requests',
        description: 'Every request of the caller, newest first.',
        tags: [TAG],
      },
    },
    async (request): Promise<TransportRequest[]> => requests.mine(request.user),
  );

  app.post(
    '/transportation/requests',
    {
      schema: {
        summary: 'Ask for a seat on a route',
        description:
          `A seat on \`routeId\` at its stop \`stopId\` from \`startDate\` (today … ` +
          `${MAX_START_DAYS_AHEAD} days ahead), optional \`note\`. 400 naming the field; 409 ` +
          'naming routeId when the route is inactive, full, or the caller has an open request ' +
          'in its direction. The request is submitted and holds the seat at once. 201 with the ' +
          'request; the caller is notified.',
        tags: [TAG],
        body: requestBody,
      },
      onSend: answerCreated,
    },
    async (request): Promise<TransportRequest> => requests.submit(request.user, request.body),
  );

  app.post(
    '/transportation/requests/:id/cancel',
    {
      schema: {
        summary: 'Give up my seat request',
        description:
          'The caller’s own open request, submitted or approved (another’s: 404); 409 naming ' +
          'status once rejected or cancelled. It stays, cancelled, with its history, and its ' +
          'seat is free. Answers the request.',
        tags: [TAG],
        params: requestIdParams,
      },
    },
    async (request): Promise<TransportRequest> => requests.cancel(request.user, request.params.id),
  );

  registerStoreResource(app, {
    name: 'transport-routes',
    tag: TAG,
    noun: 'shuttle route',
    store: routes,
    list: {
      query: transportRoutesQuery,
      description:
        'Every route with its stops and seats left. Filters: `q` (name or site), `direction`, ' +
        '`active`, `provinceCode` (a stop in it). Sorts: name (default), direction, site, ' +
        'seats, seatsLeft, id.',
    },
    create: {
      body: routeBody,
      description:
        'Name unique (409 naming name); stops in the order the shuttle passes, each in a ' +
        'district (400 naming stops[i].districtCode). Audited.',
    },
    update: {
      body: routeBody,
      description:
        'The same rules; `seats` not below the seats taken (400 naming seats); a stop keeps its ' +
        '`id`, one left out is removed unless a request names it (400 naming stops); ' +
        '`active: false` takes no new requests and keeps the ones it has. Audited.',
    },
  });

  registerDecisionInbox(app, {
    name: 'transport-requests',
    tag: TAG,
    noun: 'seat request to decide',
    query: transportRequestsQuery,
    listDescription:
      'The coordinators’ inbox (never their own requests). Filters: `status`, `q` (the ' +
      'author’s name, badge or email), `submittedFrom`/`submittedTo`, `routeId`, ' +
      '`direction`. Sorts: submittedAt (oldest first by default), status, employeeName, ' +
      'startDate, routeName.',
    decision: transportDecisionBody,
    summary: 'Approve or reject a seat request',
    description:
      '`status` approved or rejected, `note` (required to reject), `from`. 409 naming status ' +
      'when settled meanwhile or the coordinator’s own. A rejection frees the seat. The ' +
      'author is notified.',
    store: requests,
    reads: {
      db,
      what: 'transport_request',
      subject: (request) => ({ employeeId: request.employeeId, recordId: request.id }),
    },
  });
}
