/**
 * Who may call a route. Every service route declares one in `config.access`; a route without it
 * fails at start-up, and the api tests walk every route to check it.
 */
export type Access =
  | { kind: 'public' }
  | { kind: 'employee' }
  | { kind: 'roles'; roles: readonly string[] };

export const SYSTEM_ADMIN = 'System_Admin';

export const access = {
  /** No token needed: sign-in, refresh, health. */
  public: { kind: 'public' } as Access,
  /** Any signed-in employee. */
  employee: { kind: 'employee' } as Access,
  /** Holders of one of these roles; System_Admin always may. */
  roles: (...roles: string[]): Access => ({ kind: 'roles', roles }),
};

export function isAllowed(rule: Access, userRoles: readonly string[]): boolean {
  switch (rule.kind) {
    case 'public':
    case 'employee':
      return true;
    case 'roles':
      return userRoles.includes(SYSTEM_ADMIN) || rule.roles.some((role) => userRoles.includes(role));
  }
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
}
