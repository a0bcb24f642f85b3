import { type Kysely, type RawBuilder, type SqlBool, sql } from 'kysely';
import type { Database } from '../db/schema';

type Q = Kysely<Database>;

/** Working days a pending request waits before it reminds its approvers, and before it escalates. */
export interface ReminderDays {
  remindAfter: number;
  escalateAfter: number;
}

/** What a kind of request waits unless its declaration says otherwise. */
export const DEFAULT_REMINDER_DAYS: ReminderDays = { remindAfter: 2, escalateAfter: 5 };

/** The escalations recorded for `module`'s requests (./reminders.ts writes them). */
const escalatedIds = (module: string) => sql`
  select request_id from approval_reminders
  where request_type = ${module} and kind = 'escalation'`;

/** The people whose supervisor `me` supervises: whose escalated requests reach `me`. */
const supervisedOnceRemoved = (me: number) => sql`
  select person.id from employees person
  join employees supervisor on supervisor.id = person.supervisor_id
  where supervisor.supervisor_id = ${me}`;

/**
 * The escalated requests of a 'supervisor-or-owners' kind that `me` decides, as a condition on
 * `table`: those of the people of the people `me` supervises (the next level up).
 */
export function escalatedTo(module: string, table: string, me: number): RawBuilder<SqlBool> {
  return sql<SqlBool>`(${sql.ref(`${table}.id`)} in (${escalatedIds(module)})
    and ${sql.ref(`${table}.employee_id`)} in (${supervisedOnceRemoved(me)}))`;
}

/** Whether request `requestId` of `author` was escalated to `me` (see `escalatedTo`). */
export async function isEscalatedTo(
  q: Q,
  module: string,
  request: { id: number; author: number },
  me: number | null,
): Promise<boolean> {
  if (me === null) return false;
  const { rows } = await sql<{ found: number }>`
    select 1 as found where ${request.id} in (${escalatedIds(module)})
    and ${request.author} in (${supervisedOnceRemoved(me)})`.execute(q);
  return rows.length > 0;
}

/** Whether any request of `module` in `table` was escalated to `me`. */
export async function anyEscalatedTo(
  q: Q,
  module: string,
  table: string,
  me: number | null,
): Promise<boolean> {
  if (me === null) return false;
  const { rows } = await sql<{ found: number }>`
    select 1 as found from ${sql.table(table)}
    where ${escalatedTo(module, table, me)} limit 1`.execute(q);
  return rows.length > 0;
}
