import { array, number, string } from 'yup';
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
 *
 * This file holds what the courses' calls share: their words, the §5 placeholders, the field
 * rules and a group as lists show it. The calls: definitions.ts (the groups as their admins keep
 * them) and enrolment.ts (the catalogue, enrolment and the instructors').
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

export const token = () => string().trim().required().max(128);
export const badge = () => string().trim().required().max(20);
export const BADGE = /^[A-Za-z0-9._-]{1,20}$/;
export const URL = /^https?:\/\/[^\s]+$/i;
export const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const wireDate = () =>
  string()
    .trim()
    .required()
    .test(
      COURSES_TESTS.wireDate,
      '${path} must be a date (YYYY-MM-DD or YYYY-MM-DDT00:00:00)',
      (value) => (value ? isWireDate(value) : true),
    );
export const isoDay = () =>
  string()
    .trim()
    .required()
    .test(COURSES_TESTS.isoDate, '${path} must be a date (YYYY-MM-DD)', (value) =>
      value ? isIsoDate(value) : true,
    );
export const timeOfDay = () =>
  string()
    .trim()
    .required()
    .test(COURSES_TESTS.timeOfDay, '${path} must be a time of day (HH:MM)', (value) =>
      value ? TIME_OF_DAY.test(value) : true,
    );
export const endTime = () =>
  timeOfDay().test(
    COURSES_TESTS.endAfterStart,
    '${path} must be after the start time',
    function endAfterStart(value) {
      const start = (this.parent as { startTime?: string }).startTime ?? '';
      return !value || !TIME_OF_DAY.test(start) || minutesOf(value) > minutesOf(start);
    },
  );
export const endDate = (dateOf: (value: string) => string, valid: (value: string) => boolean) =>
  function notBeforeStart(this: { parent: unknown }, value: string | undefined) {
    const start = (this.parent as { startDate?: string }).startDate ?? '';
    return !value || !valid(value) || !valid(start) || dateOf(value) >= dateOf(start);
  };
export const weekdays = () =>
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
export const idList = () =>
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
// A course group as lists show it

/** What every list of course groups shows of one: the catalogue, the instructors', the admins'. */
export interface CourseGroup {
  id: number;
  courseId: number;
  courseName: string;
  /** The instructor's name; null without one. */
  instructor: string | null;
  instructorBadge: string | null;
  roomId: number;
  roomName: string;
  locationId: number;
  locationName: string;
  modality: Modality;
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
  ViewQuota: boolean;
}
