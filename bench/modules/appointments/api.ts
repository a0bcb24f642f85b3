import type { Appointment, FreeSlot } from '../../../contracts/appointments/appointments';
import { addDays, calendarDay } from '../../../contracts/calendar';
import { demoEmployees } from '../../../server/db/seed';
import type { BenchSession, SignInTarget } from '../../api/auth';
import { familyCalls } from '../../lib/call';
import { withTodayToken } from '../../api/clientToken';
import type { PreparedRequest } from '../../api/scenarios';

/** Generated employees the booking scenario books for (one slot each per run: no overlaps). */
const PATIENTS = demoEmployees()
  .filter((employee) => employee.badge.startsWith('2'))
  .slice(250, 400)
  .map((employee) => employee.badge);

/** `path` of the appointments family with today's date token. */
export const appointmentsPath = (path: string): Promise<string> =>
  withTodayToken(`/api/appointments${path}`);

/** The appointments family's calls, each path with today's date token. */
const call = familyCalls(appointmentsPath);

/**
 * The requests of one run of POST /HorarioDisponible as `medical.staff`: the bench patients'
 * bookings of earlier runs are cancelled first (PUT /Citas/{id}), then every free slot of the
 * first open building's next 14 days is booked for a patient of its own, in turn; a run longer than the slots gets the
 * 409 of a taken slot (the locked check path), reported as such.
 */
export async function bookingRequests(
  target: SignInTarget,
  staff: BenchSession,
): Promise<PreparedRequest[]> {
  const token = await staff.token();
  const patients = new Set(PATIENTS);
  const today = calendarDay();
  for (let offset = 0; offset < 14; offset += 1) {
    const day = addDays(today, offset);
    for (let page = 1; ; page += 1) {
      const rows = await call<Appointment[]>(
        target,
        token,
        'GET',
        `/Citas?fecha=${day}&estado=booked&perPage=100&page=${page}`,
      );
      for (const row of rows.filter((r) => patients.has(r.idColaborador)))
        await call(target, token, 'PUT', `/Citas/${row.id}`, { accion: 'cancel' });
      if (rows.length < 100) break;
    }
  }
  // One building's slots: a handful of professionals per time, so a patient never gets two at once.
  const slots = await call<FreeSlot[]>(target, token, 'GET', await freeSlotsPath(target, staff));
  const fresh = await staff.token();
  return Promise.all(
    slots.map(async (slot, index) => ({
      path: await appointmentsPath('/HorarioDisponible'),
      headers: { authorization: `Bearer ${fresh}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        idColaborador: PATIENTS[index % PATIENTS.length],
        idProfesional: slot.idProfesional,
        fecha: slot.fecha,
        horaInicio: slot.horaInicio,
        horaFin: slot.horaFin,
        sede: slot.idEdificio,
      }),
    })),
  );
}

/** The free-slot read the portal makes once a building is chosen: the next 14 days of its professionals. */
export async function freeSlotsPath(target: SignInTarget, employee: BenchSession): Promise<string> {
  const buildings = await call<{ id: number; abierto: boolean }[]>(
    target,
    await employee.token(),
    'GET',
    '/Edificios',
  );
  const open = buildings.find((building) => building.abierto);
  if (!open) throw new Error('no open medical building');
  return `/HorarioDisponible?edificio=${open.id}`;
}
