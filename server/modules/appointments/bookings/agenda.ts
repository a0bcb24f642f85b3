import {
  type Appointment,
  type DayAppointmentsQuery,
  type StaffActionBody,
} from '../../../../contracts/appointments/appointments';
import { calendarDay } from '../../../../contracts/calendar';
import { actorEmployeeId, recordAudit } from '../../../audit/audit';
import type { ApiUser } from '../../../auth/apiTokens';
import type { DB } from '../../../db';
import { employeeMatches } from '../../../db/text';
import { lockByIdOr404, writeTransaction } from '../../../db/transaction';
import { HttpError } from '../../../http/errors';
import { type Page, pagedList } from '../../../http/paging';
import {
  appointmentById,
  appointmentsQuery,
  cancelAppointment,
  selectAppointments,
  snapshot,
  toAppointment,
} from './appointments';
import { say } from '../i18n';
import { activeProfessional, rebook } from './slots';

/** The medical staff's agenda: a day's appointments and what they do with one. */
export function createAgendaRepository(db: DB) {
  return {
    /** GET /Citas: a day's appointments for the staff, filtered, sorted and paged in SQL. */
    async day(query: DayAppointmentsQuery, now = new Date()): Promise<Page<Appointment>> {
      let base = appointmentsQuery(db).where(
        'appointments.date',
        '=',
        query.fecha ?? calendarDay(now),
      );
      if (query.hora) base = base.where('appointments.start_time', '=', query.hora);
      if (query.identificacion) {
        const term = query.identificacion;
        base = base.where((eb) => eb.or([...employeeMatches(db, term)]));
      }
      if (query.estado) base = base.where('appointments.status', '=', query.estado);
      if (query.profesional)
        base = base.where('appointments.professional_id', '=', query.profesional);
      const page = await pagedList(query, {
        base,
        select: selectAppointments,
        sort: {
          horaInicio: 'appointments.start_time',
          colaborador: 'employees.full_name',
          profesional: 'medical_professionals.name',
          estado: 'appointments.status',
        },
        tieBreaker: 'appointments.id',
      });
      return { rows: page.rows.map(toAppointment), total: page.total };
    },

    /** PUT /Citas/{id}: the staff's action on an appointment (locked, audited). */
    async act(user: ApiUser, id: number, body: StaffActionBody, now = new Date()) {
      await writeTransaction(db, async (trx) => {
        const before = await lockByIdOr404(trx, 'appointments', id, say('appointment.notFound'));
        const expected = body.accion === 'enable' ? 'cancelled' : 'booked';
        if (before.status !== expected) {
          const words = say('action.notAllowed', { status: say(`status.${before.status}`) });
          throw new HttpError(409, words, { accion: words });
        }
        const at = now.toISOString();
        const audit = (set: Partial<typeof before>) =>
          recordAudit(trx, {
            actor: user,
            entity: 'appointment',
            entityId: id,
            before: snapshot(before),
            after: snapshot({ ...before, ...set }),
          });
        switch (body.accion) {
          case 'cancel':
            return cancelAppointment(trx, user, before, now);
          case 'enable': {
            const slot = {
              professionalId: before.professional_id,
              date: before.date,
              startTime: before.start_time,
              endTime: before.end_time,
            };
            const set = {
              status: 'booked' as const,
              cancelled_at: null,
              cancelled_by: null,
              updated_at: at,
            };
            await rebook(trx, id, before.employee_id, slot, set, now);
            return audit(set);
          }
          case 'update': {
            const professionalId = body.idProfesional ?? before.professional_id;
            const professional = await activeProfessional(trx, professionalId);
            const slot = {
              professionalId,
              date: body.fecha!,
              startTime: body.horaInicio!,
              endTime: body.horaFin!,
            };
            const set = {
              professional_id: professionalId,
              building_id: professional.building_id,
              date: slot.date,
              start_time: slot.startTime,
              end_time: slot.endTime,
              updated_at: at,
            };
            await rebook(trx, id, before.employee_id, slot, set, now);
            return audit(set);
          }
          case 'attend': {
            const set = { status: 'attended' as const, attended_at: at, updated_at: at };
            await trx.updateTable('appointments').set(set).where('id', '=', id).execute();
            if (body.diagnostico) {
              await trx
                .insertInto('medical_diagnoses')
                .values({
                  employee_id: before.employee_id,
                  appointment_id: id,
                  professional_id: before.professional_id,
                  date: before.date,
                  diagnosis: body.diagnostico,
                  treatment: body.tratamiento,
                  notes: body.notas,
                  created_by: actorEmployeeId(user),
                  created_at: at,
                })
                .execute();
            }
            // The diagnosis itself stays out of the trail: medical data is read where it is kept.
            return audit(set);
          }
          case 'noShow': {
            const set = { status: 'noShow' as const, updated_at: at };
            await trx.updateTable('appointments').set(set).where('id', '=', id).execute();
            return audit(set);
          }
        }
      });
      return appointmentById(db, id);
    },
  };
}
