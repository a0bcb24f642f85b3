import { render, screen } from '@testing-library/react';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import { AdminContext, memoryStore } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import type { AuthenticationApi } from '../../dataProviders/account/authentication';
import { createAuthProvider } from '../../src/auth/authProvider';
import {
  type EndingReason,
  endingOfRefusal,
  type SessionEnding,
} from '../../dataProviders/account/endings';
import { endingMessage, endingToShow, markEndingShown } from '../../src/auth/endings';
import { IdentityProvider } from '../../src/auth/IdentityContext';
import type { Identity } from '../../src/auth/keycloak';
import { SessionProvider } from '../../src/auth/SessionContext';
import { SignInPage } from '../../src/auth/SignInPage';
import { createSessionStore } from '../../dataProviders/account/sessionStore';
import { en } from '../../src/i18n/en';
import { es } from '../../src/i18n/es';
import { raSpanishMessages } from '../../src/i18n/raSpanish';

const REASONS: EndingReason[] = ['replaced', 'inactivity', 'expired'];

/** An API token as the server shapes it (the client only decodes it). */
function apiToken(username: string): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const claims = {
    sub: '2',
    sid: 's1',
    username,
    email: `${username}@portal.example.com`,
    fullName: 'Esteban Vargas Rojas',
    employeeid: '100002',
    role: [],
    exp: Math.floor(Date.now() / 1000) + 300,
  };
  return `${part({ alg: 'HS256' })}.${part(claims)}.signature`;
}

const signedInStore = (username = 'employee') => {
  const store = createSessionStore(localStorage);
  store.signedIn({
    token: apiToken(username),
    token_type: 'Bearer',
    refreshtoken: 'refresh-1',
    expires_in: 300,
  });
  return store;
};

/** The identity provider as the portal sees it once the provider's login is done. */
const identityOf = (username: string): Identity => ({
  signedIn: () => ({ idToken: 'id-token', username, name: 'Esteban Vargas Rojas' }),
  spent: () => {},
  signIn: async () => {},
  signOut: async () => {},
});

const api: AuthenticationApi = {
  loadUserData: async () => Promise.reject(),
  logout: async () => {},
};

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('why a session ended: the reason and who it belongs to', () => {
  it('reads "replaced" from a refused refresh, anything else is "expired"', () => {
    expect(endingOfRefusal({ message: 'Your session has expired.', reason: 'replaced' })).toBe(
      'replaced',
    );
    expect(endingOfRefusal({ message: 'Your session has expired.' })).toBe('expired');
    expect(endingOfRefusal({ reason: 'something-else' })).toBe('expired');
    expect(endingOfRefusal(null)).toBe('expired');
    expect(endingOfRefusal('Unauthorized')).toBe('expired');
  });

  it('is shown to the user whose session it was, once per tab', () => {
    const ending: SessionEnding = { reason: 'inactivity', username: 'Employee', at: 42 };
    expect(endingToShow(ending, 'someone.else')).toBeNull();
    expect(endingToShow(ending, null)).toBeNull();
    expect(endingToShow(null, 'employee')).toBeNull();
    expect(endingToShow(ending, 'employee')).toBe(ending);

    markEndingShown(ending);
    expect(endingToShow(ending, 'employee')).toBeNull();
    // A later ending is news again.
    expect(endingToShow({ ...ending, at: 43 }, 'employee')).toEqual({ ...ending, at: 43 });
  });

  it.each(REASONS)('says "%s" in one sentence, in Spanish and in English', (reason) => {
    for (const texts of [es, en]) {
      const sentence = texts.session.ended[reason];
      expect(sentence).toMatch(/^[A-ZÁÉÍÓÚ].*\.$/);
      expect(sentence.slice(0, -1)).not.toMatch(/\. /);
    }
    expect(endingMessage(reason)[0]).toBe(`session.ended.${reason}`);
  });

  it('the inactivity sentence names the 15 minutes of the warning', () => {
    expect(endingMessage('inactivity')[1]).toEqual({ minutes: 15 });
  });
});

describe('the session store and the logout keep the reason until the next sign-in', () => {
  it('an inactivity logout records it for the user; a logout the user chose records none', async () => {
    const store = signedInStore();
    await createAuthProvider(identityOf('employee'), api, store).logout({ ending: 'inactivity' });
    expect(store.get().user).toBeNull();
    expect(store.get().login.ending).toEqual({
      reason: 'inactivity',
      username: 'employee',
      at: expect.any(Number),
    });

    const chosen = signedInStore();
    await createAuthProvider(identityOf('employee'), api, chosen).logout({});
    expect(chosen.get().login.ending).toBeNull();
    // react-admin's logout menu item passes null.
    const fromMenu = signedInStore();
    await createAuthProvider(identityOf('employee'), api, fromMenu).logout(null);
    expect(fromMenu.get().user).toBeNull();
    expect(fromMenu.get().login.ending).toBeNull();
  });

  it('a sign-in forgets it', () => {
    const store = createSessionStore(localStorage);
    store.signedOut(null, { reason: 'expired', username: 'employee', at: 1 });
    store.signedIn({
      token: apiToken('employee'),
      token_type: 'Bearer',
      refreshtoken: 'r',
      expires_in: 300,
    });
    expect(store.get().login.ending).toBeNull();
  });
});

const i18nProvider = (locale: 'es' | 'en') =>
  polyglotI18nProvider(
    (l) => (l === 'en' ? { ...englishMessages, ...en } : { ...raSpanishMessages, ...es }),
    locale,
  );

function renderSignIn(username: string, locale: 'es' | 'en' = 'es') {
  const store = createSessionStore(localStorage);
  return render(
    <MemoryRouter initialEntries={['/portal/session/signin']}>
      <IdentityProvider identity={identityOf(username)}>
        <SessionProvider store={store}>
          <AdminContext
            basename="/portal"
            i18nProvider={i18nProvider(locale)}
            store={memoryStore()}
            authProvider={createAuthProvider(identityOf(username), api, store)}
          >
            <SignInPage />
          </AdminContext>
        </SessionProvider>
      </IdentityProvider>
    </MemoryRouter>,
  );
}

describe('the sign-in page says why the session ended', () => {
  const endedBy = (reason: EndingReason, username = 'employee') =>
    createSessionStore(localStorage).signedOut(null, { reason, username, at: Date.now() });

  it('once, focused, as an alert; a reload does not say it again', async () => {
    endedBy('replaced');
    const page = renderSignIn('employee');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(es.session.ended.replaced);
    expect(alert).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Cargar datos' })).toBeVisible();
    page.unmount();

    renderSignIn('employee');
    expect(await screen.findByRole('button', { name: 'Cargar datos' })).toBeVisible();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('in the language in use', async () => {
    endedBy('inactivity');
    renderSignIn('employee', 'en');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your session was closed after 15 minutes without activity.',
    );
  });

  it('never to someone else signing in on the same computer', async () => {
    endedBy('inactivity', 'employee');
    renderSignIn('newhire');
    expect(await screen.findByRole('button', { name: 'Cargar datos' })).toBeVisible();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('and says nothing after a logout the user chose', async () => {
    createSessionStore(localStorage).signedOut();
    renderSignIn('employee');
    expect(await screen.findByRole('button', { name: 'Cargar datos' })).toBeVisible();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
