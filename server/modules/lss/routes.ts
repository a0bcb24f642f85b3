import {
  type LssAccounts,
  lssBody,
  type LssParticipation,
  type LssReceipt,
  lssResultListQuery,
  type LssSupervisor,
  MIN_GROUP_SIZE,
  participationQuery,
  supervisorQuery,
} from '../../../contracts/lss/lss';
import type { DB } from '../../db';
import { answerCreated } from '../../http/answers';
import { registerRestResource } from '../../http/simpleRest';
import type { ServiceApp } from '../types';
import { createAnswerRepository } from './answers';
import { createResultRepository } from './results';

const TAG = 'Leadership survey (LSS)';

/** The survey's calls on the main API (paths as the contract gives them) and the owners' results. */
export async function lssRoutes(app: ServiceApp, { db }: { db: DB }) {
  const answers = createAnswerRepository(db);
  const results = createResultRepository(db);

  app.get(
    '/account',
    {
      schema: {
        summary: 'The accounts to answer about, and the caller’s place',
        description:
          'Every account (area) with an active employee, sorted; the caller’s own account ' +
          '(`mine`), position and supervisor as HR has them (null when HR has not said).',
        tags: [TAG],
      },
    },
    async (request): Promise<LssAccounts> => answers.accounts(request.user),
  );

  app.get(
    '/supervisor',
    {
      schema: {
        summary: 'The supervisors of an account',
        description:
          'Active employees who supervise someone in `account`, by name (badge, fullName). An ' +
          'account nobody works in has none.',
        tags: [TAG],
        querystring: supervisorQuery,
      },
    },
    async (request): Promise<LssSupervisor[]> => answers.supervisors(request.query.account),
  );

  app.post(
    '/LSS',
    {
      schema: {
        summary: 'Answer the leadership survey',
        description:
          'The 31 fields as the contract spells them: `cuentaArea` (an account), `jefeDirecto` ' +
          '(the badge of a supervisor of someone in it) and `jefeDirectoPersona` (their full ' +
          'name) are checked against the employees (400 naming the field); ' +
          '`reunionesultimomes` 0–31, `oneOnOneUltimas2semanas` a boolean, the 23 statements ' +
          '`ayudaMano`…`perseverante` 1–5, `general` 1–10, `sugerencias` up to 2000 characters. ' +
          'The answer is stored without its author; the caller is recorded as having answered ' +
          'the quarter (company time zone). A second answer in the quarter is 409 naming ' +
          '`period`, also when sent at the same time. 201 with the quarter.',
        tags: [TAG],
        body: lssBody,
      },
      onSend: answerCreated,
    },
    async (request): Promise<LssReceipt> => answers.answer(request.user, request.body),
  );

  app.get(
    '/LSS',
    {
      schema: {
        summary: 'Whether the caller answered this quarter',
        description:
          '`username` must be the caller’s (another one is 404). Answers the quarter, whether ' +
          'they answered it and the day; never the answers.',
        tags: [TAG],
        querystring: participationQuery,
      },
    },
    async (request): Promise<LssParticipation> =>
      answers.participation(request.user, request.query.username),
  );

  registerRestResource(app, {
    name: 'lss-results',
    tag: TAG,
    noun: 'survey result',
    list: {
      query: lssResultListQuery,
      description:
        `One row per supervisor, account and quarter with at least ${MIN_GROUP_SIZE} answers ` +
        '(smaller groups are never shown): the number of answers, the averages of `general`, ' +
        'each dimension and statement, meetings, the share with a one-on-one, and the ' +
        'suggestions in alphabetical order. Filters: `period` (YYYY-Qn), `account`, `q` (the ' +
        'supervisor’s name or badge). Sorts: period (newest first by default), account, ' +
        'supervisor, answers, general.',
      read: (query) => results.list(query),
    },
  });
}
