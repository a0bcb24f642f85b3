import { sql } from 'kysely';
import { calendarDay } from '../../../contracts/calendar';
import {
  type HorariosCustom,
  PROBLEM_IDS,
  shiftsOfCustom,
} from '../../../contracts/schedule/schedule';
import { approvalRequests } from '../../approvals/approvals';
import { scheduleMessages } from './i18n';

/** The employee's page where they follow their requests. */
export const SCHEDULE_PAGE = '/ScheduleChange';

/**
 * Schedule change requests on the approvals kit: the workforce planners (Workforce_Planner,
 * System_Admin) decide; every move notifies the author. An approval's effect is in the same
 * transaction: ProblemID 1 sets the employee's schedule from StartDate; 2 adds a temporary
 * exception from StartDate to FinalDate; 7 a custom one from the day of approval to the 'Until'
 * date.
 */
export const approvals = approvalRequests({
  module: 'schedule',
  table: 'schedule_change_requests',
  audit: {
    entity: 'schedule_request',
    names: (row) => ({ problemId: row.problem_id, startDate: row.start_date }),
  },
  history: { table: 'schedule_request_status_changes', column: 'request_id' },
  approvers: 'owners',
  messages: scheduleMessages,
  notice: { link: () => SCHEDULE_PAGE },
  inbox: {
    // The reason and the days: 'Cita médica · 2026-12-01 → 2026-12-05'.
    summary: sql<string>`(select name from schedule_reasons where schedule_reasons.id = schedule_change_requests.reason_id) || ' · ' || schedule_change_requests.start_date || ' → ' || schedule_change_requests.final_date`,
    // Where a planner decides it.
    page: (id) => `/ScheduleChange/Solicitudes/${id}`,
  },
  decisionNote: { column: 'decision_note' },
  effects: async (trx, { before, decision: { status }, at }) => {
    if (status !== 'approved') return;
    if (before.problem_id === PROBLEM_IDS.permanent && before.schedule_id !== null) {
      const updated = await trx
        .updateTable('employee_schedules')
        .set({ schedule_id: before.schedule_id, since: before.start_date, updated_at: at })
        .where('employee_id', '=', before.employee_id)
        .executeTakeFirst();
      if (Number(updated.numUpdatedRows) === 0)
        await trx
          .insertInto('employee_schedules')
          .values({
            employee_id: before.employee_id,
            schedule_id: before.schedule_id,
            since: before.start_date,
            updated_at: at,
          })
          .execute();
      return;
    }
    const custom = before.problem_id === PROBLEM_IDS.custom;
    const approvedOn = calendarDay(new Date(at));
    await trx
      .insertInto('schedule_exceptions')
      .values({
        employee_id: before.employee_id,
        from_date: custom
          ? approvedOn < before.final_date
            ? approvedOn
            : before.final_date
          : before.start_date,
        to_date: before.final_date,
        kind: custom ? 'custom' : 'temporary',
        schedule_id: custom ? null : before.schedule_id,
        custom_times: custom
          ? JSON.stringify(
              shiftsOfCustom(JSON.parse(before.custom_times ?? '{}') as HorariosCustom),
            )
          : null,
        request_id: before.id,
        created_at: at,
      })
      .execute();
  },
});
