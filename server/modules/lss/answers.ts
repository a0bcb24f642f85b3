import { randomUUID } from 'node:crypto';
import { sql, type Transaction } from 'kysely';
import { calendarDay } from '../../../contracts/calendar';
import {
  type LssAccounts,
  type LssBody,
  type LssParticipation,
  type LssReceipt,
  type LssStatement,
  LSS_STATEMENTS,
  type LssSupervisor,
  periodOf,
} from '../../../contracts/lss/lss';
import type { ApiUser } from '../../auth/apiTokens';
import type { DB } from '../../db';
import { isUniqueViolation } from '../../db/errors';
import { findOr400 } from '../../db/lookup';
import type { Database } from '../../db/schema';
import { foldText } from '../../db/text';
import { writeTransaction } from '../../db/transaction';
import { HttpError, notFound, RequestValidationError } from '../../http/errors';
import { say } from './i18n';
import {
  type ScoreColumn,
  scoreColumns,
  type StatementColumn,
  statementColumn,
  sumColumn,
} from './tables';

type Q = DB | Transaction<Database>;

/** The participations' primary key: PostgreSQL names it in a violation. */
const ONE_ANSWER_PER_PERIOD = 'lss_participations_employee_period';

/** The supervisors of `account`: employees who supervise someone working in it, by name. */
function supervisorsQuery(q: Q, account: string) {
  return q
    .selectFrom('employees as supervisor')
    .select(['supervisor.id', 'supervisor.badge', 'supervisor.full_name'])
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('employees as person')
          .select(sql`1`.as('one'))
          .whereRef('person.supervisor_id', '=', 'supervisor.id')
          .where('person.account', '=', account)
          .where('person.active', '=', 1),
      ),
    )
    .where('supervisor.active', '=', 1);
}

/** Spanish order, the same on both databases (their collations differ): short lists. */
const byName = (a: string, b: string) => a.localeCompare(b, 'es');

const alreadyAnswered = (period: string) =>
  new HttpError(409, say('answer.again', { period }), {
    period: say('answer.againField', { period }),
  });

export function createAnswerRepository(db: DB) {
  return {
    /** GET /account: every account with someone active in it, and the caller's place. */
    async accounts(user: ApiUser): Promise<LssAccounts> {
      const [rows, me] = await Promise.all([
        db
          .selectFrom('employees')
          .select('account')
          .distinct()
          .where('account', 'is not', null)
          .where('active', '=', 1)
          .execute(),
        db
          .selectFrom('employees as me')
          .leftJoin('employees as boss', 'boss.id', 'me.supervisor_id')
          .select(['me.account', 'me.position', 'boss.badge', 'boss.full_name'])
          .where('me.id', '=', Number(user.sub))
          .executeTakeFirst(),
      ]);
      return {
        accounts: rows.map((row) => row.account!).sort(byName),
        mine: me?.account ?? null,
        position: me?.position ?? null,
        supervisor: me?.badge && me.full_name ? { badge: me.badge, fullName: me.full_name } : null,
      };
    },

    /** GET /supervisor?account=: an unknown account has none. */
    async supervisors(account: string): Promise<LssSupervisor[]> {
      const rows = await supervisorsQuery(db, account).execute();
      return rows
        .map((row) => ({ badge: row.badge, fullName: row.full_name }))
        .sort((a, b) => byName(a.fullName, b.fullName));
    },

    /** GET /LSS?username=: the caller's own participation only (anyone else's is 404). */
    async participation(user: ApiUser, username: string): Promise<LssParticipation> {
      if (username.toLowerCase() !== user.username.toLowerCase())
        throw notFound(say('participation.notFound'));
      const period = periodOf();
      const row = await db
        .selectFrom('lss_participations')
        .select('answered_on')
        .where('employee_id', '=', Number(user.sub))
        .where('period', '=', period)
        .executeTakeFirst();
      return {
        username: user.username,
        period,
        answered: Boolean(row),
        answeredOn: row?.answered_on ?? null,
      };
    },

    /**
     * POST /LSS: the answer without its author and the caller's participation, in one
     * transaction. The participation's key refuses a second answer in the quarter; a concurrent
     * submit that passed the check at the same time hits the key and gets the same 409.
     */
    async answer(user: ApiUser, body: LssBody, now = new Date()): Promise<LssReceipt> {
      const period = periodOf(now);
      const answeredOn = calendarDay(now);
      const employeeId = Number(user.sub);
      try {
        await writeTransaction(db, async (trx) => {
          const earlier = await trx
            .selectFrom('lss_participations')
            .select('period')
            .where('employee_id', '=', employeeId)
            .where('period', '=', period)
            .executeTakeFirst();
          if (earlier) throw alreadyAnswered(period);
          const supervisor = await checkSupervisor(trx, body);
          const groupId = await groupOf(trx, period, body.cuentaArea, supervisor);
          await writeAnswer(trx, { employeeId, period, answeredOn }, groupId, {
            meetings: body.reunionesultimomes,
            oneOnOne: body.oneOnOneUltimas2semanas ? 1 : 0,
            general: body.general,
            suggestions: body.sugerencias,
            statements: Object.fromEntries(
              LSS_STATEMENTS.map((statement) => [statement, body[statement]]),
            ) as Record<LssStatement, number>,
          });
        });
      } catch (error) {
        if (isUniqueViolation(error, ONE_ANSWER_PER_PERIOD)) throw alreadyAnswered(period);
        throw error;
      }
      return { period, answeredOn };
    },
  };
}

/** What one answer says, without its author. */
export interface AnswerScores {
  meetings: number;
  oneOnOne: number;
  general: number;
  suggestions: string;
  statements: Record<LssStatement, number>;
}

/**
 * Writes who answered in the period (the participation) and what (the answer, naming only its
 * group) as two rows nothing links: the answer stays anonymous. The seed writes its answers so too.
 */
export async function writeAnswer(
  trx: Transaction<Database>,
  participation: { employeeId: number; period: string; answeredOn: string },
  groupId: number,
  scores: AnswerScores,
): Promise<void> {
  const values: Record<ScoreColumn, number> = {
    meetings: scores.meetings,
    one_on_one: scores.oneOnOne,
    general: scores.general,
    ...(Object.fromEntries(
      LSS_STATEMENTS.map((statement) => [statementColumn(statement), scores.statements[statement]]),
    ) as Record<StatementColumn, number>),
  };
  await trx
    .insertInto('lss_participations')
    .values({
      employee_id: participation.employeeId,
      period: participation.period,
      answered_on: participation.answeredOn,
    })
    .execute();
  await trx
    .insertInto('lss_answers')
    .values({ id: randomUUID(), group_id: groupId, suggestions: scores.suggestions, ...values })
    .execute();
  // The group's summary, in the same transaction (PostgreSQL locks the row: no sum is lost).
  await trx
    .updateTable('lss_groups')
    .set((eb) => ({
      answers: eb('answers', '+', 1),
      ...Object.fromEntries(
        scoreColumns().map((score) => [sumColumn(score), eb(sumColumn(score), '+', values[score])]),
      ),
    }))
    .where('id', '=', groupId)
    .execute();
}

/**
 * The supervisor the answer is about: `jefeDirecto` supervises someone in `cuentaArea` and
 * `jefeDirectoPersona` is their name (accents and case aside); 400 naming the field otherwise.
 */
async function checkSupervisor(trx: Q, body: LssBody): Promise<number> {
  await findOr400(
    trx
      .selectFrom('employees')
      .select('account')
      .where('account', '=', body.cuentaArea)
      .where('active', '=', 1)
      .limit(1),
    { cuentaArea: say('account.unknown') },
  );
  const supervisor = await findOr400(
    supervisorsQuery(trx, body.cuentaArea).where('supervisor.badge', '=', body.jefeDirecto),
    { jefeDirecto: say('supervisor.unknown') },
  );
  if (sameName(supervisor.full_name) !== sameName(body.jefeDirectoPersona))
    throw new RequestValidationError({ jefeDirectoPersona: say('supervisor.otherName') });
  return supervisor.id;
}

const sameName = (name: string) => foldText(name.replace(/\s+/g, ' ').trim());

/** The group's id, created by the first answer about it (the unique key keeps it one). */
async function groupOf(
  trx: Q,
  period: string,
  account: string,
  supervisorId: number,
): Promise<number> {
  await trx
    .insertInto('lss_groups')
    .values({ period, account, supervisor_id: supervisorId })
    .onConflict((oc) => oc.columns(['period', 'account', 'supervisor_id']).doNothing())
    .execute();
  const group = await trx
    .selectFrom('lss_groups')
    .select('id')
    .where('period', '=', period)
    .where('account', '=', account)
    .where('supervisor_id', '=', supervisorId)
    .executeTakeFirstOrThrow();
  return group.id;
}
