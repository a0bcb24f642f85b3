import { type Kysely, sql } from 'kysely';
import {
  type Appointment,
  type AppointmentMode,
  type BookingBody,
  type MyAppointmentsQuery,
  NO_PHONE,
  type RemoteBookingBody,
} from '../../../../contracts/appointments/appointments';
import { recordAudit } from '../../../audit/audit';
import type { ApiUser } from '../../../auth/apiTokens';
import { calendarEvent } from '../../../calendar/ics';
import type { DB } from '../../../db';
import { findOr400, findOr404 } from '../../../db/lookup';
import type { Database } from '../../../db/schema';
import { forUpdate, lockByIdOr404, writeTransaction } from '../../../db/transaction';
import { HttpError, RequestValidationError } from '../../../http/errors';
import type { Page } from '../../../http/paging';
import {
  appointmentById,
  appointmentsQuery,
  cancelAppointment,
  isUpcoming,
  selectAppointments,
  snapshot,
  toAppointment,
  wallNow,
} from './appointments';
import { say } from '../i18n';
import { activeRequestType } from '../reference/reference';
import { activeProfessional, assertSlotFor, slotWrite } from './slots';

type Q = Kysely<Database>;

/** The employee a booking names, active (400 naming the field otherwise). */
const activeEmployee = (q: Q, badge: string, field: string) =>
  findOr400(
    q
      .selectFrom('employees')
      .select(['id', 'badge', 'username', 'full_name', 'account', 'supervisor_id'])
      .where('badge', '=', badge)
      .where('active', '=', 1),
    { [field]: say('employee.unknown') },
  );

/** The employee's bookings: book a slot, my appointments, cancel one, its .ics. */
export function createBookingRepository(db: DB) {
  /** The appointment `id` of the employee `badge` (404 otherwise). */
  const mineOr404 = (q: Q, id: number, badge: string) =>
    findOr404(
      selectAppointments(appointmentsQuery(q))
        .where('appointments.id', '=', id)
        .where('employees.badge', '=', badge),
      say('appointment.notFound'),
    );

  return {
    /**
     * POST /HorarioDisponible(WFH): books the slot for the employee. The employee's row is locked
     * (their overlapping bookings serialise); the partial unique index settles a slot booked by
     * several at once (exactly one insert wins, the others get 409).
     */
    async book(
      user: ApiUser,
      body: BookingBody | RemoteBookingBody,
      mode: AppointmentMode,
      now = new Date(),
    ): Promise<Appointment> {
      const id = await writeTransaction(db, async (trx) => {
        const employee = await activeEmployee(trx, body.idColaborador, 'idColaborador');
        await forUpdate(
          trx,
          trx.selectFrom('employees').select('id').where('id', '=', employee.id),
        ).execute();
        const professional = await activeProfessional(trx, body.idProfesional);
        if (professional.building_id !== body.sede)
          throw new RequestValidationError({ sede: say('building.notOfProfessional') });
        const remote = mode === 'remote' ? (body as RemoteBookingBody) : null;
        if (remote) {
          await activeRequestType(trx, remote.tipoSolicitud, body.sede);
        }
        const slot = {
          professionalId: body.idProfesional,
          date: body.fecha,
          startTime: body.horaInicio,
          endTime: body.horaFin,
        };
        await assertSlotFor(trx, employee.id, slot, now);
        const at = now.toISOString();
        return slotWrite(async () => {
          const { id } = await trx
            .insertInto('appointments')
            .values({
              employee_id: employee.id,
              professional_id: body.idProfesional,
              building_id: body.sede,
              date: body.fecha,
              start_time: body.horaInicio,
              end_time: body.horaFin,
              mode,
              request_type_id: remote?.tipoSolicitud ?? null,
              reason: remote?.motivo ?? '',
              phone1: remote?.telefono1 ?? NO_PHONE,
              phone2: remote?.telefono2 ?? NO_PHONE,
              status: 'booked',
              created_at: at,
              updated_at: at,
              cancelled_at: null,
              cancelled_by: null,
              attended_at: null,
            })
            .returning('id')
            .executeTakeFirstOrThrow();
          // Staff booking for someone else leaves a trace; one's own booking is the row itself.
          if (employee.badge !== user.employeeid) {
            await recordAudit(trx, {
              actor: user,
              entity: 'appointment',
              entityId: id,
              before: null,
              after: snapshot({
                ...slot,
                professional_id: slot.professionalId,
                start_time: slot.startTime,
                status: 'booked',
              }),
            });
          }
          return id;
        });
      });
      return appointmentById(db, id);
    },

    /** GET /CitaS: the employee's appointments, upcoming (soonest first) then the rest (newest first). */
    async mine(query: MyAppointmentsQuery, now = new Date()): Promise<Page<Appointment>> {
      const { today, time } = wallNow(now);
      const upcoming = sql<number>`case when appointments.status = 'booked' and (appointments.date > ${today} or (appointments.date = ${today} and appointments.start_time > ${time})) then 0 else 1 end`;
      const base = appointmentsQuery(db).where('employees.badge', '=', query.badge);
      const [count, rows] = await Promise.all([
        base.select(sql<number>`count(*)`.as('total')).executeTakeFirst(),
        selectAppointments(base)
          .orderBy(upcoming)
          .orderBy(
            sql`case when ${upcoming} = 0 then appointments.date || appointments.start_time end`,
          )
          .orderBy('appointments.date', 'desc')
          .orderBy('appointments.start_time', 'desc')
          .orderBy('appointments.id', 'desc')
          .limit(query.perPage)
          .offset((query.page - 1) * query.perPage)
          .execute(),
      ]);
      return { rows: rows.map(toAppointment), total: Number(count?.total ?? 0) };
    },

    /** DELETE /CitaS/{id}: the employee cancels their upcoming booked appointment. */
    async cancelMine(user: ApiUser, id: number, badge: string, now = new Date()) {
      await writeTransaction(db, async (trx) => {
        await lockByIdOr404(trx, 'appointments', id, say('appointment.notFound'));
        const row = await mineOr404(trx, id, badge);
        if (!isUpcoming(row, now)) {
          throw new HttpError(409, say('appointment.notCancellable'), {
            estado: say('appointment.notCancellable'),
          });
        }
        await cancelAppointment(trx, user, row, now);
      });
      return appointmentById(db, id);
    },

    /** GET /CitaS/{id}/ics: the event of the employee's appointment and its file name. */
    async ics(id: number, badge: string): Promise<{ fileName: string; body: string }> {
      const row = await mineOr404(db, id, badge);
      const body = calendarEvent({
        uid: `appointment-${row.id}@intranet-portal`,
        date: row.date,
        startTime: row.start_time,
        endTime: row.end_time,
        title: `Cita médica: ${row.professional_name}`,
        location: row.mode === 'remote' ? `${row.building_name} (telefónica)` : row.building_name,
        description: [row.professional_name, row.reason].filter(Boolean).join('\n'),
        stamp: row.updated_at,
      });
      return { fileName: `cita-${row.date}.ics`, body };
    },
  };
}
