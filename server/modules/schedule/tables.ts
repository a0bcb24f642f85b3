import type { Generated } from 'kysely';
import type { ApprovalStatus } from '../../../contracts/approvals';
import type { ExceptionKind, ProblemId, RequestType } from '../../../contracts/schedule/schedule';
import type { StatusChangeTable } from '../../workflow/historyTable';

/** A schedule offered to agents (the planners keep them; deactivated, never deleted). */
export interface WorkScheduleTable {
  id: Generated<number>;
  /** Upper case, unique. */
  code: string;
  /** 'HH:MM' 24-hour; end ≤ start runs past midnight. */
  start_time: string;
  end_time: string;
  /** Two weekdays 1–7, ascending: '6,7'. */
  days_off: string;
  /** 1 permanent, 0 temporary (`permanencia`). */
  permanent: number;
  /** The account it is offered to; null: every account. */
  account: string | null;
  active: number;
  created_at: string;
  updated_at: string;
}

/** The schedule an employee works (one row each). */
export interface EmployeeScheduleTable {
  id: Generated<number>;
  employee_id: number;
  schedule_id: number;
  /** 'YYYY-MM-DD'. */
  since: string;
  updated_at: string;
}

/** An approved exception: a temporary schedule or a custom week, from … to (both included). */
export interface ScheduleExceptionTable {
  id: Generated<number>;
  employee_id: number;
  from_date: string;
  to_date: string;
  kind: ExceptionKind;
  schedule_id: number | null;
  /** kind custom: the DayShift[] (24-hour) as JSON; else null. */
  custom_times: string | null;
  request_id: number | null;
  created_at: string;
}

/** Why a change is asked: 4 is the general one of non-custom requests; custom ones for ProblemID 7. */
export interface ScheduleReasonTable {
  id: number;
  name: string;
  name_en: string;
  custom: number;
  active: number;
}

/** A schedule change request (the approvals kit's request table). */
export interface ScheduleChangeRequestTable {
  id: Generated<number>;
  /** The author: always the caller of the POST. */
  employee_id: number;
  status: ApprovalStatus;
  problem_id: ProblemId;
  reason_id: number;
  /** ProblemID 1, 2; null for custom. */
  schedule_id: number | null;
  start_date: string;
  final_date: string;
  type: RequestType;
  /** HorariosCustom as sent (12-hour) as JSON, ProblemID 7; else null. */
  custom_times: string | null;
  /** The week's minutes the service computed (custom), or the schedule's. */
  total_minutes: number;
  employee_email: string;
  employee_name: string;
  network_login: string;
  /** The supporting image (private file), when sent. */
  image_file_id: string | null;
  /** The planner's note of the decision (a rejection's reason), '' while pending. */
  decision_note: string;
  created_at: string;
  status_changed_at: string;
}

type ScheduleRequestStatusChangeTable = StatusChangeTable<'request_id', ApprovalStatus>;

export interface ScheduleTables {
  work_schedules: WorkScheduleTable;
  employee_schedules: EmployeeScheduleTable;
  schedule_exceptions: ScheduleExceptionTable;
  schedule_reasons: ScheduleReasonTable;
  schedule_change_requests: ScheduleChangeRequestTable;
  schedule_request_status_changes: ScheduleRequestStatusChangeTable;
}
