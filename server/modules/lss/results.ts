import {
  LSS_DIMENSION_KEYS,
  LSS_DIMENSIONS,
  type LssDimension,
  type LssResult,
  type LssResultListQuery,
  type LssStatement,
  LSS_STATEMENTS,
  MIN_GROUP_SIZE,
} from '../../../contracts/lss/lss';
import { sql } from 'kysely';
import type { DB } from '../../db';
import { containsText, startsWith } from '../../db/text';
import { type Page, pagedList } from '../../http/paging';
import { type ScoreColumn, statementColumn, sumColumn } from './tables';

/** Two decimals; PostgreSQL's avg() answers numeric, read as a string. */
const round = (value: unknown) => Math.round(Number(value) * 100) / 100;

const average = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;

/** A score's average over the group's answers, from its summary. */
const mean = (score: ScoreColumn) =>
  sql<number | string>`${sql.ref(`g.${sumColumn(score)}`)} * 1.0 / g.answers`;

/**
 * The groups (supervisor, account, quarter) with their averages, read from each group's summary
 * (kept by every answer, tables.ts): a group with fewer than MIN_GROUP_SIZE answers is left out,
 * so no row stands for one or two people.
 */
function groupsQuery(db: DB) {
  return db
    .selectFrom('lss_groups as g')
    .innerJoin('employees as s', 's.id', 'g.supervisor_id')
    .where('g.answers', '>=', MIN_GROUP_SIZE)
    .select([
      'g.id',
      'g.period',
      'g.account',
      's.badge',
      's.full_name',
      'g.answers',
      mean('general').as('general'),
      mean('meetings').as('meetings'),
      mean('one_on_one').as('one_on_one'),
      ...LSS_STATEMENTS.map((statement) => mean(statementColumn(statement)).as(statement)),
    ]);
}

type GroupRow = {
  id: number;
  period: string;
  account: string;
  badge: string;
  full_name: string;
} & Record<'answers' | 'general' | 'meetings' | 'one_on_one' | LssStatement, unknown>;

function toResult(row: GroupRow, suggestions: string[]): LssResult {
  const statements = Object.fromEntries(
    LSS_STATEMENTS.map((statement) => [statement, round(row[statement])]),
  ) as Record<LssStatement, number>;
  // Every answer rates every statement, so the mean of a dimension's averages is its average.
  const dimensions = Object.fromEntries(
    LSS_DIMENSION_KEYS.map((dimension) => [
      dimension,
      round(average(LSS_DIMENSIONS[dimension].map((statement) => Number(row[statement])))),
    ]),
  ) as Record<LssDimension, number>;
  return {
    id: row.id,
    period: row.period,
    account: row.account,
    supervisor: { badge: row.badge, fullName: row.full_name },
    answers: Number(row.answers),
    general: round(row.general),
    dimensions,
    statements,
    meetings: round(row.meetings),
    oneOnOneShare: round(row.one_on_one),
    suggestions,
  };
}

/**
 * The suggestions written in the groups `ids`, in alphabetical order: never in the order they
 * came, which could match them to the participations.
 */
async function suggestionsOf(db: DB, ids: number[]): Promise<Map<number, string[]>> {
  const byGroup = new Map<number, string[]>();
  if (!ids.length) return byGroup;
  const rows = await db
    .selectFrom('lss_answers')
    .select(['group_id', 'suggestions'])
    .where('group_id', 'in', ids)
    .where('suggestions', '<>', '')
    .orderBy('suggestions')
    .execute();
  for (const row of rows)
    byGroup.set(row.group_id, [...(byGroup.get(row.group_id) ?? []), row.suggestions]);
  return byGroup;
}

export function createResultRepository(db: DB) {
  return {
    /** GET /admin/lss-results (owners): the groups' aggregates, paged, sorted and filtered in SQL. */
    async list({ sort, range, filter }: LssResultListQuery): Promise<Page<LssResult>> {
      let base = db.selectFrom(groupsQuery(db).as('r'));
      if (filter.id) base = base.where('r.id', 'in', filter.id);
      if (filter.period) base = base.where('r.period', '=', filter.period);
      if (filter.account) base = base.where('r.account', '=', filter.account);
      const q = filter.q;
      if (q)
        base = base.where((eb) =>
          eb.or([containsText(db, eb.ref('r.full_name'), q), startsWith(eb.ref('r.badge'), q)]),
        );
      const page = await pagedList(
        { sort, range, filter },
        {
          base,
          select: (query) => query.selectAll('r'),
          sort: {
            period: 'r.period',
            account: 'r.account',
            supervisor: 'r.full_name',
            answers: 'r.answers',
            general: 'r.general',
          },
          tieBreaker: 'r.id',
        },
      );
      const rows = page.rows as GroupRow[];
      const suggestions = await suggestionsOf(
        db,
        rows.map((row) => row.id),
      );
      return {
        total: page.total,
        rows: rows.map((row) => toResult(row, suggestions.get(row.id) ?? [])),
      };
    },
  };
}
