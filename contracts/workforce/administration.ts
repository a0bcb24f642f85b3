import { boolean, type InferType, object, string } from 'yup';
import { recordId } from '../fields';
import { restListQuery } from '../restQuery';
import { BADGE } from './employees';

/** An employee as the employees administration lists, shows and edits them. */
export interface WorkforceEmployee {
  id: number;
  badge: string;
  userName: string;
  email: string;
  firstName: string;
  lastName: string;
  displayName: string;
  externalId: string | null;
  phone: string | null;
  preferredLanguage: 'es' | 'en' | null;
  account: string | null;
  position: string | null;
  supervisorBadge: string | null;
  supervisorName: string | null;
  hiredOn: string | null;
  birthday: string;
  active: boolean;
}

/**
 * GET /admin/workforce-employees (simple-rest): `q` (name, user name, e-mail or the start of the
 * badge), `account` and `supervisor` (a badge), `active`; sorted by name unless `sort` says.
 */
export const workforceEmployeeQuery = restListQuery(
  ['fullName', 'badge', 'account', 'position', 'hiredOn', 'active'],
  ['fullName', 'ASC'],
  object({
    q: string().trim().max(100).optional(),
    account: string().trim().max(100).optional(),
    supervisor: string().trim().max(20).matches(BADGE).optional(),
    active: boolean().optional(),
  }),
);
export type WorkforceEmployeeQuery = InferType<typeof workforceEmployeeQuery>;

/** PUT /workforce/employees/{id}/active: deactivate (history kept) or reactivate. */
export const employeeActiveBody = object({ active: boolean().required() });
export type EmployeeActiveBody = InferType<typeof employeeActiveBody>;

/** One change of an employee's record as its history shows it: who, when, which fields. */
export interface EmployeeChange {
  id: number;
  at: string;
  actorUsername: string;
  action: 'create' | 'update' | 'delete';
  changed: string[];
}

/** GET /admin/workforce-employee-changes: one employee's changes (`filter.employeeId`), newest first. */
export const employeeChangeQuery = restListQuery(
  ['at'],
  ['at', 'DESC'],
  object({ employeeId: recordId().required() }),
);
export type EmployeeChangeQuery = InferType<typeof employeeChangeQuery>;
