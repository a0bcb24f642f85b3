import { array, type InferType, mixed, number, object, string } from 'yup';
import {
  approvalDecisionBody,
  approvalListFilter,
  approvalSortable,
  type ApprovalStatus,
} from '../approvals';
import { recordId } from '../fields';
import { isIsoDate } from '../newsletters/newsletters';
import { restListQuery, searchText } from '../restQuery';
import { from12Hour, shiftMinutes, TIME_OF_DAY } from '../timeOfDay';
import type { StatusChangeRecord } from '../workflow';

/**
 * Schedule change: an agent asks to move to another schedule (one of those offered, permanent or
 * temporary) or to work a custom week until a date; the workforce planners (Workforce_Planner,
 * System_Admin) approve or reject it. Every employee uses the module (no user role).
 * Calls of the legacy contract on the employee-tools family (/api/tools/Agendas/…; every call
 * carries the client date-token: GETs in the query, POSTs in the body). The planners' inbox and
 * the schedules offered are the portal's own resources on the main family
 * (/api/main/admin/schedule-requests, /api/main/admin/work-schedules; ra-data-simple-rest).
 */

// ---------------------------------------------------------------------------------------------
// Codes of the contract

/** StatusID of a request as the contract numbers it (the approvals kit's statuses). */
export const STATUS_IDS = { 1: 'submitted', 2: 'approved', 3: 'rejected', 4: 'cancelled' } as const;
export type StatusId = keyof typeof STATUS_IDS;
/** A new request is always sent with StatusID 1. */
export const NEW_REQUEST_STATUS_ID = 1;
export const statusIdOf = (status: ApprovalStatus): StatusId =>
  Number(
    Object.entries(STATUS_IDS).find(([, name]) => name === status)?.[0] ?? NEW_REQUEST_STATUS_ID,
  ) as StatusId;

/** ProblemID: 1 a permanent change, 2 a temporary change (both to a schedule offered), 7 custom. */
export const PROBLEM_IDS = { permanent: 1, temporary: 2, custom: 7 } as const;
export type ProblemId = (typeof PROBLEM_IDS)[keyof typeof PROBLEM_IDS];
export const PROBLEM_ID_VALUES = [1, 2, 7] as const;
/** R4: ProblemID of a change to an offered schedule: 1 when it is permanent, else 2. */
export const problemIdOf = (permanent: boolean): ProblemId =>
  permanent ? PROBLEM_IDS.permanent : PROBLEM_IDS.temporary;

/** R4: the ReasonID of every non-custom request (the general "change of schedule"). */
export const GENERAL_REASON_ID = 4;

/**
 * R4: the fixed FinalDate of every non-custom request: open-ended (the schedule holds until
 * another change). The service refuses any other (400 naming FinalDate).
 */
export const FIXED_FINAL_DATE = '2099-12-31';

/** `Type`: 'Agenda' for a change to an offered schedule (ProblemID 1, 2), 'Custom' for 7. */
export const REQUEST_TYPES = { offered: 'Agenda', custom: 'Custom' } as const;
export type RequestType = (typeof REQUEST_TYPES)[keyof typeof REQUEST_TYPES];
export const requestTypeOf = (problemId: number): RequestType =>
  problemId === PROBLEM_IDS.custom ? REQUEST_TYPES.custom : REQUEST_TYPES.offered;

/** Ordinary limits of a custom week (Costa Rica): at most 12 hours a day and 48 a week. */
export const MAX_DAY_HOURS = 12;
export const MAX_WEEK_HOURS = 48;

/** How far ahead a custom schedule's 'Until' date may go: one year (days). */
export const MAX_CUSTOM_DAYS_AHEAD = 366;

/** The largest supporting image (decoded bytes) and its base64 length. */
export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const IMAGE_MAX_BASE64 = Math.ceil(IMAGE_MAX_BYTES / 3) * 4;
/** The kinds of image accepted (sniffed from the bytes): a photo or a scan of a document. */
export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'application/pdf'] as const;

/** R5: what the portal sends of a data URL: the base64 after its prefix ('data:…;base64,'). */
export const stripDataUrlPrefix = (dataUrl: string): string => dataUrl.replace(/^data:[^,]*,/, '');

// ---------------------------------------------------------------------------------------------
// HorariosCustom: an in-time and an out-time per weekday (Tuesday's names keep the contract's
// typo "Mates"), plus TotalHours

/** Weekdays 1 (Monday) … 7 (Sunday) with the HorariosCustom property names of each. */
export const CUSTOM_DAYS = [
  { weekday: 1, start: 'LunesEntrada', end: 'LunesSalida' },
  { weekday: 2, start: 'MatesEntrada', end: 'MatesSalida' },
  { weekday: 3, start: 'MiercolesEntrada', end: 'MiercolesSalida' },
  { weekday: 4, start: 'JuevesEntrada', end: 'JuevesSalida' },
  { weekday: 5, start: 'ViernesEntrada', end: 'ViernesSalida' },
  { weekday: 6, start: 'SabadoEntrada', end: 'SabadoSalida' },
  { weekday: 7, start: 'DomingoEntrada', end: 'DomingoSalida' },
] as const;
export type CustomTimeField = (typeof CUSTOM_DAYS)[number]['start' | 'end'];

/** Tuesday spelt right: refused (400 naming it), so a client with the wrong spelling is told. */
export const TUESDAY_CORRECT_SPELLING = ['MartesEntrada', 'MartesSalida'] as const;

/** HorariosCustom as sent: each time 'h:MM am/pm' (R2, to12Hour) or '' for a day off. */
export type HorariosCustom = Record<CustomTimeField, string> & {
  /** The week's hours, decimal point, up to two decimals ('40', '37.5'): customTotalHours. */
  TotalHours: string;
};

/** One working day of a week: weekday 1–7, 'HH:MM' 24-hour; end ≤ start runs past midnight. */
export interface DayShift {
  weekday: number;
  start: string;
  end: string;
}

/** The working days of a HorariosCustom (24-hour), days off left out; malformed days left out. */
export function shiftsOfCustom(horarios: Partial<Record<string, string>>): DayShift[] {
  return CUSTOM_DAYS.flatMap(({ weekday, start, end }) => {
    const from = from12Hour(horarios[start]);
    const to = from12Hour(horarios[end]);
    return from && to ? [{ weekday, start: from, end: to }] : [];
  });
}

/** The working days of an offered schedule: every weekday but its days off. */
export const shiftsOfSchedule = (schedule: {
  startTime: string;
  endTime: string;
  daysOff: readonly number[];
}): DayShift[] =>
  [1, 2, 3, 4, 5, 6, 7]
    .filter((weekday) => !schedule.daysOff.includes(weekday))
    .map((weekday) => ({ weekday, start: schedule.startTime, end: schedule.endTime }));

/** Minutes worked in a week of shifts (past-midnight shifts counted whole). */
export const weekMinutes = (shifts: readonly DayShift[]): number =>
  shifts.reduce((total, shift) => total + shiftMinutes(shift.start, shift.end), 0);

/** TotalHours as sent: hours with at most two decimals, decimal point ('37.5'). */
export const totalHoursText = (minutes: number): string =>
  String(Math.round((minutes / 60) * 100) / 100);

/** The TotalHours a HorariosCustom must carry (the service recomputes it). */
export const customTotalHours = (horarios: Partial<Record<string, string>>): string =>
  totalHoursText(weekMinutes(shiftsOfCustom(horarios)));

/** Days off of a schedule as sent in `diasLibres` and stored: '6,7' (weekdays 1–7, ascending). */
export const daysOffText = (days: readonly number[]): string =>
  [...days].sort((a, b) => a - b).join(',');
export const daysOffOf = (text: string): number[] =>
  text
    .split(',')
    .map((day) => Number(day.trim()))
    .filter((day) => Number.isInteger(day) && day >= 1 && day <= 7)
    .sort((a, b) => a - b);

// ---------------------------------------------------------------------------------------------
// Answers

/** A schedule offered (GetAgendas, the planners' work-schedules resource). */
export interface WorkSchedule {
  id: number;
  code: string;
  /** 'HH:MM' 24-hour; end ≤ start runs past midnight. */
  startTime: string;
  endTime: string;
  /** Two weekdays 1 (Monday) … 7 (Sunday), ascending. */
  daysOff: number[];
  /** `permanencia`: a permanent schedule (ProblemID 1) or a temporary one (ProblemID 2). */
  permanent: boolean;
  /** The account (area) it is offered to; null: every account. */
  account: string | null;
  active: boolean;
  /** Hours a week (five shifts). */
  weeklyHours: number;
}

/** Why an employee may not request now (GetUserValid): a code; `message` words it. */
export type InvalidReason = 'inactive' | 'probation' | 'pendingRequest';

/** GET /Agendas/GetUserValid. */
export interface UserValidAnswer {
  valid: boolean;
  reason: InvalidReason | null;
  /** The reason in the caller's language; null when valid. */
  message: string | null;
  /** 'YYYY-MM-DD' when the probation ends (reason 'probation'), else null. */
  probationEnds: string | null;
  /** The pending request's id (reason 'pendingRequest'), else null. */
  pendingRequestId: number | null;
}

/** An employee's current schedule. */
export interface CurrentSchedule extends WorkSchedule {
  /** 'YYYY-MM-DD' since when they work it. */
  since: string;
}

/** GET /Agendas/GetStatusEmployee. */
export interface EmployeeStatusAnswer {
  badge: string;
  fullName: string;
  account: string | null;
  position: string | null;
  schedule: CurrentSchedule | null;
  pendingRequestId: number | null;
}

export type ExceptionKind = 'temporary' | 'custom';

/** An approved exception (GetAgendasException): a temporary schedule or a custom week. */
export interface ScheduleException {
  id: number;
  /** 'YYYY-MM-DD', both included. */
  from: string;
  to: string;
  kind: ExceptionKind;
  /** The temporary schedule (kind temporary), else null. */
  schedule: WorkSchedule | null;
  /** The working days (24-hour): the schedule's or the custom week's. */
  shifts: DayShift[];
  requestId: number | null;
}

/** A custom reason (ProblemID 7) or the general one (4): GET /Agendas/GetReasons. */
export interface ScheduleReason {
  id: number;
  /** In the caller's language. */
  name: string;
  custom: boolean;
}

/** A request as its author sees it (GetMyRequestChatBot, PostInsertaRequest's answer). */
export interface ScheduleRequest {
  id: number;
  StatusID: StatusId;
  status: ApprovalStatus;
  ProblemID: ProblemId;
  ReasonID: number;
  /** The reason's name in the caller's language. */
  reason: string;
  Schedule_ID: number | null;
  /** The schedule asked for (ProblemID 1, 2), else null. */
  schedule: WorkSchedule | null;
  StartDate: string;
  FinalDate: string;
  Type: RequestType;
  /** As sent (ProblemID 7), else null. */
  HorariosCustom: HorariosCustom | null;
  /** The week asked for (24-hour): the schedule's or the custom one. */
  shifts: DayShift[];
  /** The rejection's reason, else ''. */
  note: string;
  createdAt: string;
  statusChangedAt: string;
  /**
   * Where its supporting image is read (its author and the planners):
   * /api/main/ScheduleRequests/{id}/Image; null when none was sent.
   */
  imageUrl: string | null;
}

/** One step of a request's history. */
export type ScheduleStatusChange = StatusChangeRecord<ApprovalStatus>;

/** A request in the planners' inbox (the approvals kit's ApprovalRecord names included). */
export interface ScheduleRequestRecord extends ScheduleRequest {
  employeeId: number;
  employeeName: string;
  employeeBadge: string;
  networkLogin: string;
  employeeEmail: string;
  account: string | null;
  submittedAt: string;
  /** Their schedule when they asked. */
  currentSchedule: WorkSchedule | null;
  history: ScheduleStatusChange[];
}

/** POST /Agendas/PostInsertaRequest's answer (201). */
export interface InsertRequestAnswer {
  id: number;
  StatusID: 1;
}

/** POST /Agendas/PostBase64ToImage's answer (201). */
export interface ImageAnswer {
  request: number;
  mime: string;
  size: number;
  url: string;
}

// ---------------------------------------------------------------------------------------------
// Requests

/** The names of the contract's own tests: the portal maps them to translated messages. */
export const SCHEDULE_TESTS = {
  isoDate: 'isoDate',
  statusId: 'statusId',
  reasonId: 'reasonId',
  finalDate: 'finalDate',
  untilDate: 'untilDate',
  requestType: 'requestType',
  time12: 'time12',
  bothOrNeither: 'bothOrNeither',
  dayHours: 'dayHours',
  weekHours: 'weekHours',
  totalHours: 'totalHours',
  noWorkingDay: 'noWorkingDay',
  tuesdayTypo: 'tuesdayTypo',
  daysOff: 'daysOff',
  base64: 'base64',
} as const;

const TIME_12H = /^(1[0-2]|[1-9]):[0-5]\d (am|pm)$/;
const badge = () => string().trim().required().max(20);
const token = () => string().trim().required().max(128);
const day = () =>
  string()
    .trim()
    .required()
    .test(SCHEDULE_TESTS.isoDate, '${path} must be a date (YYYY-MM-DD)', (value) =>
      isIsoDate(value ?? ''),
    );

/** A time of HorariosCustom: 'h:MM am/pm' or '' (a day off), each day both or neither. */
const customTime = (pair: string) =>
  string()
    .defined()
    .default('')
    .test(
      SCHEDULE_TESTS.time12,
      "${path} must be a time as 'h:MM am/pm' or empty",
      (value) => value === '' || TIME_12H.test(value),
    )
    .test(
      SCHEDULE_TESTS.bothOrNeither,
      `\${path} and ${pair} must both be set or both be empty`,
      function (value) {
        const other = (this.parent as Record<string, string | undefined>)[pair] ?? '';
        return (value === '') === (other === '');
      },
    )
    .test(
      SCHEDULE_TESTS.dayHours,
      `\${path}: a day is at most ${MAX_DAY_HOURS} hours`,
      function (value) {
        const other = (this.parent as Record<string, string | undefined>)[pair] ?? '';
        if (!value || !other) return true;
        const [start, end] = pair.endsWith('Salida')
          ? [from12Hour(value), from12Hour(other)]
          : [from12Hour(other), from12Hour(value)];
        return !start || !end || shiftMinutes(start, end) <= MAX_DAY_HOURS * 60;
      },
    );

const refusedSpelling = () =>
  string().test(
    SCHEDULE_TESTS.tuesdayTypo,
    "${path} is not a field: Tuesday's are MatesEntrada and MatesSalida",
    (value) => value === undefined,
  );

/**
 * HorariosCustom of a custom request (ProblemID 7): every day's pair both set or both '' (400
 * naming the field), at most MAX_DAY_HOURS a day; TotalHours the week's hours as
 * customTotalHours computes them (400 naming TotalHours otherwise), at most MAX_WEEK_HOURS, and
 * at least one working day. MartesEntrada/MartesSalida are refused (Tuesday is "Mates").
 */
export const horariosCustomSchema = object({
  ...Object.fromEntries(
    CUSTOM_DAYS.flatMap(({ start, end }) => [
      [start, customTime(end)],
      [end, customTime(start)],
    ]),
  ),
  ...Object.fromEntries(TUESDAY_CORRECT_SPELLING.map((field) => [field, refusedSpelling()])),
  TotalHours: string()
    .trim()
    .required()
    .test(
      SCHEDULE_TESTS.totalHours,
      '${path} must be the hours of the week (the sum of the days)',
      function (value) {
        return (
          Math.abs(Number(value) - Number(customTotalHours(this.parent as HorariosCustom))) < 0.01
        );
      },
    )
    .test(
      SCHEDULE_TESTS.weekHours,
      `\${path}: a week is at most ${MAX_WEEK_HOURS} hours`,
      (value) => !(Number(value) > MAX_WEEK_HOURS),
    )
    .test(
      SCHEDULE_TESTS.noWorkingDay,
      '${path}: a custom week has at least one working day',
      (value) => !(Number(value) <= 0),
    ),
});

/**
 * POST /Agendas/PostInsertaRequest (the employee themself: Employee_ID is the caller's badge,
 * nobody files for another; `token` the client date-token). Rules, each a 400 naming the field:
 * - `StatusID` is 1; `Network_Login` is the caller's network login;
 * - R4 ProblemID 1 or 2: `ReasonID` 4, `Schedule_ID` an active schedule offered to them (not
 *   their current one) whose permanence matches (1 permanent, 2 temporary), `FinalDate` the
 *   FIXED_FINAL_DATE, `StartDate` today or later, `Type` 'Agenda'; HorariosCustom is ignored;
 * - R3 ProblemID 7: `ReasonID` a custom reason, `StartDate` = `FinalDate` = the 'Until' date
 *   (today … a year ahead), `Type` 'Custom', `HorariosCustom` required (horariosCustomSchema);
 *   Schedule_ID is ignored.
 * 409 when they may not request (GetUserValid: probation, inactive, a pending request — also
 * when two are sent at once). Answers 201 InsertRequestAnswer; the author is notified.
 */
export const insertRequestBody = object({
  StatusID: number()
    .required()
    .test(
      SCHEDULE_TESTS.statusId,
      '${path} must be 1 (a new request)',
      (value) => value === NEW_REQUEST_STATUS_ID,
    ),
  Employee_ID: badge(),
  Network_Login: string().trim().required().max(100),
  ProblemID: mixed<ProblemId>()
    .required()
    .transform((value: unknown) => (typeof value === 'string' ? Number(value) : value))
    .oneOf([...PROBLEM_ID_VALUES], '${path} must be 1, 2 or 7'),
  ReasonID: recordId()
    .required()
    .when('ProblemID', {
      is: (problem: number) => problem !== PROBLEM_IDS.custom,
      then: (reason) =>
        reason.test(
          SCHEDULE_TESTS.reasonId,
          `\${path} must be ${GENERAL_REASON_ID} for a change to a schedule offered`,
          (value) => value === GENERAL_REASON_ID,
        ),
    }),
  Schedule_ID: recordId()
    .nullable()
    .when('ProblemID', {
      is: (problem: number) => problem !== PROBLEM_IDS.custom,
      then: (schedule) => schedule.required(),
      otherwise: (schedule) => schedule.strip(),
    }),
  StartDate: day(),
  FinalDate: day().when('ProblemID', {
    is: (problem: number) => problem !== PROBLEM_IDS.custom,
    then: (final) =>
      final.test(
        SCHEDULE_TESTS.finalDate,
        `\${path} must be ${FIXED_FINAL_DATE} for a change to a schedule offered`,
        (value) => value === FIXED_FINAL_DATE,
      ),
    otherwise: (final) =>
      final.test(
        SCHEDULE_TESTS.untilDate,
        '${path} must equal StartDate (the Until date) for a custom schedule',
        function (value) {
          return value === (this.parent as { StartDate?: string }).StartDate;
        },
      ),
  }),
  Type: string()
    .trim()
    .required()
    .test(
      SCHEDULE_TESTS.requestType,
      "${path} must be 'Agenda' (ProblemID 1, 2) or 'Custom' (7)",
      function (value) {
        return value === requestTypeOf(Number((this.parent as { ProblemID?: number }).ProblemID));
      },
    ),
  token: token(),
  HorariosCustom: horariosCustomSchema.default(undefined).when('ProblemID', {
    is: PROBLEM_IDS.custom,
    then: (horarios) => horarios.required(),
    otherwise: (horarios) => horarios.optional().strip(),
  }),
  Employee_Email: string().trim().required().email().max(254),
  Employee_Name: string().trim().required().max(200),
});
export type InsertRequestBody = InferType<typeof insertRequestBody>;

/**
 * POST /Agendas/PostBase64ToImage (the employee whose network login `NetworkLogin` is; `token`
 * the client date-token): the supporting image of `request`, the caller's own pending request
 * (404 otherwise). `Imagen` is base64 WITHOUT a data-URL prefix (R5; 400 naming Imagen with a
 * prefix or not base64), at most IMAGE_MAX_BYTES decoded (413), a JPEG, PNG, WebP or PDF read
 * from the bytes (400 naming Imagen otherwise). Stored private; a second image replaces the
 * first. Answers 201 ImageAnswer.
 */
export const imageBody = object({
  Imagen: string()
    .required()
    .max(IMAGE_MAX_BASE64 + 4)
    .meta({ maxInputLength: IMAGE_MAX_BASE64 + 4 })
    .test(
      SCHEDULE_TESTS.base64,
      '${path} must be base64 without a data-URL prefix',
      (value) => !value || /^[A-Za-z0-9+/]+={0,2}$/.test(value.replace(/\s/g, '')),
    ),
  NetworkLogin: string().trim().required().max(100),
  request: recordId().required(),
  token: token(),
});
export type ImageBody = InferType<typeof imageBody>;

/** GET /Agendas/GetUserValid, GetStatusEmployee, GetAgendasException (own badge, or planners). */
export const badgeQuery = object({ badge: badge(), token: token() });

/**
 * GET /Agendas/GetAgendas (own badge, or planners): the active schedules offered to the
 * employee's account and to every account, but their current one, by start time. Filters, each
 * optional: `horaInicio` ('HH:MM' start), `diasLibres` (the two days off, '6,7', any order),
 * `permanencia` (true/false or 1/0). Answers WorkSchedule[].
 */
export const agendasQuery = object({
  badge: badge(),
  token: token(),
  horaInicio: string()
    .trim()
    .transform((value: unknown) => (value === '' ? undefined : value))
    .matches(TIME_OF_DAY, "${path} must be a time 'HH:MM'")
    .optional(),
  diasLibres: string()
    .trim()
    .transform((value: unknown) => (value === '' ? undefined : value))
    .test(
      SCHEDULE_TESTS.daysOff,
      "${path} must be two weekdays 1–7 ('6,7')",
      (value) => value === undefined || (/^[1-7],[1-7]$/.test(value) && value[0] !== value[2]),
    )
    .optional(),
  permanencia: mixed<boolean>()
    .transform((value: unknown) => {
      if (value === '' || value === undefined) return undefined;
      if (value === true || value === 'true' || value === '1' || value === 1) return true;
      if (value === false || value === 'false' || value === '0' || value === 0) return false;
      return value;
    })
    .oneOf([true, false, undefined], '${path} must be true or false')
    .optional(),
});
export type AgendasQuery = InferType<typeof agendasQuery>;

/**
 * GET /Agendas/GetMyRequestChatBot (own badge, or planners): the last `top` requests (1–10,
 * 1 by default), newest first. Answers ScheduleRequest[].
 */
export const myRequestsQuery = object({
  badge: badge(),
  token: token(),
  top: number().integer().min(1).max(10).default(1),
});
export type MyRequestsQuery = InferType<typeof myRequestsQuery>;

/**
 * DELETE /Agendas/Requests/{id}?badge=&token= (the portal's addition; `badge` strictly the
 * caller's): its author withdraws a pending request (StatusID 4; 404 not theirs, 409 naming
 * status when already decided). Answers the ScheduleRequest.
 */
export const cancelRequestParams = object({ id: recordId().required() });

/** GET /Agendas/GetReasons?token= (any employee; the portal's addition): ScheduleReason[]. */
export const reasonsQuery = object({ token: token() });

/**
 * GET /api/main/ScheduleRequests/{id}/Image (its author or the planners; 404 for anyone else,
 * or when it has none): the supporting image's bytes.
 */
export const requestImageParams = object({ id: recordId().required() });

/**
 * GET /api/main/admin/schedule-requests (Workforce_Planner, System_Admin; the planners' inbox,
 * ra-data-simple-rest; rows and records are ScheduleRequestRecord): filters `status`, `q` (the
 * author's name, badge or login), `submittedFrom`/`submittedTo`, `ProblemID`; sorts submittedAt
 * (oldest first by default), status, employeeName, StartDate. A planner's own requests are never
 * in their inbox.
 */
export const scheduleRequestsQuery = restListQuery(
  [...approvalSortable, 'StartDate'],
  ['submittedAt', 'ASC'],
  object({
    ...approvalListFilter,
    ProblemID: mixed<ProblemId>()
      .transform((value: unknown) => (typeof value === 'string' ? Number(value) : value))
      .oneOf([...PROBLEM_ID_VALUES])
      .optional(),
  }),
);
export type ScheduleRequestsQuery = InferType<typeof scheduleRequestsQuery>;

/**
 * PUT /api/main/admin/schedule-requests/{id} (the planners): `{ status: 'approved' | 'rejected',
 * note, from? }`; a rejection says why (400 naming note). 409 naming status when it is no longer
 * pending or is the planner's own. Approval's effect, in the same transaction: ProblemID 1 →
 * the employee's schedule from StartDate; 2 → a temporary exception from StartDate to FinalDate;
 * 7 → a custom exception from the day of approval to the 'Until' date. Answers the ScheduleRequestRecord; the author is notified.
 */
export const scheduleDecisionBody = approvalDecisionBody;
export type ScheduleDecision = InferType<typeof scheduleDecisionBody>;

/**
 * GET /api/main/admin/work-schedules (Workforce_Planner, System_Admin; GET …/{id}, POST, PUT
 * …/{id}; rows are WorkSchedule; audited; a schedule is deactivated, never deleted): filters
 * `q` (code), `active`, `permanent`, `account`; sorts code (default), startTime.
 */
export const workSchedulesQuery = restListQuery(
  ['code', 'startTime', 'id'],
  ['code', 'ASC'],
  object({
    q: searchText,
    active: mixed<boolean>().oneOf([true, false]).optional(),
    permanent: mixed<boolean>().oneOf([true, false]).optional(),
    account: string().trim().max(100).optional(),
  }),
);
export type WorkSchedulesQuery = InferType<typeof workSchedulesQuery>;

/** POST / PUT of a work schedule: code unique (409 naming code), two different days off. */
export const workScheduleBody = object({
  code: string().trim().required().max(40),
  startTime: string().trim().required().matches(TIME_OF_DAY, "${path} must be a time 'HH:MM'"),
  endTime: string().trim().required().matches(TIME_OF_DAY, "${path} must be a time 'HH:MM'"),
  daysOff: array(number().integer().min(1).max(7).required())
    .required()
    .length(2)
    .test(
      SCHEDULE_TESTS.daysOff,
      '${path} must be two different weekdays 1–7',
      (value) => !value || value[0] !== value[1],
    ),
  permanent: mixed<boolean>().oneOf([true, false]).required(),
  account: string()
    .trim()
    .max(100)
    .nullable()
    .transform((value: unknown) => (value === '' ? null : value))
    .default(null),
  active: mixed<boolean>().oneOf([true, false]).default(true),
});
export type WorkScheduleBody = InferType<typeof workScheduleBody>;
