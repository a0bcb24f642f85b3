import type { Generated } from 'kysely';
import { LSS_STATEMENTS, type LssStatement } from '../../../contracts/lss/lss';

/** A contract name as its column: `ayudaMano` → `ayuda_mano`. */
type Snake<S extends string> = S extends `${infer Head}${infer Tail}`
  ? `${Head extends Lowercase<Head> ? Head : `_${Lowercase<Head>}`}${Snake<Tail>}`
  : S;
export type StatementColumn = Snake<LssStatement>;

/** The column of a statement (see Snake). */
export const statementColumn = (statement: LssStatement): StatementColumn =>
  statement.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`) as StatementColumn;

// The leadership survey (migration 0026_lss).

/** The scores of an answer that the results average. */
export type ScoreColumn = 'meetings' | 'one_on_one' | 'general' | StatementColumn;

/** The column of a group's summary that sums a score over its answers. */
export const sumColumn = (score: ScoreColumn) => `sum_${score}` as const;

/** Every score column. */
export const scoreColumns = (): ScoreColumn[] => [
  'meetings',
  'one_on_one',
  'general',
  ...LSS_STATEMENTS.map(statementColumn),
];

/** A group's summary columns: its number of answers and every score's sum. */
export const summaryColumns = () => ['answers', ...scoreColumns().map(sumColumn)] as const;

/**
 * Whom an answer is about: a supervisor in an account, in a quarter (the unit of the results),
 * and its summary (migration 0039_lss_group_summary): how many answers it has and each score
 * summed over them, kept by every answer in its own transaction, so the results never read the
 * answers whole.
 */
export type LssGroupTable = {
  id: Generated<number>;
  /** 'YYYY-Qn'. */
  period: string;
  account: string;
  supervisor_id: number;
  answers: Generated<number>;
} & Record<`sum_${ScoreColumn}`, Generated<number>>;

/**
 * One anonymous answer: no author, no time and a random id, so nothing in the row leads back to
 * the participation recorded for the same submit.
 */
export type LssAnswerTable = {
  id: string;
  group_id: number;
  meetings: number;
  /** 1: a one-on-one in the last two weeks. */
  one_on_one: number;
  general: number;
  suggestions: string;
} & Record<StatementColumn, number>;

/** Who answered which quarter (never what): one row per employee per quarter. */
export interface LssParticipationTable {
  employee_id: number;
  period: string;
  /** 'YYYY-MM-DD' (company time zone): the day only, so it cannot be matched to an answer. */
  answered_on: string;
}

export interface LssTables {
  lss_groups: LssGroupTable;
  lss_answers: LssAnswerTable;
  lss_participations: LssParticipationTable;
}
