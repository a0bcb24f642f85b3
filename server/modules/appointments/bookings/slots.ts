import { type Kysely, type Updateable } from 'kysely';
import {
  AVAILABILITY_DAYS,
  type AvailabilityQuery,
  BOOKING_MAX_DAYS_AHEAD,
  type FreeSlot,
} from '../../../../contracts/appointments/appointments';
import { addDays, calendarDay } from '../../../../contracts/calendar';
import {
  freeSlots,
  isFreeSlot,
  type TakenSlot,
  type WeeklyWindow,
} from '../../../calendar/availability';
import { holidaysBetween } from '../../../calendar/holidays';
import type { DB } from '../../../db';
import { isUniqueViolation } from '../../../db/errors';
import { findOr400 } from '../../../db/lookup';
import type { Database } from '../../../db/schema';
import { HttpError, RequestValidationError } from '../../../http/errors';
import { say } from '../i18n';
import { windowTimes } from '../windows';
import { ONE_BOOKING_PER_SLOT } from '../migrations/0030_appointments';

type Q = Kysely<Database>;

/** A slot of a professional's day. */
export interface Slot {
  professionalId: number;
  date: string;
  startTime: string;
  endTime: string;
}

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
    ...windowTimes(row),
  }));
  const holidays = (await holidaysBetween(q, from, to)).map((holiday) => holiday.date);
  return { windows: windowsOf, taken, holidays };
}

/**
 * The slot `body` asks for must be one the availability offers ignoring bookings (400 naming
 * horaInicio, or horaFin when it does not end it), and free (409 naming horaInicio).
 */
async function assertBookable(trx: Q, slot: Slot, now: Date, ignoreAppointment?: number) {
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
export async function slotWrite<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error, ONE_BOOKING_PER_SLOT)) {
      throw new HttpError(409, say('slot.taken'), { horaInicio: say('slot.taken') });
    }
    throw error;
  }
}

/**
 * The slot may be taken by the employee: offered and free (`assertBookable`) and overlapping none
 * of their other bookings; `ignoreAppointment` is the one being moved or re-enabled.
 */
export async function assertSlotFor(
  trx: Q,
  employeeId: number,
  slot: Slot,
  now: Date,
  ignoreAppointment?: number,
) {
  await assertBookable(trx, slot, now, ignoreAppointment);
  await assertNoOverlapOfMine(trx, employeeId, slot, ignoreAppointment);
}

/** Puts booked appointment `id` of the employee in `slot` (checked as `assertSlotFor`), with `set`. */
export async function rebook(
  trx: Q,
  id: number,
  employeeId: number,
  slot: Slot,
  set: Updateable<Database['appointments']>,
  now: Date,
) {
  await assertSlotFor(trx, employeeId, slot, now, id);
  await slotWrite(() => trx.updateTable('appointments').set(set).where('id', '=', id).execute());
}

/** An active professional a booking or a move names (400 naming idProfesional otherwise). */
export const activeProfessional = (q: Q, id: number) =>
  findOr400(
    q
      .selectFrom('medical_professionals')
      .select(['id', 'building_id'])
      .where('id', '=', id)
      .where('active', '=', 1),
    { idProfesional: say('professional.unknown') },
  );

/** The free slots the employees book from. */
export function createSlotRepository(db: DB) {
  return {
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
  };
}
