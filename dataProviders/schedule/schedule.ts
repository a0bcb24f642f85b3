import type { DataProvider, DeleteParams, GetListParams, Identifier } from 'react-admin';
// Types and pure helpers only: the contract's yup schemas are built after the portal sets yup's
// messages.
import {
  CUSTOM_DAYS,
  customTotalHours,
  type EmployeeStatusAnswer,
  FIXED_FINAL_DATE,
  GENERAL_REASON_ID,
  type HorariosCustom,
  type ImageAnswer,
  type InsertRequestAnswer,
  NEW_REQUEST_STATUS_ID,
  PROBLEM_IDS,
  problemIdOf,
  REQUEST_TYPES,
  type ScheduleException,
  type ScheduleReason,
  type ScheduleRequest,
  stripDataUrlPrefix,
  type UserValidAnswer,
  type WorkSchedule,
} from '../../contracts/schedule/schedule';
import { to12Hour } from '../../contracts/timeOfDay';
import type { HttpClient } from '../http';
import { legacyAdapter, segment } from '../legacyAdapter';
import { search } from '../listParams';

/**
 * Schedule change over the schedule calls of the employee-tools family (/api/tools/Agendas/…),
 * every call with today's client date-token (GETs in the query, POSTs in the body):
 * - `schedule-eligibility`: may I request now, and why not (GetUserValid; id = my badge);
 * - `schedule-status`: my account, position, current schedule (GetStatusEmployee; id = my badge);
 * - `schedules-offered`: the schedules I may ask for (GetAgendas; `filter.badge` and the filters
 *   `horaInicio`, `diasLibres`, `permanencia`);
 * - `schedule-exceptions`: my approved temporary and custom schedules (GetAgendasException);
 * - `schedule-reasons`: the reasons of a request (GetReasons);
 * - `my-schedule-requests`: my last requests (GetMyRequestChatBot, top=1 unless `filter.top`), a
 *   new one (PostInsertaRequest, then its image with PostBase64ToImage) and a pending one
 *   withdrawn (DELETE Requests/{id}; `meta.badge` is mine).
 * The planners' inbox and the schedules offered are the portal's own resources (simple-rest).
 */

/** Who asks: the session's own identity (the service checks each against the bearer token). */
export interface Requester {
  badge: string;
  /** The network login (username). */
  login: string;
  email: string;
  name: string;
}

/** One day of a custom week as the form holds it: 'HH:MM' (24-hour) or '' for a day off. */
export interface CustomDayTimes {
  start: string;
  end: string;
}

/** A change to a schedule offered (R4). */
export interface OfferedChangeValues extends Requester {
  kind: 'offered';
  schedule: Pick<WorkSchedule, 'id' | 'permanent'>;
  /** 'YYYY-MM-DD': from when. */
  startDate: string;
}

/** A custom week until a date (R3), with its supporting image. */
export interface CustomChangeValues extends Requester {
  kind: 'custom';
  reasonId: number;
  /** 'YYYY-MM-DD': the 'Until' date. */
  until: string;
  /** Monday (index 0) to Sunday (index 6). */
  days: readonly CustomDayTimes[];
  /** The supporting image as the file picker reads it: a data URL; none when not attached. */
  image?: string | null;
}

export type ScheduleChangeValues = OfferedChangeValues | CustomChangeValues;

/** What a new request answers: its id, StatusID 1, and whether its image could be stored. */
export interface CreatedScheduleRequest extends InsertRequestAnswer {
  /** 'none' when no image was attached; 'failed' keeps the request, the image was refused. */
  image: 'none' | 'sent' | 'failed';
  /** The service's words when the image was refused. */
  imageRefusal?: string;
}

/** R2: a custom week's times as sent: each 'h:MM am/pm' or '' for a day off, and its TotalHours. */
export function horariosCustomOf(days: readonly CustomDayTimes[]): HorariosCustom {
  const times = Object.fromEntries(
    CUSTOM_DAYS.flatMap(({ start, end }, index) => [
      [start, to12Hour(days[index]?.start)],
      [end, to12Hour(days[index]?.end)],
    ]),
  ) as Omit<HorariosCustom, 'TotalHours'>;
  return { ...times, TotalHours: customTotalHours(times) };
}

const who = (values: Requester) => ({
  Employee_ID: values.badge,
  Network_Login: values.login,
  Employee_Email: values.email,
  Employee_Name: values.name,
});

/** R4: ProblemID 1 if the schedule is permanent else 2, ReasonID 4, the fixed FinalDate. */
export const offeredRequest = (values: OfferedChangeValues, token: string) => ({
  StatusID: NEW_REQUEST_STATUS_ID,
  ...who(values),
  ProblemID: problemIdOf(values.schedule.permanent),
  ReasonID: GENERAL_REASON_ID,
  Schedule_ID: values.schedule.id,
  StartDate: values.startDate,
  FinalDate: FIXED_FINAL_DATE,
  Type: REQUEST_TYPES.offered,
  token,
});

/** R3: ProblemID 7 with the chosen reason; StartDate and FinalDate both the 'Until' date. */
export const customRequest = (values: CustomChangeValues, token: string) => ({
  StatusID: NEW_REQUEST_STATUS_ID,
  ...who(values),
  ProblemID: PROBLEM_IDS.custom,
  ReasonID: values.reasonId,
  StartDate: values.until,
  FinalDate: values.until,
  Type: REQUEST_TYPES.custom,
  token,
  HorariosCustom: horariosCustomOf(values.days),
});

/** R5: the image's base64 with its data-URL prefix stripped, for the request it supports. */
export const imageRequest = (dataUrl: string, login: string, request: number, token: string) => ({
  Imagen: stripDataUrlPrefix(dataUrl),
  NetworkLogin: login,
  request,
  token,
});

/** A record read by badge: its id is the badge. */
export type EligibilityRecord = UserValidAnswer & { id: Identifier };
export type StatusRecord = EmployeeStatusAnswer & { id: Identifier };

/** The resources of the employee's calls. */
export type ScheduleResource =
  | 'schedule-eligibility'
  | 'schedule-status'
  | 'schedules-offered'
  | 'schedule-exceptions'
  | 'schedule-reasons'
  | 'my-schedule-requests';

/** The adapters of the module's calls; `toolsApi` is the employee-tools family's base. */
export function scheduleAdapters(
  toolsApi: string,
  http: HttpClient,
  todayToken: () => Promise<string>,
): Record<ScheduleResource, DataProvider> {
  const agendas = (call: string, query: Record<string, unknown> = {}) =>
    todayToken().then((token) => `${toolsApi}/Agendas/${call}?${search({ ...query, token })}`);
  const byBadge =
    <T>(call: string) =>
    async (badge: Identifier) => ({
      ...(await http.json<T>(await agendas(call, { badge }))),
      id: badge,
    });
  /** A list call asked only once the caller's badge is known. */
  const listOf =
    <T>(call: string, query: (filter: Record<string, unknown>) => Record<string, unknown>) =>
    async ({ filter, signal }: GetListParams) => {
      if (!filter?.badge) return { data: [], total: 0 };
      const rows = await http.json<T[]>(await agendas(call, query(filter)), { signal });
      return { data: rows, total: rows.length };
    };
  const post = async <T>(call: string, body: object) =>
    http.json<T>(`${toolsApi}/Agendas/${call}`, { method: 'POST', body: JSON.stringify(body) });

  return {
    'schedule-eligibility': legacyAdapter<EligibilityRecord>(http, {
      resource: 'schedule-eligibility',
      getOne: byBadge<UserValidAnswer>('GetUserValid'),
    }),
    'schedule-status': legacyAdapter<StatusRecord>(http, {
      resource: 'schedule-status',
      getOne: byBadge<EmployeeStatusAnswer>('GetStatusEmployee'),
    }),
    'schedules-offered': legacyAdapter<WorkSchedule>(http, {
      resource: 'schedules-offered',
      getList: listOf<WorkSchedule>('GetAgendas', (filter) => ({
        badge: filter.badge,
        horaInicio: filter.horaInicio,
        diasLibres: filter.diasLibres,
        permanencia: filter.permanencia,
      })),
    }),
    'schedule-exceptions': legacyAdapter<ScheduleException>(http, {
      resource: 'schedule-exceptions',
      getList: listOf<ScheduleException>('GetAgendasException', (filter) => ({
        badge: filter.badge,
      })),
    }),
    'schedule-reasons': legacyAdapter<ScheduleReason>(http, {
      resource: 'schedule-reasons',
      getList: async ({ signal }) => {
        const rows = await http.json<ScheduleReason[]>(await agendas('GetReasons'), { signal });
        return { data: rows, total: rows.length };
      },
    }),
    'my-schedule-requests': {
      ...legacyAdapter<ScheduleRequest>(http, {
        resource: 'my-schedule-requests',
        // The chat-bot lookup: the last request unless more are asked for.
        getList: listOf<ScheduleRequest>('GetMyRequestChatBot', (filter) => ({
          badge: filter.badge,
          top: filter.top ?? 1,
        })),
      }),
      create: async (_resource: string, { data }: { data: Partial<ScheduleChangeValues> }) => {
        const values = data as ScheduleChangeValues;
        const token = await todayToken();
        const created = await post<InsertRequestAnswer>(
          'PostInsertaRequest',
          values.kind === 'custom' ? customRequest(values, token) : offeredRequest(values, token),
        );
        if (values.kind !== 'custom' || !values.image)
          return { data: { ...created, image: 'none' } as CreatedScheduleRequest };
        // The request stands even when its image is refused: the author is told and may resend.
        try {
          await post<ImageAnswer>(
            'PostBase64ToImage',
            imageRequest(values.image, values.login, created.id, await todayToken()),
          );
          return { data: { ...created, image: 'sent' } as CreatedScheduleRequest };
        } catch (error) {
          const imageRefusal = error instanceof Error ? error.message : undefined;
          return { data: { ...created, image: 'failed', imageRefusal } as CreatedScheduleRequest };
        }
      },
      // The author withdraws a pending request; it stays, cancelled (StatusID 4).
      delete: async (_resource: string, { id, meta }: DeleteParams<ScheduleRequest>) => {
        const token = await todayToken();
        const url = `${toolsApi}/Agendas/Requests/${segment(id)}?${search({ badge: meta?.badge, token })}`;
        return { data: await http.json<ScheduleRequest>(url, { method: 'DELETE' }) };
      },
    } as DataProvider,
  };
}
