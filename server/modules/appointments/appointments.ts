import { type Kysely, sql, type Transaction } from 'kysely';
import {
  AVAILABILITY_DAYS,
  type Appointment,
  type AppointmentMode,
  type AvailabilityQuery,
  BOOKING_MAX_DAYS_AHEAD,
  type BookingBody,
  type DayAppointmentsQuery,
  type Diagnosis,
  type FreeSlot,
  type MyAppointmentsQuery,
  NO_PHONE,
  type RemoteBookingBody,
  type StaffActionBody,
} from '../../../contracts/appointments/appointments';
import { addDays, calendarDay, companyWallClock } from '../../../contracts/calendar';
import { isOwnerOf } from '../../../contracts/catalogue';
import { actorEmployeeId, recordAudit } from '../../audit/audit';
import type { ApiUser } from '../../auth/apiTokens';
import {
  freeSlots,
  isFreeSlot,
  type TakenSlot,
  type WeeklyWindow,
} from '../../calendar/availability';
import { holidaysBetween } from '../../calendar/holidays';
import { calendarEvent } from '../../calendar/ics';
import type { DB } from '../../db';
import { isUniqueViolation } from '../../db/errors';
import { findOr400, findOr404 } from '../../db/lookup';
import type { Database } from '../../db/schema';
import { forUpdate, lockByIdOr404, writeTransaction } from '../../db/transaction';
import { employeeMatches } from '../../db/text';
import { HttpError, RequestValidationError } from '../../http/errors';
import { type Page, pagedList } from '../../http/paging';
import { say } from './i18n';
import { ONE_BOOKING_PER_SLOT } from './migrations/0030_appointments';

type Q = Kysely<Database>;

const isStaff = (user: ApiUser) => isOwnerOf('appointments', user.role);

function appointmentsQuery(q: Q) {
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

const selectAppointments = (base: ReturnType<typeof appointmentsQuery>) =>
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
type AppointmentRow = Awaited<
  ReturnType<ReturnType<typeof selectAppointments>['executeTakeFirstOrThrow']>
>;

/** The company's wall clock now: today and 'HH:MM'. */
function wallNow(now = new Date()) {
  const wall = companyWallClock(now);
  return { today: wall.slice(0, 10), time: wall.slice(11, 16) };
}

/** Booked and not yet begun. */
function isUpcoming(row: { status: string; date: string; start_time: string }, now = new Date()) {
  const { today, time } = wallNow(now);
  return (
    row.status === 'booked' && (row.date > today || (row.date === today && row.start_time > time))
  );
}

const toAppointment = (row: AppointmentRow): Appointment => ({
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
const snapshot = (row: {
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

/**
 * What the availability kit needs for some professionals and days: their windows (active
 * professionals of active, open buildings), the slots already booked and the holidays.
 */
async function availabilityOf(
  q: Q,
  from: string,
  to: string,
  filter: { professionalId?: number | undefined; buildingId?: number | undefined },
  { ignoreAppointment }: { ignoreAppointment?: number } = {},
) {
  let windows = q
    .selectFrom('medical_availability')
    .innerJoin(
      'medical_professionals',
      'medical_professionals.id',
      'medical_availability.professional_id',
    )
    .innerJoin('medical_buildings', 'medical_buildings.id', 'medical_professionals.building_id')
    .select([
      'medical_availability.professional_id',
      'medical_availability.weekday',
      'medical_availability.start_time',
      'medical_availability.end_time',
      'medical_availability.slot_minutes',
      'medical_availability.valid_from',
      'medical_availability.valid_to',
    ])
    .where('medical_professionals.active', '=', 1)
    .where('medical_buildings.active', '=', 1)
    .where('medical_buildings.open', '=', 1)
    .where('medical_availability.valid_from', '<=', to)
    .where((eb) =>
      eb.or([
        eb('medical_availability.valid_to', 'is', null),
        eb('medical_availability.valid_to', '>=', from),
      ]),
    );
  if (filter.professionalId !== undefined)
    windows = windows.where('medical_availability.professional_id', '=', filter.professionalId);
  if (filter.buildingId !== undefined)
    windows = windows.where('medical_professionals.building_id', '=', filter.buildingId);
  const windowRows = await windows.execute();
  const professionals = [...new Set(windowRows.map((row) => row.professional_id))];
  let taken: TakenSlot[] = [];
  if (professionals.length) {
    let takenQuery = q
      .selectFrom('appointments')
      .select(['professional_id', 'date', 'start_time', 'end_time'])
      .where('professional_id', 'in', professionals)
      .where('date', '>=', from)
      .where('date', '<=', to)
      .where('status', '<>', 'cancelled');
    if (ignoreAppointment !== undefined)
      takenQuery = takenQuery.where('id', '<>', ignoreAppointment);
    taken = (await takenQuery.execute()).map((row) => ({
      resourceId: row.professional_id,
      date: row.date,
      startTime: row.start_time,
      endTime: row.end_time,
    }));
  }
  const windowsOf: WeeklyWindow[] = windowRows.map((row) => ({
    resourceId: row.professional_id,
    weekday: row.weekday,
    startTime: row.start_time,
    endTime: row.end_time,
    slotMinutes: row.slot_minutes,
    validFrom: row.valid_from,
    validTo: row.valid_to,
  }));
  const holidays = (await holidaysBetween(q, from, to)).map((holiday) => holiday.date);
  return { windows: windowsOf, taken, holidays };
}

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

/**
 * The slot `body` asks for must be one the availability offers ignoring bookings (400 naming
 * horaInicio, or horaFin when it does not end it), and free (409 naming horaInicio).
 */
async function assertBookable(
  trx: Q,
  slot: { professionalId: number; date: string; startTime: string; endTime: string },
  now: Date,
  ignoreAppointment?: number,
) {
  const today = calendarDay(now);
  if (slot.date > addDays(today, BOOKING_MAX_DAYS_AHEAD)) {
    throw new RequestValidationError({
      fecha: say('date.tooFar', { days: BOOKING_MAX_DAYS_AHEAD }),
    });
  }
  const input = await availabilityOf(
    trx,
    slot.date,
    slot.date,
    { professionalId: slot.professionalId },
    ignoreAppointment === undefined ? {} : { ignoreAppointment },
  );
  const offered = freeSlots({ ...input, taken: [], from: slot.date, to: slot.date, now }).find(
    (free) => free.startTime === slot.startTime,
  );
  if (!offered) throw new RequestValidationError({ horaInicio: say('slot.notOffered') });
  if (offered.endTime !== slot.endTime)
    throw new RequestValidationError({ horaFin: say('slot.endMismatch') });
  if (!isFreeSlot({ resourceId: slot.professionalId, ...slot }, { ...input, now })) {
    throw new HttpError(409, say('slot.taken'), { horaInicio: say('slot.taken') });
  }
}

/** The employee holds no other booked appointment overlapping the slot (409 naming horaInicio). */
async function assertNoOverlapOfMine(
  trx: Q,
  employeeId: number,
  slot: { date: string; startTime: string; endTime: string },
  ignoreAppointment?: number,
) {
  let query = trx
    .selectFrom('appointments')
    .select('id')
    .where('employee_id', '=', employeeId)
    .where('date', '=', slot.date)
    .where('status', '=', 'booked')
    .where('start_time', '<', slot.endTime)
    .where('end_time', '>', slot.startTime);
  if (ignoreAppointment !== undefined) query = query.where('id', '<>', ignoreAppointment);
  if (await query.executeTakeFirst()) {
    throw new HttpError(409, say('slot.overlapsMine'), { horaInicio: say('slot.overlapsMine') });
  }
}

/** A write that may hit the one-booking-per-slot index: its violation is the slot taken (409). */
async function slotWrite<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error, ONE_BOOKING_PER_SLOT)) {
      throw new HttpError(409, say('slot.taken'), { horaInicio: say('slot.taken') });
    }
    throw error;
  }
}

/** Appointments: free slots, bookings, my appointments and their .ics, the staff's day and actions. */
export function createAppointmentRepository(db: DB) {
  async function byId(q: Q, id: number): Promise<Appointment> {
    const row = await findOr404(
      selectAppointments(appointmentsQuery(q)).where('appointments.id', '=', id),
      say('appointment.notFound'),
    );
    return toAppointment(row);
  }

  /** The appointment `id` of the employee `badge` (404 otherwise). */
  const mineOr404 = (q: Q, id: number, badge: string) =>
    findOr404(
      selectAppointments(appointmentsQuery(q))
        .where('appointments.id', '=', id)
        .where('employees.badge', '=', badge),
      say('appointment.notFound'),
    );

  return {
    byId: (id: number) => byId(db, id),

    /** GET /HorarioDisponible: the free slots of a day or of the next AVAILABILITY_DAYS. */
    async freeSlots(query: AvailabilityQuery, now = new Date()): Promise<FreeSlot[]> {
      const today = calendarDay(now);
      const from = query.fecha ?? today;
      const to = query.fecha ?? addDays(today, AVAILABILITY_DAYS - 1);
      if (to < today) return [];
      const input = await availabilityOf(db, from, to, {
        professionalId: query.profesional,
        buildingId: query.edificio,
      });
      const slots = freeSlots({ ...input, from, to, now });
      if (!slots.length) return [];
      const professionals = await db
        .selectFrom('medical_professionals')
        .innerJoin('medical_buildings', 'medical_buildings.id', 'medical_professionals.building_id')
        .select([
          'medical_professionals.id',
          'medical_professionals.name',
          'medical_professionals.specialty',
          'medical_professionals.building_id',
          'medical_buildings.name as building_name',
        ])
        .where('medical_professionals.id', 'in', [...new Set(slots.map((s) => s.resourceId))])
        .execute();
      const byProfessional = new Map(professionals.map((row) => [row.id, row]));
      return slots.map((slot) => {
        const professional = byProfessional.get(slot.resourceId)!;
        return {
          idProfesional: slot.resourceId,
          profesional: professional.name,
          especialidad: professional.specialty,
          idEdificio: professional.building_id,
          edificio: professional.building_name,
          fecha: slot.date,
          horaInicio: slot.startTime,
          horaFin: slot.endTime,
        };
      });
    },

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
        const professional = await findOr400(
          trx
            .selectFrom('medical_professionals')
            .select(['id', 'building_id'])
            .where('id', '=', body.idProfesional)
            .where('active', '=', 1),
          { idProfesional: say('professional.unknown') },
        );
        if (professional.building_id !== body.sede)
          throw new RequestValidationError({ sede: say('building.notOfProfessional') });
        const remote = mode === 'remote' ? (body as RemoteBookingBody) : null;
        if (remote) {
          await findOr400(
            trx
              .selectFrom('appointment_request_types')
              .select('id')
              .where('id', '=', remote.tipoSolicitud)
              .where('building_id', '=', body.sede)
              .where('active', '=', 1),
            { tipoSolicitud: say('requestType.unknown') },
          );
        }
        const slot = {
          professionalId: body.idProfesional,
          date: body.fecha,
          startTime: body.horaInicio,
          endTime: body.horaFin,
        };
        await assertBookable(trx, slot, now);
        await assertNoOverlapOfMine(trx, employee.id, slot);
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
      return byId(db, id);
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
        await cancel(trx, user, row, now);
      });
      return byId(db, id);
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
            return cancel(trx, user, before, now);
          case 'enable': {
            const slot = {
              professionalId: before.professional_id,
              date: before.date,
              startTime: before.start_time,
              endTime: before.end_time,
            };
            await assertBookable(trx, slot, now, id);
            await assertNoOverlapOfMine(trx, before.employee_id, slot, id);
            const set = {
              status: 'booked' as const,
              cancelled_at: null,
              cancelled_by: null,
              updated_at: at,
            };
            await slotWrite(() =>
              trx.updateTable('appointments').set(set).where('id', '=', id).execute(),
            );
            return audit(set);
          }
          case 'update': {
            const professionalId = body.idProfesional ?? before.professional_id;
            const professional = await findOr400(
              trx
                .selectFrom('medical_professionals')
                .select(['id', 'building_id'])
                .where('id', '=', professionalId)
                .where('active', '=', 1),
              { idProfesional: say('professional.unknown') },
            );
            const slot = {
              professionalId,
              date: body.fecha!,
              startTime: body.horaInicio!,
              endTime: body.horaFin!,
            };
            await assertBookable(trx, slot, now, id);
            await assertNoOverlapOfMine(trx, before.employee_id, slot, id);
            const set = {
              professional_id: professionalId,
              building_id: professional.building_id,
              date: slot.date,
              start_time: slot.startTime,
              end_time: slot.endTime,
              updated_at: at,
            };
            await slotWrite(() =>
              trx.updateTable('appointments').set(set).where('id', '=', id).execute(),
            );
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
      return byId(db, id);
    },

    /**
     * GET /diagnosticos/getHistorialDiagnosticos: the employee's diagnoses, newest first. Every
     * read is audited (who read whose history), with the read in one transaction.
     */
    async diagnoses(user: ApiUser, badge: string): Promise<Diagnosis[]> {
      return writeTransaction(db, async (trx) => {
        const employee = await trx
          .selectFrom('employees')
          .select('id')
          .where('badge', '=', badge)
          .executeTakeFirst();
        const rows = employee
          ? await trx
              .selectFrom('medical_diagnoses')
              .innerJoin(
                'medical_professionals',
                'medical_professionals.id',
                'medical_diagnoses.professional_id',
              )
              .selectAll('medical_diagnoses')
              .select([
                'medical_professionals.name as professional_name',
                'medical_professionals.specialty',
              ])
              .where('medical_diagnoses.employee_id', '=', employee.id)
              .orderBy('medical_diagnoses.date', 'desc')
              .orderBy('medical_diagnoses.id', 'desc')
              .execute()
          : [];
        await recordAudit(trx, {
          actor: user,
          entity: 'medical_history',
          entityId: badge,
          before: null,
          after: { badge, diagnoses: rows.length },
          read: true,
        });
        return rows.map((row) => ({
          id: row.id,
          fecha: row.date,
          idCita: row.appointment_id,
          profesional: row.professional_name,
          especialidad: row.specialty,
          diagnostico: row.diagnosis,
          tratamiento: row.treatment,
          notas: row.notes,
        }));
      });
    },

    /** GET /diagnosticos/pruebadeApi: the database answers. */
    async probe(): Promise<{ status: 'ok'; database: 'ok' }> {
      await sql`select 1`.execute(db);
      return { status: 'ok', database: 'ok' };
    },

    isStaff,
  };
}

/** Cancels a booked appointment (its slot is free again), audited. */
async function cancel(
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
