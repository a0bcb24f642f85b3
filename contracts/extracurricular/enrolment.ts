import { array, boolean, type InferType, mixed, number, object } from 'yup';
import { recordId } from '../fields';
import { listQuery } from '../listQuery';
import {
  badge,
  type CourseGroup,
  DEFINITION_STATUS_IDS,
  type EnrolmentStatus,
  isoDay,
  MODALITIES,
  type Modality,
  QUOTA_MAX,
  token,
} from './courses';

/**
 * The course groups as employees and instructors meet them (/api/extracurricular): the catalogue,
 * a group's page, enrolment with a waiting list and withdrawal, the instructors' groups, rosters,
 * sessions and attendance. The words and rules they share: courses.ts.
 */

// ---------------------------------------------------------------------------------------------
// Reads

/** What employees read of a definition: a card of the catalogue, the course page. */
export interface CatalogueEntry extends CourseGroup {
  description: string;
  /** The audience note ('' none). */
  filter: string;
  mailInstructor: string | null;
  /** Only to enrolled employees, the instructor and admins; null otherwise or when none. */
  urlSession: string | null;
  /** null when ViewQuota is false and the caller is neither admin nor the instructor. */
  seatsLeft: number | null;
  /** The caller's (or the asked badge's) current enrolment; null when none (or withdrawn). */
  enrolment: { status: 'enrolled' | 'waiting'; waitingPosition: number | null } | null;
}

/**
 * GET /Enrollment/GetListCoursesByStatus/{statusId}&{badge}&{courseId}&{token}?page&perPage&sort&order&q&locationId&day&modality
 * (own badge; employees may ask status 2 or 3, admins any): the definitions of that status the
 * badge may enrol in (eligibility), courseId 0 = every course. q: course name and description;
 * day: one ISO weekday the definition meets on. Answers CatalogueEntry[].
 */
export const catalogueParams = object({
  statusId: number()
    .oneOf([...DEFINITION_STATUS_IDS])
    .required(),
  badge: badge(),
  courseId: number().integer().required().min(0).max(2_147_483_647),
  token: token(),
});
export const CATALOGUE_SORTABLE = ['startDate', 'courseName'] as const;
export const catalogueListQuery = listQuery([...CATALOGUE_SORTABLE], 'startDate').shape({
  locationId: recordId().optional(),
  day: number().integer().min(1).max(7).optional(),
  modality: mixed<Modality>()
    .oneOf([...MODALITIES])
    .optional(),
});
export type CatalogueListQuery = InferType<typeof catalogueListQuery>;

/**
 * GET /DefinitionCourse/GetDefinitionCourseByIdEnroll/{definitionId}&{badge}&{token} (own badge):
 * the CatalogueEntry with the badge's enrolment; 404 for a draft, an ineligible employee's, or unknown.
 * GET /Enrollment/GetCheckIsEnrollment/{definitionId}&{badge}&{token} (own badge): EnrolmentCheck.
 */
export const definitionBadgeParams = object({
  definitionId: recordId().required(),
  badge: badge(),
  token: token(),
});
export interface EnrolmentCheck {
  definitionId: number;
  badge: string;
  enrolled: boolean;
  status: 'enrolled' | 'waiting' | null;
  waitingPosition: number | null;
}

/**
 * GET /Enrollment/GetListEnrollmentStudent/{badge}&{token} (own badge): every enrolment of the
 * badge, enrolled and waiting first (by start date), then the history (withdrawn, or of finished
 * definitions). Answers MyEnrolment[] (not paged: an employee has few). Params: extracurricular.ts'
 * badgeTokenParams (also GetNameByBadge's; GetDefinitionCourseById takes its idTokenParams).
 * GET /Enrollment/GetNameByBadge/{badge}&{token} (admins and MLT): EmployeeName of an active
 * employee; 404 otherwise.
 */
export interface MyEnrolment extends Omit<CatalogueEntry, 'enrolment'> {
  enrolmentId: number;
  status: EnrolmentStatus;
  waitingPosition: number | null;
  /** ISO instant of the enrolment (or of joining the waiting list). */
  enrolledAt: string;
  withdrawnAt: string | null;
  /** The enrolment is over: withdrawn, or its definition finished. */
  history: boolean;
}
export interface EmployeeName {
  badge: string;
  name: string;
}

/**
 * PUT /Enrollment/PutInsEnrollment/{definitionId}&{badge}&{waitlist}&{modified_By}&{token}
 * (own badge; modified_By the caller's, 400 naming it): 201 Enrolment `enrolled`, or `waiting`
 * with its waitingPosition when full and waitlist is true. 409 ENROLMENT_REFUSALS: notOpen
 * (not open / inactive / past its end date), courseClosed (course inactive or enableEnrrol
 * false), notEligible, alreadyEnrolled (enrolled or waiting), full (waitlist false). 404 unknown
 * or draft definition.
 */
export const enrolParams = object({
  definitionId: recordId().required(),
  badge: badge(),
  waitlist: boolean().required(),
  modified_By: badge(),
  token: token(),
});
/**
 * PUT /Enrollment/PutDltEnrollmentStudent/{definitionId}&{badge}&{modified_By}&{token} (own
 * badge; admins any): the enrolment becomes withdrawn (200 Enrolment); the oldest waiting one
 * takes a freed seat and its employee is notified. 404 when not enrolled or waiting; 409 notOpen
 * for a finished definition.
 */
export const withdrawParams = object({
  definitionId: recordId().required(),
  badge: badge(),
  modified_By: badge(),
  token: token(),
});
export interface Enrolment {
  id: number;
  definitionId: number;
  badge: string;
  status: EnrolmentStatus;
  /** 1 = next to get a seat; null unless waiting. */
  waitingPosition: number | null;
  enrolledAt: string;
  withdrawnAt: string | null;
}

// ---------------------------------------------------------------------------------------------
// Instructors

/**
 * GET /Enrollment/GetListCoursesInstructor?page&perPage&sort&order&q&statusId (MLT holders and
 * admins): the caller's definitions as instructor. Answers InstructorCourse[].
 */
export const instructorListQuery = listQuery([...CATALOGUE_SORTABLE], 'startDate').shape({
  statusId: number()
    .oneOf([...DEFINITION_STATUS_IDS])
    .optional(),
});
export interface InstructorCourse extends CatalogueEntry {
  enrolled: number;
  waiting: number;
}

/**
 * `?definitionId=` of GET /Enrollment/GetListStudentsByCourse (RosterStudent[]: enrolled by
 * name, then waiting by position), GET /Enrollment/GetSessions (CourseSessions) and GET
 * /DefinitionCourse/GetFilterByDefinitionCourse (Audience, admins). The roster: the
 * definition's instructor or admins, another instructor 404; the sessions also to every employee
 * who may open the group's page (GetDefinitionCourseByIdEnroll), 404 for anyone else.
 */
export const definitionIdQuery = object({ definitionId: recordId().required() });
export interface RosterStudent {
  badge: string;
  name: string;
  email: string | null;
  phone: string | null;
  account: string | null;
  position: string | null;
  status: 'enrolled' | 'waiting';
  waitingPosition: number | null;
  enrolledAt: string;
  /** Sessions marked present. */
  attended: number;
}
export interface CourseSessions {
  definitionId: number;
  /** 'YYYY-MM-DD', ascending: sessionsOf minus company holidays. */
  dates: string[];
  /** The holidays skipped. */
  holidays: string[];
}

/**
 * GET /Enrollment/GetAttendance?definitionId=&date= (instructor of the definition or admins):
 * the enrolled students with their mark of that session (null: not marked). PUT
 * /Enrollment/PutAttendance (same callers; JSON AttendanceBody): marks some students present or
 * absent (an upsert per student and date; other students' marks stay). `date` must be one of the
 * sessions and not in the future (400 naming date); a badge not enrolled is 400 naming
 * `marks[i].badge`; a draft definition is 409 notOpen. Both answer AttendanceSheet.
 */
export const attendanceQuery = object({
  definitionId: recordId().required(),
  date: isoDay(),
});
export const attendanceBody = object({
  definitionId: recordId().required(),
  date: isoDay(),
  marks: array()
    .of(object({ badge: badge(), present: boolean().required() }))
    .min(1)
    .max(QUOTA_MAX)
    .required(),
});
export type AttendanceBody = InferType<typeof attendanceBody>;
export interface AttendanceSheet {
  definitionId: number;
  date: string;
  marks: { badge: string; name: string; present: boolean | null }[];
}

/**
 * GET /Enrollment/GetCourseCalendar/{definitionId}&{token} (an enrolled or waiting employee,
 * the instructor, admins; 404 otherwise): text/calendar, one event per session.
 */
export const definitionTokenParams = object({
  definitionId: recordId().required(),
  token: token(),
});
