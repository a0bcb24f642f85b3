import { USERS_FILE_MAX_BYTES } from '../../../../contracts/extracurricular/courses';
import {
  type Audience,
  type DefinitionAnswer,
  definitionListQuery,
  definitionWire,
  positionListQuery,
  type ReportRow,
  reportQuery,
  type UsersFileResult,
  usersFileMultipart,
} from '../../../../contracts/extracurricular/definitions';
import {
  type CatalogueEntry,
  definitionBadgeParams,
  definitionIdQuery,
} from '../../../../contracts/extracurricular/enrolment';
import { idTokenParams } from '../../../../contracts/extracurricular/extracurricular';
import { uploadTooLarge } from '../../../files/storage';
import { RequestValidationError } from '../../../http/errors';
import { languageOf } from '../../../http/messages';
import { readMultipart } from '../../../http/multipart';
import type { ServiceApp, ServiceDeps } from '../../types';
import { createAttendanceRepository } from '../enrolment/attendance';
import { createEnrolmentRepository } from '../enrolment/enrolments';
import { say } from '../i18n';
import { inPath, LIST, listRoute, TOKEN, upsertRoute } from '../routing';
import { createDefinitionRepository, viewerOf } from './definitions';
import { badgesOfFile } from './usersFile';

const tags = ['Extracurricular: course definitions'];

/** The course groups (definitions) as their admins keep them: the form, the report, lists of badges. */
export async function definitionRoutes(app: ServiceApp, { db }: ServiceDeps) {
  const definitions = createDefinitionRepository(db);
  const enrolments = createEnrolmentRepository(db);
  const attendance = createAttendanceRepository(db);

  app.get(
    '/Enrollment/GetEnrollmentReport',
    {
      schema: {
        summary: 'Enrolled and waiting per course or per line of business',
        description: 'With the quotas of the groups counted; `statusId` filters the groups.',
        tags,
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
        tags,
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
        tags,
        params: definitionBadgeParams,
      },
    },
    async (request): Promise<CatalogueEntry> =>
      enrolments.entry(viewerOf(request.user), request.params.definitionId, request.params.badge),
  );

  listRoute(
    app,
    '/DefinitionCourse/GetAllDefinitionCourses',
    {
      summary: 'Every course group with its quota usage',
      description: `\`q\` searches course and instructor; \`statusId\`, \`courseId\`, \`locationId\`, \`active\` filter. ${LIST}`,
      tags,
      querystring: definitionListQuery,
    },
    (_user, query) => definitions.list(query),
  );

  listRoute(
    app,
    '/DefinitionCourse/GetAllPositions',
    {
      summary: 'The job positions a group may admit',
      description: `\`q\` searches the name; \`active\` filters. ${LIST}`,
      tags,
      querystring: positionListQuery,
    },
    (_user, query) => definitions.positions(query),
  );

  app.get(
    '/DefinitionCourse/GetFilterByDefinitionCourse',
    {
      schema: {
        summary: 'Who a course group admits, by name, and how many employees that is',
        tags,
        querystring: definitionIdQuery,
      },
    },
    async (request): Promise<Audience> => definitions.audience(request.query.definitionId),
  );

  upsertRoute(
    app,
    '/DefinitionCourse/PutInsUpdtDefinitionCourse',
    {
      summary: 'Create or change a course group (§5 form)',
      description:
        "Placeholders: mailInstructor and urlSession '-1' none, badge '0' no instructor, lobList and positionList [-1] any, usersList badges joined with ','; dates 'YYYY-MM-DDT00:00:00' (or bare). Unknown references are 400 naming the field; a virtual room needs urlSession; the quota never below the enrolled count, and a raised one promotes the waiting list. An upsert (201 created, 200 updated). Audited.",
      tags,
      body: definitionWire,
    },
    (user, body) => definitions.save(user, body),
    (saved) => saved.definition,
  );

  app.put(
    '/DefinitionCourse/PutUsersFiles',
    {
      schema: {
        summary: 'Enrol a list of badges at once',
        description: `Multipart: field \`definitionId\`, file \`file\` (UTF-8 text ≤ ${USERS_FILE_MAX_BYTES / 1024} KB, badges one per line or separated by ',' or ';', an optional header 'badge' or 'gafete'). No eligibility nor waiting list: once full the rest are refused. Answers who was enrolled and why each other badge was refused. Audited.`,
        tags,
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
