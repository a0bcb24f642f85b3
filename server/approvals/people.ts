import type { Kysely } from 'kysely';
import { catalogue, type OwnedModule, SYSTEM_ADMIN } from '../../contracts/catalogue';
import type { Database } from '../db/schema';
import type { Approvers } from './approvals';

type Q = Kysely<Database>;

export interface Person {
  id: number;
  full_name: string;
}

/** The employee's full name, as notices name them (empty for an unknown id). */
export const fullNameOf = async (q: Q, employeeId: number): Promise<string> =>
  (
    await q
      .selectFrom('employees')
      .select('full_name')
      .where('id', '=', employeeId)
      .executeTakeFirst()
  )?.full_name ?? '';

/** The active employee who supervises `employeeId`, if any. */
export const supervisorOf = (q: Q, employeeId: number | undefined): Promise<Person | undefined> =>
  q
    .selectFrom('employees as person')
    .innerJoin('employees as supervisor', 'supervisor.id', 'person.supervisor_id')
    .select(['supervisor.id', 'supervisor.full_name'])
    .where('person.id', '=', employeeId ?? -1)
    .where('supervisor.active', '=', 1)
    .executeTakeFirst();

/** The active holders of `role` but `author`. */
export const holdersOf = (q: Q, role: string, author: number): Promise<Person[]> =>
  q
    .selectFrom('role_users')
    .innerJoin('roles', 'roles.id', 'role_users.role_id')
    .innerJoin('employees', 'employees.id', 'role_users.employee_id')
    .select(['employees.id', 'employees.full_name'])
    .distinct()
    .where('roles.code', '=', role)
    .where('roles.active', '=', 1)
    .where('role_users.active', '=', 1)
    .where('employees.active', '=', 1)
    .where('employees.id', '<>', author)
    .orderBy('employees.id')
    .execute();

/**
 * The module's owners (its owner role), or the administrators when it has none: somebody is always
 * told.
 */
export async function ownersOf(q: Q, module: OwnedModule, author: number): Promise<Person[]> {
  const owners = await holdersOf(q, catalogue[module].owner, author);
  return owners.length ? owners : holdersOf(q, SYSTEM_ADMIN, author);
}

/**
 * Who is told of a request, and reminded of it: with 'supervisor-or-owners' the author's active
 * supervisor; otherwise (or without one) the module's owners (`ownersOf`).
 */
export async function approversOf(
  q: Q,
  { module, approvers }: { module: OwnedModule; approvers: Approvers },
  author: number,
): Promise<Person[]> {
  const supervisor =
    approvers === 'supervisor-or-owners' ? await supervisorOf(q, author) : undefined;
  return supervisor ? [supervisor] : ownersOf(q, module, author);
}
