import { render, screen, waitFor } from '@testing-library/react';
import type Keycloak from 'keycloak-js';
import { http as rest, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { AdminContext, memoryStore } from 'react-admin';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AuthenticationApi } from '../../../dataProviders/account/authentication';
import { createHttpClient } from '../../../dataProviders/http';
import { createAuthProvider } from '../../../src/auth/authProvider';
import { IdentityProvider } from '../../../src/auth/IdentityContext';
import { createIdentity, freshSignIn, type Identity } from '../../../src/auth/keycloak';
import { peekRememberedLocation } from '../../../src/auth/redirect';
import { SessionProvider } from '../../../src/auth/SessionContext';
import { SignInPage } from '../../../src/auth/SignInPage';
import { createSessionStore } from '../../../dataProviders/account/sessionStore';
import { startSession } from '../../../src/auth/startSession';
import { es } from '../../../src/i18n/es';
import { raSpanishMessages } from '../../../src/i18n/raSpanish';
import { unsignedApiToken } from '../../fixtures/apiToken';

// A reload with a stored portal session paints without the identity provider; the provider is
// asked only to sign in (no session, or a refused refresh) and to sign out.

/** keycloak-js as the portal calls it: every instance and what was asked of it. */
const keycloakJs = vi.hoisted(() => ({
  instances: [] as {
    config: unknown;
    init: ReturnType<typeof vi.fn>;
    login: ReturnType<typeof vi.fn>;
  }[],
}));
vi.mock('keycloak-js', () => ({
  default: class {
    idToken?: string;
    init = vi.fn(async () => false);
    login = vi.fn(async () => {});
    createLogoutUrl = ({ redirectUri }: { redirectUri: string }) =>
      `http://idp.test/realms/portal/protocol/openid-connect/logout?client_id=portal&post_logout_redirect_uri=${encodeURIComponent(redirectUri)}`;
    constructor(config: unknown) {
      keycloakJs.instances.push({ config, init: this.init, login: this.login });
    }
  },
}));

const API = 'http://portal.test/api/main';
const IDENTITY = { url: 'http://idp.test', realm: 'portal', clientId: 'portal' };

const apiToken = (fullName: string) => unsignedApiToken({ fullName });

const tokens = (fullName: string, refreshtoken: string) => ({
  token: apiToken(fullName),
  token_type: 'Bearer' as const,
  refreshtoken,
  expires_in: 300,
});

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  keycloakJs.instances.length = 0;
});

/** The main API's refresh answering `status` (a refused one says the session was replaced). */
function refreshAnswers(status: number) {
  return rest.post(`${API}/authenticate/refresh`, () =>
    status === 200
      ? HttpResponse.json(tokens('Refreshed', 'refresh-2'))
      : HttpResponse.json(
          { message: 'Your session has expired.', reason: 'replaced' },
          { status: 401 },
        ),
  );
}

/** How main.tsx starts a page: the real session store and HTTP client, a recorded provider. */
async function startPage() {
  const store = createSessionStore(localStorage);
  const http = createHttpClient({
    mainApi: API,
    store,
    onSessionExpired: () => {},
    language: () => 'es',
  });
  const provider = { id: 'the provider sign-in' } as unknown as Keycloak;
  const signInAtProvider = vi.fn(async () => provider);
  const started = await startSession(store, () => http.refreshNow(), signInAtProvider);
  return { store, started, signInAtProvider, provider };
}

describe('a page load with a stored portal session', () => {
  it('paints from it: the refresh is accepted and the provider is not asked', async () => {
    createSessionStore(localStorage).signedIn(tokens('Stored', 'refresh-1'), 'id-token-1');
    server.use(refreshAnswers(200));

    const { store, started, signInAtProvider } = await startPage();
    expect(started).toBeNull();
    expect(signInAtProvider).not.toHaveBeenCalled();
    expect(keycloakJs.instances).toHaveLength(0);
    // The roles were read again, and the provider's ID token stays for the logout.
    expect(store.get().user).toMatchObject({
      fullName: 'Refreshed',
      refreshtoken: 'refresh-2',
      idToken: 'id-token-1',
    });
  });

  it('goes to the provider when the refresh is refused, keeping why for the sign-in page', async () => {
    createSessionStore(localStorage).signedIn(tokens('Stored', 'refresh-1'), 'id-token-1');
    server.use(refreshAnswers(401));

    const { store, started, signInAtProvider, provider } = await startPage();
    expect(signInAtProvider).toHaveBeenCalledOnce();
    expect(started).toBe(provider);
    expect(store.get().user).toBeNull();
    expect(store.get().login.ending).toMatchObject({ reason: 'replaced', username: 'employee' });
  });

  it('paints from it when the refresh gets no answer (opened offline): nothing ends', async () => {
    createSessionStore(localStorage).signedIn(tokens('Stored', 'refresh-1'), 'id-token-1');
    server.use(rest.post(`${API}/authenticate/refresh`, () => HttpResponse.error()));

    const { store, started, signInAtProvider } = await startPage();
    expect(started).toBeNull();
    expect(signInAtProvider).not.toHaveBeenCalled();
    expect(store.get().user).toMatchObject({ fullName: 'Stored', refreshtoken: 'refresh-1' });
  });

  it('without one, signs in at the provider and never calls the refresh', async () => {
    server.use(
      rest.post(`${API}/authenticate/refresh`, () => {
        throw new Error('no refresh without a session');
      }),
    );
    const { started, signInAtProvider, provider } = await startPage();
    expect(signInAtProvider).toHaveBeenCalledOnce();
    expect(started).toBe(provider);
  });
});

describe("the provider's ID token", () => {
  const now = Date.parse('2026-11-28T12:00:00Z');
  const signedInAt = (exp: number, timeSkew = 0) =>
    ({
      authenticated: true,
      idToken: 'id-token',
      idTokenParsed: { exp, preferred_username: 'employee', name: 'Esteban Vargas Rojas' },
      timeSkew,
    }) as unknown as Keycloak;

  it('loads data while it has more than half a minute left, by the provider clock', () => {
    const seconds = now / 1000;
    expect(freshSignIn(signedInAt(seconds + 600), now)).toEqual({
      idToken: 'id-token',
      username: 'employee',
      name: 'Esteban Vargas Rojas',
    });
    expect(freshSignIn(signedInAt(seconds + 30), now)).toBeNull();
    // The browser's clock an hour ahead of the provider's: keycloak-js measured the skew.
    expect(freshSignIn(signedInAt(seconds - 3000, 3600), now)).not.toBeNull();
  });

  it('is nothing without a sign-in at the provider in this page', () => {
    expect(freshSignIn(null, now)).toBeNull();
    expect(
      freshSignIn({ authenticated: false, idToken: undefined } as unknown as Keycloak, now),
    ).toBeNull();
  });

  it('is kept by every refresh and dropped at sign-out', () => {
    const store = createSessionStore(localStorage);
    store.signedIn(tokens('First', 'refresh-1'), 'id-token-1');
    store.signedIn(tokens('First', 'refresh-2'));
    expect(store.get().user?.idToken).toBe('id-token-1');
    store.signedOut();
    expect(localStorage.getItem('portal.session')).not.toContain('id-token-1');
  });
});

describe('signing out and in at the provider from a page that never went there', () => {
  it('signs out with the stored ID token as id_token_hint, without any sign-in first', async () => {
    const leaveFor = vi.fn();
    const identity = createIdentity(IDENTITY, null, () => 'es', leaveFor);
    await identity.signOut('stored-id-token');

    expect(keycloakJs.instances).toHaveLength(1);
    // Set up only: no onLoad, so keycloak-js asks the provider nothing.
    expect(keycloakJs.instances[0]!.init).toHaveBeenCalledWith(
      expect.not.objectContaining({ onLoad: expect.anything() }),
    );
    const url = new URL(leaveFor.mock.calls[0]![0] as string);
    expect(url.pathname).toBe('/realms/portal/protocol/openid-connect/logout');
    expect(url.searchParams.get('id_token_hint')).toBe('stored-id-token');
    expect(url.searchParams.get('post_logout_redirect_uri')).toBe(
      `${window.location.origin}/portal/session/signin`,
    );
  });

  it('offers a sign-in until its ID token has opened a session, then asks the provider again', () => {
    const now = Date.now();
    const keycloak = {
      authenticated: true,
      idToken: 'provider-id-token',
      idTokenParsed: { exp: now / 1000 + 600, preferred_username: 'employee' },
      timeSkew: 0,
    } as unknown as Keycloak;
    const identity = createIdentity(IDENTITY, keycloak, () => 'es', vi.fn());
    expect(identity.signedIn(now)?.idToken).toBe('provider-id-token');
    identity.spent('provider-id-token');
    expect(identity.signedIn(now)).toBeNull();
  });

  it("goes to the provider's login once, in the portal's language", async () => {
    const identity = createIdentity(IDENTITY, null, () => 'en', vi.fn());
    await Promise.all([identity.signIn(), identity.signIn()]);
    expect(keycloakJs.instances).toHaveLength(1);
    expect(keycloakJs.instances[0]!.login).toHaveBeenCalledOnce();
    expect(keycloakJs.instances[0]!.login).toHaveBeenCalledWith({
      redirectUri: `${window.location.origin}/portal/session/signin`,
      locale: 'en',
    });
  });

  it('the logout hands the session ID token to the provider after ending the session', async () => {
    const store = createSessionStore(localStorage);
    store.signedIn(tokens('First', 'refresh-1'), 'id-token-1');
    const calls: string[] = [];
    const identity: Identity = {
      signedIn: () => null,
      spent: () => {},
      signIn: async () => {},
      signOut: async (idToken) => {
        calls.push(`provider ${idToken} ${store.get().user === null ? 'after' : 'before'}`);
      },
    };
    const api: AuthenticationApi = {
      loadUserData: async () => Promise.reject(new Error('unused')),
      logout: async () => {
        calls.push('server');
      },
    };
    expect(await createAuthProvider(identity, api, store).logout({})).toBe(false);
    expect(calls).toEqual(['server', 'provider id-token-1 after']);
  });

  it('a logout the provider cannot be reached for still ends the session locally', async () => {
    const store = createSessionStore(localStorage);
    store.signedIn(tokens('First', 'refresh-1'), 'id-token-1');
    const identity: Identity = {
      signedIn: () => null,
      spent: () => {},
      signIn: async () => {},
      signOut: async () => Promise.reject(new Error('offline')),
    };
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const api: AuthenticationApi = {
      loadUserData: async () => Promise.reject(new Error('unused')),
      logout: async () => {},
    };
    expect(await createAuthProvider(identity, api, store).logout({})).toBe(
      '/portal/session/signin',
    );
    expect(store.get().user).toBeNull();
  });

  it('Load data keeps the ID token it signed in with', async () => {
    const store = createSessionStore(localStorage);
    const spent = vi.fn();
    const identity: Identity = {
      signedIn: () => ({ idToken: 'fresh-id-token', username: 'employee', name: null }),
      spent,
      signIn: async () => {},
      signOut: async () => {},
    };
    const loadUserData = vi.fn(async () => tokens('First', 'refresh-1'));
    const api: AuthenticationApi = { loadUserData, logout: async () => {} };
    await createAuthProvider(identity, api, store).login({});
    expect(loadUserData).toHaveBeenCalledWith({
      login: 'employee',
      token: 'fresh-id-token',
      force: false,
    });
    expect(store.get().user?.idToken).toBe('fresh-id-token');
    // Spent: the server takes an ID token once, so this page's next sign-in asks the provider.
    expect(spent).toHaveBeenCalledWith('fresh-id-token');
  });
});

describe('the sign-in page without a sign-in at the provider', () => {
  const i18nProvider = polyglotI18nProvider(() => ({ ...raSpanishMessages, ...es }), 'es');

  function renderSignIn(identity: Identity, from?: string) {
    const store = createSessionStore(localStorage);
    return render(
      <MemoryRouter
        initialEntries={[
          { pathname: '/portal/session/signin', state: from ? { nextPathname: from } : null },
        ]}
      >
        <IdentityProvider identity={identity}>
          <SessionProvider store={store}>
            <AdminContext
              basename="/portal"
              i18nProvider={i18nProvider}
              store={memoryStore()}
              authProvider={createAuthProvider(
                identity,
                { loadUserData: async () => Promise.reject(), logout: async () => {} },
                store,
              )}
            >
              <Routes>
                <Route path="/portal/session/signin" element={<SignInPage />} />
                <Route path="/portal/*" element={<p>portal page</p>} />
              </Routes>
            </AdminContext>
          </SessionProvider>
        </IdentityProvider>
      </MemoryRouter>,
    );
  }

  const withoutProviderSignIn = () => ({
    signedIn: vi.fn(() => null),
    spent: vi.fn(),
    signIn: vi.fn(async () => {}),
    signOut: vi.fn(async () => {}),
  });

  it("goes to the provider's login, remembering the page the session ended on", async () => {
    createSessionStore(localStorage).signedOut(null, {
      reason: 'expired',
      username: 'employee',
      at: 1,
    });
    const identity = withoutProviderSignIn();
    renderSignIn(identity, '/portal/Benefits/Home');

    expect(await screen.findByRole('status')).toHaveTextContent(es.session.signin.toProvider);
    await waitFor(() => expect(identity.signIn).toHaveBeenCalled());
    expect(screen.queryByRole('button', { name: 'Cargar datos' })).toBeNull();
    // Not said here: the page after the provider's login says it, to the user it names.
    expect(screen.queryByRole('alert')).toBeNull();
    expect(peekRememberedLocation()).toBe('/Benefits/Home');
  });

  it('goes on without the provider when a portal session is stored (a reload of this page)', async () => {
    createSessionStore(localStorage).signedIn(tokens('First', 'refresh-1'), 'id-token-1');
    const identity = withoutProviderSignIn();
    renderSignIn(identity);
    expect(await screen.findByText('portal page')).toBeVisible();
    expect(identity.signIn).not.toHaveBeenCalled();
  });
});
