import { type Kysely, sql, type Transaction } from 'kysely';
import type { ApprovalDecision } from '../../../contracts/approvals';
import { calendarDay, probationEnd } from '../../../contracts/calendar';
import {
  type AddRequestDayBody,
  type ApprovalsListQuery,
  type CategoryBalance,
  type DayCategory,
  type DayRequest,
  type DaysRequestsQuery,
  daysOf,
  type TimeInterval,
  type UpdateRequestDateQuery,
  type UserValidation,
  type ValidationCode,
} from '../../../contracts/personalDays/personalDays';
import { approvalInbox } from '../../approvals/approvals';
import { recordAudit } from '../../audit/audit';
import type { ApiUser } from '../../auth/apiTokens';
import { dayOff } from '../../calendar/holidays';
import type { DB } from '../../db';
import { isUniqueViolation } from '../../db/errors';
import { findOr400, findOr404 } from '../../db/lookup';
import type { Database } from '../../db/schema';
import { containsText } from '../../db/text';
import { lockByIdOr404, lockOr404, writeTransaction } from '../../db/transaction';
import { HttpError, RequestValidationError } from '../../http/errors';
import type { Language } from '../../http/messages';
import { type Page, pagedList } from '../../http/paging';
import { approvals } from './approvals';
import { say } from './i18n';
import { ONE_REQUEST_PER_DAY } from './migrations/0024_personal_days';
import { asMove } from '../../workflow/statusWorkflow';

type Q = Kysely<Database>;

/** A name in the caller's language: the rows keep Spanish in `name`, English in `name_en`. */
const named = (language: Language, row: { name: string; name_en: string }) =>
  language === 'en' ? row.name_en : row.name;

function requestsQuery(q: Q) {
  return q
    .selectFrom('personal_day_requests')
    .innerJoin('employees', 'employees.id', 'personal_day_requests.employee_id')
    .innerJoin(
      'personal_day_categories',
      'personal_day_categories.id',
      'personal_day_requests.category_id',
    )
    .innerJoin(
      'personal_day_intervals',
      'personal_day_intervals.id',
      'personal_day_requests.time_interval_id',
    );
}

const selectRequests = (base: ReturnType<typeof requestsQuery>) =>
  base
    .selectAll('personal_day_requests')
    .select([
      'employees.badge',
      'employees.full_name',
      'employees.account',
      'personal_day_categories.name as category_name',
      'personal_day_categories.name_en as category_name_en',
      'personal_day_intervals.name as interval_name',
      'personal_day_intervals.name_en as interval_name_en',
      'personal_day_intervals.start_time',
      'personal_day_intervals.end_time',
    ]);
type RequestRow = Awaited<ReturnType<ReturnType<typeof selectRequests>['executeTakeFirstOrThrow']>>;

/** The requests of these rows with their history (oldest move first); a rejection's note is its reason. */
async function withHistory(q: Q, rows: RequestRow[], language: Language): Promise<DayRequest[]> {
  const changes = await approvals.historyOf(
    q,
    rows.map((row) => row.id),
  );
  return rows.map((row) => {
    const history = (changes.get(row.id) ?? []).map(asMove);
    return {
      id: row.id,
      employee: { badge: row.badge, fullName: row.full_name, account: row.account },
      employeeName: row.full_name,
      employeeBadge: row.badge,
      categoryId: row.category_id,
      category: named(language, { name: row.category_name, name_en: row.category_name_en }),
      timeIntervalId: row.time_interval_id,
      timeInterval: named(language, { name: row.interval_name, name_en: row.interval_name_en }),
      startTime: row.start_time,
      endTime: row.end_time,
      halves: row.halves,
      requestDate: row.request_date,
      comment: row.comment,
      status: row.status,
      reason:
        row.status === 'rejected'
          ? (history.findLast((change) => change.to === 'rejected')?.note ?? '')
          : '',
      createdAt: row.created_at,
      submittedAt: row.created_at,
      statusChangedAt: row.status_changed_at,
      history,
    };
  });
}

async function loadRequest(q: Q, id: number, language: Language): Promise<DayRequest> {
  const row = await findOr404(
    selectRequests(requestsQuery(q)).where('personal_day_requests.id', '=', id),
    say('request.notFound'),
  );
  const [request] = await withHistory(q, [row], language);
  return request!;
}

/** Half days of each category the employee has used (approved) and has pending in `year`. */
async function countsOf(
  q: Q,
  employeeId: number,
  year: number,
  exceptRequest?: number,
): Promise<Map<number, { used: number; pending: number }>> {
  let query = q
    .selectFrom('personal_day_requests')
    .select(['category_id', 'status', sql<number>`sum(halves)`.as('halves')])
    .where('employee_id', '=', employeeId)
    .where('request_date', '>=', `${year}-01-01`)
    .where('request_date', '<=', `${year}-12-31`)
    .where('status', 'in', ['submitted', 'approved'])
    .groupBy(['category_id', 'status']);
  if (exceptRequest !== undefined) query = query.where('id', '<>', exceptRequest);
  const counts = new Map<number, { used: number; pending: number }>();
  for (const row of await query.execute()) {
    const count = counts.get(row.category_id) ?? { used: 0, pending: 0 };
    if (row.status === 'approved') count.used += Number(row.halves);
    else count.pending += Number(row.halves);
    counts.set(row.category_id, count);
  }
  return counts;
}

const categoriesOf = (q: Q) =>
  q.selectFrom('personal_day_categories').selectAll().orderBy('sort_order').orderBy('id');

/** The employee's balance per category in `year`. */
async function balanceOf(
  q: Q,
  employeeId: number,
  year: number,
  language: Language,
): Promise<CategoryBalance[]> {
  const [categories, counts] = await Promise.all([
    categoriesOf(q).execute(),
    countsOf(q, employeeId, year),
  ]);
  return categories.map((category) => {
    const { used, pending } = counts.get(category.id) ?? { used: 0, pending: 0 };
    return {
      categoryId: category.id,
      name: named(language, category),
      quotaHalves: category.yearly_quota_halves,
      usedHalves: used,
      pendingHalves: pending,
      leftHalves: Math.max(0, category.yearly_quota_halves - used - pending),
    };
  });
}

/**
 * 400 naming `requestDate` when the day cannot be requested: gone, beyond next year, a weekend, a
 * company holiday, or already requested (submitted or approved) by the employee.
 */
async function checkDay(
  trx: Q,
  employeeId: number,
  day: string,
  today: string,
  exceptRequest?: number,
): Promise<void> {
  const refuse = (message: ReturnType<typeof say>) => {
    throw new RequestValidationError({ requestDate: message });
  };
  const lastYear = Number(today.slice(0, 4)) + 1;
  if (day < today) refuse(say('day.past'));
  if (Number(day.slice(0, 4)) > lastYear) refuse(say('day.tooFar', { year: lastYear }));
  const off = await dayOff(trx, day);
  if (off)
    refuse('holiday' in off ? say('day.holiday', { name: off.holiday }) : say('day.weekend'));
  let taken = trx
    .selectFrom('personal_day_requests')
    .select('id')
    .where('employee_id', '=', employeeId)
    .where('request_date', '=', day)
    .where('status', 'in', ['submitted', 'approved']);
  if (exceptRequest !== undefined) taken = taken.where('id', '<>', exceptRequest);
  if (await taken.executeTakeFirst()) refuse(say('day.taken'));
}

/** 409 naming `categoryId` when `halves` more of the category exceed its quota of the day's year. */
async function checkQuota(
  trx: Q,
  employeeId: number,
  category: { id: number; name: string; name_en: string; yearly_quota_halves: number },
  day: string,
  halves: number,
  exceptRequest?: number,
): Promise<void> {
  const year = Number(day.slice(0, 4));
  const { used, pending } = (await countsOf(trx, employeeId, year, exceptRequest)).get(
    category.id,
  ) ?? { used: 0, pending: 0 };
  const left = category.yearly_quota_halves - used - pending;
  if (halves > left) {
    throw new HttpError(
      409,
      say('quota.exceeded', {
        category: category.name,
        categoryEn: category.name_en,
        year,
        left: String(daysOf(Math.max(0, left))).replace('.', ','),
      }),
      { categoryId: say('quota.field') },
    );
  }
}

/**
 * Locks the author's employee row for the rest of the transaction: every write that counts their
 * quota or their days (a request, a change of date) runs one at a time per employee, so 50
 * concurrent requests against 2 days left accept exactly 2 (SQLite: the write lock does it).
 */
async function lockAuthor(trx: Transaction<Database>, employeeId: number, today: string) {
  const employee = await lockByIdOr404(trx, 'employees', employeeId, say('employee.notFound'));
  // Without a hire date there is no probation period to wait out.
  const until = employee.hired_on ? probationEnd(employee.hired_on) : null;
  if (until !== null && today < until) {
    throw new HttpError(409, say('probation', { until }), {
      requestDate: say('probation.field'),
    });
  }
  return employee;
}

const dayTakenRefusal = () => new RequestValidationError({ requestDate: say('day.taken') });

/** The approvers' inbox: by category and requested days besides the kit's filters. */
const inbox = approvalInbox(approvals, {
  filter: (filter: ApprovalsListQuery['filter'], eb) => [
    filter.categoryId ? eb('personal_day_requests.category_id', '=', filter.categoryId) : undefined,
    filter.from ? eb('personal_day_requests.request_date', '>=', filter.from) : undefined,
    filter.to ? eb('personal_day_requests.request_date', '<=', filter.to) : undefined,
  ],
  sort: {
    requestDate: 'personal_day_requests.request_date',
    statusChangedAt: 'personal_day_requests.status_changed_at',
  },
  search: (term, eb, q) => [containsText(q, eb.ref('personal_day_requests.comment'), term)],
  from: requestsQuery,
  select: selectRequests,
});

export function createDayRequestRepository(db: DB) {
  /** A write that may race a twin: the unique index's refusal is the same 400 as the check's. */
  async function write<T>(work: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
    try {
      return await writeTransaction(db, work);
    } catch (error) {
      if (isUniqueViolation(error, ONE_REQUEST_PER_DAY)) throw dayTakenRefusal();
      throw error;
    }
  }

  /** The row of one of the user's requests, locked; 404 when it is not theirs. */
  const lockMine = (trx: Transaction<Database>, user: ApiUser, id: number) =>
    lockOr404(
      trx,
      trx
        .selectFrom('personal_day_requests')
        .selectAll()
        .where('id', '=', id)
        .where('employee_id', '=', Number(user.sub)),
      say('request.notFound'),
    );

  return {
    /** GET /PersonalDays/GetCategories. */
    async categories(language: Language): Promise<DayCategory[]> {
      return (await categoriesOf(db).execute()).map((category) => ({
        id: category.id,
        name: named(language, category),
        description: language === 'en' ? category.description_en : category.description,
        yearlyQuotaHalves: category.yearly_quota_halves,
      }));
    },

    /** GET /PersonalDays/GetTimeIntervalsByCategory/{id}: 404 when there is no such category. */
    async intervals(categoryId: number, language: Language): Promise<TimeInterval[]> {
      await findOr404(
        db.selectFrom('personal_day_categories').select('id').where('id', '=', categoryId),
        say('category.notFound'),
      );
      const rows = await db
        .selectFrom('personal_day_intervals')
        .selectAll()
        .where('category_id', '=', categoryId)
        .orderBy('sort_order')
        .orderBy('id')
        .execute();
      return rows.map((row) => ({
        id: row.id,
        categoryId: row.category_id,
        name: named(language, row),
        startTime: row.start_time,
        endTime: row.end_time,
        halves: row.halves,
      }));
    },

    /**
     * GET /PersonalDays/InitialUserValidation/{badge}: not allowed during the probation period or
     * with no half day left in any category this year.
     */
    async validation(
      badge: string,
      user: ApiUser,
      language: Language,
      now = new Date(),
    ): Promise<UserValidation> {
      const employee = await findOr404(
        db.selectFrom('employees').select(['id', 'hired_on']).where('badge', '=', badge),
        say('employee.notFound'),
      );
      const today = calendarDay(now);
      const year = Number(today.slice(0, 4));
      const [balance, mayApprove] = await Promise.all([
        balanceOf(db, employee.id, year, language),
        approvals.mayApproveAny(db, user),
      ]);
      const until = employee.hired_on ? probationEnd(employee.hired_on) : null;
      const reasons: ValidationCode[] = [];
      if (until !== null && today < until) reasons.push('probation');
      if (balance.every((category) => category.leftHalves === 0)) reasons.push('noDaysLeft');
      return {
        allowed: reasons.length === 0,
        reasons,
        probationEndsOn: until,
        year,
        balance,
        mayApprove,
      };
    },

    /** GET /PersonalDays/GetDaysRequests: my requests, latest day first, paged in SQL. */
    async mine(
      user: ApiUser,
      { status, page, perPage }: DaysRequestsQuery,
      language: Language,
    ): Promise<Page<DayRequest>> {
      let base = requestsQuery(db).where(
        'personal_day_requests.employee_id',
        '=',
        Number(user.sub),
      );
      if (status) base = base.where('personal_day_requests.status', '=', status);
      const found = await pagedList(
        { sort: 'requestDate', order: 'DESC', page, perPage },
        {
          base,
          select: selectRequests,
          sort: { requestDate: 'personal_day_requests.request_date' },
          tieBreaker: 'personal_day_requests.id',
        },
      );
      return { total: found.total, rows: await withHistory(db, found.rows, language) };
    },

    /**
     * POST /PersonalDays/AddRequestDay: checked and written with the author's row locked (see
     * lockAuthor); the history's first row in the same transaction.
     */
    async add(
      user: ApiUser,
      body: AddRequestDayBody,
      language: Language,
      now = new Date(),
    ): Promise<DayRequest> {
      const employeeId = Number(user.sub);
      const today = calendarDay(now);
      const id = await write(async (trx) => {
        await lockAuthor(trx, employeeId, today);
        const category = await findOr400(
          trx.selectFrom('personal_day_categories').selectAll().where('id', '=', body.categoryId),
          { categoryId: say('category.unknown') },
        );
        const interval = await findOr400(
          trx
            .selectFrom('personal_day_intervals')
            .selectAll()
            .where('id', '=', body.timeIntervalId)
            .where('category_id', '=', category.id),
          { timeIntervalId: say('interval.notOfCategory') },
        );
        await checkDay(trx, employeeId, body.requestDate, today);
        await checkQuota(trx, employeeId, category, body.requestDate, interval.halves);
        const at = now.toISOString();
        return approvals.submit(
          trx,
          user,
          {
            employee_id: employeeId,
            category_id: category.id,
            time_interval_id: interval.id,
            request_date: body.requestDate,
            halves: interval.halves,
            comment: body.comment,
          },
          at,
        );
      });
      return loadRequest(db, id, language);
    },

    /**
     * POST /PersonalDays/UpdateReqestDate/{id}: the author moves their pending request to another
     * day (AddRequestDay's rules, its own days and halves left out of the counts). Audited.
     */
    async changeDate(
      user: ApiUser,
      id: number,
      change: UpdateRequestDateQuery,
      language: Language,
      now = new Date(),
    ): Promise<DayRequest> {
      const employeeId = Number(user.sub);
      const today = calendarDay(now);
      await write(async (trx) => {
        await lockAuthor(trx, employeeId, today);
        const before = await lockMine(trx, user, id);
        if (before.status !== 'submitted') {
          const refusal = say('request.notPending', { status: say(`status.${before.status}`) });
          throw new HttpError(409, refusal, { status: refusal });
        }
        await checkDay(trx, employeeId, change.requestDate, today, id);
        const category = await trx
          .selectFrom('personal_day_categories')
          .selectAll()
          .where('id', '=', before.category_id)
          .executeTakeFirstOrThrow();
        await checkQuota(trx, employeeId, category, change.requestDate, before.halves, id);
        await trx
          .updateTable('personal_day_requests')
          .set({ request_date: change.requestDate, comment: change.comment })
          .where('id', '=', id)
          .execute();
        await recordAudit(
          trx,
          {
            actor: user,
            entity: 'personal_day_request',
            entityId: id,
            before: { requestDate: before.request_date, comment: before.comment },
            after: { requestDate: change.requestDate, comment: change.comment },
          },
          now,
        );
      });
      return loadRequest(db, id, language);
    },

    /** DELETE /PersonalDays/Delete/{id}: the author cancels their pending request (kept). */
    async cancel(user: ApiUser, id: number, language: Language): Promise<DayRequest> {
      await approvals.cancel(db, user, id);
      return loadRequest(db, id, language);
    },

    /** GET /admin/personal-days-approvals: the requests the user decides, filtered in SQL. */
    async inbox(user: ApiUser, query: ApprovalsListQuery): Promise<Page<DayRequest>> {
      const found = await inbox.list(db, user, query);
      // The inbox is the company's: its names are Spanish.
      return { total: found.total, rows: await withHistory(db, found.rows, 'es') };
    },

    /** GET /admin/personal-days-approvals/{id}: 404 unless the user decides it. */
    async inboxOne(user: ApiUser, id: number): Promise<DayRequest> {
      const [request] = await withHistory(db, [await inbox.one(db, user, id)], 'es');
      return request!;
    },

    /** PUT /admin/personal-days-approvals/{id}: the approver's decision (see the approvals kit). */
    async decide(user: ApiUser, id: number, decision: ApprovalDecision): Promise<DayRequest> {
      await approvals.decide(db, user, id, decision);
      return loadRequest(db, id, 'es');
    },
  };
}
