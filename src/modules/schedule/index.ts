import Schedule from '@mui/icons-material/Schedule';
import { ownersOf } from '../../../contracts/catalogue';
import type { ScheduleRequestRecord } from '../../../contracts/schedule/schedule';
import { lazyAdapter } from '../../../dataProviders/lazyAdapter';
import type { ScheduleResource } from '../../../dataProviders/schedule/schedule';
import { atPaths, findInList, lazyPage, type PortalModule, representedBy } from '../module';
import {
  HOME_PATH,
  REQUESTS_PATH,
  REQUESTS_RESOURCE,
  requestPath,
  SCHEDULE_FORM_PATH,
  SCHEDULES_PATH,
  SCHEDULES_RESOURCE,
} from '../../../resources/schedule/shared/paths';

const adapters = () => import('../../../dataProviders/schedule/schedule');
/** Workforce_Planner and System_Admin decide the requests and keep the schedules offered. */
const planners = ownersOf('schedule');

/** The resources of the employee's calls, each over its /Agendas call (one adapter module). */
const RESOURCES: readonly ScheduleResource[] = [
  'schedule-eligibility',
  'schedule-status',
  'schedules-offered',
  'schedule-exceptions',
  'schedule-reasons',
  'my-schedule-requests',
];

/**
 * Schedule change: every agent's page to see their schedule and ask for another (one offered or
 * a custom week); the planners' inbox and schedules offered, in the menu and from that page.
 */
export const schedule: PortalModule = {
  name: 'schedule',
  menu: [
    {
      id: 'schedule',
      children: [
        { id: 'scheduleMine', to: HOME_PATH },
        { id: 'scheduleRequests', to: REQUESTS_PATH, roles: planners },
        { id: 'scheduleOffered', to: SCHEDULES_PATH, roles: planners },
      ],
    },
  ],
  routes: [
    { path: HOME_PATH, Page: lazyPage(() => import('./SchedulePage'), 'SchedulePage') },
    {
      path: REQUESTS_PATH,
      roles: planners,
      Page: lazyPage(
        () => import('../../../resources/schedule/schedule-requests/ScheduleRequestList'),
        'ScheduleRequestList',
      ),
    },
    {
      path: `${REQUESTS_PATH}/:id`,
      roles: planners,
      // A request's own page: a substitute reaches it from /Aprobaciones (the list stays planners').
      alsoForDeciders: true,
      Page: lazyPage(
        () => import('../../../resources/schedule/schedule-requests/ScheduleRequestShow'),
        'ScheduleRequestShow',
      ),
    },
    {
      path: SCHEDULES_PATH,
      roles: planners,
      Page: lazyPage(
        () => import('../../../resources/schedule/work-schedules/WorkScheduleList'),
        'WorkScheduleList',
      ),
    },
    ...atPaths([SCHEDULE_FORM_PATH, `${SCHEDULE_FORM_PATH}/:id`], {
      Page: lazyPage(
        () => import('../../../resources/schedule/work-schedules/WorkScheduleForm'),
        'WorkScheduleForm',
      ),
      roles: planners,
    }),
  ],
  search: [
    {
      // Planners find a request by the person's name, badge or login.
      id: 'scheduleRequests',
      roles: planners,
      ...findInList<ScheduleRequestRecord>(
        REQUESTS_RESOURCE,
        (q) => ({ q }),
        (request) => ({
          id: request.id,
          label: `${request.employeeName} · ${request.StartDate}`,
          detail: request.employeeBadge,
          to: requestPath(request.id),
        }),
        { field: 'submittedAt', order: 'DESC' },
      ),
    },
  ],
  restResources: [REQUESTS_RESOURCE, SCHEDULES_RESOURCE],
  adapters: (services, http, _functionKeys, todayToken) =>
    Object.fromEntries(
      RESOURCES.map((resource) => [
        resource,
        lazyAdapter(
          adapters,
          (m) => m.scheduleAdapters(services.tools, http, todayToken)[resource],
        ),
      ]),
    ),
  // The planners' decisions and the schedules offered, as the audit trail shows them.
  audited: {
    work_schedule: {
      resource: SCHEDULES_RESOURCE,
      nameOf: (snapshot) => (typeof snapshot.code === 'string' ? snapshot.code : undefined),
      page: (id) => `${SCHEDULE_FORM_PATH}/${id}`,
    },
    schedule_request: {
      resource: REQUESTS_RESOURCE,
      // A decision's snapshot holds the kind, the first day, the status and the planner's note.
      nameOf: (snapshot) =>
        typeof snapshot.startDate === 'string' ? snapshot.startDate : undefined,
      page: (id) => requestPath(id),
    },
  },
  resources: [
    {
      name: REQUESTS_RESOURCE,
      label: 'schedule.requests.title',
      icon: Schedule,
      recordRepresentation: representedBy('employeeName', 'ProblemID'),
      list: REQUESTS_PATH,
      show: `${REQUESTS_PATH}/:id`,
    },
    {
      name: SCHEDULES_RESOURCE,
      label: 'schedule.schedules.title',
      icon: Schedule,
      recordRepresentation: 'code',
      list: SCHEDULES_PATH,
      create: SCHEDULE_FORM_PATH,
      edit: `${SCHEDULE_FORM_PATH}/:id`,
    },
  ],
  messages: {
    menu: {
      es: {
        schedule: 'Cambio de horario',
        scheduleMine: 'Mi horario',
        scheduleRequests: 'Solicitudes de cambio',
        scheduleOffered: 'Horarios ofrecidos',
      },
      en: {
        schedule: 'Schedule change',
        scheduleMine: 'My schedule',
        scheduleRequests: 'Change requests',
        scheduleOffered: 'Schedules offered',
      },
    },
    es: () => import('./i18n/es').then((m) => m.es),
    en: () => import('./i18n/en').then((m) => m.en),
  },
};
