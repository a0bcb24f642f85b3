/**
 * Who may call a route. The rules of every service route live in one table, `policy.ts`; the
 * guard gives each route its rule as it is registered, a route without one fails at start-up, and
 * the api tests walk every route to check it.
 */
import type { FastifyRequest } from 'fastify';
import {
  type OwnedModule,
  ownersOf,
  SYSTEM_ADMIN,
  type UsedModule,
  usersOf,
} from '../../contracts/catalogue';

export { SYSTEM_ADMIN };

/** The signed-in user's claims an id carried by a request is compared with. */
export type SelfClaim = 'username' | 'employeeid';

/** Where a request carries the employee id of a `self` rule (the matrix test fills it). */
export interface SubjectSource {
  in: 'params' | 'query' | 'body';
  name: string;
  /** Written before the id in this field (the cafeteria's '01' before a badge); stripped to compare. */
  prefix?: string;
}

export type Access =
  | { kind: 'public' }
  /** A provisioning client's token (SCIM_TOKEN), checked by the SCIM family itself. */
  | { kind: 'provisioning' }
  | { kind: 'employee' }
  | { kind: 'roles'; roles: readonly string[] }
  | {
      kind: 'self';
      /** Reads the id the request carries (path, query or body). */
      subject: (request: FastifyRequest) => unknown;
      /** Where that id is, when declared with `fromParams`/`fromQuery`/`fromBody`. */
      source?: SubjectSource;
      claim: SelfClaim;
      /**
       * Roles that may act on any employee's data. System_Admin always may, unless the rule is
       * strict: then only these roles do (the medical staff on medical records), if any.
       */
      owners: readonly string[];
      /** System_Admin does not act on another's data: pay, certificates, medical records. */
      strict?: boolean;
      /** Roles the caller must hold besides (System_Admin counts as holding them); none: anyone. */
      roles?: readonly string[];
    };

export type SelfAccess = Extract<Access, { kind: 'self' }>;

type SourceOptions = Pick<SubjectSource, 'prefix'>;
/** The id is the path parameter `name`. */
export const fromParams = (name: string, options: SourceOptions = {}): SubjectSource => ({
  in: 'params',
  name,
  ...options,
});
/** The id is the query parameter `name`. */
export const fromQuery = (name: string, options: SourceOptions = {}): SubjectSource => ({
  in: 'query',
  name,
  ...options,
});
/** The id is the body field `name`. */
export const fromBody = (name: string, options: SourceOptions = {}): SubjectSource => ({
  in: 'body',
  name,
  ...options,
});

/** A value without the source's prefix never matches anyone: it is answered as another's id. */
const NOBODY = {};

function readSource(source: SubjectSource) {
  return (request: FastifyRequest): unknown => {
    const part: unknown = request[source.in];
    const value =
      part && typeof part === 'object' ? (part as Record<string, unknown>)[source.name] : undefined;
    if (!source.prefix || value === undefined) return value;
    const text = typeof value === 'number' ? String(value) : value;
    return typeof text === 'string' && text.startsWith(source.prefix)
      ? text.slice(source.prefix.length)
      : NOBODY;
  };
}

export const access = {
  /** No token needed: sign-in, refresh, health. */
  public: { kind: 'public' } as Access,
  /** Any signed-in employee. */
  employee: { kind: 'employee' } as Access,
  /** A provisioning client (SCIM_TOKEN), never an employee's session. */
  provisioning: { kind: 'provisioning' } as Access,
  /** Holders of one of these roles; System_Admin always may. */
  roles: (...roles: string[]): Access => ({ kind: 'roles', roles }),
  /** The owners of these modules (catalogue owner roles) and System_Admin. */
  owners: (...modules: OwnedModule[]): Access => ({ kind: 'roles', roles: ownersOf(...modules) }),
  /** The users and owners of these modules and System_Admin. */
  users: (...modules: UsedModule[]): Access => ({ kind: 'roles', roles: usersOf(...modules) }),
  /** System_Admin only. */
  admin: { kind: 'roles', roles: [SYSTEM_ADMIN] } as Access,
  /**
   * The employee themself: the id the request carries must be theirs, unless they hold one of
   * `owners` (or System_Admin). Prefer a declared source (`fromParams('username')`) to a function:
   * the generated access test can then call the route with another employee's id.
   */
  self: (
    claim: SelfClaim,
    subject: SubjectSource | ((request: FastifyRequest) => unknown),
    owners: readonly string[] = [],
  ): Access =>
    typeof subject === 'function'
      ? { kind: 'self', claim, subject, owners }
      : { kind: 'self', claim, subject: readSource(subject), source: subject, owners },
  /**
   * The employee's own (their badge, the `employeeid` claim, in `subject`), or anyone's for the
   * owners of `module` and System_Admin.
   */
  selfOrOwners: (module: OwnedModule, subject: SubjectSource): Access =>
    access.self('employeeid', subject, ownersOf(module)),
  /**
   * Strictly the employee's own data (pay, invoices, certificates, medical records): the id the
   * request carries must be theirs, whoever they are (no owner role, not even System_Admin, reads
   * another's through it), and they must hold one of `roles` when some are named.
   */
  own: (claim: SelfClaim, subject: SubjectSource, roles: readonly string[] = []): Access => ({
    kind: 'self',
    claim,
    subject: readSource(subject),
    source: subject,
    owners: [],
    strict: true,
    roles,
  }),
  /**
   * Strictly the employee's own data that the people whose work it is read too (medical records:
   * the medical staff): the id must be the caller's unless they hold one of `staff`. System_Admin
   * is not staff.
   */
  ownOrStaff: (claim: SelfClaim, subject: SubjectSource, staff: readonly string[]): Access => ({
    kind: 'self',
    claim,
    subject: readSource(subject),
    source: subject,
    owners: staff,
    strict: true,
  }),
};

export function isAllowed(rule: Access, userRoles: readonly string[]): boolean {
  switch (rule.kind) {
    case 'public':
    case 'employee':
      return true;
    // No employee holds a provisioning client's token, whatever their roles.
    case 'provisioning':
      return false;
    case 'self':
      if (!rule.roles?.length) return true;
      return (
        userRoles.includes(SYSTEM_ADMIN) || rule.roles.some((role) => userRoles.includes(role))
      );
    case 'roles':
      return (
        userRoles.includes(SYSTEM_ADMIN) || rule.roles.some((role) => userRoles.includes(role))
      );
  }
}

/**
 * For a `self` rule: the id the request carries is the caller's, or the caller holds one of its
 * owner roles, or is System_Admin on a rule that is not strict.
 */
export function isSelfOrOwner(
  rule: SelfAccess,
  user: { role: readonly string[]; username: string; employeeid: string },
  subject: unknown,
): boolean {
  if (rule.owners.some((role) => user.role.includes(role))) return true;
  if (user.role.includes(SYSTEM_ADMIN) && !rule.strict) return true;
  const id = typeof subject === 'number' ? String(subject) : subject;
  return typeof id === 'string' && id.trim().toLowerCase() === user[rule.claim].toLowerCase();
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Set by the guard from the policy table; routes do not declare it themselves. */
    access?: Access;
  }
}
