import { createHash } from 'node:crypto';
import type { InferType } from 'yup';
import type { Kysely, Selectable } from 'kysely';
import { SCIM } from '../../../../contracts/workforce/scim';
import type { scimUser } from '../../../../contracts/workforce/scim';
import type { Database } from '../../../db/schema';
import type { EmployeeRecord } from '../provisioning';
import { ScimError } from './errors';

export type ScimUserInput = InferType<ReturnType<typeof scimUser>>;
type EmployeeRow = Selectable<Database['employees']>;

/** A SCIM User as the portal answers it. */
export type ScimUser = Record<string, unknown> & {
  id: string;
  meta: { version: string; location: string } & Record<string, unknown>;
};

/** Where a record's field is in a SCIM User: the attribute named in a refusal. */
export const ATTRIBUTE_OF_FIELD: Record<string, string> = {
  badge: `${SCIM.enterprise}:employeeNumber`,
  userName: 'userName',
  email: 'emails',
  firstName: 'name.givenName',
  lastName: 'name.familyName',
  displayName: 'displayName',
  externalId: 'externalId',
  phone: 'phoneNumbers',
  preferredLanguage: 'preferredLanguage',
  account: `${SCIM.enterprise}:department`,
  position: `${SCIM.enterprise}:title`,
  supervisorBadge: `${SCIM.enterprise}:manager`,
  hiredOn: `${SCIM.portal}:hireDate`,
  birthday: `${SCIM.portal}:birthday`,
  active: 'active',
};

export const attributeOf = (field: string) => ATTRIBUTE_OF_FIELD[field] ?? field;

/** The employee columns a User is read from, with their supervisor's badge. */
export const selectUsers = (q: Kysely<Database>) =>
  q
    .selectFrom('employees')
    .leftJoin('employees as manager', 'manager.id', 'employees.supervisor_id')
    .selectAll('employees')
    .select(['manager.full_name as manager_name']);

export type UserRow = EmployeeRow & { manager_name: string | null };

/** A weak ETag of what the client sees of the user: it changes whenever they change. */
const versionOf = (resource: object) =>
  `W/"${createHash('sha256').update(JSON.stringify(resource)).digest('base64url').slice(0, 22)}"`;

/** An employee as a SCIM User (RFC 7643 4.1 and the enterprise extension, 4.3). */
export function toScimUser(row: UserRow, location: string): ScimUser {
  const resource = {
    schemas: [SCIM.user, SCIM.enterprise, SCIM.portal],
    id: String(row.id),
    ...(row.external_id === null ? {} : { externalId: row.external_id }),
    userName: row.username,
    name: {
      givenName: row.first_name,
      familyName: row.last_name,
      formatted: row.full_name,
    },
    displayName: row.full_name,
    ...(row.position === null ? {} : { title: row.position }),
    active: row.active === 1,
    emails: [{ value: row.email, type: 'work', primary: true }],
    ...(row.phone === null ? {} : { phoneNumbers: [{ value: row.phone, type: 'work' }] }),
    ...(row.preferred_language === null ? {} : { preferredLanguage: row.preferred_language }),
    [SCIM.enterprise]: {
      employeeNumber: row.badge,
      ...(row.account === null ? {} : { department: row.account, organization: row.account }),
      ...(row.position === null ? {} : { title: row.position }),
      ...(row.supervisor_id === null
        ? {}
        : {
            manager: {
              value: String(row.supervisor_id),
              $ref: `${location.replace(/\/\d+$/, '')}/${row.supervisor_id}`,
              displayName: row.manager_name,
            },
          }),
    },
    [SCIM.portal]: {
      birthday: row.birthday,
      ...(row.hired_on === null ? {} : { hireDate: row.hired_on }),
    },
  };
  return {
    ...resource,
    meta: {
      resourceType: 'User',
      created: row.created_at,
      lastModified: row.changed_at ?? row.created_at,
      location,
      version: versionOf(resource),
    },
  };
}

/** 'es-CR', 'en_US', 'EN' → the portal's language; any other language is not one it speaks. */
function languageOf(preferred: string | null | undefined): 'es' | 'en' | null | undefined {
  if (preferred === undefined || preferred === null) return preferred;
  const language = preferred.slice(0, 2).toLowerCase();
  return language === 'es' || language === 'en' ? language : null;
}

/** The work value of a multi-valued attribute: the one typed work, else the primary, else the first. */
function workValue(values: ScimUserInput['emails']): string | null | undefined {
  if (values === undefined) return undefined;
  if (values === null || values.length === 0) return null;
  const chosen =
    values.find((entry) => entry.type?.toLowerCase() === 'work') ??
    values.find((entry) => entry.primary) ??
    values[0];
  return chosen?.value ?? null;
}

/**
 * A User the client sent (whole: POST, PUT, a PATCH's result) as the record provisioning takes.
 * `badgeOfManager` reads the supervisor's badge from their SCIM id. An attribute the User leaves
 * out is cleared, as a replace does (RFC 7644 3.5.1), but the birthday, which no identity
 * provider is expected to know: it stays as the portal has it.
 */
export async function toEmployeeRecord(
  user: ScimUserInput,
  badgeOfManager: (id: string) => Promise<string | undefined>,
): Promise<EmployeeRecord> {
  const enterprise = user[SCIM.enterprise];
  const portal = user[SCIM.portal];
  const managerId = enterprise?.manager?.value ?? null;
  let supervisorBadge: string | null = null;
  if (managerId !== null && managerId !== '') {
    const badge = await badgeOfManager(managerId);
    if (badge === undefined) {
      throw new ScimError(
        400,
        `${SCIM.enterprise}:manager: no user has the id "${managerId}"`,
        'invalidValue',
      );
    }
    supervisorBadge = badge;
  }
  const required = (value: string | null | undefined, field: string) => {
    if (value === undefined || value === null || value.trim() === '') {
      throw new ScimError(400, `${attributeOf(field)}: is required`, 'invalidValue');
    }
    return value;
  };
  return {
    badge: required(enterprise?.employeeNumber, 'badge'),
    userName: required(user.userName, 'userName'),
    email: required(workValue(user.emails), 'email'),
    firstName: required(user.name?.givenName, 'firstName'),
    lastName: required(user.name?.familyName, 'lastName'),
    ...(user.displayName ? { displayName: user.displayName } : {}),
    externalId: user.externalId ?? null,
    phone: workValue(user.phoneNumbers) ?? null,
    preferredLanguage: languageOf(user.preferredLanguage) ?? null,
    account: enterprise?.department ?? enterprise?.organization ?? null,
    position: enterprise?.title ?? user.title ?? null,
    supervisorBadge,
    hiredOn: portal?.hireDate ?? null,
    ...(portal?.birthday ? { birthday: portal.birthday } : {}),
    active: user.active ?? true,
  };
}
