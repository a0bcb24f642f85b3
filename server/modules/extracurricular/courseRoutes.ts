import {
  type AttendanceSheet,
  attendanceBody,
  attendanceQuery,
  type Audience,
  type CatalogueEntry,
  catalogueListQuery,
  catalogueParams,
  type CourseSessions,
  type DefinitionAnswer,
  definitionBadgeParams,
  definitionIdQuery,
  type DefinitionListItem,
  definitionListQuery,
  definitionTokenParams,
  definitionWire,
  type EmployeeName,
  type Enrolment,
  type EnrolmentCheck,
  enrolParams,
  type InstructorCourse,
  instructorListQuery,
  type JobPosition,
  type MyEnrolment,
  positionListQuery,
  type ReportRow,
  reportQuery,
  type RosterStudent,
  USERS_FILE_MAX_BYTES,
  type UsersFileResult,
  usersFileMultipart,
  withdrawParams,
} from '../../../contracts/extracurricular/courses';
import {
  badgeTokenParams,
  idTokenParams,
} from '../../../contracts/extracurricular/extracurricular';
import { uploadTooLarge } from '../../files/storage';
import { RequestValidationError } from '../../http/errors';
import { languageOf } from '../../http/messages';
import { readMultipart } from '../../http/multipart';
import { sendPage } from '../../http/paging';
import type { ServiceApp, ServiceDeps } from '../types';
import { createAttendanceRepository } from './attendance';
import { createDefinitionRepository, viewerOf } from './definitions';
import { createEnrolmentRepository } from './enrolments';
import { say } from './i18n';
import { assertMyBadge } from './reference';
import { badgesOfFile } from './usersFile';

const TOKEN =
  'The client date-token is the last part of the path (`{token}`): 400 naming it when missing, malformed or stale.';
const LIST =
  'Paged, sorted and filtered in SQL (`page`, `perPage` ≤ 100, `sort`, `order`, `q`); the total is in `X-Total-Count`.';
const REFUSALS =
  '409 `{ message, code }` with a code of ENROLMENT_REFUSALS (notOpen, courseClosed, notEligible, alreadyEnrolled, full).';
const inPath = { dateToken: 'params' as const };

const tags = {
  enrolment: ['Extracurricular: catalogue and enrolment'],
  instructors: ['Extracurricular: instructors'],
  definitions: ['Extracurricular: course definitions'],
};

/** The courses of the extracurricular family: definitions, catalogue, enrolment, instructors. */
export async function courseRoutes(app: ServiceApp, { db }: ServiceDeps) {
  const definitions = createDefinitionRepository(db);
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
    },
    async (request, reply): Promise<CatalogueEntry[]> =>
      sendPage(
        reply,
        await enrolments.catalogue(viewerOf(request.user), request.params, request.query),
      ),
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
    },
    async (request, reply): Promise<Enrolment> => {
      assertMyBadge(request.user, request.params.modified_By);
      const enrolment = await enrolments.enrol(request.params);
      return reply.status(201).send(enrolment);
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

  app.get(
    '/Enrollment/GetListCoursesInstructor',
    {
      schema: {
        summary: 'My groups as instructor, with their counts',
        description: `\`q\` searches the course name; \`statusId\` filters. ${LIST}`,
        tags: tags.instructors,
        querystring: instructorListQuery,
      },
    },
    async (request, reply): Promise<InstructorCourse[]> =>
      sendPage(reply, await enrolments.instructed(viewerOf(request.user), request.query)),
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

  // ------------------------------------------------------------------ administration

  app.get(
    '/Enrollment/GetEnrollmentReport',
    {
      schema: {
        summary: 'Enrolled and waiting per course or per line of business',
        description: 'With the quotas of the groups counted; `statusId` filters the groups.',
        tags: tags.definitions,
        querystring: reportQuery,
      },
    },
    async (request): Promise<ReportRow[]> =>
      attendance.report(request.query.groupBy, request.query.statusId),
  );

  app.get(
    '/DefinitionCourse/GetDefinitionCourseById/:id&:token',
    {
      config: inPath,
      schema: {
        summary: 'A course group in the §5 form',
        description: `Admins any, its instructor theirs; employees an open or closed group they may enrol in (404 otherwise). ${TOKEN}`,
        tags: tags.definitions,
        params: idTokenParams,
      },
    },
    async (request): Promise<DefinitionAnswer> =>
      definitions.byId(viewerOf(request.user), request.params.id),
  );

  app.get(
    '/DefinitionCourse/GetDefinitionCourseByIdEnroll/:definitionId&:badge&:token',
    {
      config: inPath,
      schema: {
        summary: 'A course group as its page shows it, with the badge’s enrolment',
        description: `Own badge. 404 for a group the employee may not see. ${TOKEN}`,
        tags: tags.definitions,
        params: definitionBadgeParams,
      },
    },
    async (request): Promise<CatalogueEntry> =>
      enrolments.entry(viewerOf(request.user), request.params.definitionId, request.params.badge),
  );

  app.get(
    '/DefinitionCourse/GetAllDefinitionCourses',
    {
      schema: {
        summary: 'Every course group with its quota usage',
        description: `\`q\` searches course and instructor; \`statusId\`, \`courseId\`, \`locationId\`, \`active\` filter. ${LIST}`,
        tags: tags.definitions,
        querystring: definitionListQuery,
      },
    },
    async (request, reply): Promise<DefinitionListItem[]> =>
      sendPage(reply, await definitions.list(request.query)),
  );

  app.get(
    '/DefinitionCourse/GetAllPositions',
    {
      schema: {
        summary: 'The job positions a group may admit',
        description: `\`q\` searches the name; \`active\` filters. ${LIST}`,
        tags: tags.definitions,
        querystring: positionListQuery,
      },
    },
    async (request, reply): Promise<JobPosition[]> =>
      sendPage(reply, await definitions.positions(request.query)),
  );

  app.get(
    '/DefinitionCourse/GetFilterByDefinitionCourse',
    {
      schema: {
        summary: 'Who a course group admits, by name, and how many employees that is',
        tags: tags.definitions,
        querystring: definitionIdQuery,
      },
    },
    async (request): Promise<Audience> => definitions.audience(request.query.definitionId),
  );

  app.put(
    '/DefinitionCourse/PutInsUpdtDefinitionCourse',
    {
      schema: {
        summary: 'Create or change a course group (§5 form)',
        description:
          "Placeholders: mailInstructor and urlSession '-1' none, badge '0' no instructor, lobList and positionList [-1] any, usersList badges joined with ','; dates 'YYYY-MM-DDT00:00:00' (or bare). Unknown references are 400 naming the field; a virtual room needs urlSession; the quota never below the enrolled count, and a raised one promotes the waiting list. An upsert (201 created, 200 updated). Audited.",
        tags: tags.definitions,
        body: definitionWire,
      },
    },
    async (request, reply): Promise<DefinitionAnswer> => {
      const saved = await definitions.save(request.user, request.body);
      return reply.status(saved.created ? 201 : 200).send(saved.definition);
    },
  );

  app.put(
    '/DefinitionCourse/PutUsersFiles',
    {
      schema: {
        summary: 'Enrol a list of badges at once',
        description: `Multipart: field \`definitionId\`, file \`file\` (UTF-8 text ≤ ${USERS_FILE_MAX_BYTES / 1024} KB, badges one per line or separated by ',' or ';', an optional header 'badge' or 'gafete'). No eligibility nor waiting list: once full the rest are refused. Answers who was enrolled and why each other badge was refused. Audited.`,
        tags: tags.definitions,
        consumes: ['multipart/form-data'],
      },
    },
    async (request): Promise<UsersFileResult> => {
      const { body, files } = await readMultipart(request, usersFileMultipart, { file: 1 });
      const file = files.find((part) => part.field === 'file');
      if (!file) throw new RequestValidationError({ file: say('file.needed') });
      if (file.data.length > USERS_FILE_MAX_BYTES)
        throw uploadTooLarge('file', 'file', USERS_FILE_MAX_BYTES);
      return enrolments.enrolList(
        request.user,
        body.definitionId,
        badgesOfFile(file.data),
        languageOf(request),
      );
    },
  );
}
