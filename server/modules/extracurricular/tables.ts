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

/** A course of the catalogue: the subject; its runs are course definitions. */
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

/** A job title employees hold (`employees.position`): a definition may admit only some. */
export interface JobPositionTable {
  id: Generated<number>;
  name: string;
  active: number;
}

/** One run of a course (migration 0035_courses): who teaches it, where, when, for how many. */
export interface CourseDefinitionTable {
  id: Generated<number>;
  course_id: number;
  room_id: number;
  /** The instructor (an Extracurricular_MLT holder); null until one is named. */
  instructor_id: number | null;
  /** 'YYYY-MM-DD'. */
  start_date: string;
  end_date: string;
  /** 'HH:MM'. */
  start_time: string;
  end_time: string;
  /** ISO weekdays joined by ','. */
  days: string;
  quota: number;
  /** DEFINITION_STATUS. */
  status_id: number;
  active: number;
  mail_instructor: string | null;
  url_session: string | null;
  description: string;
  /** The audience note employees read. */
  filter: string;
  view_quota: number;
  modified_by: string;
  created_at: string;
  updated_at: string;
}

/** The LOBs a definition admits (none: any). */
export interface DefinitionLobTable {
  definition_id: number;
  lob_id: number;
}

/** The positions a definition admits (none: any). */
export interface DefinitionPositionTable {
  definition_id: number;
  position_id: number;
}

/** Employees invited to a definition whatever their LOB or position. */
export interface DefinitionUserTable {
  definition_id: number;
  employee_id: number;
}

/** An employee in a definition: enrolled, waiting for a seat, or withdrawn (history). */
export interface CourseEnrollmentTable {
  id: Generated<number>;
  definition_id: number;
  employee_id: number;
  status: string;
  /** When they enrolled or joined the waiting list (the list's order is the id's). */
  enrolled_at: string;
  withdrawn_at: string | null;
  modified_by: string;
  updated_at: string;
}

/** An enrolled student's mark for one session. */
export interface CourseAttendanceTable {
  id: Generated<number>;
  enrollment_id: number;
  /** 'YYYY-MM-DD', one of the definition's sessions. */
  date: string;
  present: number;
  marked_by: string;
  marked_at: string;
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
  job_positions: JobPositionTable;
  course_definitions: CourseDefinitionTable;
  definition_lobs: DefinitionLobTable;
  definition_positions: DefinitionPositionTable;
  definition_users: DefinitionUserTable;
  course_enrollments: CourseEnrollmentTable;
  course_attendance: CourseAttendanceTable;
}
