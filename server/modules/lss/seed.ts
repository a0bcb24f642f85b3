import type { Transaction } from 'kysely';
import { calendarDay } from '../../../contracts/calendar';
import {
  LSS_STATEMENTS,
  type LssStatement,
  periodOf,
  previousPeriod,
} from '../../../contracts/lss/lss';
import { mulberry32 } from '../../db/seed/random';
import type { Database } from '../../db/schema';
import { writeAnswer } from './answers';

/** Demo answers: [the supervisor (a user name, or the nth generated supervisor of the account), account, answers] per quarter ago. */
const GROUPS: {
  quartersAgo: number;
  supervisor: string | number;
  account: string;
  answers: number;
}[] = [
  { quartersAgo: 0, supervisor: 'supervisor', account: 'Banca Digital', answers: 5 },
  { quartersAgo: 0, supervisor: 0, account: 'Telecomunicaciones', answers: 3 },
  // Too few to be shown: the results page leaves it out.
  { quartersAgo: 0, supervisor: 0, account: 'Seguros', answers: 2 },
  { quartersAgo: 1, supervisor: 'supervisor', account: 'Banca Digital', answers: 4 },
  { quartersAgo: 1, supervisor: 1, account: 'Telecomunicaciones', answers: 3 },
];

const SUGGESTIONS = [
  'Más reuniones uno a uno, por favor.',
  'Que comparta antes los cambios de horario.',
  'Excelente apoyo en los días de mucha carga.',
];

/**
 * Answers about `supervisor` and a few generated supervisors, this quarter and the last, each
 * from a generated agent of the account who is recorded as having answered. The demo accounts
 * (`employee`, `supervisor`…) never are: they answer in the demo themselves.
 */
export async function seedLss(trx: Transaction<Database>, now: Date): Promise<void> {
  const random = mulberry32(20261126);
  const score = (low: number, high: number) => low + Math.floor(random() * (high - low + 1));
  const period = periodOf(now);
  for (const group of GROUPS) {
    const supervisor =
      typeof group.supervisor === 'string'
        ? await trx
            .selectFrom('employees')
            .select('id')
            .where('username', '=', group.supervisor)
            .executeTakeFirstOrThrow()
        : await trx
            .selectFrom('employees as s')
            .select('s.id')
            .where('s.account', '=', group.account)
            .where((eb) =>
              eb.exists(
                eb
                  .selectFrom('employees as p')
                  .select('p.id')
                  .whereRef('p.supervisor_id', '=', 's.id'),
              ),
            )
            .orderBy('s.id')
            .offset(group.supervisor)
            .limit(1)
            .executeTakeFirstOrThrow();
    const groupPeriod = previousPeriod(period, group.quartersAgo);
    const { id: groupId } = await trx
      .insertInto('lss_groups')
      .values({ period: groupPeriod, account: group.account, supervisor_id: supervisor.id })
      .returning('id')
      .executeTakeFirstOrThrow();
    // Generated agents of the account who have not answered that quarter yet.
    const authors = await trx
      .selectFrom('employees')
      .select('id')
      .where('account', '=', group.account)
      .where('badge', 'like', '2%')
      .where('supervisor_id', 'is not', null)
      .where((eb) =>
        eb.not(
          eb.exists(
            eb
              .selectFrom('lss_participations')
              .select('employee_id')
              .whereRef('lss_participations.employee_id', '=', 'employees.id')
              .where('lss_participations.period', '=', groupPeriod),
          ),
        ),
      )
      .orderBy('id')
      .limit(group.answers)
      .execute();
    const answeredOn = calendarDay(new Date(now.getTime() - group.quartersAgo * 91 * 86_400_000));
    for (const [index, author] of authors.entries()) {
      // The scores are drawn in the same order as ever: the demo data stays the same.
      await writeAnswer(trx, { employeeId: author.id, period: groupPeriod, answeredOn }, groupId, {
        meetings: score(1, 6),
        oneOnOne: score(0, 1),
        general: score(6, 10),
        suggestions:
          index < SUGGESTIONS.length && group.quartersAgo === 0 ? SUGGESTIONS[index]! : '',
        statements: Object.fromEntries(
          LSS_STATEMENTS.map((statement) => [statement, score(3, 5)]),
        ) as Record<LssStatement, number>,
      });
    }
  }
}
