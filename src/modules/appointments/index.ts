import LocalHospital from '@mui/icons-material/LocalHospital';
import type { DataProvider } from 'react-admin';
import type { SelfManagedAppointment } from '../../../contracts/appointments/appointments';
import { ownersOf } from '../../../contracts/catalogue';
import { lazyAdapter } from '../../../dataProviders/lazyAdapter';
import { atPaths, findInList, lazyPage, type PortalModule, representedBy } from '../module';
import {
  AREAS,
  AVAILABILITY_PATH,
  AVAILABILITY_RESOURCE,
  BUILDINGS_PATH,
  BUILDINGS_RESOURCE,
  CAMPAIGNS_PATH,
  formOf,
  PROFESSIONALS_PATH,
  PROFESSIONALS_RESOURCE,
  REQUEST_TYPES_PATH,
  REQUEST_TYPES_RESOURCE,
  BUILDINGS,
  CAMPAIGNS,
  DAY_APPOINTMENTS,
  DAY_PATH,
  DIAGNOSES,
  HOME_PATH,
  MY_APPOINTMENTS,
  PEOPLE,
  PROFESSIONALS,
  REQUEST_TYPES,
  REQUESTS_PATH,
  REQUESTS_RESOURCE,
  requestPath,
  SELF_MANAGED,
  SLOTS,
} from '../../../resources/appointments/shared/paths';

const adapters = () => import('../../../dataProviders/appointments/appointments');
/** Medical_Staff and System_Admin keep the module; every employee books. */
const staff = ownersOf('appointments');

const screens = () => import('../../../resources/appointments/adminScreens');

/** The staff's reference data: each a list and its form (`…/form`, `…/form/:id`). */
const adminScreens = (
  [
    [BUILDINGS_PATH, 'BuildingList', 'BuildingForm'],
    [PROFESSIONALS_PATH, 'ProfessionalList', 'ProfessionalForm'],
    [AVAILABILITY_PATH, 'AvailabilityList', 'AvailabilityForm'],
    [REQUEST_TYPES_PATH, 'RequestTypeList', 'RequestTypeForm'],
    [CAMPAIGNS_PATH, 'CampaignList', 'CampaignForm'],
  ] as const
).flatMap(([path, list, form]) => [
  { path, roles: staff, Page: lazyPage(screens, list) },
  ...atPaths([formOf(path), `${formOf(path)}/:id`], {
    roles: staff,
    Page: lazyPage(screens, form),
  }),
]);

/** The SPEC paths of a reference list and its form, as `adminScreens` declares them. */
const adminPaths = (path: string) => ({
  list: path,
  create: formOf(path),
  edit: `${formOf(path)}/:id`,
});

/**
 * Medical appointments: every employee's page (campaigns, booking a free slot on site or by
 * phone, my appointments with their calendar file, my medical history, self-managed requests);
 * the medical staff's screens (the day's appointments, the self-managed requests inbox, the
 * reference data) are in the menu and reached from that page. Every call of the family carries today's client date-token.
 */
export const appointments: PortalModule = {
  name: 'appointments',
  menu: [
    {
      id: 'appointments',
      children: [
        { id: 'appointmentsHome', to: HOME_PATH },
        { id: 'appointmentsDay', to: DAY_PATH, roles: staff },
        { id: 'appointmentsRequests', to: REQUESTS_PATH, roles: staff },
        { id: 'appointmentsBuildings', to: BUILDINGS_PATH, roles: staff },
        { id: 'appointmentsProfessionals', to: PROFESSIONALS_PATH, roles: staff },
        { id: 'appointmentsAvailability', to: AVAILABILITY_PATH, roles: staff },
        { id: 'appointmentsRequestTypes', to: REQUEST_TYPES_PATH, roles: staff },
        { id: 'appointmentsCampaigns', to: CAMPAIGNS_PATH, roles: staff },
      ],
    },
  ],
  routes: [
    { path: HOME_PATH, Page: lazyPage(() => import('./AppointmentsPage'), 'AppointmentsPage') },
    {
      path: DAY_PATH,
      roles: staff,
      Page: lazyPage(
        () => import('../../../resources/appointments/day-appointments/DayAppointmentList'),
        'DayAppointmentList',
      ),
    },
    {
      path: REQUESTS_PATH,
      roles: staff,
      Page: lazyPage(
        () => import('../../../resources/appointments/appointment-requests/AppointmentRequestList'),
        'AppointmentRequestList',
      ),
    },
    {
      path: `${REQUESTS_PATH}/:id`,
      roles: staff,
      // A request's own page: a substitute reaches it from /Aprobaciones (the list stays staff's).
      alsoForDeciders: true,
      Page: lazyPage(
        () => import('../../../resources/appointments/appointment-requests/AppointmentRequestShow'),
        'AppointmentRequestShow',
      ),
    },
    ...adminScreens,
  ],
  restResources: [
    REQUESTS_RESOURCE,
    BUILDINGS_RESOURCE,
    PROFESSIONALS_RESOURCE,
    AVAILABILITY_RESOURCE,
    REQUEST_TYPES_RESOURCE,
  ],
  adapters: ({ appointments: api }, http, _functionKeys, todayToken) => {
    const family = { api, http, todayToken };
    type Adapters = Awaited<ReturnType<typeof adapters>>;
    const make = (pick: (m: Adapters) => DataProvider) => lazyAdapter(adapters, pick);
    return {
      [BUILDINGS]: make((m) => m.buildingsAdapter(family)),
      [PROFESSIONALS]: make((m) => m.professionalsAdapter(family)),
      [SLOTS]: make((m) => m.slotsAdapter(family)),
      [MY_APPOINTMENTS]: make((m) => m.myAppointmentsAdapter(family)),
      [DAY_APPOINTMENTS]: make((m) => m.dayAppointmentsAdapter(family)),
      [DIAGNOSES]: make((m) => m.diagnosesAdapter(family)),
      [CAMPAIGNS]: make((m) => m.campaignsAdapter(family)),
      [REQUEST_TYPES]: make((m) => m.requestTypesAdapter(family)),
      [AREAS]: make((m) => m.areasAdapter(family)),
      [PEOPLE]: make((m) => m.peopleAdapter(family)),
      [SELF_MANAGED]: make((m) => m.selfManagedAdapter(family)),
    };
  },
  search: [
    {
      // The staff find a self-managed request by the employee's name or badge.
      id: 'appointmentRequests',
      label: 'search.appointmentRequests',
      roles: staff,
      ...findInList<SelfManagedAppointment>(
        REQUESTS_RESOURCE,
        (q) => ({ q }),
        (request) => ({
          id: request.id,
          label: `${request.employeeName} · ${request.tipoSolicitudNombre}`,
          detail: `${request.employeeBadge} · ${request.fechaCita}`,
          to: requestPath(request.id),
        }),
        { field: 'submittedAt', order: 'DESC' },
      ),
    },
  ],
  // What the staff change, and every read of a medical history, as the audit trail shows them.
  audited: {
    appointment: {
      resource: DAY_APPOINTMENTS,
      nameOf: (snapshot) =>
        typeof snapshot.date === 'string'
          ? `${snapshot.date} ${String(snapshot.startTime)}`
          : undefined,
      page: () => DAY_PATH,
    },
    medical_history: {
      resource: DIAGNOSES,
      nameOf: (snapshot) => (typeof snapshot.badge === 'string' ? snapshot.badge : undefined),
    },
    self_managed_appointment: {
      resource: REQUESTS_RESOURCE,
      nameOf: (snapshot) =>
        typeof snapshot.appointmentDate === 'string' ? snapshot.appointmentDate : undefined,
      page: (id) => requestPath(id),
    },
    medical_building: {
      resource: BUILDINGS_RESOURCE,
      flags: ['open', 'active'],
      page: (id) => `${formOf(BUILDINGS_PATH)}/${id}`,
    },
    medical_professional: {
      resource: PROFESSIONALS_RESOURCE,
      flags: ['active'],
      page: (id) => `${formOf(PROFESSIONALS_PATH)}/${id}`,
    },
    medical_availability: {
      resource: AVAILABILITY_RESOURCE,
      nameOf: (snapshot) =>
        snapshot.weekday === undefined
          ? undefined
          : `${String(snapshot.weekday)} ${String(snapshot.startTime)}–${String(snapshot.endTime)}`,
      page: (id) => `${formOf(AVAILABILITY_PATH)}/${id}`,
    },
    appointment_request_type: {
      resource: REQUEST_TYPES_RESOURCE,
      flags: ['active'],
      page: (id) => `${formOf(REQUEST_TYPES_PATH)}/${id}`,
    },
    health_campaign: {
      resource: CAMPAIGNS,
      renamed: {
        name: 'nombre',
        route: 'ruta',
        priority: 'prioridad',
        active: 'activo',
        startDate: 'fechaInicio',
        endDate: 'fechaFin',
        imageFileId: 'imagen',
      },
      flags: ['active'],
      page: (id) => `${formOf(CAMPAIGNS_PATH)}/${id}`,
    },
  },
  resources: [
    {
      name: BUILDINGS_RESOURCE,
      label: 'appointments.admin.buildings',
      icon: LocalHospital,
      recordRepresentation: 'name',
      ...adminPaths(BUILDINGS_PATH),
    },
    {
      name: PROFESSIONALS_RESOURCE,
      label: 'appointments.admin.professionals',
      icon: LocalHospital,
      recordRepresentation: representedBy('name', 'specialty'),
      ...adminPaths(PROFESSIONALS_PATH),
    },
    {
      name: AVAILABILITY_RESOURCE,
      label: 'appointments.admin.availability',
      icon: LocalHospital,
      recordRepresentation: representedBy('professional', 'weekday', 'startTime'),
      ...adminPaths(AVAILABILITY_PATH),
    },
    {
      name: REQUEST_TYPES_RESOURCE,
      label: 'appointments.admin.requestTypes',
      icon: LocalHospital,
      recordRepresentation: 'name',
      ...adminPaths(REQUEST_TYPES_PATH),
    },
    {
      name: CAMPAIGNS,
      label: 'appointments.admin.campaigns',
      icon: LocalHospital,
      recordRepresentation: 'nombre',
      ...adminPaths(CAMPAIGNS_PATH),
    },
    {
      name: REQUESTS_RESOURCE,
      label: 'appointments.requests.title',
      icon: LocalHospital,
      recordRepresentation: representedBy('employeeName', 'appointmentDate'),
      list: REQUESTS_PATH,
      show: requestPath(':id'),
    },
    {
      name: DAY_APPOINTMENTS,
      label: 'appointments.day.title',
      icon: LocalHospital,
      recordRepresentation: representedBy('date', 'startTime'),
      list: DAY_PATH,
    },
  ],
  messages: {
    menu: {
      es: {
        appointments: 'Citas médicas',
        appointmentsHome: 'Mis citas',
        appointmentsDay: 'Citas del día',
        appointmentsRequests: 'Solicitudes autogestionadas',
        appointmentsBuildings: 'Edificios',
        appointmentsProfessionals: 'Profesionales',
        appointmentsAvailability: 'Disponibilidad',
        appointmentsRequestTypes: 'Tipos de solicitud',
        appointmentsCampaigns: 'Campañas de salud',
      },
      en: {
        appointments: 'Medical appointments',
        appointmentsHome: 'My appointments',
        appointmentsDay: "The day's appointments",
        appointmentsRequests: 'Self-managed requests',
        appointmentsBuildings: 'Buildings',
        appointmentsProfessionals: 'Professionals',
        appointmentsAvailability: 'Availability',
        appointmentsRequestTypes: 'Request types',
        appointmentsCampaigns: 'Health campaigns',
      },
    },
    es: () => import('./i18n/es').then((m) => m.es),
    en: () => import('./i18n/en').then((m) => m.en),
  },
};
