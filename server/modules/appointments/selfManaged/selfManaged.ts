import type { Kysely } from 'kysely';
import type { ApprovalDecision } from '../../../../contracts/approvals';
import {
  type SelfManagedAppointment,
  type SelfManagedBody,
  type SelfManagedInboxQuery,
  type SelfManagedStatus,
} from '../../../../contracts/appointments/appointments';
import { calendarDay, dayInSpanish, isWeekend } from '../../../../contracts/calendar';
import { minutesOf } from '../../../../contracts/timeOfDay';
import { approvalRequests } from '../../../approvals/approvals';
import type { ApiUser } from '../../../auth/apiTokens';
import { holidayOn } from '../../../calendar/holidays';
import type { DB } from '../../../db';
import { findOr400, findOr404 } from '../../../db/lookup';
import type { Database } from '../../../db/schema';
import { employeeMatches, containsText } from '../../../db/text';
import { writeTransaction } from '../../../db/transaction';
import { HttpError, RequestValidationError } from '../../../http/errors';
import { type Page, pagedList } from '../../../http/paging';
import { say } from '../i18n';
import { activeRequestType } from '../reference/reference';

type Q = Kysely<Database>;

/** Where the author follows their requests (notifications link there). */
const MY_REQUESTS_PAGE = '/MedicalAppointment';

const NOTICE_TITLES: Record<SelfManagedStatus, (day: string) => string> = {
  submitted: (day) => `Recibimos tu solicitud de cita autogestionada del ${day}`,
  approved: (day) => `Tu cita autogestionada del ${day} fue aprobada`,
  rejected: (day) => `Tu cita autogestionada del ${day} fue rechazada`,
  cancelled: (day) => `Cancelaste tu solicitud de cita autogestionada del ${day}`,
};

/** Self-managed requests: decided by the medical staff (the module's owners) only. */
const approvals = approvalRequests({
  module: 'appointments',
  table: 'self_managed_appointments',
  history: { table: 'self_managed_appointment_changes', column: 'request_id' },
  approvers: 'owners',
  notFound: say('request.notFound'),
  audit: {
    entity: 'self_managed_appointment',
    before: (row) => ({ appointmentDate: row.appointment_date, status: row.status }),
    after: (row, move) => ({
      appointmentDate: row.appointment_date,
      status: move.status,
      note: move.note,
    }),
  },
  notice: (row, status, note) => ({
    title: NOTICE_TITLES[status](dayInSpanish(row.appointment_date)),
    body: status === 'rejected' ? `Motivo: ${note}` : 'El personal médico la revisará.',
    link: MY_REQUESTS_PAGE,
  }),
  kind: 'appointments',
});

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
    history: (changes.get(row.id) ?? []).map((change) => ({
      from: change.from,
      to: change.to,
      note: change.note,
      changedBy: change.changedBy,
      changedAt: change.changedAt,
    })),
  }));
}

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
      if (isWeekend(body.fechaCita))
        throw new RequestValidationError({ fechaCita: say('day.weekend') });
      const holiday = await holidayOn(db, body.fechaCita);
      if (holiday)
        throw new RequestValidationError({ fechaCita: say('day.holiday', { name: holiday.name }) });
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
        const { id } = await trx
          .insertInto('self_managed_appointments')
          .values({
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
            status: 'submitted',
            rejection: '',
            created_at: at,
            status_changed_at: at,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        await approvals.submitted(trx, user, id, at);
        return id;
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
      { sort, range, filter }: SelfManagedInboxQuery,
    ): Promise<Page<SelfManagedAppointment>> {
      let base = requestsQuery(db)
        .where(approvals.decidableBy(user))
        .where(approvals.inboxFilter(filter));
      if (filter.id) base = base.where('self_managed_appointments.id', 'in', filter.id);
      if (filter.edificio)
        base = base.where('self_managed_appointments.building_id', '=', filter.edificio);
      const q = filter.q;
      if (q)
        base = base.where((eb) =>
          eb.or([
            ...employeeMatches(db, q),
            containsText(db, eb.ref('self_managed_appointments.reason'), q),
          ]),
        );
      const found = await pagedList(
        { sort, range, filter },
        {
          base,
          select: selectRequests,
          sort: {
            submittedAt: 'self_managed_appointments.created_at',
            status: 'self_managed_appointments.status',
            employeeName: 'employees.full_name',
            fechaCita: 'self_managed_appointments.appointment_date',
          },
          tieBreaker: 'self_managed_appointments.id',
        },
      );
      return { rows: await withHistory(db, found.rows), total: found.total };
    },

    async inboxOne(user: ApiUser, id: number): Promise<SelfManagedAppointment> {
      const row = await findOr404(
        selectRequests(requestsQuery(db))
          .where('self_managed_appointments.id', '=', id)
          .where(approvals.decidableBy(user)),
        say('request.notFound'),
      );
      return (await withHistory(db, [row]))[0]!;
    },

    /** PUT /admin/appointment-requests/{id}: approve, or reject with the reason (`rechazo`). */
    async decide(user: ApiUser, id: number, decision: ApprovalDecision) {
      await approvals.decide(db, user, id, decision, {
        effects: async (trx, { decision: made }) => {
          if (made.status === 'rejected')
            await trx
              .updateTable('self_managed_appointments')
              .set({ rejection: made.note })
              .where('id', '=', id)
              .execute();
        },
      });
      return load(id);
    },
  };
}
