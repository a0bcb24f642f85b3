import type { Generated } from 'kysely';
import type { DayRequestStatus } from '../../../contracts/personalDays/personalDays';
import type { StatusChangeTable } from '../../workflow/historyTable';

// Personal days (migration 0024_personal_days).

/** A kind of day off with its yearly quota ('Día personal', 'Cumpleaños', 'Trámites'). */
export interface PersonalDayCategoryTable {
  id: Generated<number>;
  name: string;
  name_en: string;
  description: string;
  description_en: string;
  /** Half days per calendar year. */
  yearly_quota_halves: number;
  sort_order: number;
  created_at: string;
  updated_at: string;
}

/** A part of the day a category may be taken in (full day, morning, afternoon). */
export interface PersonalDayIntervalTable {
  id: Generated<number>;
  category_id: number;
  name: string;
  name_en: string;
  /** 'HH:mm', company wall clock. */
  start_time: string;
  end_time: string;
  /** Half days it takes from the quota: 2 or 1. */
  halves: number;
  sort_order: number;
}

export interface PersonalDayRequestTable {
  id: Generated<number>;
  /** The author. */
  employee_id: number;
  category_id: number;
  time_interval_id: number;
  /** 'YYYY-MM-DD', company calendar. */
  request_date: string;
  /** The interval's halves when requested: what it counts against the quota. */
  halves: number;
  comment: string;
  status: DayRequestStatus;
  created_at: string;
  status_changed_at: string;
}

/** The first row (from_status null) is the request submitted; a rejection's note is its reason. */
type PersonalDayStatusChangeTable = StatusChangeTable<'request_id', DayRequestStatus>;

export interface PersonalDayTables {
  personal_day_categories: PersonalDayCategoryTable;
  personal_day_intervals: PersonalDayIntervalTable;
  personal_day_requests: PersonalDayRequestTable;
  personal_day_status_changes: PersonalDayStatusChangeTable;
}
