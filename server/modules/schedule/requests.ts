import type { Kysely } from 'kysely';
import { addDays, calendarDay, probationEnd } from '../../../contracts/calendar';
import {
  type DayShift,
  type EmployeeStatusAnswer,
  type HorariosCustom,
  IMAGE_MAX_BYTES,
  IMAGE_TYPES,
  type ImageAnswer,
  type ImageBody,
  type InsertRequestAnswer,
  type InsertRequestBody,
  type InvalidReason,
  MAX_CUSTOM_DAYS_AHEAD,
  PROBLEM_IDS,
  problemIdOf,
  type ScheduleDecision,
  type ScheduleException,
  type ScheduleRequest,
  type ScheduleRequestRecord,
  type ScheduleRequestsQuery,
  shiftsOfCustom,
  shiftsOfSchedule,
  statusIdOf,
  weekMinutes,
} from '../../../contracts/schedule/schedule';
import { approvalInbox } from '../../approvals/approvals';
import type { ApiUser } from '../../auth/apiTokens';
import { serviceFamilies } from '../../config';
import type { DB } from '../../db';
import { isUniqueViolation } from '../../db/errors';
import { findOr404 } from '../../db/lookup';
import type { Database } from '../../db/schema';
import { startsWith } from '../../db/text';
import { lockOr404, writeTransaction } from '../../db/transaction';
import { saveFile, sniffType, uploadTooLarge } from '../../files/storage';
import { HttpError, RequestValidationError } from '../../http/errors';
import { type Language, type Message, renderMessage } from '../../http/messages';
import type { Page } from '../../http/paging';
import type { ReadSubject } from '../../privacy/reads';
import { approvals } from './approvals';
import { say, scheduleMessages } from './i18n';
import { ONE_PENDING_REQUEST } from './migrations/0031_schedule';
import { currentScheduleOf, offeredTo, type ScheduleEmployee, toWorkSchedule } from './schedules';

type Q = Kysely<Database>;

/** Where a request's supporting image is read, on the main API. */
export const imagePath = (id: number) => `/ScheduleRequests/${id}/Image`;

/** The employee `badge` names, or 404. */
export const employeeByBadge = (q: Q, badge: string): Promise<ScheduleEmployee> =>
  findOr404(
    q
      .selectFrom('employees')
      .select(['id', 'badge', 'full_name', 'account', 'position', 'active', 'hired_on'])
      .where('badge', '=', badge),
    say('employee.notFound'),
  );

/** Why `employee` may not request now, or null. */
async function refusalOf(
  q: Q,
  employee: ScheduleEmployee,
  now: Date,
): Promise<{
  reason: InvalidReason;
  message: Message;
  probationEnds?: string;
  pending?: number;
} | null> {
  if (employee.active !== 1) return { reason: 'inactive', message: say('valid.inactive') };
  const today = calendarDay(now);
  if (employee.hired_on && probationEnd(employee.hired_on) > today) {
    const until = probationEnd(employee.hired_on);
    return {
      reason: 'probation',
      message: say('valid.probation', { until }),
      probationEnds: until,
    };
  }
  const pending = await pendingOf(q, employee.id);
  if (pending !== null)
    return { reason: 'pendingRequest', message: say('valid.pendingRequest'), pending };
  return null;
}

async function pendingOf(q: Q, employeeId: number): Promise<number | null> {
  const row = await q
    .selectFrom('schedule_change_requests')
    .select('id')
    .where('employee_id', '=', employeeId)
    .where('status', '=', 'submitted')
    .executeTakeFirst();
  return row?.id ?? null;
}

const requestsQuery = (q: Q) =>
  q
    .selectFrom('schedule_change_requests')
    .innerJoin('employees', 'employees.id', 'schedule_change_requests.employee_id')
    .innerJoin('schedule_reasons', 'schedule_reasons.id', 'schedule_change_requests.reason_id')
    .leftJoin('work_schedules', 'work_schedules.id', 'schedule_change_requests.schedule_id');

const selectRequests = (base: ReturnType<typeof requestsQuery>) =>
  base
    .selectAll('schedule_change_requests')
    .select([
      'employees.badge as employee_badge',
      'employees.full_name as full_name',
      'employees.account as account',
      'schedule_reasons.name as reason_es',
      'schedule_reasons.name_en as reason_en',
      'work_schedules.code as s_code',
      'work_schedules.start_time as s_start',
      'work_schedules.end_time as s_end',
      'work_schedules.days_off as s_days_off',
      'work_schedules.permanent as s_permanent',
      'work_schedules.account as s_account',
      'work_schedules.active as s_active',
    ]);
type RequestRow = Awaited<ReturnType<ReturnType<typeof selectRequests>['executeTakeFirstOrThrow']>>;

function toRequest(row: RequestRow, language: Language): ScheduleRequest {
  const schedule =
    row.schedule_id !== null && row.s_code !== null
      ? toWorkSchedule({
          id: row.schedule_id,
          code: row.s_code,
          start_time: row.s_start!,
          end_time: row.s_end!,
          days_off: row.s_days_off!,
          permanent: row.s_permanent!,
          account: row.s_account,
          active: row.s_active!,
          created_at: '',
          updated_at: '',
        })
      : null;
  const horarios = row.custom_times ? (JSON.parse(row.custom_times) as HorariosCustom) : null;
  return {
    id: row.id,
    StatusID: statusIdOf(row.status),
    status: row.status,
    ProblemID: row.problem_id,
    ReasonID: row.reason_id,
    reason: language === 'en' ? row.reason_en : row.reason_es,
    Schedule_ID: row.schedule_id,
    schedule,
    StartDate: row.start_date,
    FinalDate: row.final_date,
    Type: row.type,
    HorariosCustom: horarios,
    shifts: horarios ? shiftsOfCustom(horarios) : schedule ? shiftsOfSchedule(schedule) : [],
    note: row.decision_note,
    createdAt: row.created_at,
    statusChangedAt: row.status_changed_at,
    imageUrl: row.image_file_id ? `${serviceFamilies.main}${imagePath(row.id)}` : null,
  };
}

/** The planners' inbox: by kind of change besides the kit's filters; the search finds logins. */
const inbox = approvalInbox(approvals, {
  filter: (filter: ScheduleRequestsQuery['filter'], eb) => [
    filter.ProblemID !== undefined
      ? eb('schedule_change_requests.problem_id', '=', filter.ProblemID)
      : undefined,
  ],
  sort: { StartDate: 'schedule_change_requests.start_date' },
  search: (term, eb) => [
    startsWith(eb.ref('schedule_change_requests.network_login'), term.toLowerCase()),
  ],
  from: requestsQuery,
  select: selectRequests,
});

export function createRequestRepository(db: DB) {
  const word = (language: Language, message: Message) =>
    renderMessage(scheduleMessages, message, language).text;

  const recordOf = async (user: ApiUser, id: number, language: Language) =>
    toRecord(await inbox.one(db, user, id), language);

  async function toRecord(row: RequestRow, language: Language): Promise<ScheduleRequestRecord> {
    const [history, current] = await Promise.all([
      approvals.changesOf(db, row.id),
      currentScheduleOf(db, row.employee_id),
    ]);
    return {
      ...toRequest(row, language),
      employeeId: row.employee_id,
      employeeName: row.full_name,
      employeeBadge: row.employee_badge,
      networkLogin: row.network_login,
      employeeEmail: row.employee_email,
      account: row.account,
      submittedAt: row.created_at,
      currentSchedule: current,
      history,
    };
  }

  return {
    /** GET /Agendas/GetUserValid. */
    async validity(badge: string, language: Language, now = new Date()) {
      const employee = await employeeByBadge(db, badge);
      const refusal = await refusalOf(db, employee, now);
      return {
        valid: refusal === null,
        reason: refusal?.reason ?? null,
        message: refusal ? word(language, refusal.message) : null,
        probationEnds: refusal?.probationEnds ?? null,
        pendingRequestId: refusal?.pending ?? null,
      };
    },

    /** GET /Agendas/GetStatusEmployee. */
    async status(badge: string): Promise<EmployeeStatusAnswer> {
      const employee = await employeeByBadge(db, badge);
      return {
        badge: employee.badge,
        fullName: employee.full_name,
        account: employee.account,
        position: employee.position,
        schedule: await currentScheduleOf(db, employee.id),
        pendingRequestId: await pendingOf(db, employee.id),
      };
    },

    employee: (badge: string) => employeeByBadge(db, badge),

    /** GET /Agendas/GetAgendasException: exceptions in force or to come, soonest first. */
    async exceptions(badge: string, now = new Date()): Promise<ScheduleException[]> {
      const employee = await employeeByBadge(db, badge);
      const rows = await db
        .selectFrom('schedule_exceptions as e')
        .leftJoin('work_schedules as w', 'w.id', 'e.schedule_id')
        .select([
          'e.id',
          'e.from_date',
          'e.to_date',
          'e.kind',
          'e.custom_times',
          'e.request_id',
          'w.id as w_id',
          'w.code',
          'w.start_time',
          'w.end_time',
          'w.days_off',
          'w.permanent',
          'w.account',
          'w.active',
        ])
        .where('e.employee_id', '=', employee.id)
        .where('e.to_date', '>=', calendarDay(now))
        .orderBy('e.from_date')
        .orderBy('e.id')
        .execute();
      return rows.map((row) => {
        const schedule =
          row.w_id !== null
            ? toWorkSchedule({
                id: row.w_id,
                code: row.code!,
                start_time: row.start_time!,
                end_time: row.end_time!,
                days_off: row.days_off!,
                permanent: row.permanent!,
                account: row.account,
                active: row.active!,
                created_at: '',
                updated_at: '',
              })
            : null;
        return {
          id: row.id,
          from: row.from_date,
          to: row.to_date,
          kind: row.kind,
          schedule,
          shifts: row.custom_times
            ? (JSON.parse(row.custom_times) as DayShift[])
            : schedule
              ? shiftsOfSchedule(schedule)
              : [],
          requestId: row.request_id,
        };
      });
    },

    /** GET /Agendas/GetMyRequestChatBot: the last `top` requests, newest first. */
    async latest(badge: string, top: number, language: Language): Promise<ScheduleRequest[]> {
      const employee = await employeeByBadge(db, badge);
      const rows = await selectRequests(requestsQuery(db))
        .where('schedule_change_requests.employee_id', '=', employee.id)
        .orderBy('schedule_change_requests.created_at', 'desc')
        .orderBy('schedule_change_requests.id', 'desc')
        .limit(top)
        .execute();
      return rows.map((row) => toRequest(row, language));
    },

    /**
     * POST /Agendas/PostInsertaRequest. One transaction: the author's row locked (their
     * concurrent submits queue), whether they may request (409), the rules that need the
     * database (400 naming the field), the request with its first history row and the author's
     * receipt. On PostgreSQL two submits at once may both pass the check: the partial unique
     * index refuses the second, answered as the same 409.
     */
    async insert(
      user: ApiUser,
      body: InsertRequestBody,
      now = new Date(),
    ): Promise<InsertRequestAnswer> {
      if (body.Network_Login.toLowerCase() !== user.username.toLowerCase())
        throw new RequestValidationError({ Network_Login: say('networkLogin.notYours') });
      const today = calendarDay(now);
      const latest = addDays(today, MAX_CUSTOM_DAYS_AHEAD);
      try {
        return await writeTransaction(db, async (trx) => {
          const employee = await lockOr404(
            trx,
            trx
              .selectFrom('employees')
              .select(['id', 'badge', 'full_name', 'account', 'position', 'active', 'hired_on'])
              .where('badge', '=', body.Employee_ID),
            say('employee.notFound'),
          );
          const refusal = await refusalOf(trx, employee, now);
          if (refusal) throw new HttpError(409, refusal.message);
          const errors: Record<string, Message> = {};
          if (body.StartDate < today) errors.StartDate = say('date.past');
          else if (body.StartDate > latest)
            errors.StartDate = say('date.tooFar', { until: latest });
          let minutes: number;
          let scheduleId: number | null = null;
          const custom = body.ProblemID === PROBLEM_IDS.custom;
          if (custom) {
            const reason = await trx
              .selectFrom('schedule_reasons')
              .select('id')
              .where('id', '=', body.ReasonID)
              .where('custom', '=', 1)
              .where('active', '=', 1)
              .executeTakeFirst();
            if (!reason) errors.ReasonID = say('reason.notCustom');
            minutes = weekMinutes(shiftsOfCustom(body.HorariosCustom ?? {}));
          } else {
            const schedule = await offeredTo(trx, employee)
              .where('id', '=', body.Schedule_ID ?? 0)
              .executeTakeFirst();
            if (!schedule) {
              errors.Schedule_ID = say('schedule.notOffered');
              minutes = 0;
            } else {
              const expected = problemIdOf(schedule.permanent === 1);
              if (expected !== body.ProblemID)
                errors.ProblemID = say('problem.permanence', { expected });
              scheduleId = schedule.id;
              minutes = weekMinutes(shiftsOfSchedule(toWorkSchedule(schedule)));
            }
          }
          if (Object.keys(errors).length) throw new RequestValidationError(errors);
          const at = now.toISOString();
          const id = await approvals.submit(
            trx,
            user,
            {
              employee_id: employee.id,
              problem_id: body.ProblemID,
              reason_id: body.ReasonID,
              schedule_id: scheduleId,
              start_date: body.StartDate,
              final_date: body.FinalDate,
              type: body.Type as 'Agenda' | 'Custom',
              custom_times: custom ? JSON.stringify(body.HorariosCustom) : null,
              total_minutes: minutes,
              employee_email: body.Employee_Email,
              employee_name: body.Employee_Name,
              network_login: body.Network_Login,
              image_file_id: null,
              decision_note: '',
            },
            at,
          );
          return { id, StatusID: 1 as const };
        });
      } catch (error) {
        if (isUniqueViolation(error, ONE_PENDING_REQUEST))
          throw new HttpError(409, say('valid.pendingRequest'));
        throw error;
      }
    },

    /**
     * POST /Agendas/PostBase64ToImage: the supporting image of the caller's own pending request
     * (404 otherwise), stored private; a second replaces the first.
     */
    async image(user: ApiUser, body: ImageBody): Promise<ImageAnswer> {
      const data = Buffer.from(body.Imagen.replace(/\s/g, ''), 'base64');
      if (data.length > IMAGE_MAX_BYTES) throw uploadTooLarge('Imagen', 'file', IMAGE_MAX_BYTES);
      if (data.length === 0) throw new RequestValidationError({ Imagen: say('image.empty') });
      const mine = (q: Q) =>
        q
          .selectFrom('schedule_change_requests')
          .select(['id', 'image_file_id'])
          .where('id', '=', body.request)
          .where('employee_id', '=', Number(user.sub))
          .where('status', '=', 'submitted');
      await findOr404(mine(db), say('request.notFound'));
      const upload = { field: 'Imagen', filename: `solicitud-${body.request}`, data };
      const mime = await sniffType(upload, IMAGE_TYPES, 'JPEG, PNG, WebP, PDF');
      await writeTransaction(db, async (trx) => {
        await lockOr404(trx, mine(trx), say('request.notFound'));
        const fileId = await saveFile(trx, upload, mime, Number(user.sub), { private: true });
        await trx
          .updateTable('schedule_change_requests')
          .set({ image_file_id: fileId })
          .where('id', '=', body.request)
          .execute();
      });
      return {
        request: body.request,
        mime,
        size: data.length,
        url: `${serviceFamilies.main}${imagePath(body.request)}`,
      };
    },

    /** DELETE /Agendas/Requests/{id}: the author withdraws a pending request (the kit: 404, 409). */
    async cancel(user: ApiUser, id: number, language: Language): Promise<ScheduleRequest> {
      await approvals.cancel(db, user, id);
      const row = await selectRequests(requestsQuery(db))
        .where('schedule_change_requests.id', '=', id)
        .executeTakeFirstOrThrow();
      return toRequest(row, language);
    },

    /** GET /ScheduleRequests/{id}/Image: the file of the caller's request or one they decide; else 404. */
    async imageFile(user: ApiUser, id: number): Promise<{ fileId: string } & ReadSubject> {
      const query = db
        .selectFrom('schedule_change_requests')
        .select(['employee_id', 'image_file_id'])
        .where('id', '=', id)
        .where(approvals.seenBy(user));
      const row = await findOr404(query, say('request.notFound'));
      if (!row.image_file_id) throw new HttpError(404, say('image.notFound'));
      return { fileId: row.image_file_id, employeeId: row.employee_id, recordId: id };
    },

    /** GET /admin/schedule-requests: the planners' inbox (never their own), in SQL. */
    async inbox(
      user: ApiUser,
      query: ScheduleRequestsQuery,
      language: Language,
    ): Promise<Page<ScheduleRequestRecord>> {
      const page = await inbox.list(db, user, query);
      return {
        total: page.total,
        rows: await Promise.all(page.rows.map((row) => toRecord(row, language))),
      };
    },

    /** GET /admin/schedule-requests/{id}. */
    one: recordOf,

    /**
     * PUT /admin/schedule-requests/{id}: a planner approves or rejects (the kit: locked, 409 when
     * settled, history, audit, the author notified, the approval's effect: ./approvals.ts).
     */
    async decide(
      user: ApiUser,
      id: number,
      decision: ScheduleDecision,
      language: Language,
    ): Promise<ScheduleRequestRecord> {
      await approvals.decide(db, user, id, decision);
      return recordOf(user, id, language);
    },
  };
}
