import { approvalDecisionBody } from '../../../contracts/approvals';
import {
  addRequestDayBody,
  approvalsListQuery,
  badgeParams,
  type DayCategory,
  type DayRequest,
  daysRequestsQuery,
  holidayBody,
  holidayListQuery,
  idParams,
  TEAM_WINDOW_DAYS,
  teamDaysQuery,
  type TimeInterval,
  updateRequestDateQuery,
  type UserValidation,
} from '../../../contracts/personalDays/personalDays';
import type { DB } from '../../db';
import { answerCreated, answerPage } from '../../http/answers';
import { languageOf } from '../../http/messages';
import type { Page } from '../../http/paging';
import {
  registerDecisionInbox,
  registerRestResource,
  registerStoreResource,
} from '../../http/simpleRest';
import type { ServiceApp } from '../types';
import { createHolidayRepository } from './holidays';
import { createDayRequestRepository } from './requests';
import { teamDays } from './teamDays';

const TAG = 'Personal days';

const DAY_RULES =
  '400 naming `requestDate` for a weekend, a company holiday, a past day, a day beyond next ' +
  'year or a day already requested (pending or approved); 409 naming `categoryId` when the ' +
  'category’s quota for that year would be exceeded; 409 naming `requestDate` during the ' +
  'probation period.';

/** The personal-days calls of the main API, the approvers' inbox and the company's holidays. */
export async function personalDaysRoutes(app: ServiceApp, { db }: { db: DB }) {
  const requests = createDayRequestRepository(db);
  const holidays = createHolidayRepository(db);

  app.get(
    '/PersonalDays/GetDaysRequests',
    {
      schema: {
        summary: 'My personal-day requests, latest day first',
        description:
          'With category, interval, status, the rejection’s reason and the history. `status` ' +
          'filters; `page`/`perPage` (50 by default); total in `X-Total-Count`.',
        tags: [TAG],
        querystring: daysRequestsQuery,
      },
      preSerialization: answerPage,
    },
    async (request): Promise<Page<DayRequest>> =>
      requests.mine(request.user, request.query, languageOf(request)),
  );

  app.get(
    '/PersonalDays/InitialUserValidation/:id',
    {
      schema: {
        summary: 'Whether I may request personal days, and my balance',
        description:
          '`id` is my badge. Not allowed (`reasons`: `probation`, `noDaysLeft`) during the first ' +
          '3 months after the hire date or with nothing left in any category this year. The ' +
          'balance per category is in half days; `mayApprove` says whether I decide anyone’s ' +
          'requests.',
        tags: [TAG],
        params: badgeParams,
      },
    },
    async (request): Promise<UserValidation> =>
      requests.validation(request.params.id, request.user, languageOf(request)),
  );

  app.get(
    '/PersonalDays/GetCategories',
    {
      schema: {
        summary: 'The categories of personal days and their yearly quota (half days)',
        tags: [TAG],
      },
    },
    async (request): Promise<DayCategory[]> => requests.categories(languageOf(request)),
  );

  app.post(
    '/PersonalDays/AddRequestDay',
    {
      schema: {
        summary: 'Request a personal day',
        description: `\`{ categoryId, timeIntervalId, requestDate (YYYY-MM-DD), comment }\`. Answers 201 with the request (pending; my supervisor or the owners decide it). ${DAY_RULES}`,
        tags: [TAG],
        body: addRequestDayBody,
      },
      onSend: answerCreated,
    },
    async (request): Promise<DayRequest> =>
      requests.add(request.user, request.body, languageOf(request)),
  );

  app.post(
    '/PersonalDays/UpdateReqestDate/:id',
    {
      schema: {
        summary: 'Change the day and comment of my pending request',
        description: `The query carries \`requestDate\` and \`comment\`. 404 when the request is not mine, 409 naming \`status\` when it is no longer pending. ${DAY_RULES}`,
        tags: [TAG],
        params: idParams,
        querystring: updateRequestDateQuery,
      },
    },
    async (request): Promise<DayRequest> =>
      requests.changeDate(request.user, request.params.id, request.query, languageOf(request)),
  );

  app.get(
    '/PersonalDays/GetTimeIntervalsByCategory/:id',
    {
      schema: {
        summary: 'The time intervals of a category',
        description:
          'Full day, morning, afternoon… with the half days each takes. 404 for an unknown category.',
        tags: [TAG],
        params: idParams,
      },
    },
    async (request): Promise<TimeInterval[]> =>
      requests.intervals(request.params.id, languageOf(request)),
  );

  app.delete(
    '/PersonalDays/Delete/:id',
    {
      schema: {
        summary: 'Cancel my pending request',
        description:
          'Kept with status cancelled in its history. 404 when the request is not mine, 409 ' +
          'naming `status` when it is no longer pending. Answers the request.',
        tags: [TAG],
        params: idParams,
      },
    },
    async (request): Promise<DayRequest> =>
      requests.cancel(request.user, request.params.id, languageOf(request)),
  );

  registerDecisionInbox(app, {
    name: 'personal-days-approvals',
    tag: TAG,
    noun: 'personal-day request to decide',
    query: approvalsListQuery,
    listDescription:
      'Only the requests the caller decides: their people’s, or everyone’s for the owners. ' +
      'Filters: `status`, `q` (employee name, badge prefix, comment), `from`/`to` (the ' +
      'requested day, inclusive), `categoryId`. Sorts: requestDate (soonest first by ' +
      'default), createdAt, statusChangedAt, status, employee.',
    decision: approvalDecisionBody,
    summary: 'Approve or reject a personal-day request',
    description:
      '`{ status: approved | rejected, note, from? }`; the note (the reason) is required to ' +
      'reject. 404 when the caller does not decide it; 409 naming `status` when it was decided ' +
      'or cancelled meanwhile, or when it is the caller’s own. The author is notified.',
    store: { inbox: requests.inbox, one: requests.inboxOne, decide: requests.decide },
    reads: {
      db,
      what: 'personal_day_request',
      subject: (request) => ({ badge: request.employeeBadge, recordId: request.id }),
    },
  });

  registerRestResource(app, {
    name: 'personal-day-team-days',
    tag: TAG,
    noun: 'day off of the team of a request to decide',
    list: {
      query: teamDaysQuery,
      description:
        '`filter.requestId` (required): a request the caller decides (404 otherwise). The ' +
        'pending and approved days of the others with the requester’s supervisor or account, ' +
        `within ${TEAM_WINDOW_DAYS} days of the requested day, soonest first; no category.`,
      read: (query, user) => teamDays(db, user, query),
    },
    reads: { db, what: 'personal_days_taken', subject: (day) => ({ badge: day.employeeBadge }) },
  });

  registerStoreResource(app, {
    name: 'company-holidays',
    tag: TAG,
    noun: 'company holiday',
    store: holidays,
    list: {
      query: holidayListQuery,
      description:
        'Filters: `year`, `from`/`to` (YYYY-MM-DD inclusive), `q` (the name). Sorts: date ' +
        '(ascending by default), name.',
    },
    create: {
      body: holidayBody,
      description:
        '`{ date, name }`; 409 naming `date` when the day is already a holiday. Audited.',
    },
    update: {
      body: holidayBody,
      description: '`{ date, name }`; 409 naming `date` when the day is another holiday. Audited.',
    },
  });
}
