import {
  activeOpeningsQuery,
  type Application,
  applicationIdParams,
  applicationMultipart,
  type Eligibility,
  employeeIdQuery,
  employeeInfoBody,
  type EmployeeMetrics,
  type GrowthProfile,
  myApplicationsQuery,
  type Opening,
  openingByIdQuery,
  type OpeningFilters,
  type OpeningSummary,
  RESUME_FIELD,
  validateBody,
} from '../../../contracts/growth/growth';
import type { DB } from '../../db';
import { findOr404 } from '../../db/lookup';
import { answerCreated, answerPage } from '../../http/answers';
import { readMultipart } from '../../http/multipart';
import { languageOf, renderMessage } from '../../http/messages';
import type { Page } from '../../http/paging';
import { recordReads, sendRecordedDocument } from '../../privacy/reads';
import type { ServiceApp } from '../types';
import { createApplicationRepository } from './applications';
import { growthMessages, say } from './i18n';
import { createOpeningRepository } from './openings';
import { createProfileRepository, growthEmployee, ineligibility } from './profiles';

const OPENINGS = 'Growth: openings';
const APPLICATIONS = 'Growth: applications';
const EMPLOYEE = 'Growth: employee';
const SELF =
  '`employeeID` is the caller’s badge (403 for another one; Growth_Owner and System_Admin may ' +
  'name anyone’s).';

/** The growth opportunities service (family `growth`, base /api/growth), paths as the contract gives them. */
export async function growthRoutes(app: ServiceApp, { db }: { db: DB }) {
  const openings = createOpeningRepository(db);
  const applications = createApplicationRepository(db);
  const profiles = createProfileRepository(db);

  app.get(
    '/api/Opening/GetActiveOpenings',
    {
      schema: {
        summary: 'Active openings',
        description:
          'Active openings not past `closesOn` (company time zone), newest first, paged in SQL ' +
          '(`page`, `perPage`; total in `X-Total-Count`). `q` searches title and description; ' +
          '`area` and `location` match whole values (case and accents ignored). Each row says ' +
          'whether the caller has `applied`.',
        tags: [OPENINGS],
        querystring: activeOpeningsQuery,
      },
      preSerialization: answerPage,
    },
    async (request): Promise<Page<OpeningSummary>> => openings.active(request.user, request.query),
  );

  app.get(
    '/api/Opening/GetFilters',
    {
      schema: {
        summary: 'The areas and locations of the open openings',
        description: 'Sorted and distinct: the choices of the list’s filters.',
        tags: [OPENINGS],
      },
    },
    async (): Promise<OpeningFilters> => openings.filters(),
  );

  app.get(
    '/api/Opening/GetByID',
    {
      schema: {
        summary: 'An opening, with the caller’s application',
        description:
          'Employees read open openings (inactive or closed: 404); owners read any, with the ' +
          'number of applications.',
        tags: [OPENINGS],
        querystring: openingByIdQuery,
      },
    },
    async (request): Promise<Opening> => openings.get(request.user, request.query.id),
  );

  app.get(
    '/api/Application/GetMyApplications',
    {
      schema: {
        summary: 'The employee’s applications, newest first, with their history',
        description: `${SELF} Paged (\`page\`, \`perPage\`; total in \`X-Total-Count\`).`,
        tags: [APPLICATIONS],
        querystring: myApplicationsQuery,
      },
      preSerialization: answerPage,
    },
    async (request): Promise<Page<Application>> => {
      const page = await applications.mine(request.query);
      await recordReads(db, request, 'growth_application', [{ badge: request.query.employeeID }]);
      return page;
    },
  );

  app.post(
    '/api/Application',
    {
      schema: {
        summary: 'Apply to an opening',
        description:
          'multipart/form-data: `email`, `phone`, `badge` (the caller’s: 403 otherwise), ' +
          '`openingId`, `job`, `workSchedule`, `startTime`/`endTime` (HH:mm; the opening’s shift ' +
          `when empty), \`resumeName\` and the file \`${RESUME_FIELD}\` (required; PDF or DOCX ` +
          'read from the bytes, at most UPLOAD_MAX_FILE_BYTES). Eligibility (Validate’s rules) is ' +
          'checked again in the write: 409 naming `openingId` with the reason. 201 with the ' +
          'application; the applicant is notified.',
        tags: [APPLICATIONS],
        consumes: ['multipart/form-data'],
      },
      onSend: answerCreated,
    },
    async (request): Promise<Application> => {
      const { body, files } = await readMultipart(request, applicationMultipart, {
        [RESUME_FIELD]: 1,
      });
      return await applications.create(request.user, body, files);
    },
  );

  app.get(
    '/api/Application/:id/Resume',
    {
      schema: {
        summary: 'The résumé of an application',
        description: 'Its applicant and the owners download it; anyone else gets 404.',
        tags: [APPLICATIONS],
        params: applicationIdParams,
      },
    },
    async (request, reply) =>
      sendRecordedDocument(
        db,
        request,
        reply,
        'growth_resume',
        await applications.resumeFile(request.user, request.params.id),
      ),
  );

  app.get(
    '/api/Employee/GetMetrics',
    {
      schema: {
        summary: 'Where the employee stands: tenure, months in position, applications, eligibility',
        description: SELF,
        tags: [EMPLOYEE],
        querystring: employeeIdQuery,
      },
    },
    async (request): Promise<EmployeeMetrics> => {
      const { employeeID } = request.query;
      const metrics = await profiles.metrics(employeeID);
      await recordReads(db, request, 'growth_profile', [{ badge: employeeID }]);
      return metrics;
    },
  );

  app.get(
    '/api/Employee/GetProfile',
    {
      schema: {
        summary: 'The employee as the growth service sees them',
        description: SELF,
        tags: [EMPLOYEE],
        querystring: employeeIdQuery,
      },
    },
    async (request): Promise<GrowthProfile> => {
      const { employeeID } = request.query;
      const profile = await profiles.profile(employeeID);
      await recordReads(db, request, 'growth_profile', [{ badge: employeeID }]);
      return profile;
    },
  );

  app.post(
    '/api/Employee/Validate',
    {
      schema: {
        summary: 'Whether the employee may apply to an opening',
        description:
          '`employeeId` is the caller’s badge (403 otherwise). Answers `{ eligible, reasons: ' +
          '[{ code, message }] }` in the caller’s language: the opening is active and not past ' +
          'closesOn (openingClosed), months in position reach its minimum (tooSoonInPosition), ' +
          'no earlier application to it (alreadyApplied), fewer than 3 applications in progress ' +
          '(tooManyInProgress). Unknown `jobId`: 404.',
        tags: [EMPLOYEE],
        body: validateBody,
      },
    },
    async (request): Promise<Eligibility> => {
      const { jobId, employeeId } = request.body;
      const employee = await growthEmployee(db, employeeId);
      const opening = await findOr404(
        db.selectFrom('growth_openings').selectAll().where('id', '=', jobId),
        say('opening.notFound'),
      );
      const reasons = await ineligibility(db, employee, opening);
      const language = languageOf(request);
      return {
        eligible: reasons.length === 0,
        reasons: reasons.map(({ code, message }) => ({
          code,
          message: renderMessage(growthMessages, message, language).text,
        })),
      };
    },
  );

  app.post(
    '/api/Employee/UploadEmployeeInfo',
    {
      schema: {
        summary: 'Update the contact data of the growth profile',
        description: '`badge` is the caller’s (403 otherwise). Answers the profile.',
        tags: [EMPLOYEE],
        body: employeeInfoBody,
      },
    },
    async (request): Promise<GrowthProfile> => profiles.updateContact(request.body),
  );
}
