import { array, boolean, type InferType, mixed, number, object, string } from 'yup';
import { recordId } from '../fields';
import { listQuery } from '../listQuery';
import { isIsoDate } from '../newsletters/newsletters';
import {
  BADGE,
  badge,
  badgesOf,
  type CourseGroup,
  COURSES_TESTS,
  DEFINITION_STATUS_IDS,
  type DefinitionStatusId,
  DESCRIPTION_MAX,
  EMAIL,
  endDate,
  endTime,
  type EnrolmentRefusal,
  FILTER_MAX,
  fromWireDate,
  idList,
  isoDay,
  isWireDate,
  type Modality,
  NO_INSTRUCTOR,
  NO_TEXT,
  QUOTA_MAX,
  QUOTA_MIN,
  timeOfDay,
  URL,
  USERS_LIST_MAX,
  USERS_SEPARATOR,
  weekdays,
  wireDate,
} from './courses';

/**
 * The course groups (definitions) as their administrators keep them (/api/extracurricular): the
 * save's §5 wire form and the portal's form, the admins' list, job positions, a group's audience,
 * the users file and the enrolment report. The words and rules they share: courses.ts.
 */

// ---------------------------------------------------------------------------------------------
// The course-definition save (§5 wire form) and the portal's form

/**
 * PUT /DefinitionCourse/PutInsUpdtDefinitionCourse (admins; audited): the JSON body, an upsert
 * (id absent or 0 creates: 201; an existing id updates: 200; unknown id 404). The §5 placeholders:
 * mailInstructor '-1' none, urlSession '-1' none, badge '0' no instructor yet, lobList [-1] and
 * positionList [-1] any, usersList the badges joined with ',' ('' none); dates 'YYYY-MM-DDT00:00:00'
 * (a bare date is accepted). `day` ISO weekdays joined by ',' ('1,3' Monday and Wednesday).
 * The server also refuses (400 naming the field): an unknown or inactive course (courseId) or room
 * (roomId), a virtual room without urlSession, a badge that is not an active Extracurricular_MLT
 * holder, unknown LOB (lobList) or position (positionList) ids, a usersList badge of nobody
 * (usersList), modified_By not the caller's badge, a quota below the definition's enrolled count.
 * Raising the quota promotes the waiting list in order (each promoted employee is notified).
 * Answers DefinitionAnswer.
 */
export const definitionWire = object({
  id: number().integer().min(0).max(2_147_483_647).optional(),
  courseId: recordId().required(),
  roomId: recordId().required(),
  badge: string()
    .trim()
    .default(NO_INSTRUCTOR)
    .transform((value: string) => (value === '' ? NO_INSTRUCTOR : value))
    .max(20)
    .test(COURSES_TESTS.badgeFormat, '${path} must be a badge or 0', (value) =>
      value ? value === NO_INSTRUCTOR || BADGE.test(value) : true,
    ),
  startDate: wireDate(),
  endDate: wireDate().test(
    COURSES_TESTS.endDateAfterStart,
    '${path} must be on or after the start date',
    endDate(fromWireDate, isWireDate),
  ),
  startTime: timeOfDay(),
  endTime: endTime(),
  day: weekdays(),
  quota: number().integer().required().min(QUOTA_MIN).max(QUOTA_MAX),
  statusId: number()
    .oneOf([...DEFINITION_STATUS_IDS])
    .required(),
  active: boolean().required(),
  modified_By: badge(),
  mailInstructor: string()
    .trim()
    .max(150)
    .default(NO_TEXT)
    .transform((value: string) => (value === '' ? NO_TEXT : value))
    .test(COURSES_TESTS.email, '${path} must be an email address or -1', (value) =>
      value ? value === NO_TEXT || EMAIL.test(value) : true,
    ),
  urlSession: string()
    .trim()
    .max(500)
    .default(NO_TEXT)
    .transform((value: string) => (value === '' ? NO_TEXT : value))
    .test(COURSES_TESTS.url, '${path} must be an http(s) address or -1', (value) =>
      value ? value === NO_TEXT || URL.test(value) : true,
    ),
  description: string().trim().max(DESCRIPTION_MAX).default(''),
  filter: string().trim().max(FILTER_MAX).default(''),
  usersList: string()
    .trim()
    .max(USERS_LIST_MAX * 21)
    .default('')
    .test(
      COURSES_TESTS.badgeList,
      `\${path} must be badges joined with '${USERS_SEPARATOR}'`,
      (value) => {
        const badges = badgesOf(value ?? '');
        return badges.length <= USERS_LIST_MAX && badges.every((item) => BADGE.test(item));
      },
    ),
  lobList: idList(),
  positionList: idList(),
  ViewQuota: boolean().required(),
});
export type DefinitionWire = InferType<typeof definitionWire>;

/** GET /DefinitionCourse/GetDefinitionCourseById/{id}&{token} and the save's answer: the wire form and what it names. */
export interface DefinitionAnswer {
  id: number;
  courseId: number;
  roomId: number;
  /** '0' without instructor. */
  badge: string;
  /** 'YYYY-MM-DDT00:00:00'. */
  startDate: string;
  endDate: string;
  startTime: string;
  endTime: string;
  day: string;
  quota: number;
  statusId: DefinitionStatusId;
  active: boolean;
  modified_By: string;
  /** '-1' none. */
  mailInstructor: string;
  /** '-1' none. */
  urlSession: string;
  description: string;
  filter: string;
  /** Badges joined with ',', '' none. */
  usersList: string;
  /** [-1] any. */
  lobList: number[];
  /** [-1] any. */
  positionList: number[];
  ViewQuota: boolean;
  /** Read only. */
  courseName: string;
  roomName: string;
  locationId: number;
  locationName: string;
  modality: Modality;
  /** The instructor's name; null without one. */
  instructor: string | null;
  enrolled: number;
  waiting: number;
  updatedAt: string;
}

/**
 * The portal's form of a definition (its words; the adapter maps it onto DefinitionWire and back):
 * empty strings and lists where the wire has placeholders, bare dates, the weekdays and badges as
 * lists.
 */
export const definitionForm = object({
  id: number().integer().min(0).max(2_147_483_647).optional(),
  courseId: recordId().required(),
  roomId: recordId().required(),
  /** '' without instructor. */
  instructorBadge: string()
    .trim()
    .max(20)
    .default('')
    .test(COURSES_TESTS.badgeFormat, '${path} must be a badge', (value) =>
      value ? BADGE.test(value) : true,
    ),
  startDate: isoDay(),
  endDate: isoDay().test(
    COURSES_TESTS.endDateAfterStart,
    '${path} must be on or after the start date',
    endDate((value) => value, isIsoDate),
  ),
  startTime: timeOfDay(),
  endTime: endTime(),
  /** ISO weekdays 1–7. */
  days: array().of(number().integer().min(1).max(7).required()).min(1).max(7).required(),
  quota: number().integer().required().min(QUOTA_MIN).max(QUOTA_MAX),
  statusId: number()
    .oneOf([...DEFINITION_STATUS_IDS])
    .required(),
  active: boolean().required(),
  /** '' none. */
  mailInstructor: string()
    .trim()
    .max(150)
    .default('')
    .test(COURSES_TESTS.email, '${path} must be an email address', (value) =>
      value ? EMAIL.test(value) : true,
    ),
  /** '' none; required by the server for a virtual room. */
  urlSession: string()
    .trim()
    .max(500)
    .default('')
    .test(COURSES_TESTS.url, '${path} must be an http(s) address', (value) =>
      value ? URL.test(value) : true,
    ),
  description: string().trim().max(DESCRIPTION_MAX).default(''),
  filter: string().trim().max(FILTER_MAX).default(''),
  /** Invited badges. */
  users: array().of(string().trim().required().max(20)).max(USERS_LIST_MAX).default([]),
  /** [] any. */
  lobIds: array().of(recordId().required()).max(200).default([]),
  /** [] any. */
  positionIds: array().of(recordId().required()).max(200).default([]),
  viewQuota: boolean().required(),
});
export type DefinitionForm = InferType<typeof definitionForm>;

// ---------------------------------------------------------------------------------------------
// Administration

/**
 * GET /DefinitionCourse/GetAllDefinitionCourses?page&perPage&sort&order&q&statusId&courseId&locationId&active
 * (admins): q course name or instructor name/badge. Answers DefinitionListItem[].
 */
export const DEFINITION_SORTABLE = [
  'courseName',
  'startDate',
  'statusId',
  'quota',
  'enrolled',
] as const;
export const definitionListQuery = listQuery([...DEFINITION_SORTABLE], 'startDate').shape({
  statusId: number()
    .oneOf([...DEFINITION_STATUS_IDS])
    .optional(),
  courseId: recordId().optional(),
  locationId: recordId().optional(),
  active: boolean().optional(),
});
export type DefinitionListQuery = InferType<typeof definitionListQuery>;
export interface DefinitionListItem extends CourseGroup {
  enrolled: number;
  waiting: number;
  active: boolean;
}

/** GET /DefinitionCourse/GetAllPositions?page&perPage&sort&order&q&active (admins, MLT). q: name. */
export const POSITION_SORTABLE = ['name', 'active'] as const;
export const positionListQuery = listQuery([...POSITION_SORTABLE], 'name').shape({
  active: boolean().optional(),
});
export interface JobPosition {
  id: number;
  name: string;
  active: boolean;
}

/** The audience of a definition, resolved to names (GetFilterByDefinitionCourse). */
export interface Audience {
  definitionId: number;
  /** [] any. */
  lobs: { id: number; name: string }[];
  /** [] any. */
  positions: { id: number; name: string }[];
  users: { badge: string; name: string }[];
  filter: string;
  /** Active employees the definition admits (the rule or the users list). */
  eligibleCount: number;
}

/**
 * PUT /DefinitionCourse/PutUsersFiles (admins; audited): multipart, text field `definitionId` and
 * file `file` (UTF-8 text, ≤ USERS_FILE_MAX_BYTES: badges one per line or separated by ',' or
 * ';'; a first line 'badge' or 'gafete' is skipped). Enrols each badge without the eligibility
 * rule nor the waiting list, in one transaction. 400 naming `file` (not text, empty, no badge) or
 * definitionId; 413 naming file when too big; 404 unknown definition; 409 notOpen for a draft or
 * finished definition. Answers UsersFileResult.
 */
export const usersFileMultipart = object({ definitionId: recordId().required() });
export interface UsersFileResult {
  definitionId: number;
  enrolled: string[];
  refused: { badge: string; reason: { code: EnrolmentRefusal; message: string } }[];
}

/**
 * GET /Enrollment/GetEnrollmentReport?groupBy=course|lob&statusId= (admins): enrolled and
 * waiting per course (key: courseId) or per LOB of the employees' accounts (key: lobId), with the
 * sum of quotas of the definitions counted (per LOB: of the definitions its employees are in).
 */
export const reportQuery = object({
  groupBy: mixed<'course' | 'lob'>().oneOf(['course', 'lob']).default('course'),
  statusId: number()
    .oneOf([...DEFINITION_STATUS_IDS])
    .optional(),
});
export interface ReportRow {
  key: number;
  name: string;
  enrolled: number;
  waiting: number;
  quota: number;
}
