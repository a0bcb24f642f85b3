import type { Kysely } from 'kysely';
import type { ApprovalDecision } from '../../../../contracts/approvals';
import {
  type SelfManagedAppointment,
  type SelfManagedBody,
  type SelfManagedInboxQuery,
} from '../../../../contracts/appointments/appointments';
import { calendarDay } from '../../../../contracts/calendar';
import { minutesOf } from '../../../../contracts/timeOfDay';
import { approvalInbox } from '../../../approvals/approvals';
import type { ApiUser } from '../../../auth/apiTokens';
import { dayOff } from '../../../calendar/holidays';
import type { DB } from '../../../db';
import { findOr400, findOr404 } from '../../../db/lookup';
import type { Database } from '../../../db/schema';
import { containsText } from '../../../db/text';
import { writeTransaction } from '../../../db/transaction';
import { HttpError, RequestValidationError } from '../../../http/errors';
import type { Page } from '../../../http/paging';
import { say } from '../i18n';
import { approvals } from './approvals';
import { activeRequestType } from '../reference/reference';
import { asMove } from '../../../workflow/statusWorkflow';

type Q = Kysely<Database>;

function requestsQuery(q: Q) {
  return q
    .selectFrom('self_managed_appointments')
    .innerJoin('employees', 'employees.id', 'self_managed_appointments.employee_id')
    .leftJoin('employees as coach', 'coach.id', 'self_managed_appointments.coach_employee_id')
    .innerJoin('medical_buildings', 'medical_buildings.id', 'self_managed_appointments.building_id')
    .innerJoin(
      'appointment_request_types',
      'appointment_request_types.id',
      'self_managed_appointments.request_type_id',
    );
}

const selectRequests = (base: ReturnType<typeof requestsQuery>) =>
  base
    .selectAll('self_managed_appointments')
    .select([
      'employees.badge',
      'employees.full_name',
      'coach.badge as coach_badge',
      'coach.full_name as coach_name',
      'medical_buildings.name as building_name',
      'appointment_request_types.name as request_type_name',
    ]);
type RequestRow = Awaited<ReturnType<ReturnType<typeof selectRequests>['executeTakeFirstOrThrow']>>;

async function withHistory(q: Q, rows: RequestRow[]): Promise<SelfManagedAppointment[]> {
  const changes = await approvals.historyOf(
    q,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({
    id: row.id,
    badge: row.badge,
    coach: row.coach_badge,
    coachNombre: row.coach_name,
    edificio: row.building_id,
    edificioNombre: row.building_name,
    area: row.area,
    tipoSolicitud: row.request_type_id,
    tipoSolicitudNombre: row.request_type_name,
    motivo: row.reason,
    horaEntrada: row.entry_time,
    horaSalida: row.exit_time,
    horaAlmuerzo: row.lunch_time,
    usuario: row.user,
    telefono: row.phone,
    fechaCita: row.appointment_date,
    estado: row.status,
    rechazo: row.rejection,
    fechaCreacion: row.created_at,
    submittedAt: row.created_at,
    employeeName: row.full_name,
    employeeBadge: row.badge,
    statusChangedAt: row.status_changed_at,
    history: (changes.get(row.id) ?? []).map(asMove),
  }));
}

/** The staff's inbox: by building besides the kit's filters; the search finds reasons. */
const inbox = approvalInbox(approvals, {
  filter: (filter: SelfManagedInboxQuery['filter'], eb) => [
    filter.edificio ? eb('self_managed_appointments.building_id', '=', filter.edificio) : undefined,
  ],
  sort: { fechaCita: 'self_managed_appointments.appointment_date' },
  search: (term, eb, q) => [containsText(q, eb.ref('self_managed_appointments.reason'), term)],
  from: requestsQuery,
  select: selectRequests,
});

/** Self-managed appointment requests: the employee's form and list, the staff's inbox. */
export function createSelfManagedRepository(db: DB) {
  const load = async (id: number) => {
    const row = await findOr404(
      selectRequests(requestsQuery(db)).where('self_managed_appointments.id', '=', id),
      say('request.notFound'),
    );
    return (await withHistory(db, [row]))[0]!;
  };

  return {
    /** GET /AutogestionCita: the employee's requests, newest first. */
    async mine(badge: string): Promise<SelfManagedAppointment[]> {
      const rows = await selectRequests(requestsQuery(db))
        .where('employees.badge', '=', badge)
        .orderBy('self_managed_appointments.created_at', 'desc')
        .orderBy('self_managed_appointments.id', 'desc')
        .execute();
      return withHistory(db, rows);
    },

    /** POST /AutogestionCita: the request, submitted (the staff decide it). */
    async add(user: ApiUser, body: SelfManagedBody, now = new Date()) {
      if (body.usuario.toLowerCase() !== user.username.toLowerCase())
        throw new RequestValidationError({ usuario: say('request.userNotMine') });
      if (minutesOf(body.horaSalida) <= minutesOf(body.horaEntrada))
        throw new RequestValidationError({ horaSalida: say('time.exitBeforeEntry') });
      const lunch = minutesOf(body.horaAlmuerzo);
      if (lunch < minutesOf(body.horaEntrada) || lunch >= minutesOf(body.horaSalida))
        throw new RequestValidationError({ horaAlmuerzo: say('time.lunchOutside') });
      if (body.fechaCita < calendarDay(now))
        throw new RequestValidationError({ fechaCita: say('day.past') });
      const off = await dayOff(db, body.fechaCita);
      if (off)
        throw new RequestValidationError({
          fechaCita:
            'holiday' in off ? say('day.holiday', { name: off.holiday }) : say('day.weekend'),
        });
      const employee = await findOr400(
        db
          .selectFrom('employees')
          .select(['id', 'supervisor_id'])
          .where('badge', '=', body.badge)
          .where('active', '=', 1),
        { badge: say('employee.unknown') },
      );
      await findOr400(
        db
          .selectFrom('medical_buildings')
          .select('id')
          .where('id', '=', body.edificio)
          .where('active', '=', 1),
        { edificio: say('building.unknown') },
      );
      await activeRequestType(db, body.tipoSolicitud, body.edificio);
      const at = now.toISOString();
      const id = await writeTransaction(db, async (trx) => {
        return approvals.submit(
          trx,
          user,
          {
            employee_id: employee.id,
            coach_employee_id: employee.supervisor_id,
            building_id: body.edificio,
            area: body.area,
            request_type_id: body.tipoSolicitud,
            reason: body.motivo,
            entry_time: body.horaEntrada,
            exit_time: body.horaSalida,
            lunch_time: body.horaAlmuerzo,
            user: body.usuario,
            phone: body.telefono,
            appointment_date: body.fechaCita,
            rejection: '',
          },
          at,
        );
      });
      return load(id);
    },

    /** DELETE /AutogestionCita/{id}: the author withdraws their pending request. */
    async cancel(user: ApiUser, id: number, badge: string) {
      const row = await load(id);
      if (row.badge !== badge) throw new HttpError(404, say('request.notFound'));
      await approvals.cancel(db, user, id);
      return load(id);
    },

    /** GET /admin/appointment-requests: the staff's inbox. */
    async inbox(
      user: ApiUser,
      query: SelfManagedInboxQuery,
    ): Promise<Page<SelfManagedAppointment>> {
      const found = await inbox.list(db, user, query);
      return { rows: await withHistory(db, found.rows), total: found.total };
    },

    async inboxOne(user: ApiUser, id: number): Promise<SelfManagedAppointment> {
      return (await withHistory(db, [await inbox.one(db, user, id)]))[0]!;
    },

    /** PUT /admin/appointment-requests/{id}: approve, or reject with the reason (`rechazo`). */
    async decide(user: ApiUser, id: number, decision: ApprovalDecision) {
      await approvals.decide(db, user, id, decision);
      return load(id);
    },
  };
}
