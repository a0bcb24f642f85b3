import type { Generated } from 'kysely';
import type { ApplicationStatus } from '../../../contracts/growth/growth';
import type { FoldedIndex, SearchIndex } from '../../db/text';
import type { StatusChangeTable } from '../../workflow/historyTable';

/** What an opening's text is searched in (migration 0043_opening_search; db/text.ts). */
export const OPENING_SEARCH: SearchIndex = {
  table: 'growth_openings',
  columns: ['title', 'description'],
};

/** The openings' area and location, folded and indexed for `equalsFolded` (0043_opening_search). */
export const OPENING_FOLDED_INDEXES: readonly FoldedIndex[] = [
  { name: 'growth_openings_area_folded', table: 'growth_openings', column: 'area' },
  { name: 'growth_openings_location_folded', table: 'growth_openings', column: 'location' },
];

// Growth opportunities (migration 0021_growth).
export interface GrowthOpeningTable {
  id: Generated<number>;
  title: string;
  area: string;
  location: string;
  description: string;
  requirements: string;
  work_schedule: string;
  /** 'HH:mm', the shift. */
  start_time: string;
  end_time: string;
  min_months_in_position: number;
  /** 'YYYY-MM-DD', the last day to apply (company time zone), or null. */
  closes_on: string | null;
  active: number;
  created_at: string;
  updated_at: string;
}

export interface GrowthApplicationTable {
  id: Generated<number>;
  opening_id: number;
  employee_id: number;
  email: string;
  phone: string;
  /** The opening's title when the application was sent. */
  job: string;
  work_schedule: string;
  start_time: string;
  end_time: string;
  resume_file_id: string;
  resume_name: string;
  status: ApplicationStatus;
  note: string;
  created_at: string;
  status_changed_at: string;
}

export type GrowthApplicationStatusChangeTable = StatusChangeTable<
  'application_id',
  ApplicationStatus
>;

/** The employee as the growth service sees them: the employees table has none of this. */
export interface GrowthProfileTable {
  employee_id: number;
  email: string;
  phone: string;
  position: string;
  area: string;
  /** 'YYYY-MM-DD'. */
  position_since: string;
  hired_on: string;
  updated_at: string;
}

export interface GrowthTables {
  growth_openings: GrowthOpeningTable;
  growth_applications: GrowthApplicationTable;
  growth_application_status_changes: GrowthApplicationStatusChangeTable;
  growth_profiles: GrowthProfileTable;
}
