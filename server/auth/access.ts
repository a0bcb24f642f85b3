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
}

export type Access =
  | { kind: 'public' }
  | { kind: 'employee' }
  | { kind: 'roles'; roles: readonly string[] }
  | {
      kind: 'self';
      /** Reads the id the request carries (path, query or body). */
      subject: (request: FastifyRequest) => unknown;
      /** Where that id is, when declared with `fromParams`/`fromQuery`/`fromBody`. */
      source?: SubjectSource;
      claim: SelfClaim;
      /** Owner roles that may act on any employee's data (System_Admin always may). */
      owners: readonly string[];
    };

export type SelfAccess = Extract<Access, { kind: 'self' }>;

/** The id is the path parameter `name`. */
export const fromParams = (name: string): SubjectSource => ({ in: 'params', name });
/** The id is the query parameter `name`. */
export const fromQuery = (name: string): SubjectSource => ({ in: 'query', name });
/** The id is the body field `name`. */
export const fromBody = (name: string): SubjectSource => ({ in: 'body', name });

function readSource(source: SubjectSource) {
  return (request: FastifyRequest): unknown => {
    const part: unknown = request[source.in];
    return part && typeof part === 'object'
      ? (part as Record<string, unknown>)[source.name]
      : undefined;
  };
}

export const access = {
  /** No token needed: sign-in, refresh, health. */
  public: { kind: 'public' } as Access,
  /** Any signed-in employee. */
  employee: { kind: 'employee' } as Access,
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
};

export function isAllowed(rule: Access, userRoles: readonly string[]): boolean {
  switch (rule.kind) {
    case 'public':
    case 'employee':
    case 'self':
      return true;
    case 'roles':
      return (
        userRoles.includes(SYSTEM_ADMIN) || rule.roles.some((role) => userRoles.includes(role))
      );
  }
}

/** For a `self` rule: the id the request carries is the caller's, or the caller owns the module. */
export function isSelfOrOwner(
  rule: SelfAccess,
  user: { role: readonly string[]; username: string; employeeid: string },
  subject: unknown,
): boolean {
  if (user.role.includes(SYSTEM_ADMIN) || rule.owners.some((role) => user.role.includes(role)))
    return true;
  const id = typeof subject === 'number' ? String(subject) : subject;
  return typeof id === 'string' && id.trim().toLowerCase() === user[rule.claim].toLowerCase();
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Set by the guard from the policy table; routes do not declare it themselves. */
    access?: Access;
  }
}
