import { array, boolean, type InferType, mixed, number, object, string } from 'yup';
import { recordId } from '../fields';
import { listQuery } from '../listQuery';
import { isIsoDate } from '../newsletters/newsletters';
import { minutesOf, TIME_OF_DAY } from '../timeOfDay';

/**
 * The extracurricular family's courses (/api/extracurricular): course definitions (one run of a
 * course: instructor, room, dates, weekly days and times, quota, status, who may enrol), the
 * catalogue employees enrol from, enrolments with a waiting list, the instructors' rosters and
 * attendance, the administrators' reports. Paths follow the family's rules (extracurricular.ts):
 * '&'-joined path parameters, `{token}` the client date-token, lists paged in SQL with the total
 * in `X-Total-Count`.
 *
 * A refusal of a write the caller may retry differently is a 409 `{ message, code }` whose code
 * is one of ENROLMENT_REFUSALS; bad input is a 400 `{ message, errors: { field: reason } }`.
 */

// ---------------------------------------------------------------------------------------------
// Words

/** A definition's status (`statusId`). Draft: admins only; closed: no new enrolment, withdrawal still allowed; finished: read-only but attendance. */
export const DEFINITION_STATUS = { draft: 1, open: 2, closed: 3, finished: 4 } as const;
export type DefinitionStatusId = (typeof DEFINITION_STATUS)[keyof typeof DEFINITION_STATUS];
export const DEFINITION_STATUS_IDS = [1, 2, 3, 4] as const;

/** An enrolment's status. */
export const ENROLMENT_STATUSES = ['enrolled', 'waiting', 'withdrawn'] as const;
export type EnrolmentStatus = (typeof ENROLMENT_STATUSES)[number];

/** The two modalities, from the room: a virtual room's definition is 'virtual'. */
export const MODALITIES = ['virtual', 'presencial'] as const;
export type Modality = (typeof MODALITIES)[number];

/**
 * The codes of a 409 of PutInsEnrollment / PutDltEnrollmentStudent and the reasons of
 * PutUsersFiles' refused badges (`code` of the answer, module-prefixed).
 */
export const ENROLMENT_REFUSALS = {
  notOpen: 'extracurricular.enrolment.notOpen',
  courseClosed: 'extracurricular.enrolment.courseClosed',
  notEligible: 'extracurricular.enrolment.notEligible',
  alreadyEnrolled: 'extracurricular.enrolment.alreadyEnrolled',
  full: 'extracurricular.enrolment.full',
  unknownBadge: 'extracurricular.enrolment.unknownBadge',
  inactiveEmployee: 'extracurricular.enrolment.inactiveEmployee',
  duplicated: 'extracurricular.enrolment.duplicated',
} as const;
export type EnrolmentRefusal = (typeof ENROLMENT_REFUSALS)[keyof typeof ENROLMENT_REFUSALS];

export const QUOTA_MIN = 1;
export const QUOTA_MAX = 500;
export const FILTER_MAX = 200;
export const DESCRIPTION_MAX = 2000;
/** The users file's largest size (bytes). */
export const USERS_FILE_MAX_BYTES = 200 * 1024;
/** Most badges a definition's users list holds. */
export const USERS_LIST_MAX = 1000;

// ---------------------------------------------------------------------------------------------
// §5 placeholders of the definition save (the wire form)

/** mailInstructor / urlSession when there is none. */
export const NO_TEXT = '-1';
/** badge when the definition has no instructor yet. */
export const NO_INSTRUCTOR = '0';
/** lobList / positionList meaning "any": [ANY_ID]. */
export const ANY_ID = -1;
/** The separator of usersList's badges. */
export const USERS_SEPARATOR = ',';
/** What the wire form appends to a date. */
export const WIRE_DATE_TIME = 'T00:00:00';

/** 'YYYY-MM-DD' → 'YYYY-MM-DDT00:00:00'. */
export const toWireDate = (day: string): string => `${day}${WIRE_DATE_TIME}`;
/** 'YYYY-MM-DDT00:00:00' (or a bare date) → 'YYYY-MM-DD'. */
export const fromWireDate = (value: string): string => value.trim().slice(0, 10);
/** A wire date: a bare date or the date at midnight ('T00:00:00'). */
export const isWireDate = (value: string | undefined): boolean => {
  if (!value) return false;
  const trimmed = value.trim();
  const rest = trimmed.slice(10);
  return isIsoDate(trimmed.slice(0, 10)) && (rest === '' || rest === WIRE_DATE_TIME);
};
/** The ISO weekdays (1 Monday … 7 Sunday) of `day` ('1,3'); [] when malformed. */
export const weekdaysOf = (day: string): number[] =>
  /^[1-7](,[1-7])*$/.test(day.trim()) ? day.trim().split(',').map(Number) : [];
/** The badges of a usersList ('' → []). */
export const badgesOf = (usersList: string): string[] =>
  usersList
    .split(USERS_SEPARATOR)
    .map((badge) => badge.trim())
    .filter((badge) => badge !== '');

/**
 * The session dates (YYYY-MM-DD, ascending) of a definition: every day from startDate to endDate,
 * both included, whose ISO weekday is in `day`. Company holidays are skipped by the server
 * (GetSessions), not here.
 */
export function sessionsOf({
  startDate,
  endDate,
  day,
}: {
  startDate: string;
  endDate: string;
  day: string;
}): string[] {
  const weekdays = new Set(weekdaysOf(day));
  const from = fromWireDate(startDate);
  const to = fromWireDate(endDate);
  if (weekdays.size === 0 || !isIsoDate(from) || !isIsoDate(to)) return [];
  const dates: string[] = [];
  const at = new Date(`${from}T00:00:00.000Z`);
  // A run of more than three years is not a course: the bound keeps a typo from looping for long.
  for (let guard = 0; guard < 1200 && at.toISOString().slice(0, 10) <= to; guard += 1) {
    const weekday = at.getUTCDay() === 0 ? 7 : at.getUTCDay();
    if (weekdays.has(weekday)) dates.push(at.toISOString().slice(0, 10));
    at.setUTCDate(at.getUTCDate() + 1);
  }
  return dates;
}

// ---------------------------------------------------------------------------------------------
// Shared pieces

/** The names of the contract's own tests: the portal maps them to translated messages. */
export const COURSES_TESTS = {
  wireDate: 'wireDate',
  isoDate: 'isoDate',
  timeOfDay: 'timeOfDay',
  endAfterStart: 'endAfterStart',
  endDateAfterStart: 'endDateAfterStart',
  weekdays: 'weekdays',
  email: 'mailOrNone',
  url: 'urlOrNone',
  idList: 'idList',
  badgeList: 'badgeList',
  badgeFormat: 'badgeFormat',
} as const;

const token = () => string().trim().required().max(128);
const badge = () => string().trim().required().max(20);
const BADGE = /^[A-Za-z0-9._-]{1,20}$/;
const URL = /^https?:\/\/[^\s]+$/i;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const wireDate = () =>
  string()
    .trim()
    .required()
    .test(
      COURSES_TESTS.wireDate,
      '${path} must be a date (YYYY-MM-DD or YYYY-MM-DDT00:00:00)',
      (value) => (value ? isWireDate(value) : true),
    );
const isoDay = () =>
  string()
    .trim()
    .required()
    .test(COURSES_TESTS.isoDate, '${path} must be a date (YYYY-MM-DD)', (value) =>
      value ? isIsoDate(value) : true,
    );
const timeOfDay = () =>
  string()
    .trim()
    .required()
    .test(COURSES_TESTS.timeOfDay, '${path} must be a time of day (HH:MM)', (value) =>
      value ? TIME_OF_DAY.test(value) : true,
    );
const endTime = () =>
  timeOfDay().test(
    COURSES_TESTS.endAfterStart,
    '${path} must be after the start time',
    function endAfterStart(value) {
      const start = (this.parent as { startTime?: string }).startTime ?? '';
      return !value || !TIME_OF_DAY.test(start) || minutesOf(value) > minutesOf(start);
    },
  );
const endDate = (dateOf: (value: string) => string, valid: (value: string) => boolean) =>
  function notBeforeStart(this: { parent: unknown }, value: string | undefined) {
    const start = (this.parent as { startDate?: string }).startDate ?? '';
    return !value || !valid(value) || !valid(start) || dateOf(value) >= dateOf(start);
  };
const weekdays = () =>
  string()
    .trim()
    .required()
    .test(
      COURSES_TESTS.weekdays,
      "${path} must be ISO weekdays 1–7 joined by ',', each once",
      (value) => {
        if (!value) return true;
        const days = weekdaysOf(value);
        return days.length > 0 && new Set(days).size === days.length;
      },
    );
/** A §5 id list: [-1] (any) or distinct positive ids; [] reads as [-1]. */
const idList = () =>
  array()
    .of(number().integer().min(ANY_ID).max(2_147_483_647).required())
    .max(200)
    .default([ANY_ID])
    .test(COURSES_TESTS.idList, '${path} must be [-1] or distinct positive ids', (value) => {
      const ids = value ?? [];
      if (ids.includes(ANY_ID)) return ids.length === 1;
      return ids.every((id) => id > 0) && new Set(ids).size === ids.length;
    });

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
// Reads

/** What employees read of a definition: a card of the catalogue, the course page. */
export interface CatalogueEntry {
  id: number;
  courseId: number;
  courseName: string;
  description: string;
  /** The audience note ('' none). */
  filter: string;
  /** The instructor's name; null without one. */
  instructor: string | null;
  instructorBadge: string | null;
  mailInstructor: string | null;
  roomId: number;
  roomName: string;
  locationId: number;
  locationName: string;
  modality: Modality;
  /** Only to enrolled employees, the instructor and admins; null otherwise or when none. */
  urlSession: string | null;
  /** 'YYYY-MM-DD'. */
  startDate: string;
  endDate: string;
  /** 'HH:MM'. */
  startTime: string;
  endTime: string;
  /** ISO weekdays joined by ','. */
  day: string;
  statusId: DefinitionStatusId;
  quota: number;
  /** null when ViewQuota is false and the caller is neither admin nor the instructor. */
  seatsLeft: number | null;
  ViewQuota: boolean;
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
export interface DefinitionListItem {
  id: number;
  courseId: number;
  courseName: string;
  instructor: string | null;
  instructorBadge: string | null;
  roomId: number;
  roomName: string;
  locationId: number;
  locationName: string;
  modality: Modality;
  startDate: string;
  endDate: string;
  startTime: string;
  endTime: string;
  day: string;
  statusId: DefinitionStatusId;
  quota: number;
  enrolled: number;
  waiting: number;
  active: boolean;
  ViewQuota: boolean;
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
