import DirectionsBus from '@mui/icons-material/DirectionsBus';
import { ownersOf } from '../../../contracts/catalogue';
import type {
  TransportRequestRecord,
  TransportRoute,
} from '../../../contracts/transportation/transportation';
import { lazyAdapter } from '../../../dataProviders/lazyAdapter';
import { atPaths, findInList, lazyPage, type PortalModule, representedBy } from '../module';
import {
  HOME_PATH,
  MY_REQUESTS,
  NEARBY,
  REQUESTS_PATH,
  REQUESTS_RESOURCE,
  requestPath,
  ROUTE_FORM_PATH,
  routePath,
  ROUTES_PATH,
  ROUTES_RESOURCE,
} from '../../../resources/transportation/shared/paths';

const adapters = () => import('../../../dataProviders/transportation/transportation');
/** Transport_Coordinator and System_Admin keep the routes and decide the seat requests. */
const coordinators = ownersOf('transportation');

/**
 * Transportation: every employee's page (my home, the shuttle routes near it, a seat request and
 * my requests); the coordinators' routes with their stops and the inbox of seat requests, in the
 * module's own menu group.
 */
export const transportation: PortalModule = {
  name: 'transportation',
  menu: [
    {
      id: 'transportation',
      children: [
        { id: 'transportationHome', to: HOME_PATH },
        { id: 'transportationRoutes', to: ROUTES_PATH, roles: coordinators },
        { id: 'transportationRequests', to: REQUESTS_PATH, roles: coordinators },
      ],
    },
  ],
  routes: [
    { path: HOME_PATH, Page: lazyPage(() => import('./TransportationPage'), 'TransportationPage') },
    {
      path: ROUTES_PATH,
      roles: coordinators,
      Page: lazyPage(
        () => import('../../../resources/transportation/transport-routes/TransportRouteList'),
        'TransportRouteList',
      ),
    },
    ...atPaths([ROUTE_FORM_PATH, `${ROUTE_FORM_PATH}/:id`], {
      roles: coordinators,
      Page: lazyPage(
        () => import('../../../resources/transportation/transport-routes/TransportRouteForm'),
        'TransportRouteForm',
      ),
    }),
    {
      path: REQUESTS_PATH,
      roles: coordinators,
      Page: lazyPage(
        () => import('../../../resources/transportation/transport-requests/TransportRequestList'),
        'TransportRequestList',
      ),
    },
    {
      path: `${REQUESTS_PATH}/:id`,
      roles: coordinators,
      // A request's own page: a substitute reaches it from /Aprobaciones (the list stays theirs).
      alsoForDeciders: true,
      Page: lazyPage(
        () => import('../../../resources/transportation/transport-requests/TransportRequestShow'),
        'TransportRequestShow',
      ),
    },
  ],
  search: [
    {
      // Coordinators find a seat request by the person's name, badge or email.
      id: 'transportRequests',
      roles: coordinators,
      ...findInList<TransportRequestRecord>(
        REQUESTS_RESOURCE,
        (q) => ({ q }),
        (request) => ({
          id: request.id,
          label: `${request.employeeName} · ${request.routeName}`,
          detail: `${request.employeeBadge} · ${request.startDate}`,
          to: requestPath(request.id),
        }),
        { field: 'submittedAt', order: 'DESC' },
      ),
    },
    {
      // And a route by its name or site.
      id: 'transportRoutes',
      roles: coordinators,
      ...findInList<TransportRoute>(
        ROUTES_RESOURCE,
        (q) => ({ q }),
        (route) => ({
          id: route.id,
          label: route.name,
          detail: route.site,
          to: routePath(route.id),
        }),
        { field: 'name', order: 'ASC' },
      ),
    },
  ],
  restResources: [ROUTES_RESOURCE, REQUESTS_RESOURCE],
  adapters: ({ main }, http) => ({
    [NEARBY]: lazyAdapter(adapters, (m) => m.nearbyRoutesAdapter(main, http)),
    [MY_REQUESTS]: lazyAdapter(adapters, (m) => m.myTransportRequestsAdapter(main, http)),
  }),
  // The coordinators' routes and decisions, as the audit trail shows them.
  audited: {
    transport_route: {
      resource: ROUTES_RESOURCE,
      flags: ['active'],
      page: (id) => routePath(id),
    },
    transport_request: {
      resource: REQUESTS_RESOURCE,
      page: (id) => requestPath(id),
    },
  },
  resources: [
    {
      name: ROUTES_RESOURCE,
      label: 'transportation.admin.routes.title',
      icon: DirectionsBus,
      recordRepresentation: 'name',
      list: ROUTES_PATH,
      create: ROUTE_FORM_PATH,
      edit: `${ROUTE_FORM_PATH}/:id`,
    },
    {
      name: REQUESTS_RESOURCE,
      label: 'transportation.admin.requests.title',
      icon: DirectionsBus,
      recordRepresentation: representedBy('employeeName', 'routeName'),
      list: REQUESTS_PATH,
      show: `${REQUESTS_PATH}/:id`,
    },
  ],
  messages: {
    menu: {
      es: {
        transportation: 'Transporte',
        transportationHome: 'Rutas y mi asiento',
        transportationRoutes: 'Rutas de transporte',
        transportationRequests: 'Solicitudes de asiento',
      },
      en: {
        transportation: 'Transportation',
        transportationHome: 'Routes and my seat',
        transportationRoutes: 'Shuttle routes',
        transportationRequests: 'Seat requests',
      },
    },
    es: () => import('./i18n/es').then((m) => m.es),
    en: () => import('./i18n/en').then((m) => m.en),
  },
};
