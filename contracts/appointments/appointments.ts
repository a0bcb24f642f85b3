import { boolean, type InferType, mixed, number, object, string } from 'yup';
import {
  type ApprovalStatus,
  approvalListFilter,
  approvalSortable,
  approvalStatuses,
} from '../approvals';
import { recordId } from '../fields';
import { MAX_PER_PAGE } from '../listHeaders';
import { isIsoDate } from '../newsletters/newsletters';
import { restListQuery, searchText } from '../restQuery';
import { TIME_OF_DAY, type WeeklyHours } from '../timeOfDay';

/**
 * Medical appointments: employees book a free slot with one of the company's health professionals
 * (on site, or by phone while working from home), see and cancel their appointments, download one
 * as a calendar event, read their own diagnosis history and the health campaigns in force, and
 * send self-managed appointment requests that the medical staff approve or reject.
 *
 * Family `appointments` (/api/appointments). EVERY call of the family carries the client
 * date-token in the query (`token`, contracts/dateToken.ts): missing or stale → 400 naming token,
 * checked after the bearer token (401) and the own-badge rule (403). Paths and Spanish field names
 * are the legacy contract's; routing is case-sensitive (`/Citas`: the staff's list of a day;
 * `/CitaS`: mine). "Staff" below is Medical_Staff (and System_Admin, except for medical records).
 * The staff's requests inbox and the reference data are the portal's own resources on the main
 * family (/api/main/admin/…, ra-data-simple-rest): `appointment-requests`, `medical-buildings`,
 * `medical-professionals`, `medical-availability`, `appointment-request-types`. Health campaigns
 * use the legacy calls only.
 */

// ---------------------------------------------------------------------------------------------
// Values

export const SPECIALTIES = ['general', 'nutrition', 'psychology', 'occupational'] as const;
export type Specialty = (typeof SPECIALTIES)[number];

/**
 * An appointment's status (`estado`): `booked` → `cancelled` (its employee while upcoming, or
 * staff), `attended` (staff, optionally with a diagnosis), `noShow` (staff); staff `enable` a
 * cancelled one again (back to booked, if its slot is still free).
 */
export const APPOINTMENT_STATUSES = ['booked', 'cancelled', 'attended', 'noShow'] as const;
export type AppointmentStatus = (typeof APPOINTMENT_STATUSES)[number];

/** `onSite` (POST /HorarioDisponible) or `remote`: by phone, working from home (…WFH). */
export const APPOINTMENT_MODES = ['onSite', 'remote'] as const;
export type AppointmentMode = (typeof APPOINTMENT_MODES)[number];

/** A phone left empty is sent as this placeholder (it means "none"). */
export const NO_PHONE = '00000000';

/** Minutes of a slot when a window does not say. */
export const DEFAULT_SLOT_MINUTES = 30;
/** Days of free slots GET /HorarioDisponible gives without `fecha`, today included. */
export const AVAILABILITY_DAYS = 14;
/** The furthest ahead a slot may be booked (days). */
export const BOOKING_MAX_DAYS_AHEAD = 90;

/** A self-managed request's status: the approvals kit's (submitted → approved | rejected | cancelled). */
export const SELF_MANAGED_STATUSES = approvalStatuses;
export type SelfManagedStatus = ApprovalStatus;

/** An empty campaign picture is sent as this (`image` of DELETE, and of a PUT keeping none). */
export const NO_IMAGE = '-1';

/** The names of the contract's own tests: the portal maps them to translated messages. */
export const APPOINTMENTS_TESTS = {
  isoDate: 'isoDate',
  timeOfDay: 'timeOfDay',
  phone: 'phone',
  route: 'route',
  endAfterStart: 'endAfterStart',
} as const;

const day = () =>
  string()
    .trim()
    .test(APPOINTMENTS_TESTS.isoDate, '${path} must be a date (YYYY-MM-DD)', (value) =>
      value ? isIsoDate(value) : true,
    );

const timeOfDay = () =>
  string()
    .trim()
    .test(APPOINTMENTS_TESTS.timeOfDay, '${path} must be a time of day (HH:MM)', (value) =>
      value ? TIME_OF_DAY.test(value) : true,
    );

const badge = () =>
  string()
    .trim()
    .matches(/^\d{1,10}$/, '${path} must be a badge number');

/** 8 digits, or NO_PHONE for none (an empty value becomes NO_PHONE). */
const phone = () =>
  string()
    .trim()
    .default(NO_PHONE)
    .transform((value: string) => (value === '' ? NO_PHONE : value))
    .test(APPOINTMENTS_TESTS.phone, '${path} must be 8 digits', (value) =>
      value ? /^\d{8}$/.test(value) : true,
    );

/** The client date-token every call of the family carries in its query. */
const token = () => string().trim().required().max(128);
export const tokenQuery = object({ token: token() });

export const idParams = object({ id: recordId().required() });

// ---------------------------------------------------------------------------------------------
// Answers

/** GET /Edificios: a medical building (not the sales buildings). */
export interface MedicalBuilding {
  id: number;
  edificio: string;
  /** Open: offers slots. A closed building offers none. */
  abierto: boolean;
  /** Only staff see inactive ones. */
  activo: boolean;
}

/** GET /Profesionales: a health professional. */
export interface Professional {
  id: number;
  nombre: string;
  especialidad: Specialty;
  idEdificio: number;
  edificio: string;
  email: string;
  activo: boolean;
}

/** GET /HorarioDisponible: one free slot. */
export interface FreeSlot {
  idProfesional: number;
  profesional: string;
  especialidad: Specialty;
  /** The building (`sede`). */
  idEdificio: number;
  edificio: string;
  fecha: string;
  horaInicio: string;
  horaFin: string;
}

/** An appointment, as its employee and the staff read it. */
export interface Appointment {
  id: number;
  idColaborador: string;
  colaborador: string;
  idProfesional: number;
  profesional: string;
  especialidad: Specialty;
  sede: number;
  edificio: string;
  fecha: string;
  horaInicio: string;
  horaFin: string;
  modalidad: AppointmentMode;
  /** Remote appointments: the request type (id and name), reason and phones; null/'' otherwise. */
  tipoSolicitud: number | null;
  tipoSolicitudNombre: string | null;
  motivo: string;
  telefono1: string;
  telefono2: string;
  estado: AppointmentStatus;
  /** Booked and not yet begun (company time zone): its employee may cancel it. */
  proxima: boolean;
  createdAt: string;
  cancelledAt: string | null;
  attendedAt: string | null;
}

/** GET /diagnosticos/getHistorialDiagnosticos: one diagnosis. */
export interface Diagnosis {
  id: number;
  fecha: string;
  idCita: number | null;
  profesional: string;
  especialidad: Specialty;
  diagnostico: string;
  tratamiento: string;
  notas: string;
}

/** A health campaign. `imagen`: its picture's public URL, or null. */
export interface HealthCampaign {
  id: number;
  nombre: string;
  /** A portal path ('/Inicio') or an https URL. */
  ruta: string;
  prioridad: number;
  activo: boolean;
  fechaInicio: string;
  fechaFin: string;
  /** Badge of who saved it last. */
  badge: string;
  /** The picture's file id (what DELETE's `image` names), or null. */
  idImagen: string | null;
  imagen: string | null;
}

/** GET /TipoSolicitud: a request type of a building. */
export interface RequestType {
  id: number;
  idEdificio: number;
  nombre: string;
  /** The English name, '' when it has none. */
  nombreEn: string;
  activo: boolean;
}

/** GET /Personal: a person. */
export interface Person {
  badge: string;
  nombre: string;
  puesto: string;
  cuenta: string;
  email: string;
  coachBadge: string | null;
  coachNombre: string | null;
}

/** One move of a self-managed request's status; the first (`from` null) is the request sent. */
export interface SelfManagedStatusChange {
  from: SelfManagedStatus | null;
  to: SelfManagedStatus;
  note: string;
  changedBy: { badge: string; fullName: string } | null;
  /** The approver a substitute decided for, or null. */
  onBehalfOf: { badge: string; fullName: string } | null;
  changedAt: string;
}

/** A self-managed appointment request (§3 names), with the approvals inbox's own fields. */
export interface SelfManagedAppointment {
  id: number;
  badge: string;
  coach: string | null;
  coachNombre: string | null;
  edificio: number;
  edificioNombre: string;
  area: string;
  tipoSolicitud: number;
  tipoSolicitudNombre: string;
  motivo: string;
  horaEntrada: string;
  horaSalida: string;
  horaAlmuerzo: string;
  usuario: string;
  telefono: string;
  fechaCita: string;
  estado: SelfManagedStatus;
  /** The rejection's reason ('' unless rejected). */
  rechazo: string;
  fechaCreacion: string;
  /** The approvals inbox's names. */
  submittedAt: string;
  employeeName: string;
  employeeBadge: string;
  statusChangedAt: string;
  history: SelfManagedStatusChange[];
}

// ---------------------------------------------------------------------------------------------
// Calls (every query also carries `token`)

/**
 * GET /Edificios (every employee): active buildings, by name; staff also get inactive ones.
 * Answers MedicalBuilding[].
 */
export const buildingsQuery = tokenQuery;

/**
 * POST /Edificios (staff): creates the building `edificio` or sets its open flag (by name,
 * ignoring case); audited. 201 when created, 200 when changed; answers the MedicalBuilding.
 */
export const buildingBody = object({
  edificio: string().trim().required().min(2).max(100),
  abierto: boolean().required(),
});
export type BuildingBody = InferType<typeof buildingBody>;

/** GET /Profesionales?edificio= (every employee): active professionals, by name. Professional[]. */
export const professionalsQuery = tokenQuery.shape({ edificio: recordId().optional() });

/**
 * GET /HorarioDisponible?fecha=&profesional=&edificio= (every employee): the free slots (FreeSlot[],
 * by day, time, professional) of `fecha`, or of the AVAILABILITY_DAYS from today without it: the
 * professionals' weekly windows minus booked slots, company holidays, closed or inactive buildings
 * and times already begun (company time zone).
 */
export const availabilityQuery = tokenQuery.shape({
  fecha: day().optional(),
  profesional: recordId().optional(),
  edificio: recordId().optional(),
});
export type AvailabilityQuery = InferType<typeof availabilityQuery>;

/**
 * POST /HorarioDisponible (the employee `idColaborador`, or staff for anyone): books a slot on
 * site. 201 with the Appointment. 400 naming `horaInicio` when the slot is not one the
 * availability offers (or `horaFin` does not end it), `sede` when it is not the professional's
 * building, `idColaborador` when no such employee; 409 naming `horaInicio` when the slot was
 * taken (exactly one of concurrent bookings wins) or the employee holds another booked
 * appointment at an overlapping time.
 */
export const bookingBody = object({
  idColaborador: badge().required(),
  idProfesional: recordId().required(),
  fecha: day().required(),
  horaInicio: timeOfDay().required(),
  horaFin: timeOfDay().required(),
  sede: recordId().required(),
});
export type BookingBody = InferType<typeof bookingBody>;

/**
 * POST /HorarioDisponibleWFH: the same, remote (by phone), plus the request type (of the
 * building: 400 naming tipoSolicitud otherwise), the reason and two phones (8 digits, or
 * NO_PHONE / empty for none).
 */
export const remoteBookingBody = bookingBody.shape({
  tipoSolicitud: recordId().required(),
  motivo: string().trim().required().min(3).max(500),
  telefono1: phone(),
  telefono2: phone(),
});
export type RemoteBookingBody = InferType<typeof remoteBookingBody>;

/** The query of POST /HorarioDisponible(WFH), /Edificios, /HealthCampaigns and PUT, DELETE. */
export const bookingQuery = tokenQuery;

/**
 * GET /CitaS?badge= (the employee `badge`, or staff): their appointments, the upcoming (booked,
 * not begun) first, soonest first, then the rest, newest first. Appointment[]; paged
 * (`page`, `perPage`), total in X-Total-Count.
 */
export const myAppointmentsQuery = tokenQuery.shape({
  badge: badge().required(),
  page: number().integer().min(1).default(1),
  perPage: number().integer().min(1).max(MAX_PER_PAGE).default(50),
});
export type MyAppointmentsQuery = InferType<typeof myAppointmentsQuery>;

/**
 * DELETE /CitaS/{id}?badge= (the employee `badge`, or staff): cancels their upcoming booked
 * appointment; answers it. 404 when it is not `badge`'s; 409 naming `estado` when it is not
 * booked or has begun.
 * GET /CitaS/{id}/ics?badge=: the appointment as a calendar event (text/calendar, attachment
 * `cita-<fecha>.ics`); 404 when it is not `badge`'s.
 */
export const myAppointmentQuery = tokenQuery.shape({ badge: badge().required() });

/**
 * GET /Citas?fecha=&hora=&identificacion=&estado=&profesional= (staff): the appointments of a day
 * (`fecha`, today by default), filtered by start time `hora`, the employee's badge or name
 * `identificacion` (what staff type in one box), `estado` and professional; sorted by `sort` (horaInicio by default,
 * `order` ASC), paged, total in X-Total-Count. Appointment[].
 */
export const APPOINTMENT_SORTS = ['horaInicio', 'colaborador', 'profesional', 'estado'] as const;
export const dayAppointmentsQuery = tokenQuery.shape({
  fecha: day().optional(),
  hora: timeOfDay().optional(),
  identificacion: string().trim().max(100).optional(),
  estado: mixed<AppointmentStatus>()
    .oneOf([...APPOINTMENT_STATUSES])
    .optional(),
  profesional: recordId().optional(),
  sort: mixed<(typeof APPOINTMENT_SORTS)[number]>()
    .oneOf([...APPOINTMENT_SORTS])
    .default('horaInicio'),
  order: mixed<'ASC' | 'DESC'>().oneOf(['ASC', 'DESC']).default('ASC'),
  page: number().integer().min(1).default(1),
  perPage: number().integer().min(1).max(MAX_PER_PAGE).default(50),
});
export type DayAppointmentsQuery = InferType<typeof dayAppointmentsQuery>;

/**
 * What staff do to an appointment (PUT /Citas/{id}): `cancel` a booked one; `enable` a cancelled
 * one (its slot must still be free: 409 naming horaInicio); `update` a booked one to another
 * free slot (`fecha`, `horaInicio`, `horaFin`, optionally `idProfesional`: 400/409 naming
 * horaInicio as when booking); `attend` a booked one (optionally recording `diagnostico`,
 * `tratamiento`, `notas`: a diagnosis of the employee); `noShow` a booked one. 409 naming
 * `accion` when the status does not allow it. Locked, audited; answers the Appointment.
 */
export const STAFF_ACTIONS = ['cancel', 'enable', 'update', 'attend', 'noShow'] as const;
export type StaffAction = (typeof STAFF_ACTIONS)[number];
export const staffActionBody = object({
  accion: mixed<StaffAction>()
    .oneOf([...STAFF_ACTIONS])
    .required(),
  fecha: day().when('accion', { is: 'update', then: (s) => s.required() }),
  horaInicio: timeOfDay().when('accion', { is: 'update', then: (s) => s.required() }),
  horaFin: timeOfDay().when('accion', { is: 'update', then: (s) => s.required() }),
  idProfesional: recordId().optional(),
  diagnostico: string().trim().max(2000).default(''),
  tratamiento: string().trim().max(2000).default(''),
  notas: string().trim().max(2000).default(''),
});
export type StaffActionBody = InferType<typeof staffActionBody>;

/**
 * GET /diagnosticos/getHistorialDiagnosticos?badge= (the employee `badge` and Medical_Staff only;
 * NOT System_Admin): their diagnoses, newest first (Diagnosis[]). Every read is audited.
 */
export const diagnosesQuery = tokenQuery.shape({ badge: badge().required() });

/** GET /diagnosticos/pruebadeApi (every employee): the family's liveness. */
export interface ApiProbe {
  status: 'ok';
  database: 'ok';
}

/**
 * GET /HealthCampaigns?badge= (every employee, their own badge): the campaigns in force today
 * (active, today between its dates), by priority (1 first) then name. `?obtenerTodos=true`
 * (staff): every campaign. HealthCampaign[].
 */
export const campaignsQuery = tokenQuery.shape({
  badge: badge().optional(),
  obtenerTodos: boolean().optional(),
});
export type CampaignsQuery = InferType<typeof campaignsQuery>;

/** The file field of a campaign's multipart body (JPEG, PNG, GIF or WebP, 5 MB at most). */
export const CAMPAIGN_IMAGE_FIELD = 'imagen';

/**
 * POST /HealthCampaigns (201) and PUT /HealthCampaigns/{id} (staff; multipart): these fields and
 * the optional picture `imagen`. On PUT, `imagen` as the text NO_IMAGE removes the picture; no
 * `imagen` keeps it. `badge` is recorded from the caller. Audited; answers the HealthCampaign.
 */
export const campaignMultipart = object({
  /** As text: only NO_IMAGE (remove the picture); the picture itself is a file part. */
  imagen: string().trim().oneOf([NO_IMAGE]).optional(),
  nombre: string().trim().required().min(3).max(150),
  ruta: string()
    .trim()
    .required()
    .max(500)
    .test(APPOINTMENTS_TESTS.route, '${path} must be a portal path or an https URL', (value) =>
      value ? /^\/[A-Za-z0-9/_\-?=&.#]*$/.test(value) || /^https:\/\/[^\s]+$/.test(value) : true,
    ),
  prioridad: number().integer().required().min(1).max(1000),
  activo: boolean().required(),
  fechaInicio: day().required(),
  fechaFin: day()
    .required()
    .test(
      APPOINTMENTS_TESTS.endAfterStart,
      '${path} must be on or after fechaInicio',
      function check(value) {
        const start = (this.parent as { fechaInicio?: string }).fechaInicio;
        return !value || !start || value >= start;
      },
    ),
});
export type CampaignMultipart = InferType<typeof campaignMultipart>;

/**
 * DELETE /HealthCampaigns/{id}?image= (staff): deletes the campaign; `image` is its picture's id
 * (removed with it) or NO_IMAGE when it has none: 400 naming image when it does not match.
 * Answers the deleted HealthCampaign.
 */
export const campaignDeleteQuery = tokenQuery.shape({
  image: string().trim().required().max(100),
});

/** GET /TipoSolicitud?edificio= (every employee): the building's active request types, by name. */
export const requestTypesQuery = tokenQuery.shape({ edificio: recordId().required() });

/** GET /AreaCuenta (every employee): the company's accounts (areas), sorted: string[]. */
export const areasQuery = tokenQuery;

/**
 * GET /Personal?identificacion=&badge=&puesto=&coachBadge= (staff: anyone, filtered; an
 * employee: `badge` must be theirs): Person[], by name, paged, total in X-Total-Count.
 * `identificacion`: a name or badge to search; `puesto` a position (contains).
 */
export const peopleQuery = tokenQuery.shape({
  identificacion: string().trim().max(100).optional(),
  badge: badge().optional(),
  puesto: string().trim().max(100).optional(),
  coachBadge: badge().optional(),
  page: number().integer().min(1).default(1),
  perPage: number().integer().min(1).max(MAX_PER_PAGE).default(50),
});
export type PeopleQuery = InferType<typeof peopleQuery>;

/** GET /AutogestionCita?badge= (the employee, or staff): their requests, newest first. */
export const selfManagedQuery = tokenQuery.shape({ badge: badge().required() });

/**
 * POST /AutogestionCita (the employee `badge`): 201 with the SelfManagedAppointment (estado
 * submitted; Medical_Staff decide it). `coach` is recorded from the employee's supervisor and
 * `usuario` must be the caller's network login (400 naming it). 400 naming `fechaCita` (a
 * weekend, a holiday, or past), `edificio`, `tipoSolicitud` (not of the building), `horaSalida`
 * (not after horaEntrada), `horaAlmuerzo` (not between them), `telefono`.
 */
export const selfManagedBody = object({
  badge: badge().required(),
  edificio: recordId().required(),
  area: string().trim().required().max(100),
  tipoSolicitud: recordId().required(),
  motivo: string().trim().required().min(3).max(500),
  horaEntrada: timeOfDay().required(),
  horaSalida: timeOfDay().required(),
  horaAlmuerzo: timeOfDay().required(),
  usuario: string().trim().required().max(100),
  telefono: phone(),
  fechaCita: day().required(),
});
export type SelfManagedBody = InferType<typeof selfManagedBody>;

/**
 * DELETE /AutogestionCita/{id}?badge= (the author): withdraws their pending request (cancelled);
 * 404 when not `badge`'s, 409 naming `estado` when no longer pending. Answers it.
 */
export const selfManagedCancelQuery = selfManagedQuery;

// ---------------------------------------------------------------------------------------------
// The portal's own resources (main family, /api/main/admin/<name>, ra-data-simple-rest;
// Medical_Staff and System_Admin). Their records are type aliases, not interfaces: the admin
// screens kit takes a record as a Record<string, unknown>.

/**
 * `appointment-requests`: the staff's inbox of self-managed requests. GET list (filters of the
 * approvals kit plus `edificio`; sorts submittedAt (oldest first), status, employeeName,
 * fechaCita), GET one, PUT the decision (`approvalDecisionBody`, note = the rejection);
 * answers the SelfManagedAppointment.
 */
export const selfManagedInboxQuery = restListQuery(
  [...approvalSortable, 'fechaCita'],
  ['submittedAt', 'ASC'],
  object({ ...approvalListFilter, edificio: recordId().optional() }),
);
export type SelfManagedInboxQuery = InferType<typeof selfManagedInboxQuery>;

/** What every list of the staff's reference records filters on: the text searched, active or not. */
const referenceFilter = { q: searchText, active: boolean().optional() };
/** A reference record's name (a building, a request type). */
const referenceName = () => string().trim().required().min(2).max(100);
/** A reference record is offered until the staff deactivate it. */
const offered = () => boolean().default(true);

/** `medical-buildings` (list, one, create, update; audited): name unique (409 naming name). */
export type MedicalBuildingRecord = {
  id: number;
  name: string;
  open: boolean;
  active: boolean;
};
export const medicalBuildingListQuery = restListQuery(
  ['name', 'open', 'active', 'id'],
  ['name', 'ASC'],
  object({ ...referenceFilter, open: boolean().optional() }),
);
export const medicalBuildingBody = object({
  name: referenceName(),
  open: boolean().required(),
  active: offered(),
});
export type MedicalBuildingBody = InferType<typeof medicalBuildingBody>;

/** `medical-professionals` (list, one, create, update; audited). */
export type ProfessionalRecord = {
  id: number;
  name: string;
  specialty: Specialty;
  buildingId: number;
  building: string;
  email: string;
  active: boolean;
};
export const professionalListQuery = restListQuery(
  ['name', 'specialty', 'building', 'active', 'id'],
  ['name', 'ASC'],
  object({
    ...referenceFilter,
    buildingId: recordId().optional(),
    specialty: mixed<Specialty>()
      .oneOf([...SPECIALTIES])
      .optional(),
  }),
);
export const professionalBody = object({
  name: string().trim().required().min(3).max(150),
  specialty: mixed<Specialty>()
    .oneOf([...SPECIALTIES])
    .required(),
  buildingId: recordId().required(),
  email: string().trim().email().required().max(200),
  active: offered(),
});
export type ProfessionalBody = InferType<typeof professionalBody>;

/**
 * `medical-availability` (list, one, create, update, delete; audited): a professional's weekly
 * window, `weekday` 1 (Monday) … 7 (Sunday), from `startTime` to `endTime` in slots of
 * `slotMinutes`, valid from `validFrom` to `validTo` (inclusive; null: open-ended). 400 naming
 * endTime when not after startTime; 409 naming startTime when it overlaps another window of the
 * professional on that weekday and dates.
 */
export type AvailabilityWindow = WeeklyHours & {
  id: number;
  professionalId: number;
  professional: string;
};
export const availabilityListQuery = restListQuery(
  ['professional', 'weekday', 'startTime', 'validFrom', 'id'],
  ['weekday', 'ASC'],
  object({
    professionalId: recordId().optional(),
    weekday: number().integer().min(1).max(7).optional(),
  }),
);
export const availabilityBody = object({
  professionalId: recordId().required(),
  weekday: number().integer().required().min(1).max(7),
  startTime: timeOfDay().required(),
  endTime: timeOfDay()
    .required()
    .test(
      APPOINTMENTS_TESTS.endAfterStart,
      '${path} must be after startTime',
      function check(value) {
        const start = (this.parent as { startTime?: string }).startTime;
        return !value || !start || value > start;
      },
    ),
  slotMinutes: number().integer().min(5).max(240).default(DEFAULT_SLOT_MINUTES),
  validFrom: day().required(),
  validTo: day().nullable().default(null),
});
export type AvailabilityBody = InferType<typeof availabilityBody>;

/** `appointment-request-types` (list, one, create, update; audited). */
export type RequestTypeRecord = {
  id: number;
  buildingId: number;
  building: string;
  name: string;
  nameEn: string;
  active: boolean;
};
export const requestTypeListQuery = restListQuery(
  ['name', 'building', 'active', 'id'],
  ['name', 'ASC'],
  object({ ...referenceFilter, buildingId: recordId().optional() }),
);
export const requestTypeBody = object({
  buildingId: recordId().required(),
  name: referenceName(),
  nameEn: string().trim().max(100).default(''),
  active: offered(),
});
export type RequestTypeBody = InferType<typeof requestTypeBody>;
