import type { HTTPMethods } from 'fastify';
import type { FreeSlot } from '../../../contracts/appointments/appointments';
import { addDays, calendarDay, isWeekend } from '../../../contracts/calendar';
import { dateToken } from '../../../contracts/dateToken';
import { expectJson, type TestApp } from '../helpers';

/** The appointments family's base. */
export const APPOINTMENTS = '/api/appointments';

/** `path` with today's date token in its query (`token: null` leaves it out; a text replaces it). */
export async function withToken(t: TestApp, path: string, token?: string | null) {
  if (token === null) return path;
  const value = token ?? (await dateToken(t.config.clientTokenPhrase));
  return `${path}${path.includes('?') ? '&' : '?'}token=${value}`;
}

/** A call to the appointments family as `username`, with today's token unless told otherwise. */
export async function aptCall(
  t: TestApp,
  username: string | null,
  method: HTTPMethods,
  path: string,
  payload?: object,
  { token }: { token?: string | null } = {},
) {
  return t.app.inject({
    method,
    url: `${APPOINTMENTS}${await withToken(t, path, token)}`,
    headers: username ? { authorization: `Bearer ${await t.tokenOf(username)}` } : {},
    ...(payload ? { payload } : {}),
  });
}

/** The first working day (no weekend, no holiday) at least `ahead` days from today. */
export async function workingDayAhead(t: TestApp, ahead: number): Promise<string> {
  const holidays = new Set(
    (await t.db.selectFrom('company_holidays').select('date').execute()).map((h) => h.date),
  );
  let day = addDays(calendarDay(), ahead);
  while (isWeekend(day) || holidays.has(day)) day = addDays(day, 1);
  return day;
}

/** The free slots of `day` (any professional unless one is named). */
export async function slotsOf(t: TestApp, day: string, professional?: number) {
  const query = `/HorarioDisponible?fecha=${day}${professional ? `&profesional=${professional}` : ''}`;
  return expectJson<FreeSlot[]>(await aptCall(t, 'employee', 'GET', query));
}

/** A booking body of `badge` for `slot`. */
export const bookingOf = (badge: string, slot: FreeSlot) => ({
  idColaborador: badge,
  idProfesional: slot.idProfesional,
  fecha: slot.fecha,
  horaInicio: slot.horaInicio,
  horaFin: slot.horaFin,
  sede: slot.idEdificio,
});
