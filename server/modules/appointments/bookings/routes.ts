import {
  type Appointment,
  availabilityQuery,
  bookingBody,
  bookingQuery,
  dayAppointmentsQuery,
  type FreeSlot,
  idParams,
  myAppointmentQuery,
  myAppointmentsQuery,
  remoteBookingBody,
  staffActionBody,
} from '../../../../contracts/appointments/appointments';
import { answerCreated, answerPage } from '../../../http/answers';
import type { Page } from '../../../http/paging';
import { recordReads } from '../../../privacy/reads';
import type { ServiceApp, ServiceDeps } from '../../types';
import { createAgendaRepository } from './agenda';
import { createBookingRepository } from './bookings';
import { createSlotRepository } from './slots';
import { config, TAG, TOKEN } from '../routing';

/** Free slots, the employees' bookings and the staff's agenda. */
export async function bookingRoutes(app: ServiceApp, { db }: ServiceDeps) {
  const slots = createSlotRepository(db);
  const bookings = createBookingRepository(db);
  const agenda = createAgendaRepository(db);
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
      onSend: answerCreated,
    },
    async (request): Promise<Appointment> => bookings.book(request.user, request.body, 'onSite'),
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
      onSend: answerCreated,
    },
    async (request): Promise<Appointment> => bookings.book(request.user, request.body, 'remote'),
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
      preSerialization: answerPage,
    },
    async (request): Promise<Page<Appointment>> => {
      const page = await bookings.mine(request.query);
      await recordReads(db, request, 'medical_appointments', [{ badge: request.query.badge }]);
      return page;
    },
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
      const { id } = request.params;
      const { badge } = request.query;
      const { fileName, body } = await bookings.ics(id, badge);
      await recordReads(db, request, 'medical_appointments', [{ badge, recordId: id }]);
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
      preSerialization: answerPage,
    },
    async (request): Promise<Page<Appointment>> => {
      const page = await agenda.day(request.query);
      await recordReads(
        db,
        request,
        'medical_appointments',
        page.rows.map((appointment) => ({
          badge: appointment.idColaborador,
          recordId: appointment.id,
        })),
      );
      return page;
    },
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
}
