import type { Kysely, Transaction } from 'kysely';
import type {
  Delegation,
  DelegationInput,
  DelegationPerson,
  MyDelegations,
} from '../../contracts/approvalDelegations';
import { calendarDay } from '../../contracts/calendar';
import { SYSTEM_ADMIN } from '../../contracts/catalogue';
import { actorEmployeeId, insertAudited, updateAudited } from '../audit/audit';
import type { ApiUser } from '../auth/apiTokens';
import type { DB } from '../db';
import type { Database } from '../db/schema';
import { lockByIdOr404, writeTransaction } from '../db/transaction';
import { HttpError } from '../http/errors';
import { approvalTypes } from './approvals';
import { actingAs } from './delegation';
import { say } from './delegationMessages';
import { tellSubstitute } from './delegationNotices';

type Q = Kysely<Database>;

const ENTITY = 'approval_delegation';

/** Whether `user` decides any kind of request in their own right: only then is there a delegation. */
async function decidesAnything(q: Q, user: ApiUser): Promise<boolean> {
  for (const type of approvalTypes()) {
    if (await type.mayApproveAnyInOwnRight(q, user)) return true;
  }
  return false;
}

/** The delegations' rows, by first day. */
const selectDelegations = (q: Q) =>
  q.selectFrom('approval_delegations').selectAll().orderBy('from_day').orderBy('id');
type DelegationRow = Awaited<ReturnType<ReturnType<typeof selectDelegations>['execute']>>[number];

/** The delegations of these rows, with the people they name; `today` says which are active. */
async function toDelegations(q: Q, rows: DelegationRow[], today: string): Promise<Delegation[]> {
  const ids = [
    ...new Set(
      rows.flatMap((row) => [row.approver_id, row.substitute_id, row.created_by, row.ended_by]),
    ),
  ].filter((id): id is number => id !== null);
  const people = new Map<number, DelegationPerson>(
    ids.length === 0
      ? []
      : (
          await q
            .selectFrom('employees')
            .select(['id', 'badge', 'full_name'])
            .where('id', 'in', ids)
            .execute()
        ).map((e) => [e.id, { badge: e.badge, fullName: e.full_name }]),
  );
  const person = (id: number | null) => (id === null ? null : (people.get(id) ?? null));
  return rows.map((row) => ({
    id: row.id,
    approver: person(row.approver_id)!,
    substitute: person(row.substitute_id)!,
    from: row.from_day,
    to: row.to_day,
    reason: row.reason,
    createdBy: person(row.created_by),
    createdAt: row.created_at,
    endedAt: row.ended_at,
    endedBy: person(row.ended_by),
    active: row.ended_at === null && row.from_day <= today && today <= row.to_day,
  }));
}

/** What the trail keeps of a delegation. */
const audited = (row: {
  approver_id: number;
  substitute_id: number;
  from_day: string;
  to_day: string;
  reason: string;
  ended_at: string | null;
}) => ({
  approverId: row.approver_id,
  substituteId: row.substitute_id,
  from: row.from_day,
  to: row.to_day,
  reason: row.reason,
  endedAt: row.ended_at,
});

/** The employee with this badge, if any. */
const idOfBadge = async (q: Q, badge: string): Promise<number | undefined> =>
  (await q.selectFrom('employees').select('id').where('badge', '=', badge).executeTakeFirst())?.id;

const refuse = (field: string, refusal: ReturnType<typeof say>) =>
  new HttpError(400, refusal, { [field]: refusal });

/**
 * Approvers' substitutes while they are away: an approver names theirs, an administrator names
 * one for an approver who is away; either ends it early. The approvals kit lets the substitute
 * decide what the approver decides while it lasts (./delegation.ts).
 */
export function createDelegations(db: DB) {
  /** The delegations still to end (current or future), of `approverOrSubstitute` or everyone's. */
  async function pending(approverOrSubstitute: number | undefined, now: Date) {
    const today = calendarDay(now);
    let query = selectDelegations(db).where('ended_at', 'is', null).where('to_day', '>=', today);
    if (approverOrSubstitute !== undefined) {
      query = query.where((eb) =>
        eb.or([
          eb('approver_id', '=', approverOrSubstitute),
          eb('substitute_id', '=', approverOrSubstitute),
        ]),
      );
    }
    return toDelegations(db, await query.execute(), today);
  }

  async function one(q: Q, id: number, now: Date): Promise<Delegation> {
    const row = await selectDelegations(q).where('id', '=', id).executeTakeFirstOrThrow();
    return (await toDelegations(q, [row], calendarDay(now)))[0]!;
  }

  /** The approver's days are free of their other delegations (the approver's row is locked). */
  async function assertNoOverlap(
    trx: Transaction<Database>,
    approverId: number,
    from: string,
    to: string,
  ) {
    const overlapping = await trx
      .selectFrom('approval_delegations')
      .select(['from_day', 'to_day'])
      .where('approver_id', '=', approverId)
      .where('ended_at', 'is', null)
      .where('from_day', '<=', to)
      .where('to_day', '>=', from)
      .executeTakeFirst();
    if (overlapping) {
      throw refuse('from', say('overlap', { from: overlapping.from_day, to: overlapping.to_day }));
    }
  }

  return {
    /** The caller's delegations, given or received, and whether they have anything to delegate. */
    async mine(user: ApiUser, now = new Date()): Promise<MyDelegations> {
      const [mayDelegate, delegations] = await Promise.all([
        decidesAnything(db, user),
        pending(actorEmployeeId(user) ?? -1, now),
      ]);
      return { mayDelegate, delegations };
    },

    /** Everyone's delegations still to end (administrators). */
    everyone: (now = new Date()): Promise<Delegation[]> => pending(undefined, now),

    /**
     * `user` names a substitute for the approver `approverBadge` (themself, or someone away when an
     * administrator): 400 naming the field for days out of order or past, a substitute who is not
     * an active colleague, an approver who decides nothing, or days overlapping another of theirs.
     */
    async create(
      user: ApiUser,
      approverBadge: string | undefined,
      input: DelegationInput,
      now = new Date(),
    ): Promise<Delegation> {
      const today = calendarDay(now);
      if (input.to < input.from) throw refuse('to', say('order'));
      if (input.to < today) throw refuse('to', say('past'));
      const approverId =
        approverBadge === undefined ? actorEmployeeId(user) : await idOfBadge(db, approverBadge);
      const approver = approverId == null ? undefined : await actingAs(db, approverId);
      if (!approver || !(await decidesAnything(db, approver))) {
        throw refuse('approver', say('notAnApprover'));
      }
      const substitute = await idOfBadge(db, input.substitute);
      const colleague = substitute === undefined ? undefined : await actingAs(db, substitute);
      if (!colleague) throw refuse('substitute', say('substituteUnknown'));
      if (substitute === approverId) throw refuse('substitute', say('substituteSelf'));
      const id = await writeTransaction(db, async (trx) => {
        // Two delegations of one approver at once: the second waits and sees the first.
        await lockByIdOr404(trx, 'employees', approverId!, say('notAnApprover'));
        await assertNoOverlap(trx, approverId!, input.from, input.to);
        // One that is on already is told as started: the start job has nothing left to say.
        const started = input.from <= today;
        const values = {
          approver_id: approverId!,
          substitute_id: substitute!,
          from_day: input.from,
          to_day: input.to,
        };
        const created = await insertAudited(trx, user, {
          table: 'approval_delegations',
          entity: ENTITY,
          values: {
            ...values,
            reason: input.reason,
            created_by: actorEmployeeId(user),
            created_at: now.toISOString(),
            ended_at: null,
            ended_by: null,
            start_noticed_at: started ? now.toISOString() : null,
          },
          after: (row) => ({ id: row.id, ...audited(row) }),
        });
        await tellSubstitute(trx, { id: created, ...values }, started ? 'started' : 'named', now);
        return created;
      });
      return one(db, id, now);
    },

    /**
     * Ends delegation `id` now (the approver, or an administrator): 404 for anyone else's, 409 when
     * it has already ended.
     */
    async end(user: ApiUser, id: number, now = new Date()): Promise<Delegation> {
      const me = actorEmployeeId(user);
      const admin = user.role.includes(SYSTEM_ADMIN);
      await writeTransaction(db, async (trx) => {
        const row = await lockByIdOr404(trx, 'approval_delegations', id, say('notFound'));
        if (!admin && row.approver_id !== me) throw new HttpError(404, say('notFound'));
        if (row.ended_at !== null || row.to_day < calendarDay(now)) {
          throw new HttpError(409, say('over'));
        }
        const endedAt = now.toISOString();
        await updateAudited(trx, user, {
          table: 'approval_delegations',
          entity: ENTITY,
          id,
          set: { ended_at: endedAt, ended_by: me },
          before: audited(row),
          after: audited({ ...row, ended_at: endedAt }),
        });
        await tellSubstitute(trx, row, 'ended', now);
      });
      return one(db, id, now);
    },
  };
}
