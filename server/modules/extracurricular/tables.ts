import type { Generated } from 'kysely';

// Extracurricular reference data (migration 0033_extracurricular). Booleans are 0/1.

/** A client account the employees work for: lines of business belong to one. */
export interface ClientAccountTable {
  id: Generated<number>;
  name: string;
  active: number;
}

export interface LineOfBusinessTable {
  id: Generated<number>;
  account_id: number;
  name: string;
  active: number;
  /** Badge of the last administrator who saved it. */
  modified_by: string;
  created_at: string;
  updated_at: string;
}

/** A cost centre of a line of business; its code is unique company-wide. */
export interface CostCenterTable {
  id: Generated<number>;
  code: string;
  name: string;
  lob_id: number;
}

/** Where courses take place; a virtual one has no district. */
export interface CourseLocationTable {
  id: Generated<number>;
  name: string;
  active: number;
  district_code: string | null;
  created_at: string;
  updated_at: string;
}

export interface CourseRoomTable {
  id: Generated<number>;
  location_id: number;
  name: string;
  active: number;
  virtual: number;
  modified_by: string;
  created_at: string;
  updated_at: string;
}

/** A course of the catalogue (its schedules, the course definitions, come later). */
export interface CourseTable {
  id: Generated<number>;
  name: string;
  enable_enrol: number;
  active: number;
  created_at: string;
  updated_at: string;
}

/** An employee registered as a student (one row per badge). */
export interface CourseStudentTable {
  id: Generated<number>;
  employee_id: number;
  name: string;
  email: string;
  created_at: string;
  updated_at: string;
}

/** The catalogue page's pictures: one row, id 1; files in `files`. */
export interface CatalogueImageTable {
  id: number;
  banner_file_id: string | null;
  background_file_id: string | null;
  updated_at: string;
}

/** A message the extracurricular pages show (sanitised HTML). */
export interface ConfigMessageTable {
  id: Generated<number>;
  title: string;
  message: string;
  active: number;
  /** Badge of its last editor. */
  badge: string;
  created_at: string;
  updated_at: string;
}

export interface ExtracurricularTables {
  client_accounts: ClientAccountTable;
  lines_of_business: LineOfBusinessTable;
  cost_centers: CostCenterTable;
  course_locations: CourseLocationTable;
  course_rooms: CourseRoomTable;
  courses: CourseTable;
  course_students: CourseStudentTable;
  catalogue_images: CatalogueImageTable;
  config_messages: ConfigMessageTable;
}
