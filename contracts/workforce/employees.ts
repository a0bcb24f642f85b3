import { boolean, object, string, type InferType } from 'yup';
import { LANGUAGES } from '../language';

/** A calendar day that exists ('2026-02-30' does not). */
const calendarDay = () =>
  string().test('calendarDay', 'must be a day written YYYY-MM-DD', (value) => {
    if (value === undefined || value === null) return true;
    if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
    const day = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(day.getTime()) && day.toISOString().startsWith(value);
  });

/** Badges are the codes other services know an employee by: letters, digits and dashes. */
export const BADGE = /^[A-Za-z0-9-]+$/;

/**
 * One person as HR or the identity provider describes them (SCIM, the CSV import): the single
 * rule both feed through (server/modules/workforce/provisioning.ts). A field left out (undefined)
 * is not said and stays as it is; null clears it.
 */
export const employeeRecord = () =>
  object({
    badge: string().trim().required().max(20).matches(BADGE),
    userName: string().trim().lowercase().required().max(100),
    email: string().trim().required().email().max(200),
    firstName: string().trim().required().max(100),
    lastName: string().trim().required().max(100),
    displayName: string().trim().max(200).optional(),
    externalId: string().trim().max(200).nullable().optional(),
    phone: string()
      .trim()
      .max(50)
      .matches(/^[0-9+()\-. ]*$/)
      .nullable()
      .optional(),
    preferredLanguage: string().oneOf(LANGUAGES).nullable().optional(),
    account: string().trim().max(100).nullable().optional(),
    position: string().trim().max(100).nullable().optional(),
    supervisorBadge: string().trim().max(20).matches(BADGE).nullable().optional(),
    hiredOn: calendarDay().nullable().optional(),
    birthday: calendarDay().optional(),
    active: boolean().optional(),
  });

export type EmployeeRecord = InferType<ReturnType<typeof employeeRecord>>;

/** What provisioning did, or would do, to one person. */
export type ProvisionAction = 'created' | 'changed' | 'unchanged' | 'deactivated' | 'reactivated';
