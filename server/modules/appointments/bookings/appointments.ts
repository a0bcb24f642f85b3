import type { Kysely, Transaction } from 'kysely';
import type { Appointment } from '../../../../contracts/appointments/appointments';
import { companyWallClock } from '../../../../contracts/calendar';
import { actorEmployeeId, recordAudit } from '../../../audit/audit';
import type { ApiUser } from '../../../auth/apiTokens';
import { findOr404, type SelectedRow } from '../../../db/lookup';
import type { Database } from '../../../db/schema';
import { say } from '../i18n';

type Q = Kysely<Database>;

/** Appointments with their employee, professional, building and request type. */
export function appointmentsQuery(q: Q) {
  return q
    .selectFrom('appointments')
    .innerJoin('employees', 'employees.id', 'appointments.employee_id')
    .innerJoin('medical_professionals', 'medical_professionals.id', 'appointments.professional_id')
    .innerJoin('medical_buildings', 'medical_buildings.id', 'appointments.building_id')
    .leftJoin(
      'appointment_request_types',
      'appointment_request_types.id',
      'appointments.request_type_id',
    );
}

export const selectAppointments = (base: ReturnType<typeof appointmentsQuery>) =>
  base
    .selectAll('appointments')
    .select([
      'employees.badge',
      'employees.full_name',
      'medical_professionals.name as professional_name',
      'medical_professionals.specialty',
      'medical_buildings.name as building_name',
      'appointment_request_types.name as request_type_name',
    ]);
type AppointmentRow = SelectedRow<typeof selectAppointments>;

/** The company's wall clock now: today and 'HH:MM'. */
export function wallNow(now = new Date()) {
  const wall = companyWallClock(now);
  return { today: wall.slice(0, 10), time: wall.slice(11, 16) };
}

/** Booked and not yet begun. */
export function isUpcoming(
  row: { status: string; date: string; start_time: string },
  now = new Date(),
) {
  const { today, time } = wallNow(now);
  return (
    row.status === 'booked' && (row.date > today || (row.date === today && row.start_time > time))
  );
}

export const toAppointment = (row: AppointmentRow): Appointment => ({
  id: row.id,
  idColaborador: row.badge,
  colaborador: row.full_name,
  idProfesional: row.professional_id,
  profesional: row.professional_name,
  especialidad: row.specialty,
  sede: row.building_id,
  edificio: row.building_name,
  fecha: row.date,
  horaInicio: row.start_time,
  horaFin: row.end_time,
  modalidad: row.mode,
  tipoSolicitud: row.request_type_id,
  tipoSolicitudNombre: row.request_type_name,
  motivo: row.reason,
  telefono1: row.phone1,
  telefono2: row.phone2,
  estado: row.status,
  proxima: isUpcoming(row),
  createdAt: row.created_at,
  cancelledAt: row.cancelled_at,
  attendedAt: row.attended_at,
});

/** What the audit trail keeps of an appointment. */
export const snapshot = (row: {
  professional_id: number;
  date: string;
  start_time: string;
  status: string;
}) => ({
  professionalId: row.professional_id,
  date: row.date,
  startTime: row.start_time,
  status: row.status,
});

/** One appointment as answered (404 when there is none). */
export async function appointmentById(q: Q, id: number): Promise<Appointment> {
  const row = await findOr404(
    selectAppointments(appointmentsQuery(q)).where('appointments.id', '=', id),
    say('appointment.notFound'),
  );
  return toAppointment(row);
}

/** Cancels a booked appointment (its slot is free again), audited. */
export async function cancelAppointment(
  trx: Transaction<Database>,
  user: ApiUser,
  before: { id: number; professional_id: number; date: string; start_time: string; status: string },
  now: Date,
) {
  const at = now.toISOString();
  const set = {
    status: 'cancelled' as const,
    cancelled_at: at,
    cancelled_by: actorEmployeeId(user),
    updated_at: at,
  };
  await trx.updateTable('appointments').set(set).where('id', '=', before.id).execute();
  await recordAudit(trx, {
    actor: user,
    entity: 'appointment',
    entityId: before.id,
    before: snapshot(before),
    after: snapshot({ ...before, status: 'cancelled' }),
  });
}
