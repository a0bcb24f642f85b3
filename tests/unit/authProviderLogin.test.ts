import { describe, expect, it } from 'vitest';
import type { AuthenticationApi } from '../../dataProviders/account/authentication';
import { createAuthProvider, INACTIVE_EMPLOYEE } from '../../src/auth/authProvider';
import type { Identity } from '../../src/auth/keycloak';
import { createSessionStore } from '../../dataProviders/account/sessionStore';
import { en } from '../../src/i18n/en';
import { es } from '../../src/i18n/es';

const identity: Identity = {
  signedIn: () => ({ idToken: 'id-token', username: 'former', name: null }),
  spent: () => {},
  signIn: async () => {},
  signOut: async () => {},
};

function failingApi(status: number, message: string): AuthenticationApi {
  return {
    loadUserData: async () => {
      throw Object.assign(new Error(message), { status, body: { message } });
    },
    logout: async () => {},
  };
}

async function loginError(status: number, message: string) {
  const store = createSessionStore(window.localStorage);
  const provider = createAuthProvider(identity, failingApi(status, message), store);
  await expect(provider.login({})).rejects.toThrow();
  return store.get().login;
}

describe('LoadUserData failures on the sign-in page', () => {
  it('a 403 (no active employee) becomes a translated text, in Spanish and English', async () => {
    const login = await loginError(403, 'There is no active employee record for this user.');
    expect(login.error).toBe(INACTIVE_EMPLOYEE);
    expect(es.session.signin.inactiveEmployee).toMatch(/no está activo/);
    expect(en.session.signin.inactiveEmployee).toMatch(/not active/);
  });

  it('a 409 keeps the server text and asks for force', async () => {
    const login = await loginError(409, 'There is already an active session for this user.');
    expect(login).toMatchObject({
      error: 'There is already an active session for this user.',
      force: true,
    });
  });
});
