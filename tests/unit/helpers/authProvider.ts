import type { AuthProvider, UserIdentity } from 'react-admin';

/**
 * react-admin's auth provider for a unit test: always signed in, with `roles` as the permissions
 * and, for a page that reads it, `identity`.
 */
export const signedInAs = (
  roles: readonly string[] = [],
  identity?: UserIdentity,
): AuthProvider => ({
  login: async () => undefined,
  logout: async () => undefined,
  checkAuth: async () => undefined,
  checkError: async () => undefined,
  getPermissions: async () => roles,
  ...(identity ? { getIdentity: async () => identity } : {}),
});
