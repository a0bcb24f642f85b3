/**
 * Who may call a route. Every service route declares one in `config.access`; a route without it
 * fails at start-up, and the api tests walk every route to check it.
 */
import type { FastifyRequest } from 'fastify';

/** The signed-in user's claims an id carried by a request is compared with. */
export type SelfClaim = 'username' | 'employeeid';

export type Access =
  | { kind: 'public' }
  | { kind: 'employee' }
  | { kind: 'roles'; roles: readonly string[] }
  | {
      kind: 'self';
      /** Reads the id the request carries (path, query or body). */
      subject: (request: FastifyRequest) => unknown;
      claim: SelfClaim;
      /** Owner roles that may act on any employee's data (System_Admin always may). */
      owners: readonly string[];
    };

export const SYSTEM_ADMIN = 'System_Admin';

export const access = {
  /** No token needed: sign-in, refresh, health. */
  public: { kind: 'public' } as Access,
  /** Any signed-in employee. */
  employee: { kind: 'employee' } as Access,
  /** Holders of one of these roles; System_Admin always may. */
  roles: (...roles: string[]): Access => ({ kind: 'roles', roles }),
  /** The employee themself: the id the request carries must be theirs, unless they own the module. */
  self: (
    claim: SelfClaim,
    subject: (request: FastifyRequest) => unknown,
    owners: readonly string[] = [],
  ): Access => ({
    kind: 'self',
    claim,
    subject,
    owners,
  }),
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
  rule: Extract<Access, { kind: 'self' }>,
  user: { role: readonly string[]; username: string; employeeid: string },
  subject: unknown,
): boolean {
  if (user.role.includes(SYSTEM_ADMIN) || rule.owners.some((role) => user.role.includes(role)))
    return true;
  return typeof subject === 'string' && subject.toLowerCase() === user[rule.claim].toLowerCase();
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
}
