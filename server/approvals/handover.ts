import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema';
import { approvalTypes } from './approvals';
import { notifyAwaitingDecision } from './awaiting';
import { approversOf } from './people';

/** Kysely cannot resolve generic table names: the requests are read through this view. */
type Loose = Kysely<Record<string, { id: number; employee_id: number; status: string }>>;

/**
 * After `authorId`'s supervisor changed: their pending requests are decided by whoever
 * `supervisor_id` names now (the kinds' `decidableBy` reads it), so what moves is the rest of an
 * approver's part — the new approvers are told of each request, and the reminders and escalations
 * already sent to the former supervisor are forgotten so the new one gets their own. Answers how
 * many requests moved.
 */
export async function handOverPendingRequests(
  trx: Transaction<Database>,
  authorId: number,
): Promise<number> {
  let moved = 0;
  const author = await trx
    .selectFrom('employees')
    .select('full_name')
    .where('id', '=', authorId)
    .executeTakeFirstOrThrow();
  for (const type of approvalTypes()) {
    if (type.approvers !== 'supervisor-or-owners') continue;
    const pending = await (trx as unknown as Loose)
      .selectFrom(type.table)
      .select('id')
      .where('employee_id', '=', authorId)
      .where('status', '=', 'submitted')
      .execute();
    if (!pending.length) continue;
    const ids = pending.map((request) => request.id);
    await trx
      .deleteFrom('approval_reminders')
      .where('request_type', '=', type.module)
      .where('request_id', 'in', ids)
      .execute();
    const approvers = await approversOf(trx, type, authorId);
    for (const id of ids) {
      for (const approver of approvers) {
        await notifyAwaitingDecision(trx, approver.id, {
          module: type.module,
          author: author.full_name,
          link: type.page(id),
        });
      }
    }
    moved += ids.length;
  }
  return moved;
}
