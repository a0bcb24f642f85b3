import {
  agendasQuery,
  badgeQuery,
  cancelRequestParams,
  type EmployeeStatusAnswer,
  FIXED_FINAL_DATE,
  IMAGE_MAX_BASE64,
  type ImageAnswer,
  imageBody,
  type InsertRequestAnswer,
  insertRequestBody,
  MAX_DAY_HOURS,
  MAX_WEEK_HOURS,
  myRequestsQuery,
  reasonsQuery,
  requestImageParams,
  type ScheduleException,
  type ScheduleReason,
  type ScheduleRequest,
  scheduleDecisionBody,
  scheduleRequestsQuery,
  type UserValidAnswer,
  type WorkSchedule,
  workScheduleBody,
  workSchedulesQuery,
} from '../../../contracts/schedule/schedule';
import { answerCreated } from '../../http/answers';
import { languageOf } from '../../http/messages';
import { registerDecisionInbox, registerStoreResource } from '../../http/simpleRest';
import { sendRecordedDocument } from '../../privacy/reads';
import type { ServiceApp, ServiceDeps } from '../types';
import { createRequestRepository } from './requests';
import { createScheduleRepository } from './schedules';

const TAG = 'Schedule change';

/** A JSON body large enough for the biggest image's base64, with room for the other fields. */
const IMAGE_BODY_LIMIT = IMAGE_MAX_BASE64 + 64 * 1024;

const TOKEN_QUERY =
  '`badge` is the caller’s (anyone else’s: 403; the planners read any agent’s); `token` the ' +
  'current client date-token (400 naming token otherwise).';

/** The agents' calls on the employee-tools family (/api/tools/Agendas/…). */
export async function scheduleToolsRoutes(app: ServiceApp, { db }: ServiceDeps) {
  const requests = createRequestRepository(db);
  const schedules = createScheduleRepository(db);

  app.get(
    '/Agendas/GetUserValid',
    {
      schema: {
        summary: 'Whether I may request a schedule change now',
        description:
          `${TOKEN_QUERY} Not when inactive, during the probation period or with a request ` +
          'pending; `reason` a code (inactive, probation, pendingRequest), `message` its words.',
        tags: [TAG],
        querystring: badgeQuery,
      },
      config: { dateToken: 'query' },
    },
    async (request): Promise<UserValidAnswer> =>
      requests.validity(request.query.badge, languageOf(request)),
  );

  app.get(
    '/Agendas/GetStatusEmployee',
    {
      schema: {
        summary: 'My account, position, current schedule and pending request',
        description: TOKEN_QUERY,
        tags: [TAG],
        querystring: badgeQuery,
      },
      config: { dateToken: 'query' },
    },
    async (request): Promise<EmployeeStatusAnswer> => requests.status(request.query.badge),
  );

  app.get(
    '/Agendas/GetAgendas',
    {
      schema: {
        summary: 'The schedules offered to me',
        description:
          `${TOKEN_QUERY} The active schedules offered to the employee’s account and to every ` +
          'account, but their current one, by start time. Optional filters: `horaInicio` ' +
          '(HH:MM), `diasLibres` (two weekdays 1–7, e.g. 6,7), `permanencia` (true/false).',
        tags: [TAG],
        querystring: agendasQuery,
      },
      config: { dateToken: 'query' },
    },
    async (request): Promise<WorkSchedule[]> =>
      schedules.offered(await requests.employee(request.query.badge), request.query),
  );

  app.get(
    '/Agendas/GetAgendasException',
    {
      schema: {
        summary: 'My approved exceptions in force or to come',
        description: `${TOKEN_QUERY} Temporary schedules and custom weeks, soonest first.`,
        tags: [TAG],
        querystring: badgeQuery,
      },
      config: { dateToken: 'query' },
    },
    async (request): Promise<ScheduleException[]> => requests.exceptions(request.query.badge),
  );

  app.get(
    '/Agendas/GetMyRequestChatBot',
    {
      schema: {
        summary: 'My last requests (the portal asks for top=1)',
        description: `${TOKEN_QUERY} The last \`top\` (1–10, 1 by default) requests, newest first.`,
        tags: [TAG],
        querystring: myRequestsQuery,
      },
      config: { dateToken: 'query' },
    },
    async (request): Promise<ScheduleRequest[]> =>
      requests.latest(request.query.badge, request.query.top, languageOf(request)),
  );

  app.get(
    '/Agendas/GetReasons',
    {
      schema: {
        summary: 'The reasons of a request',
        description:
          'The portal’s addition: ReasonID 4 (the general one of a change to a schedule ' +
          'offered) and the custom reasons (ProblemID 7), in the caller’s language.',
        tags: [TAG],
        querystring: reasonsQuery,
      },
      config: { dateToken: 'query' },
    },
    async (request): Promise<ScheduleReason[]> => schedules.reasons(languageOf(request)),
  );

  app.post(
    '/Agendas/PostInsertaRequest',
    {
      schema: {
        summary: 'Request a schedule change',
        description:
          '`Employee_ID` is the caller’s badge (anyone else’s: 403), `Network_Login` their ' +
          'login, `StatusID` 1. ProblemID 1/2 (a schedule offered, permanent/temporary): ' +
          `ReasonID 4, Schedule_ID, FinalDate ${FIXED_FINAL_DATE}, Type Agenda. ProblemID 7 ` +
          '(custom): a custom ReasonID, StartDate = FinalDate = the Until date, Type Custom, ' +
          'HorariosCustom (h:MM am/pm or empty; Tuesday is MatesEntrada/MatesSalida; TotalHours ' +
          `the week’s hours; at most ${MAX_DAY_HOURS} h a day and ${MAX_WEEK_HOURS} a week). ` +
          'Each rule a 400 naming the field; 409 when they may not request (probation, a ' +
          'request pending). 201 `{ id, StatusID: 1 }`.',
        tags: [TAG],
        body: insertRequestBody,
      },
      config: { dateToken: 'body' },
      onSend: answerCreated,
    },
    async (request): Promise<InsertRequestAnswer> => requests.insert(request.user, request.body),
  );

  app.delete(
    '/Agendas/Requests/:id',
    {
      schema: {
        summary: 'Withdraw my pending request',
        description:
          'The portal’s addition. `badge` is the caller’s (anyone else’s: 403), `token` the ' +
          'current client date-token. Their own pending request only (another’s: 404); 409 ' +
          'naming status when already decided. It stays, cancelled (StatusID 4), with its ' +
          'history. Answers the request.',
        tags: [TAG],
        params: cancelRequestParams,
        querystring: badgeQuery,
      },
      config: { dateToken: 'query' },
    },
    async (request): Promise<ScheduleRequest> =>
      requests.cancel(request.user, request.params.id, languageOf(request)),
  );

  app.post(
    '/Agendas/PostBase64ToImage',
    {
      bodyLimit: IMAGE_BODY_LIMIT,
      schema: {
        summary: 'The supporting image of my pending request',
        description:
          '`NetworkLogin` is the caller’s (anyone else’s: 403); `request` their own pending ' +
          'request (404 otherwise); `Imagen` base64 without a data-URL prefix (400 naming ' +
          'Imagen), at most 5 MB decoded (413), a JPEG, PNG, WebP or PDF read from the bytes. ' +
          'Stored private; a second image replaces the first.',
        tags: [TAG],
        body: imageBody,
      },
      config: { dateToken: 'body' },
      onSend: answerCreated,
    },
    async (request): Promise<ImageAnswer> => requests.image(request.user, request.body),
  );
}

/** The image and the planners' resources on the main family. */
export async function scheduleRoutes(app: ServiceApp, { db }: ServiceDeps) {
  const requests = createRequestRepository(db);
  const schedules = createScheduleRepository(db);

  app.get(
    '/ScheduleRequests/:id/Image',
    {
      schema: {
        summary: 'The supporting image of a schedule change request',
        description: 'Its author and the planners read it; anyone else gets 404.',
        tags: [TAG],
        params: requestImageParams,
      },
    },
    async (request, reply) =>
      sendRecordedDocument(
        db,
        request,
        reply,
        'schedule_request',
        await requests.imageFile(request.user, request.params.id),
      ),
  );

  registerDecisionInbox(app, {
    name: 'schedule-requests',
    tag: TAG,
    noun: 'schedule change request to decide',
    query: scheduleRequestsQuery,
    listDescription:
      'The planners’ inbox (never their own requests). Filters: `status`, `q` (the author’s ' +
      'name, badge or login), `submittedFrom`/`submittedTo`, `ProblemID`. Sorts: submittedAt ' +
      '(oldest first by default), status, employeeName, StartDate.',
    decision: scheduleDecisionBody,
    summary: 'Approve or reject a schedule change request',
    description:
      '`status` approved or rejected, `note` (required to reject), `from`. 409 naming status ' +
      'when settled meanwhile or the planner’s own. Approving applies it in the same ' +
      'transaction: ProblemID 1 the employee’s schedule, 2 a temporary exception, 7 a custom ' +
      'one until the Until date. The author is notified.',
    store: {
      inbox: (user, query) => requests.inbox(user, query, 'es'),
      one: (user, id) => requests.one(user, id, 'es'),
      decide: (user, id, decision) => requests.decide(user, id, decision, 'es'),
    },
    reads: {
      db,
      what: 'schedule_request',
      subject: (request) => ({ employeeId: request.employeeId, recordId: request.id }),
    },
  });

  registerStoreResource(app, {
    name: 'work-schedules',
    tag: TAG,
    noun: 'schedule offered',
    store: schedules,
    list: {
      query: workSchedulesQuery,
      description:
        'Every schedule. Filters: `q` (code), `active`, `permanent`, `account`. Sorts: code ' +
        '(default), startTime, id.',
    },
    create: {
      body: workScheduleBody,
      description: 'Code unique (409 naming code), two different days off. Audited.',
    },
    update: {
      body: workScheduleBody,
      description: 'The same rules; `active: false` withdraws it from the offer. Audited.',
    },
  });
}
