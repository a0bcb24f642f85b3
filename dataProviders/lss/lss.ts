import type { DataProvider, GetListParams, Identifier } from 'react-admin';
// Types only from the contract (its yup schemas must be built after the portal sets yup's
// messages).
import type {
  LssAccounts,
  LssBody,
  LssParticipation,
  LssReceipt,
  LssSupervisor,
} from '../../contracts/lss/lss';
import { LSS_STATEMENTS } from '../../contracts/lss/questionnaire';
import type { HttpClient } from '../http';
import { legacyAdapter } from '../legacyAdapter';
import { search } from '../listParams';

/**
 * The leadership survey over its legacy calls on the main API:
 * - `lss-accounts`: one record, `mine` (GET /account: the accounts and the caller's place);
 * - `lss-supervisors`: the supervisors of `filter.account` (GET /supervisor?account=), by badge;
 * - `lss-survey`: the caller's participation this quarter, read by user name (GET
 *   /LSS?username=), and the answer (POST /LSS), which answers the quarter it counts for.
 */

export type AccountsRecord = LssAccounts & { id: 'mine' };
export type SupervisorRecord = LssSupervisor & { id: string };
export type ParticipationRecord = LssParticipation & { id: Identifier };
export type ReceiptRecord = LssReceipt & { id: string };

/** The survey form's values: radio groups hold their choice as text ('4', 'true'). */
export type SurveyValues = Partial<Record<keyof LssBody, unknown>>;

/** The numbers of the payload, as the contract spells them. */
const NUMBER_FIELDS = ['reunionesultimomes', 'general'] as const;

/**
 * The form's values as POST /LSS's body: numbers as numbers, the one-on-one as a boolean, the
 * supervisor's name trimmed; an empty answer stays empty so the service names it.
 */
export function surveyBody(values: SurveyValues): object {
  const number = (value: unknown) =>
    value === '' || value === null || value === undefined ? undefined : Number(value);
  const text = (value: unknown) => (typeof value === 'string' ? value.trim() : value);
  const oneOnOne = values.oneOnOneUltimas2semanas;
  return {
    cuentaArea: text(values.cuentaArea),
    jefeDirecto: text(values.jefeDirecto),
    jefeDirectoPersona: text(values.jefeDirectoPersona),
    posicion: text(values.posicion),
    oneOnOneUltimas2semanas:
      oneOnOne === true || oneOnOne === 'true'
        ? true
        : oneOnOne === false || oneOnOne === 'false'
          ? false
          : undefined,
    ...Object.fromEntries(NUMBER_FIELDS.map((field) => [field, number(values[field])])),
    ...Object.fromEntries(
      LSS_STATEMENTS.map((statement) => [statement, number(values[statement])]),
    ),
    sugerencias: text(values.sugerencias ?? ''),
  };
}

/** GET /account as the one record `mine`. */
export const lssAccountsAdapter = (mainApi: string, http: HttpClient): DataProvider =>
  legacyAdapter<AccountsRecord, LssAccounts>(http, {
    resource: 'lss-accounts',
    toRecord: (accounts) => ({ ...accounts, id: 'mine' }),
    one: () => `${mainApi}/account`,
  });

/** GET /supervisor?account=: none is asked before an account is chosen. */
export const lssSupervisorsAdapter = (mainApi: string, http: HttpClient): DataProvider =>
  legacyAdapter<SupervisorRecord, LssSupervisor>(http, {
    resource: 'lss-supervisors',
    toRecord: (supervisor) => ({ ...supervisor, id: supervisor.badge }),
    list: ({ filter }: GetListParams) =>
      filter?.account ? `${mainApi}/supervisor?${search({ account: filter.account })}` : null,
  });

/** My participation (`getOne` by user name) and my answer (`create`). */
export const lssSurveyAdapter = (mainApi: string, http: HttpClient): DataProvider =>
  legacyAdapter<ParticipationRecord | ReceiptRecord, LssParticipation | LssReceipt, SurveyValues>(
    http,
    {
      resource: 'lss-survey',
      toRecord: (answer) => ({
        ...answer,
        id: 'username' in answer ? answer.username : answer.period,
      }),
      one: (username) => `${mainApi}/LSS?${search({ username })}`,
      create: {
        path: `${mainApi}/LSS`,
        body: ({ data }) => surveyBody(data),
      },
    },
  );
