import { approvalDecisionBody } from '../../../contracts/approvals';
import {
  type Appointment,
  type ApiProbe,
  areasQuery,
  availabilityBody,
  availabilityListQuery,
  availabilityQuery,
  bookingBody,
  bookingQuery,
  buildingBody,
  buildingsQuery,
  campaignDeleteQuery,
  campaignMultipart,
  campaignsQuery,
  dayAppointmentsQuery,
  type Diagnosis,
  diagnosesQuery,
  type FreeSlot,
  type HealthCampaign,
  idParams,
  type MedicalBuilding,
  medicalBuildingBody,
  medicalBuildingListQuery,
  myAppointmentQuery,
  myAppointmentsQuery,
  peopleQuery,
  type Person,
  type Professional,
  professionalBody,
  professionalListQuery,
  professionalsQuery,
  remoteBookingBody,
  type RequestType,
  requestTypeBody,
  requestTypeListQuery,
  requestTypesQuery,
  type SelfManagedAppointment,
  selfManagedBody,
  selfManagedCancelQuery,
  selfManagedInboxQuery,
  selfManagedQuery,
  staffActionBody,
  tokenQuery,
  CAMPAIGN_IMAGE_FIELD,
} from '../../../contracts/appointments/appointments';
import { HttpError } from '../../http/errors';
import { readMultipart } from '../../http/multipart';
import { sendPage } from '../../http/paging';
import { registerRestResource } from '../../http/simpleRest';
import type { ServiceApp, ServiceDeps } from '../types';
import { isStaff } from './appointments';
import { createAgendaRepository } from './agenda';
import { createBookingRepository } from './bookings';
import { createMedicalRecordRepository } from './medicalRecords';
import { createSlotRepository } from './slots';
import { createCampaignRepository } from './campaigns';
import { say } from './i18n';
import { createReferenceRepository } from './reference';
import { createSelfManagedRepository } from './selfManaged';

const TAG = 'Medical appointments';
const TOKEN =
  'Every call carries the client date-token in the query (`token`: 400 naming it when missing or stale).';
/** Every route of the family takes the date token in its query. */
const config = { dateToken: 'query' as const };

/** The appointments family (/api/appointments): the legacy calls. */
export async function appointmentRoutes(app: ServiceApp, { db }: ServiceDeps) {
  const slots = createSlotRepository(db);
  const bookings = createBookingRepository(db);
  const agenda = createAgendaRepository(db);
  const records = createMedicalRecordRepository(db);
  const reference = createReferenceRepository(db);
  const campaigns = createCampaignRepository(db);
  const selfManaged = createSelfManagedRepository(db);

  app.get(
    '/Edificios',
    {
      config,
      schema: {
        summary: 'Medical buildings with their open flag',
        description: `Active ones, by name; the medical staff also get inactive ones. ${TOKEN}`,
        tags: [TAG],
        querystring: buildingsQuery,
      },
    },
    async (request): Promise<MedicalBuilding[]> => reference.buildings(isStaff(request.user)),
  );

  app.post(
    '/Edificios',
    {
      config,
      schema: {
        summary: 'Create a building or set its open flag',
        description: `\`{ edificio, abierto }\`: by name (ignoring case); 201 when created, 200 when changed. A closed building offers no slots. Audited. ${TOKEN}`,
        tags: [TAG],
        querystring: bookingQuery,
        body: buildingBody,
      },
    },
    async (request, reply): Promise<MedicalBuilding> => {
      const { created, building } = await reference.saveBuilding(request.user, request.body);
      return reply.status(created ? 201 : 200).send(building);
    },
  );

  app.get(
    '/Profesionales',
    {
      config,
      schema: {
        summary: 'Active health professionals',
        description: `With specialty and building; \`edificio\` filters. ${TOKEN}`,
        tags: [TAG],
        querystring: professionalsQuery,
      },
    },
    async (request): Promise<Professional[]> => reference.professionals(request.query.edificio),
  );

  app.get(
    '/HorarioDisponible',
    {
      config,
      schema: {
        summary: 'Free slots',
        description: `Of \`fecha\`, or of the next 14 days; \`profesional\` and \`edificio\` filter. The professionals' weekly windows minus booked slots, company holidays, closed buildings and times already begun (company time zone). ${TOKEN}`,
        tags: [TAG],
        querystring: availabilityQuery,
      },
    },
    async (request): Promise<FreeSlot[]> => slots.freeSlots(request.query),
  );

  const BOOKING =
    '`idColaborador` is the caller’s badge (the medical staff book for anyone). 400 naming `horaInicio` when the slot is not offered, `horaFin` when it does not end it, `sede` when it is not the professional’s building; 409 naming `horaInicio` when the slot is taken or the employee has another booked appointment at that time.';

  app.post(
    '/HorarioDisponible',
    {
      config,
      schema: {
        summary: 'Book a slot on site',
        description: `201 with the appointment. ${BOOKING} ${TOKEN}`,
        tags: [TAG],
        querystring: bookingQuery,
        body: bookingBody,
      },
    },
    async (request, reply): Promise<Appointment> =>
      reply.status(201).send(await bookings.book(request.user, request.body, 'onSite')),
  );

  app.post(
    '/HorarioDisponibleWFH',
    {
      config,
      schema: {
        summary: 'Book a slot by phone (working from home)',
        description: `Also \`tipoSolicitud\` (of the building), \`motivo\`, \`telefono1\`, \`telefono2\` (8 digits; '00000000' or empty: none). 201 with the appointment. ${BOOKING} ${TOKEN}`,
        tags: [TAG],
        querystring: bookingQuery,
        body: remoteBookingBody,
      },
    },
    async (request, reply): Promise<Appointment> =>
      reply.status(201).send(await bookings.book(request.user, request.body, 'remote')),
  );

  app.get(
    '/CitaS',
    {
      config,
      schema: {
        summary: 'My appointments',
        description: `\`badge\` is the caller’s (the medical staff read anyone’s). Upcoming first (soonest first), then the rest (newest first); paged, total in \`X-Total-Count\`. ${TOKEN}`,
        tags: [TAG],
        querystring: myAppointmentsQuery,
      },
    },
    async (request, reply): Promise<Appointment[]> =>
      sendPage(reply, await bookings.mine(request.query)),
  );

  app.delete(
    '/CitaS/:id',
    {
      config,
      schema: {
        summary: 'Cancel my upcoming appointment',
        description: `404 when it is not \`badge\`’s; 409 naming \`estado\` when it is not booked or has begun. ${TOKEN}`,
        tags: [TAG],
        params: idParams,
        querystring: myAppointmentQuery,
      },
    },
    async (request): Promise<Appointment> =>
      bookings.cancelMine(request.user, request.params.id, request.query.badge),
  );

  app.get(
    '/CitaS/:id/ics',
    {
      config,
      schema: {
        summary: 'My appointment as a calendar event (.ics)',
        description: `text/calendar, \`cita-<fecha>.ics\`; 404 when it is not \`badge\`’s. ${TOKEN}`,
        tags: [TAG],
        params: idParams,
        querystring: myAppointmentQuery,
      },
    },
    async (request, reply) => {
      const { fileName, body } = await bookings.ics(request.params.id, request.query.badge);
      return reply
        .header('content-type', 'text/calendar; charset=utf-8')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .header('cache-control', 'no-store')
        .send(body);
    },
  );

  app.get(
    '/Citas',
    {
      config,
      schema: {
        summary: 'The appointments of a day (medical staff)',
        description: `\`fecha\` (today by default), \`hora\`, \`identificacion\` (the employee’s badge or name), \`estado\`, \`profesional\`; \`sort\`/\`order\`, paged, total in \`X-Total-Count\`. ${TOKEN}`,
        tags: [TAG],
        querystring: dayAppointmentsQuery,
      },
    },
    async (request, reply): Promise<Appointment[]> =>
      sendPage(reply, await agenda.day(request.query)),
  );

  app.put(
    '/Citas/:id',
    {
      config,
      schema: {
        summary: 'Cancel, enable, move, attend or mark a no-show (medical staff)',
        description: `\`{ accion: cancel | enable | update | attend | noShow, fecha?, horaInicio?, horaFin?, idProfesional?, diagnostico?, tratamiento?, notas? }\`. 409 naming \`accion\` when the status does not allow it, \`horaInicio\` when the slot is taken. Audited. ${TOKEN}`,
        tags: [TAG],
        params: idParams,
        querystring: bookingQuery,
        body: staffActionBody,
      },
    },
    async (request): Promise<Appointment> =>
      agenda.act(request.user, request.params.id, request.body),
  );

  app.get(
    '/diagnosticos/getHistorialDiagnosticos',
    {
      config,
      schema: {
        summary: 'My diagnosis history',
        description: `\`badge\` is the caller’s; the medical staff read anyone’s; nobody else (System_Admin included). Every read is audited. ${TOKEN}`,
        tags: [TAG],
        querystring: diagnosesQuery,
      },
    },
    async (request): Promise<Diagnosis[]> => records.diagnoses(request.user, request.query.badge),
  );

  app.get(
    '/diagnosticos/pruebadeApi',
    {
      config,
      schema: {
        summary: 'The family answers and its database too',
        tags: [TAG],
        querystring: tokenQuery,
      },
    },
    async (): Promise<ApiProbe> => records.probe(),
  );

  app.get(
    '/HealthCampaigns',
    {
      config,
      schema: {
        summary: 'Health campaigns',
        description: `\`badge\` (the caller’s): the campaigns in force today, by priority. \`obtenerTodos=true\` (medical staff): all. ${TOKEN}`,
        tags: [TAG],
        querystring: campaignsQuery,
      },
    },
    async (request): Promise<HealthCampaign[]> => {
      const staff = isStaff(request.user);
      const { badge, obtenerTodos } = request.query;
      // Refusals here are 403s of the appointments family: they never sign anyone out.
      if ((obtenerTodos && !staff) || (badge && badge !== request.user.employeeid && !staff))
        throw new HttpError(403, say('campaign.ownBadge'));
      return campaigns.list(Boolean(obtenerTodos));
    },
  );

  const CAMPAIGN =
    'Multipart: `nombre`, `ruta` (a portal path or an https URL), `prioridad`, `activo`, `fechaInicio`, `fechaFin`, and the picture file `imagen` (JPEG, PNG, GIF or WebP). Audited.';
  app.post(
    '/HealthCampaigns',
    {
      config,
      schema: {
        summary: 'Create a health campaign',
        description: `201 with it. ${CAMPAIGN} ${TOKEN}`,
        tags: [TAG],
        querystring: bookingQuery,
        consumes: ['multipart/form-data'],
      },
    },
    async (request, reply): Promise<HealthCampaign> => {
      const { body, files } = await readMultipart(request, campaignMultipart, {
        [CAMPAIGN_IMAGE_FIELD]: 1,
      });
      return reply.status(201).send(await campaigns.create(request.user, body, files));
    },
  );

  app.put(
    '/HealthCampaigns/:id',
    {
      config,
      schema: {
        summary: 'Change a health campaign',
        description: `${CAMPAIGN} Without a file the picture stays; the text \`imagen=-1\` removes it. ${TOKEN}`,
        tags: [TAG],
        params: idParams,
        querystring: bookingQuery,
        consumes: ['multipart/form-data'],
      },
    },
    async (request): Promise<HealthCampaign> => {
      const { body, files } = await readMultipart(request, campaignMultipart, {
        [CAMPAIGN_IMAGE_FIELD]: 1,
      });
      return campaigns.update(request.user, request.params.id, body, files);
    },
  );

  app.delete(
    '/HealthCampaigns/:id',
    {
      config,
      schema: {
        summary: 'Delete a health campaign and its picture',
        description: `\`image\`: its picture’s id, or -1 when it has none (400 naming image otherwise). Answers the deleted campaign. ${TOKEN}`,
        tags: [TAG],
        params: idParams,
        querystring: campaignDeleteQuery,
      },
    },
    async (request): Promise<HealthCampaign> =>
      campaigns.remove(request.user, request.params.id, request.query.image),
  );

  app.get(
    '/TipoSolicitud',
    {
      config,
      schema: {
        summary: 'The request types of a building',
        tags: [TAG],
        querystring: requestTypesQuery,
      },
    },
    async (request): Promise<RequestType[]> => reference.requestTypes(request.query.edificio),
  );

  app.get(
    '/AreaCuenta',
    {
      config,
      schema: { summary: 'The company’s accounts (areas)', tags: [TAG], querystring: areasQuery },
    },
    async (): Promise<string[]> => reference.areas(),
  );

  app.get(
    '/Personal',
    {
      config,
      schema: {
        summary: 'People',
        description: `Filters \`identificacion\` (name or badge), \`badge\`, \`puesto\`, \`coachBadge\`; an employee may only ask for their own \`badge\`. Paged, total in \`X-Total-Count\`. ${TOKEN}`,
        tags: [TAG],
        querystring: peopleQuery,
      },
    },
    async (request, reply): Promise<Person[]> =>
      sendPage(reply, await reference.people(request.query)),
  );

  app.get(
    '/AutogestionCita',
    {
      config,
      schema: {
        summary: 'My self-managed appointment requests',
        description: `Newest first, with status, rejection and history. ${TOKEN}`,
        tags: [TAG],
        querystring: selfManagedQuery,
      },
    },
    async (request): Promise<SelfManagedAppointment[]> => selfManaged.mine(request.query.badge),
  );

  app.post(
    '/AutogestionCita',
    {
      config,
      schema: {
        summary: 'Send a self-managed appointment request',
        description: `201 with it (pending; the medical staff decide). \`badge\` and \`usuario\` are the caller’s; \`fechaCita\` a working day, not past; \`horaSalida\` after \`horaEntrada\`, \`horaAlmuerzo\` between them. ${TOKEN}`,
        tags: [TAG],
        querystring: bookingQuery,
        body: selfManagedBody,
      },
    },
    async (request, reply): Promise<SelfManagedAppointment> =>
      reply.status(201).send(await selfManaged.add(request.user, request.body)),
  );

  app.delete(
    '/AutogestionCita/:id',
    {
      config,
      schema: {
        summary: 'Withdraw my pending self-managed request',
        description: `404 when not \`badge\`’s, 409 naming \`status\` when decided. ${TOKEN}`,
        tags: [TAG],
        params: idParams,
        querystring: selfManagedCancelQuery,
      },
    },
    async (request): Promise<SelfManagedAppointment> =>
      selfManaged.cancel(request.user, request.params.id, request.query.badge),
  );
}

/** The staff's own resources on the main family. */
export async function appointmentAdminRoutes(app: ServiceApp, { db }: ServiceDeps) {
  const reference = createReferenceRepository(db);
  const selfManaged = createSelfManagedRepository(db);

  registerRestResource(app, {
    name: 'appointment-requests',
    tag: TAG,
    noun: 'self-managed appointment request',
    list: {
      query: selfManagedInboxQuery,
      description:
        'The approvals inbox: `status`, `q` (name, badge, reason), `submittedFrom`/`submittedTo`, `edificio`. Sorts: submittedAt (oldest first), status, employeeName, fechaCita.',
      read: (query, user) => selfManaged.inbox(user, query),
    },
    one: (id, user) => selfManaged.inboxOne(user, id),
    update: {
      body: approvalDecisionBody,
      summary: 'Approve or reject a self-managed appointment request',
      description:
        '`{ status: approved | rejected, note, from? }`; the note (the rejection) is required to reject. 409 naming `status` when decided or cancelled meanwhile.',
      write: (user, id, body) => selfManaged.decide(user, id, body),
    },
  });

  registerRestResource(app, {
    name: 'medical-buildings',
    tag: TAG,
    noun: 'medical building',
    list: {
      query: medicalBuildingListQuery,
      description: 'Filters `q`, `active`, `open`. Sorts: name, open, active, id.',
      read: (query) => reference.medicalBuildings.list(query),
    },
    one: (id) => reference.medicalBuildings.one(id),
    create: {
      body: medicalBuildingBody,
      description: '`{ name, open, active }`; 409 naming name when taken. Audited.',
      write: (user, body) => reference.medicalBuildings.create(user, body),
    },
    update: {
      body: medicalBuildingBody,
      description: '`{ name, open, active }`; 409 naming name when taken. Audited.',
      write: (user, id, body) => reference.medicalBuildings.update(user, id, body),
    },
  });

  registerRestResource(app, {
    name: 'medical-professionals',
    tag: TAG,
    noun: 'health professional',
    list: {
      query: professionalListQuery,
      description:
        'Filters `q`, `active`, `buildingId`, `specialty`. Sorts: name, specialty, building, active, id.',
      read: (query) => reference.medicalProfessionals.list(query),
    },
    one: (id) => reference.medicalProfessionals.one(id),
    create: {
      body: professionalBody,
      description: '`{ name, specialty, buildingId, email, active }`. Audited.',
      write: (user, body) => reference.medicalProfessionals.create(user, body),
    },
    update: {
      body: professionalBody,
      description: '`{ name, specialty, buildingId, email, active }`. Audited.',
      write: (user, id, body) => reference.medicalProfessionals.update(user, id, body),
    },
  });

  registerRestResource(app, {
    name: 'medical-availability',
    tag: TAG,
    noun: 'availability window',
    list: {
      query: availabilityListQuery,
      description:
        'Filters `professionalId`, `weekday`. Sorts: professional, weekday, startTime, validFrom, id.',
      read: (query) => reference.availability.list(query),
    },
    one: (id) => reference.availability.one(id),
    create: {
      body: availabilityBody,
      description:
        '`{ professionalId, weekday (1 Monday … 7), startTime, endTime, slotMinutes, validFrom, validTo }`; 409 naming startTime when it overlaps another window. Audited.',
      write: (user, body) => reference.availability.create(user, body),
    },
    update: {
      body: availabilityBody,
      description: 'As create. Audited.',
      write: (user, id, body) => reference.availability.update(user, id, body),
    },
    remove: (user, id) => reference.availability.remove(user, id),
  });

  registerRestResource(app, {
    name: 'appointment-request-types',
    tag: TAG,
    noun: 'appointment request type',
    list: {
      query: requestTypeListQuery,
      description: 'Filters `q`, `buildingId`, `active`. Sorts: name, building, active, id.',
      read: (query) => reference.requestTypeRecords.list(query),
    },
    one: (id) => reference.requestTypeRecords.one(id),
    create: {
      body: requestTypeBody,
      description: '`{ buildingId, name, nameEn, active }`. Audited.',
      write: (user, body) => reference.requestTypeRecords.create(user, body),
    },
    update: {
      body: requestTypeBody,
      description: 'As create. Audited.',
      write: (user, id, body) => reference.requestTypeRecords.update(user, id, body),
    },
  });
}
