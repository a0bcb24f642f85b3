import type { HTTPMethods } from 'fastify';
import { addDays, calendarDay } from '../../../contracts/calendar';
import { dateToken } from '../../../contracts/dateToken';
import {
  customTotalHours,
  FIXED_FINAL_DATE,
  type HorariosCustom,
  type InsertRequestBody,
  type WorkSchedule,
} from '../../../contracts/schedule/schedule';
import { badgeOf, employeeIdOf, expectJson, type TestApp } from '../helpers';

/** The employee-tools family's base. */
export const TOOLS = '/api/tools';

/** A call to the tools family as `username` (no bearer token when null). */
export async function toolsCall(
  t: TestApp,
  username: string | null,
  method: HTTPMethods,
  path: string,
  payload?: object,
) {
  return t.app.inject({
    method,
    url: `${TOOLS}${path}`,
    headers: username ? { authorization: `Bearer ${await t.tokenOf(username)}` } : {},
    ...(payload ? { payload } : {}),
  });
}

export const todayToken = (t: TestApp) => dateToken(t.config.clientTokenPhrase);

/** GET /Agendas/<call>?badge=<badge of `about`>&token=today's, plus `more`. */
export async function agendas(
  t: TestApp,
  username: string,
  call: string,
  { about = username, more = {} }: { about?: string; more?: Record<string, string> } = {},
) {
  const query = new URLSearchParams({
    badge: await badgeOf(t, about),
    token: await todayToken(t),
    ...more,
  });
  return toolsCall(t, username, 'GET', `/Agendas/${call}?${query}`);
}

/** A custom week of 12-hour times with its TotalHours (Mon–Thu 8–17, Fri 8–12). */
export function customWeek(more: Partial<Record<string, string>> = {}): HorariosCustom {
  const week: Record<string, string> = {
    LunesEntrada: '8:00 am',
    LunesSalida: '5:00 pm',
    MatesEntrada: '8:00 am',
    MatesSalida: '5:00 pm',
    MiercolesEntrada: '8:00 am',
    MiercolesSalida: '5:00 pm',
    JuevesEntrada: '8:00 am',
    JuevesSalida: '5:00 pm',
    ViernesEntrada: '8:00 am',
    ViernesSalida: '12:00 pm',
    SabadoEntrada: '',
    SabadoSalida: '',
    DomingoEntrada: '',
    DomingoSalida: '',
    ...more,
  };
  return { ...week, TotalHours: more.TotalHours ?? customTotalHours(week) } as HorariosCustom;
}

/** A custom request body of `username` (ProblemID 7, reason 10, Until in 10 days). */
export async function customBody(
  t: TestApp,
  username = 'employee',
  more: Partial<Record<keyof InsertRequestBody, unknown>> = {},
) {
  const until = addDays(calendarDay(), 10);
  return {
    StatusID: 1,
    Employee_ID: await badgeOf(t, username),
    Network_Login: username,
    ProblemID: 7,
    ReasonID: 10,
    StartDate: until,
    FinalDate: until,
    Type: 'Custom',
    token: await todayToken(t),
    HorariosCustom: customWeek(),
    Employee_Email: `${username}@example.com`,
    Employee_Name: username,
    ...more,
  };
}

/** The first schedule offered to `username` with the given permanence. */
export async function offered(t: TestApp, username: string, permanent: boolean) {
  const rows = expectJson<WorkSchedule[]>(
    await agendas(t, username, 'GetAgendas', { more: { permanencia: String(permanent) } }),
  );
  return rows[0]!;
}

/** A request body for a schedule offered (ProblemID 1 if permanent, else 2). */
export async function offeredBody(
  t: TestApp,
  username: string,
  schedule: WorkSchedule,
  more: Partial<Record<keyof InsertRequestBody, unknown>> = {},
) {
  return customBody(t, username, {
    ProblemID: schedule.permanent ? 1 : 2,
    ReasonID: 4,
    Schedule_ID: schedule.id,
    StartDate: addDays(calendarDay(), 7),
    FinalDate: FIXED_FINAL_DATE,
    Type: 'Agenda',
    HorariosCustom: undefined,
    ...more,
  });
}

export const insert = (t: TestApp, username: string, body: object) =>
  toolsCall(t, username, 'POST', '/Agendas/PostInsertaRequest', body);

/** Settles `username`'s pending requests (as cancelled) so a test starts able to request. */
export async function clearPending(t: TestApp, username: string): Promise<void> {
  await t.db
    .updateTable('schedule_change_requests')
    .set({ status: 'cancelled' })
    .where('employee_id', '=', await employeeIdOf(t, username))
    .where('status', '=', 'submitted')
    .execute();
}
