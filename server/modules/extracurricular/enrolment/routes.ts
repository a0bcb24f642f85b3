import {
  type AttendanceSheet,
  attendanceBody,
  attendanceQuery,
  type CatalogueEntry,
  catalogueListQuery,
  catalogueParams,
  type CourseSessions,
  definitionBadgeParams,
  definitionIdQuery,
  definitionTokenParams,
  type EmployeeName,
  type Enrolment,
  type EnrolmentCheck,
  enrolParams,
  instructorListQuery,
  type MyEnrolment,
  type RosterStudent,
  withdrawParams,
} from '../../../../contracts/extracurricular/enrolment';
import { badgeTokenParams } from '../../../../contracts/extracurricular/extracurricular';
import { answerCreated, answerPage } from '../../../http/answers';
import type { Page } from '../../../http/paging';
import type { ServiceApp, ServiceDeps } from '../../types';
import { assertMyBadge } from '../common';
import { viewerOf } from '../definitions/definitions';
import { inPath, LIST, listRoute, TOKEN } from '../routing';
import { createAttendanceRepository } from './attendance';
import { createEnrolmentRepository } from './enrolments';

const REFUSALS =
  '409 `{ message, code }` with a code of ENROLMENT_REFUSALS (notOpen, courseClosed, notEligible, alreadyEnrolled, full).';

const tags = {
  enrolment: ['Extracurricular: catalogue and enrolment'],
  instructors: ['Extracurricular: instructors'],
};

/** The courses as employees and instructors meet them: catalogue, enrolment, rosters, attendance. */
export async function enrolmentRoutes(app: ServiceApp, { db }: ServiceDeps) {
  const enrolments = createEnrolmentRepository(db);
  const attendance = createAttendanceRepository(db);

  // ------------------------------------------------------------------ catalogue and enrolment

  app.get(
    '/Enrollment/GetListCoursesByStatus/:statusId&:badge&:courseId&:token',
    {
      config: inPath,
      schema: {
        summary: 'The catalogue: the groups of a status the badge may enrol in',
        description: `Own badge; employees ask 2 (open) or 3 (closed), 403 otherwise. courseId 0: every course. \`q\` searches course name and description; \`locationId\`, \`day\` (ISO weekday), \`modality\` filter. ${LIST} ${TOKEN}`,
        tags: tags.enrolment,
        params: catalogueParams,
        querystring: catalogueListQuery,
      },
      preSerialization: answerPage,
    },
    async (request): Promise<Page<CatalogueEntry>> =>
      enrolments.catalogue(viewerOf(request.user), request.params, request.query),
  );

  app.get(
    '/Enrollment/GetListEnrollmentStudent/:badge&:token',
    {
      config: inPath,
      schema: {
        summary: 'My enrolments: current first, then the history',
        description: `Own badge. ${TOKEN}`,
        tags: tags.enrolment,
        params: badgeTokenParams,
      },
    },
    async (request): Promise<MyEnrolment[]> =>
      enrolments.mine(viewerOf(request.user), request.params.badge),
  );

  app.get(
    '/Enrollment/GetNameByBadge/:badge&:token',
    {
      config: inPath,
      schema: {
        summary: 'The name of an active employee',
        description: `404 for an unknown or inactive badge. ${TOKEN}`,
        tags: tags.enrolment,
        params: badgeTokenParams,
      },
    },
    async (request): Promise<EmployeeName> => enrolments.nameOf(request.params.badge),
  );

  app.get(
    '/Enrollment/GetCheckIsEnrollment/:definitionId&:badge&:token',
    {
      config: inPath,
      schema: {
        summary: 'Whether the badge is enrolled or waiting in a group',
        description: `Own badge. ${TOKEN}`,
        tags: tags.enrolment,
        params: definitionBadgeParams,
      },
    },
    async (request): Promise<EnrolmentCheck> =>
      enrolments.check(request.params.definitionId, request.params.badge),
  );

  app.put(
    '/Enrollment/PutInsEnrollment/:definitionId&:badge&:waitlist&:modified_By&:token',
    {
      config: inPath,
      schema: {
        summary: 'Enrol in a group (or join its waiting list)',
        description: `Own badge; \`modified_By\` the caller’s (400 naming it). 201 enrolled, or waiting with its place when full and \`waitlist\` is true. The quota is kept under concurrency (the group is locked while seats are counted). ${REFUSALS} ${TOKEN}`,
        tags: tags.enrolment,
        params: enrolParams,
      },
      onSend: answerCreated,
    },
    async (request): Promise<Enrolment> => {
      assertMyBadge(request.user, request.params.modified_By);
      const enrolment = await enrolments.enrol(request.params);
      return enrolment;
    },
  );

  app.put(
    '/Enrollment/PutDltEnrollmentStudent/:definitionId&:badge&:modified_By&:token',
    {
      config: inPath,
      schema: {
        summary: 'Withdraw from a group',
        description: `Own badge (admins: anyone’s); \`modified_By\` the caller’s. The freed seat goes to the oldest waiting employee, who is notified. 404 when not enrolled nor waiting. ${TOKEN}`,
        tags: tags.enrolment,
        params: withdrawParams,
      },
    },
    async (request): Promise<Enrolment> => {
      assertMyBadge(request.user, request.params.modified_By);
      return enrolments.withdraw(request.user, {
        definitionId: request.params.definitionId,
        badge: request.params.badge,
        modifiedBy: request.params.modified_By,
      });
    },
  );

  app.get(
    '/Enrollment/GetCourseCalendar/:definitionId&:token',
    {
      config: inPath,
      schema: {
        summary: 'A group’s sessions as a calendar (.ics)',
        description: `text/calendar, one event per session (company holidays skipped): an enrolled or waiting employee, its instructor or admins; 404 for anyone else. ${TOKEN}`,
        tags: tags.enrolment,
        params: definitionTokenParams,
      },
    },
    async (request, reply) => {
      const { name, body } = await attendance.calendar(
        viewerOf(request.user),
        request.params.definitionId,
      );
      return reply
        .header('content-type', 'text/calendar; charset=utf-8')
        .header('content-disposition', `attachment; filename="${name}"`)
        .header('cache-control', 'no-store')
        .send(body);
    },
  );

  // ------------------------------------------------------------------ instructors

  listRoute(
    app,
    '/Enrollment/GetListCoursesInstructor',
    {
      summary: 'My groups as instructor, with their counts',
      description: `\`q\` searches the course name; \`statusId\` filters. ${LIST}`,
      tags: tags.instructors,
      querystring: instructorListQuery,
    },
    (user, query) => enrolments.instructed(viewerOf(user), query),
  );

  app.get(
    '/Enrollment/GetListStudentsByCourse',
    {
      schema: {
        summary: 'A group’s roster: enrolled by name, then the waiting list',
        description: 'Its instructor or admins; 404 for another instructor’s group.',
        tags: tags.instructors,
        querystring: definitionIdQuery,
      },
    },
    async (request): Promise<RosterStudent[]> =>
      attendance.roster(viewerOf(request.user), request.query.definitionId),
  );

  app.get(
    '/Enrollment/GetSessions',
    {
      schema: {
        summary: 'A group’s session dates',
        description:
          'Its weekdays from start to end, company holidays skipped (listed apart). Its instructor, admins, and employees who may open the group’s page (404 otherwise).',
        tags: tags.instructors,
        querystring: definitionIdQuery,
      },
    },
    async (request): Promise<CourseSessions> => {
      const viewer = viewerOf(request.user);
      const { definitionId } = request.query;
      return attendance.sessions(viewer, definitionId, () =>
        enrolments.entry(viewer, definitionId, viewer.badge),
      );
    },
  );

  app.get(
    '/Enrollment/GetAttendance',
    {
      schema: {
        summary: 'The attendance sheet of one session',
        description:
          'Enrolled students with their mark (null: not marked). `date` must be a session (400 naming it).',
        tags: tags.instructors,
        querystring: attendanceQuery,
      },
    },
    async (request): Promise<AttendanceSheet> =>
      attendance.attendance(viewerOf(request.user), request.query.definitionId, request.query.date),
  );

  app.put(
    '/Enrollment/PutAttendance',
    {
      schema: {
        summary: 'Mark students present or absent in one session',
        description:
          '`date` a past or today’s session (400 naming it); each badge an enrolled student (400 naming `marks[i].badge`). Students left out keep their marks.',
        tags: tags.instructors,
        body: attendanceBody,
      },
    },
    async (request): Promise<AttendanceSheet> =>
      attendance.mark(viewerOf(request.user), request.body),
  );
}
