import { type DataProvider, type GetListParams, HttpError, type Identifier } from 'react-admin';
// Types and constants only: the contract's yup schemas are built after the portal sets yup's messages.
import {
  type Appointment,
  type AppointmentMode,
  type BookingBody,
  CAMPAIGN_IMAGE_FIELD,
  type Diagnosis,
  type FreeSlot,
  type HealthCampaign,
  type MedicalBuilding,
  NO_IMAGE,
  NO_PHONE,
  type Person,
  type Professional,
  type RemoteBookingBody,
  type RequestType,
  type SelfManagedAppointment,
  type SelfManagedBody,
  type StaffActionBody,
} from '../../contracts/appointments/appointments';
import type { HttpClient } from '../http';
import { type ImageValue, legacyAdapter, multipartBody, segment } from '../legacyAdapter';
import { search } from '../listParams';

/**
 * Medical appointments over the appointments family (/api/appointments). EVERY call carries
 * today's client date-token in its query (`token`), read when the call is made (a page left open
 * past midnight sends the new day's). Resources:
 * - `medical-building-list` (GET /Edificios), `medical-professional-list` (GET /Profesionales,
 *   `filter.edificio`), `appointment-request-type-list` (GET /TipoSolicitud, `filter.edificio`;
 *   nothing asked without it), `appointment-areas` (GET /AreaCuenta: names as records);
 * - `appointment-slots`: the free slots (GET /HorarioDisponible, `filter` fecha, profesional,
 *   edificio) and a booking (create: POST /HorarioDisponible on site, /HorarioDisponibleWFH by
 *   phone, empty phones sent as 00000000);
 * - `my-appointments`: mine (GET /CitaS?badge=), a cancellation (update with `data.badge`:
 *   DELETE /CitaS/{id}?badge=, answering the cancelled appointment) and `calendarUrl`, the address
 *   of its .ics (GET /CitaS/{id}/ics?badge=) for `dataProvider.download`;
 * - `day-appointments`: the staff's list of a day (GET /Citas, paged and sorted by the service)
 *   and their actions (update: PUT /Citas/{id} with `accion`);
 * - `my-diagnoses` (GET /diagnosticos/getHistorialDiagnosticos?badge=);
 * - `health-campaign-list`: in force for me (`filter.badge`) or all (`filter.all`, staff), and the
 *   staff's writes (multipart; DELETE names the picture, -1 for none);
 * - `appointment-people` (GET /Personal; getOne by badge);
 * - `my-self-managed-appointments`: mine (GET /AutogestionCita?badge=), a new one (POST) and a
 *   withdrawal (update with `data.badge`: DELETE /AutogestionCita/{id}?badge=).
 */

/** Where the family is and how to read today's token. */
export interface AppointmentsApi {
  api: string;
  http: HttpClient;
  todayToken: () => Promise<string>;
}

/** The family's address of `path` with its query and today's token. */
export async function withToken(
  { api, todayToken }: Pick<AppointmentsApi, 'api' | 'todayToken'>,
  path: string,
  query: Record<string, unknown> = {},
): Promise<string> {
  return `${api}${path}?${search({ ...query, token: await todayToken() })}`;
}

/** §5: a phone left empty is sent as 00000000 ("none"). */
export const phoneOrNone = (phone: string | null | undefined) => phone?.trim() || NO_PHONE;

/** The booking form's values: the slot, who, how; the remote fields only by phone. */
export interface BookingValues extends BookingBody {
  modalidad: AppointmentMode;
  tipoSolicitud?: number | null;
  motivo?: string;
  telefono1?: string;
  telefono2?: string;
}

/** The body of a booking: on site the slot only; remote adds the type, reason and two phones. */
export function bookingRequest(values: BookingValues): BookingBody | RemoteBookingBody {
  const slot: BookingBody = {
    idColaborador: values.idColaborador,
    idProfesional: values.idProfesional,
    fecha: values.fecha,
    horaInicio: values.horaInicio,
    horaFin: values.horaFin,
    sede: values.sede,
  };
  if (values.modalidad !== 'remote') return slot;
  return {
    ...slot,
    tipoSolicitud: Number(values.tipoSolicitud),
    motivo: values.motivo?.trim() ?? '',
    telefono1: phoneOrNone(values.telefono1),
    telefono2: phoneOrNone(values.telefono2),
  };
}

/** A free slot as a record: its id says who, when. */
export type SlotRecord = FreeSlot & { id: string };
export const slotId = (slot: FreeSlot) => `${slot.idProfesional}-${slot.fecha}-${slot.horaInicio}`;

/** An area (account) as a record. */
export interface AreaRecord {
  id: string;
  name: string;
}

/** A person as a record: its id is the badge. */
export type PersonRecord = Person & { id: string };

/** The page of a list as the family's query (`page`, `perPage`). */
const paging = ({ pagination }: GetListParams) => ({
  page: pagination?.page,
  perPage: pagination?.perPage,
});

export const buildingsAdapter = (family: AppointmentsApi): DataProvider =>
  legacyAdapter<MedicalBuilding>(family.http, {
    resource: 'medical-building-list',
    list: () => withToken(family, '/Edificios'),
  });

export const professionalsAdapter = (family: AppointmentsApi): DataProvider =>
  legacyAdapter<Professional>(family.http, {
    resource: 'medical-professional-list',
    list: ({ filter }) => withToken(family, '/Profesionales', { edificio: filter?.edificio }),
  });

export const requestTypesAdapter = (family: AppointmentsApi): DataProvider =>
  legacyAdapter<RequestType>(family.http, {
    resource: 'appointment-request-type-list',
    list: ({ filter }) =>
      filter?.edificio ? withToken(family, '/TipoSolicitud', { edificio: filter.edificio }) : null,
  });

export const areasAdapter = (family: AppointmentsApi): DataProvider =>
  legacyAdapter<AreaRecord, string>(family.http, {
    resource: 'appointment-areas',
    toRecord: (name) => ({ id: name, name }),
    list: () => withToken(family, '/AreaCuenta'),
  });

/** The free slots, and a booking (on site or by phone). */
export const slotsAdapter = (family: AppointmentsApi): DataProvider =>
  legacyAdapter<SlotRecord | Appointment, FreeSlot | Appointment, BookingValues>(family.http, {
    resource: 'appointment-slots',
    toRecord: (answer) => ('idColaborador' in answer ? answer : { ...answer, id: slotId(answer) }),
    list: ({ filter }) =>
      withToken(family, '/HorarioDisponible', {
        fecha: filter?.fecha,
        profesional: filter?.profesional,
        edificio: filter?.edificio,
      }),
    create: {
      path: ({ data }) =>
        withToken(
          family,
          data.modalidad === 'remote' ? '/HorarioDisponibleWFH' : '/HorarioDisponible',
        ),
      body: ({ data }) => bookingRequest(data as BookingValues),
    },
  });

/** What a cancellation or withdrawal carries: whose it is (the contract asks the badge). */
export interface OwnedValues {
  badge: string;
}

/** Mine, my cancellations and the address of an appointment's calendar file. */
export function myAppointmentsAdapter(family: AppointmentsApi): DataProvider {
  const provider = legacyAdapter<Appointment, Appointment, OwnedValues>(family.http, {
    resource: 'my-appointments',
    // Nothing is asked before the caller's badge is known.
    list: (params) =>
      params.filter?.badge
        ? withToken(family, '/CitaS', { badge: params.filter.badge, ...paging(params) })
        : null,
    // A cancellation is the appointment's move to `cancelled`: the contract's DELETE.
    update: {
      method: 'DELETE',
      path: ({ id, data }) => withToken(family, `/CitaS/${segment(id)}`, { badge: data.badge }),
    },
  });
  return {
    ...provider,
    /** The .ics of one of my appointments: an address for `dataProvider.download`. */
    calendarUrl: async (_resource: string, { id, badge }: { id: Identifier; badge: string }) => ({
      data: await withToken(family, `/CitaS/${segment(id)}/ics`, { badge }),
    }),
  };
}

/** The staff's list of a day and what they do to an appointment. */
export const dayAppointmentsAdapter = (family: AppointmentsApi): DataProvider =>
  legacyAdapter<Appointment, Appointment, StaffActionBody>(family.http, {
    resource: 'day-appointments',
    list: (params) =>
      withToken(family, '/Citas', {
        fecha: params.filter?.fecha,
        hora: params.filter?.hora,
        identificacion: params.filter?.identificacion,
        estado: params.filter?.estado,
        profesional: params.filter?.profesional,
        sort: params.sort?.field,
        order: params.sort?.order,
        ...paging(params),
      }),
    update: {
      path: ({ id }) => withToken(family, `/Citas/${segment(id)}`),
      body: ({ data }) => data,
    },
  });

export const diagnosesAdapter = (family: AppointmentsApi): DataProvider =>
  legacyAdapter<Diagnosis>(family.http, {
    resource: 'my-diagnoses',
    list: ({ filter }) =>
      filter?.badge
        ? withToken(family, '/diagnosticos/getHistorialDiagnosticos', { badge: filter.badge })
        : null,
  });

/** A campaign's form: its fields and the picture input's value (the stored URL, or a file). */
export type CampaignValues = Omit<HealthCampaign, 'imagen'> & {
  imagen?: ImageValue | string | null;
};

/** A campaign's multipart body: its fields and a newly chosen picture, -1 when it has none. */
export function campaignForm(values: Partial<CampaignValues>): FormData {
  const { nombre, ruta, prioridad, activo, fechaInicio, fechaFin, imagen } = values;
  // The stored picture left as it was sends nothing; one removed sends -1.
  const kept = typeof imagen === 'string' ? imagen !== '' : Boolean(imagen?.src);
  return multipartBody(
    { nombre, ruta, prioridad, activo, fechaInicio, fechaFin },
    { [CAMPAIGN_IMAGE_FIELD]: typeof imagen === 'string' ? null : imagen },
    kept ? undefined : NO_IMAGE,
  );
}

export const campaignsAdapter = (family: AppointmentsApi): DataProvider =>
  legacyAdapter<HealthCampaign, HealthCampaign, CampaignValues>(family.http, {
    resource: 'health-campaign-list',
    list: ({ filter }) =>
      filter?.all
        ? withToken(family, '/HealthCampaigns', { obtenerTodos: true })
        : filter?.badge
          ? withToken(family, '/HealthCampaigns', { badge: filter.badge })
          : null,
    // The contract reads no campaign alone: the staff's form finds it among all of them.
    getOne: async (id) => {
      const all = await family.http.json<HealthCampaign[]>(
        await withToken(family, '/HealthCampaigns', { obtenerTodos: true }),
      );
      const campaign = all.find((one) => String(one.id) === String(id));
      if (!campaign) throw new HttpError('appointments.admin.notFound', 404);
      return campaign;
    },
    create: {
      path: () => withToken(family, '/HealthCampaigns'),
      body: ({ data }) => campaignForm(data),
    },
    update: {
      path: ({ id }) => withToken(family, `/HealthCampaigns/${segment(id)}`),
      body: ({ data }) => campaignForm(data),
    },
    delete: {
      path: ({ id, previousData }) =>
        withToken(family, `/HealthCampaigns/${segment(id)}`, {
          image: previousData?.idImagen ?? NO_IMAGE,
        }),
    },
  });

export const peopleAdapter = (family: AppointmentsApi): DataProvider =>
  legacyAdapter<PersonRecord, Person>(family.http, {
    resource: 'appointment-people',
    toRecord: (person) => ({ ...person, id: person.badge }),
    list: (params) =>
      withToken(family, '/Personal', {
        identificacion: params.filter?.q,
        badge: params.filter?.badge,
        puesto: params.filter?.puesto,
        coachBadge: params.filter?.coachBadge,
        ...paging(params),
      }),
    getOne: async (badge) => {
      const [person] = await family.http.json<Person[]>(
        await withToken(family, '/Personal', { badge }),
      );
      if (!person) throw new Error(`appointment-people: no person ${String(badge)}`);
      return { ...person, id: person.badge };
    },
  });

/** The self-managed request form's values: the contract's body. */
export type SelfManagedValues = SelfManagedBody;

export const selfManagedAdapter = (family: AppointmentsApi): DataProvider =>
  legacyAdapter<SelfManagedAppointment, SelfManagedAppointment, SelfManagedValues>(family.http, {
    resource: 'my-self-managed-appointments',
    list: ({ filter }) =>
      filter?.badge ? withToken(family, '/AutogestionCita', { badge: filter.badge }) : null,
    create: {
      path: () => withToken(family, '/AutogestionCita'),
      body: ({ data }) => ({ ...data, telefono: phoneOrNone(data.telefono) }),
    },
    // A withdrawal is the request's move to `cancelled`: the contract's DELETE.
    update: {
      method: 'DELETE',
      path: ({ id, data }) =>
        withToken(family, `/AutogestionCita/${segment(id)}`, { badge: data.badge }),
    },
  });
