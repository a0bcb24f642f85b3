import type { DataProvider, GetListParams, GetOneParams, Identifier } from 'react-admin';
// Types and constants only: the contract's yup schemas are built after the portal sets yup's messages.
import { DEFINITION_STATUS } from '../../contracts/extracurricular/courses';
import {
  type AttendanceBody,
  type AttendanceSheet,
  CATALOGUE_SORTABLE,
  type CatalogueEntry,
  type CourseSessions,
  type Enrolment,
  type EnrolmentCheck,
  type InstructorCourse,
  type MyEnrolment,
  type RosterStudent,
} from '../../contracts/extracurricular/enrolment';
import { legacyAdapter } from '../legacyAdapter';
import { search } from '../listParams';
import { at, type ExtracurricularApi, listOf, withPathToken } from './extracurricular';

/**
 * What employees and instructors call of the extracurricular courses (/api/extracurricular).
 * Resources:
 * - `extracurricular-catalogue`: the groups I may enrol in (GetListCoursesByStatus, `filter`
 *   badge, statusId (open by default), courseId (0 every course), q, locationId, day, modality;
 *   paged and sorted by the service), one with my enrolment (getOne with `meta.badge`:
 *   GetDefinitionCourseByIdEnroll) and `calendarUrl`, the address of its sessions' .ics
 *   (GetCourseCalendar) for `dataProvider.download`;
 * - `extracurricular-my-enrolments`: mine (GetListEnrollmentStudent, `filter.badge`);
 * - `extracurricular-enrolments`: an enrolment (create: PutInsEnrollment, `waitlist` to join the
 *   waiting list of a full group), a withdrawal (update, the id the group's: PutDltEnrollmentStudent)
 *   and `check` (GetCheckIsEnrollment);
 * - `extracurricular-instructor-groups`: the caller's groups as instructor (GetListCoursesInstructor);
 * - `extracurricular-roster`: a group's students (GetListStudentsByCourse, `filter.definitionId`),
 *   each record's id the student's badge;
 * - `extracurricular-sessions`: a group's session dates (GetSessions), the record's id the group's;
 * - `extracurricular-attendance`: a session's marks (GetAttendance, PutAttendance), the record's
 *   id `attendanceId(definitionId, date)`.
 */

/** The catalogue's filters the service reads. */
const CATALOGUE_FILTERS = ['locationId', 'day', 'modality'] as const;

/** One group of the catalogue read for the badge in `meta` (its enrolment state). */
const courseOf = async (family: ExtracurricularApi, id: Identifier, meta: GetOneParams['meta']) =>
  family.http.json<CatalogueEntry>(
    await withPathToken(
      family,
      '/DefinitionCourse/GetDefinitionCourseByIdEnroll',
      id,
      (meta as { badge?: string } | undefined)?.badge,
    ),
  );

/** The catalogue's resource, with its groups' calendar files besides react-admin's calls. */
export interface CatalogueDataProvider extends DataProvider {
  /** The .ics of a group's sessions: an address for `dataProvider.download`. */
  calendarUrl(
    resource: 'extracurricular-catalogue',
    params: { id: Identifier },
  ): Promise<{ data: string }>;
}

export const catalogueAdapter = (family: ExtracurricularApi): CatalogueDataProvider => {
  const list = async (params: GetListParams) => {
    const { badge, statusId, courseId } = params.filter ?? {};
    // Nothing is asked before the caller's badge is known.
    if (!badge) return null;
    const path = await withPathToken(
      family,
      '/Enrollment/GetListCoursesByStatus',
      statusId ?? DEFINITION_STATUS.open,
      badge,
      courseId ?? 0,
    );
    const query = listOf(CATALOGUE_SORTABLE, CATALOGUE_FILTERS)(params);
    return query ? `${path}?${query}` : path;
  };
  const provider = legacyAdapter<CatalogueEntry>(family.http, {
    resource: 'extracurricular-catalogue',
    list,
  });
  return {
    ...provider,
    getOne: async (_resource: string, { id, meta }: GetOneParams) => ({
      data: await courseOf(family, id, meta),
    }),
    getMany: async (_resource: string, { ids, meta }) => ({
      data: await Promise.all(ids.map((id) => courseOf(family, id, meta))),
    }),
    calendarUrl: async (_resource, { id }) => ({
      data: await withPathToken(family, '/Enrollment/GetCourseCalendar', id),
    }),
  } as CatalogueDataProvider;
};

/** One of my enrolments as a record: its id the enrolment's. */
export type MyEnrolmentRecord = MyEnrolment & { definitionId: number };

export const myEnrolmentsAdapter = (family: ExtracurricularApi): DataProvider =>
  legacyAdapter<MyEnrolmentRecord, MyEnrolment>(family.http, {
    resource: 'extracurricular-my-enrolments',
    toRecord: (enrolment) => ({
      ...enrolment,
      definitionId: enrolment.id,
      id: enrolment.enrolmentId,
    }),
    list: ({ filter }) =>
      filter?.badge
        ? withPathToken(family, '/Enrollment/GetListEnrollmentStudent', filter.badge)
        : null,
  });

/** An enrolment: who, in which group, whether to wait when the group is full, who writes it. */
export interface EnrolmentValues {
  definitionId: number;
  badge: string;
  /** Join the waiting list when the group is full (false: refused as full). */
  waitlist: boolean;
  modified_By: string;
}

/** A withdrawal: whose enrolment in the group (the record's id), who writes it. */
export type WithdrawalValues = Pick<EnrolmentValues, 'badge' | 'modified_By'>;

/** The enrolments' resource, with the check of one besides react-admin's calls. */
export interface EnrolmentsDataProvider extends DataProvider {
  /** Whether the badge is enrolled in (or waiting for) the group. */
  check(
    resource: 'extracurricular-enrolments',
    params: { definitionId: Identifier; badge: string },
  ): Promise<{ data: EnrolmentCheck }>;
}

export const enrolmentsAdapter = (family: ExtracurricularApi): EnrolmentsDataProvider => {
  const provider = legacyAdapter<Enrolment, Enrolment, EnrolmentValues | WithdrawalValues>(
    family.http,
    {
      resource: 'extracurricular-enrolments',
      create: {
        method: 'PUT',
        path: ({ data }) => {
          const values = data as Partial<EnrolmentValues>;
          return withPathToken(
            family,
            '/Enrollment/PutInsEnrollment',
            values.definitionId,
            values.badge,
            values.waitlist ?? false,
            values.modified_By,
          );
        },
      },
      // A withdrawal is the enrolment's move to `withdrawn`: the group's id names it with the badge.
      update: {
        method: 'PUT',
        path: ({ id, data }) =>
          withPathToken(
            family,
            '/Enrollment/PutDltEnrollmentStudent',
            id,
            data.badge,
            data.modified_By,
          ),
      },
    },
  );
  return {
    ...provider,
    check: async (_resource, { definitionId, badge }) => ({
      data: await family.http.json<EnrolmentCheck>(
        await withPathToken(family, '/Enrollment/GetCheckIsEnrollment', definitionId, badge),
      ),
    }),
  };
};

export const instructorGroupsAdapter = (family: ExtracurricularApi): DataProvider =>
  legacyAdapter<InstructorCourse>(family.http, {
    resource: 'extracurricular-instructor-groups',
    list: (params) =>
      at(
        family,
        '/Enrollment/GetListCoursesInstructor',
        listOf(CATALOGUE_SORTABLE, ['statusId'])(params),
      ),
  });

/** A student of a group's roster: the badge is the record's id. */
export type RosterRecord = RosterStudent & { id: string };

export const rosterAdapter = (family: ExtracurricularApi): DataProvider =>
  legacyAdapter<RosterRecord, RosterStudent>(family.http, {
    resource: 'extracurricular-roster',
    toRecord: (student) => ({ ...student, id: student.badge }),
    list: ({ filter }) =>
      filter?.definitionId
        ? at(
            family,
            '/Enrollment/GetListStudentsByCourse',
            search({ definitionId: filter.definitionId }).toString(),
          )
        : null,
  });

/** A group's sessions as a record: the group's id. */
export type SessionsRecord = CourseSessions & { id: number };

export const sessionsAdapter = (family: ExtracurricularApi): DataProvider =>
  legacyAdapter<SessionsRecord, CourseSessions>(family.http, {
    resource: 'extracurricular-sessions',
    toRecord: (sessions) => ({ ...sessions, id: sessions.definitionId }),
    one: (id) => at(family, '/Enrollment/GetSessions', search({ definitionId: id }).toString()),
  });

/** A session's attendance sheet's id: the group and the date ('12/2026-11-24'). */
export const attendanceId = (definitionId: Identifier, date: string) => `${definitionId}/${date}`;

/** The group and date an attendance sheet's id names. */
export function sheetOf(id: Identifier): { definitionId: number; date: string } {
  const [definitionId = '', date = ''] = String(id).split('/');
  return { definitionId: Number(definitionId), date };
}

/** A session's attendance sheet as a record. */
export type AttendanceRecord = AttendanceSheet & { id: string };

/** The marks saved: each student present or absent. */
export type AttendanceValues = Pick<AttendanceBody, 'marks'>;

export const attendanceAdapter = (family: ExtracurricularApi): DataProvider =>
  legacyAdapter<AttendanceRecord, AttendanceSheet, AttendanceValues>(family.http, {
    resource: 'extracurricular-attendance',
    toRecord: (sheet) => ({ ...sheet, id: attendanceId(sheet.definitionId, sheet.date) }),
    one: (id) => at(family, '/Enrollment/GetAttendance', search(sheetOf(id)).toString()),
    update: {
      method: 'PUT',
      path: () => at(family, '/Enrollment/PutAttendance'),
      body: ({ id, data }): AttendanceBody => ({ ...sheetOf(id), marks: data.marks ?? [] }),
    },
  });
