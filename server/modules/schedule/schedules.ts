import type { Kysely, Selectable } from 'kysely';
import {
  type AgendasQuery,
  type CurrentSchedule,
  daysOffOf,
  daysOffText,
  type ScheduleReason,
  shiftsOfSchedule,
  weekMinutes,
  type WorkSchedule,
  type WorkScheduleBody,
  type WorkSchedulesQuery,
} from '../../../contracts/schedule/schedule';
import type { ApiUser } from '../../auth/apiTokens';
import { insertAudited, updateAudited } from '../../audit/audit';
import type { DB } from '../../db';
import { findByIdOr404 } from '../../db/lookup';
import type { Database } from '../../db/schema';
import { lockByIdOr404 } from '../../db/transaction';
import { type UniqueName, writeNamed } from '../../db/uniqueName';
import { type Language } from '../../http/messages';
import { type Page, pagedList } from '../../http/paging';
import { say } from './i18n';
import { SCHEDULE_CODE_INDEX } from './migrations/0031_schedule';
import type { WorkScheduleTable } from './tables';

type Q = Kysely<Database>;

/** The employee a call is about (their badge), or 404. */
export type ScheduleEmployee = Pick<
  Selectable<Database['employees']>,
  'id' | 'badge' | 'full_name' | 'account' | 'position' | 'active' | 'hired_on'
>;

export function toWorkSchedule(row: Selectable<WorkScheduleTable>): WorkSchedule {
  const daysOff = daysOffOf(row.days_off);
  const schedule = { startTime: row.start_time, endTime: row.end_time, daysOff };
  return {
    id: row.id,
    code: row.code,
    ...schedule,
    permanent: row.permanent === 1,
    account: row.account,
    active: row.active === 1,
    weeklyHours: weekMinutes(shiftsOfSchedule(schedule)) / 60,
  };
}

/** The employee's current schedule row (with the schedule), or undefined. */
export async function currentScheduleOf(q: Q, employeeId: number): Promise<CurrentSchedule | null> {
  const row = await q
    .selectFrom('employee_schedules')
    .innerJoin('work_schedules', 'work_schedules.id', 'employee_schedules.schedule_id')
    .selectAll('work_schedules')
    .select('employee_schedules.since')
    .where('employee_schedules.employee_id', '=', employeeId)
    .executeTakeFirst();
  return row ? { ...toWorkSchedule(row), since: row.since } : null;
}

/** The schedules an employee may ask for: active, offered to their account or to all, not theirs. */
export function offeredTo(q: Q, employee: Pick<ScheduleEmployee, 'id' | 'account'>) {
  return q
    .selectFrom('work_schedules')
    .selectAll()
    .where('active', '=', 1)
    .where((eb) =>
      eb.or([
        eb('account', 'is', null),
        ...(employee.account ? [eb('account', '=', employee.account)] : []),
      ]),
    )
    .where(
      'id',
      'not in',
      q
        .selectFrom('employee_schedules')
        .select('schedule_id')
        .where('employee_id', '=', employee.id),
    );
}

const CODE: UniqueName = {
  table: 'work_schedules',
  indexes: [SCHEDULE_CODE_INDEX],
  refusal: { taken: (name) => say('code.taken', { name }), reason: say('code.reason') },
  field: 'code',
  folded: { column: 'code', fold: (code) => code.toUpperCase() },
};

const valuesOf = (body: WorkScheduleBody) => ({
  code: body.code.toUpperCase(),
  start_time: body.startTime,
  end_time: body.endTime,
  days_off: daysOffText(body.daysOff),
  permanent: body.permanent ? 1 : 0,
  account: body.account ?? null,
  active: body.active ? 1 : 0,
});

export function createScheduleRepository(db: DB) {
  const one = async (id: number) =>
    toWorkSchedule(await findByIdOr404(db, 'work_schedules', id, say('workSchedule.notFound')));

  return {
    /** GET /Agendas/GetAgendas: the schedules offered to `employee`, filtered, by start time. */
    async offered(employee: ScheduleEmployee, filter: AgendasQuery): Promise<WorkSchedule[]> {
      let query = offeredTo(db, employee);
      if (filter.horaInicio) query = query.where('start_time', '=', filter.horaInicio);
      if (filter.diasLibres)
        query = query.where('days_off', '=', daysOffText(daysOffOf(filter.diasLibres)));
      if (filter.permanencia !== undefined)
        query = query.where('permanent', '=', filter.permanencia ? 1 : 0);
      const rows = await query.orderBy('start_time').orderBy('code').execute();
      return rows.map(toWorkSchedule);
    },

    /** GET /Agendas/GetReasons: the active reasons in the caller's language. */
    async reasons(language: Language): Promise<ScheduleReason[]> {
      const rows = await db
        .selectFrom('schedule_reasons')
        .selectAll()
        .where('active', '=', 1)
        .orderBy('id')
        .execute();
      return rows.map((row) => ({
        id: row.id,
        name: language === 'en' ? row.name_en : row.name,
        custom: row.custom === 1,
      }));
    },

    /** GET /admin/work-schedules: filtered, sorted and paged in SQL. */
    async list({ sort, range, filter }: WorkSchedulesQuery): Promise<Page<WorkSchedule>> {
      let base = db.selectFrom('work_schedules');
      if (filter.id) base = base.where('id', 'in', filter.id);
      if (filter.q)
        base = base.where('code', 'like', `%${filter.q.toUpperCase().replace(/[\\%_]/g, '')}%`);
      if (filter.active !== undefined) base = base.where('active', '=', filter.active ? 1 : 0);
      if (filter.permanent !== undefined)
        base = base.where('permanent', '=', filter.permanent ? 1 : 0);
      if (filter.account) base = base.where('account', '=', filter.account);
      const page = await pagedList(
        { sort, range, filter },
        {
          base,
          select: (b) => b.selectAll(),
          sort: { code: 'code', startTime: 'start_time', id: 'id' },
          tieBreaker: 'id',
        },
      );
      return { total: page.total, rows: page.rows.map(toWorkSchedule) };
    },

    one,

    /** POST /admin/work-schedules: audited; 409 naming code when taken. */
    async create(user: ApiUser, body: WorkScheduleBody): Promise<WorkSchedule> {
      const at = new Date().toISOString();
      const id = await writeNamed(db, CODE, body.code, {}, (trx) =>
        insertAudited(trx, user, {
          table: 'work_schedules',
          entity: 'work_schedule',
          values: { ...valuesOf(body), created_at: at, updated_at: at },
        }),
      );
      return one(id);
    },

    /** PUT /admin/work-schedules/{id}: audited (deactivating is `active: false`). */
    async update(user: ApiUser, id: number, body: WorkScheduleBody): Promise<WorkSchedule> {
      await writeNamed(db, CODE, body.code, { except: id }, async (trx) => {
        const before = await lockByIdOr404(trx, 'work_schedules', id, say('workSchedule.notFound'));
        const set = { ...valuesOf(body), updated_at: new Date().toISOString() };
        await updateAudited(trx, user, {
          table: 'work_schedules',
          entity: 'work_schedule',
          id,
          set,
          before,
          after: { ...before, ...set },
        });
      });
      return one(id);
    },
  };
}
