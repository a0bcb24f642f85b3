import { boolean, type InferType, number, object, string } from 'yup';
import { restListQuery, searchText } from '../restQuery';
import {
  GENERAL_MAX,
  GENERAL_MIN,
  LIKERT_MAX,
  LIKERT_MIN,
  LSS_STATEMENTS,
  type LssDimension,
  type LssStatement,
  MAX_MEETINGS,
  MAX_SUGGESTIONS,
  PERIOD,
} from './questionnaire';

export * from './questionnaire';

/**
 * The leadership survey (LSS): once a quarter an employee rates their direct supervisor. The
 * answers are anonymous: they are stored without their author, who is recorded apart only as
 * having answered the quarter. The owners (LSS_Owner, System_Admin) read the answers aggregated
 * per supervisor, account and quarter, only for groups of at least MIN_GROUP_SIZE answers.
 * The employee calls are the legacy contract's, on the main family (`/account`, `/supervisor`,
 * `/LSS`); the owners' results are simple-rest (`/admin/lss-results`).
 */

// ---------------------------------------------------------------------------------------------
// Answers

/** GET /account (LSS users): the accounts (areas) to choose from, sorted, and the caller's place. */
export interface LssAccounts {
  accounts: string[];
  /** The caller's account, position and supervisor as HR has them (null when HR has not said). */
  mine: string | null;
  position: string | null;
  supervisor: LssSupervisor | null;
}

/** GET /supervisor?account= (LSS users): a supervisor of someone in the account. */
export interface LssSupervisor {
  badge: string;
  fullName: string;
}

/** GET /LSS?username= (the caller only): whether they answered the current quarter. */
export interface LssParticipation {
  username: string;
  period: string;
  answered: boolean;
  /** YYYY-MM-DD (company time zone): the day they answered, or null. */
  answeredOn: string | null;
}

/** POST /LSS: 201 with the quarter it counts for (never the answers). */
export interface LssReceipt {
  period: string;
  answeredOn: string;
}

/** One row of the owners' `lss-results`: a supervisor's group in an account and a quarter. */
export interface LssResult {
  id: number;
  period: string;
  account: string;
  supervisor: LssSupervisor;
  answers: number;
  /** Averages, two decimals: `general` 1–10, the rest 1–5. */
  general: number;
  dimensions: Record<LssDimension, number>;
  statements: Record<LssStatement, number>;
  /** Average team meetings last month. */
  meetings: number;
  /** Share (0–1, two decimals) of answers with a one-on-one in the last two weeks. */
  oneOnOneShare: number;
  /** The group's non-empty suggestions, in alphabetical order (never the order they came in). */
  suggestions: string[];
}

// ---------------------------------------------------------------------------------------------
// Requests

/** The names of the contract's own tests: the portal maps them to translated messages. */
export const LSS_TESTS = { badge: 'badge', period: 'period' } as const;

const likert = () => number().integer().min(LIKERT_MIN).max(LIKERT_MAX).required();

/** GET /supervisor?account= (LSS users): the supervisors of that account, by name. */
export const supervisorQuery = object({ account: string().trim().required().max(100) });

/** GET /LSS?username= (LSS users, their own username only: another one is 404). */
export const participationQuery = object({ username: string().trim().required().max(100) });

/**
 * POST /LSS (LSS users): the survey, its 31 fields as the contract spells them. `cuentaArea` must
 * be an account, `jefeDirecto` the badge of a supervisor of someone in it and
 * `jefeDirectoPersona` their full name (400 naming the field otherwise). One answer per employee
 * per quarter: a second is 409 naming `period`, also when sent at the same time.
 */
export const lssBody = object({
  cuentaArea: string().trim().required().max(100),
  jefeDirecto: string()
    .trim()
    .required()
    .matches(/^\d{1,10}$/, { message: '${path} must be a badge number', name: LSS_TESTS.badge }),
  jefeDirectoPersona: string().trim().required().max(150),
  posicion: string().trim().required().max(100),
  reunionesultimomes: number().integer().min(0).max(MAX_MEETINGS).required(),
  oneOnOneUltimas2semanas: boolean().required(),
  ...(Object.fromEntries(LSS_STATEMENTS.map((key) => [key, likert()])) as Record<
    LssStatement,
    ReturnType<typeof likert>
  >),
  general: number().integer().min(GENERAL_MIN).max(GENERAL_MAX).required(),
  sugerencias: string().trim().max(MAX_SUGGESTIONS).default(''),
});
export type LssBody = InferType<typeof lssBody>;

/**
 * GET /admin/lss-results (LSS_Owner, System_Admin): the groups with at least MIN_GROUP_SIZE
 * answers. `filter.period` ('2026-Q4'), `account`, `q` (the supervisor's name or badge). Sorts:
 * period (newest first by default), account, supervisor, answers, general.
 */
export const lssResultListQuery = restListQuery(
  ['period', 'account', 'supervisor', 'answers', 'general'],
  ['period', 'DESC'],
  object({
    q: searchText,
    period: string()
      .trim()
      .matches(PERIOD, { message: '${path} must be a quarter (YYYY-Qn)', name: LSS_TESTS.period })
      .optional(),
    account: string().trim().max(100).optional(),
  }),
);
export type LssResultListQuery = InferType<typeof lssResultListQuery>;
