import { createHash, randomBytes } from 'node:crypto';
import {
  type Browser,
  type BrowserContext,
  type Cookie,
  expect,
  type Page,
} from '@playwright/test';
import type { TokenResponse } from '../../contracts/account/authentication';
import { createSessionStore } from '../../dataProviders/account/sessionStore';
import type { RuntimeConfig } from '../../contracts/runtimeConfig';
import { memoryStorage } from '../fixtures/memoryStorage';

/**
 * How many portal sessions this worker opened for each account: a new one ends the one before, so
 * a page kept open across tests (routeWalk.ts) knows when it was signed out.
 */
const sessionsOpened = new Map<string, number>();
const opening = (username: string) =>
  sessionsOpened.set(username, (sessionsOpened.get(username) ?? 0) + 1);
export const sessionsOf = (username: string) => sessionsOpened.get(username) ?? 0;

/** Through the identity provider's real login page (password = user name in the demo data). */
export async function providerLogin(page: Page, username: string): Promise<void> {
  opening(username);
  await expect(page.getByRole('heading', { name: 'Iniciar sesión' })).toBeVisible();
  await page.getByLabel('Usuario').fill(username);
  await page.getByLabel('Contraseña').fill(username);
  await page.getByRole('button', { name: 'Ingresar' }).click();
  await page.waitForURL('**/portal/session/signin');
}

export const loadDataButton = (page: Page) => page.getByRole('button', { name: 'Cargar datos' });

/** Opens the portal, signs in at the provider and loads the employee's data. */
export async function signIn(page: Page, username: string, path = '/portal/'): Promise<void> {
  await page.goto(path);
  await providerLogin(page, username);
  await loadDataButton(page).click();
}

/**
 * Signs in through the login page and lands on a portal page, ending a session an earlier test left
 * open for the same user (the 409 path) so tests do not depend on each other. For the specs of the
 * sign-in itself; the others open the portal signed in (openAs).
 */
export async function signInFresh(page: Page, username: string, path = '/portal/'): Promise<void> {
  await signIn(page, username, path);
  const again = page.getByRole('button', { name: 'Iniciar sesión de nuevo' });
  await expect(again.or(shell(page)).first()).toBeVisible();
  if (await again.isVisible()) await again.click();
  await expect(page).not.toHaveURL(/\/session\//);
}

/** The shell: its side menu, or on a phone the button that opens it. */
const shell = (page: Page) =>
  page
    .getByRole('navigation', { name: 'Menú principal' })
    .or(page.getByRole('button', { name: 'Abrir menú' }));

/**
 * The identity provider's session of each account, signed in once per worker at the real login
 * page: its cookies let the next test of the account take a code from the provider, as the portal's
 * own sign-in does, without the login form.
 */
const providerSessions = new Map<string, Cookie[]>();

const base64url = (bytes: Buffer) => bytes.toString('base64url');

/** The worker's server's runtime configuration (where its provider is), read once per origin. */
const configs = new Map<string, Promise<RuntimeConfig>>();
function runtimeConfig(context: BrowserContext, origin: string): Promise<RuntimeConfig> {
  let config = configs.get(origin);
  if (!config) {
    config = context.request
      .get(`${origin}/portal/config.json`)
      .then((response) => response.json() as Promise<RuntimeConfig>);
    configs.set(origin, config);
  }
  return config;
}

/**
 * A portal session of the account's own, as the sign-in page opens one: the provider's
 * authorization code flow with PKCE on the account's provider session, then LoadUserData with its
 * fresh ID token (force: another session of the user ends, as "Iniciar sesión de nuevo" does).
 * Null when the provider asks for the login again (a spec signed the provider session out).
 */
async function portalSession(context: BrowserContext, origin: string, username: string) {
  const config = await runtimeConfig(context, origin);
  const realm = `${config.identity.url}/realms/${config.identity.realm}/protocol/openid-connect`;
  const redirectUri = `${origin}/portal/session/signin`;
  const verifier = base64url(randomBytes(32));
  const authorization = await context.request.get(`${realm}/auth`, {
    params: {
      client_id: config.identity.clientId,
      redirect_uri: redirectUri,
      response_type: 'code',
      response_mode: 'query',
      scope: 'openid',
      state: base64url(randomBytes(8)),
      nonce: base64url(randomBytes(8)),
      code_challenge: base64url(createHash('sha256').update(verifier).digest()),
      code_challenge_method: 'S256',
    },
    maxRedirects: 0,
  });
  const code = new URL(authorization.headers().location ?? '', origin).searchParams.get('code');
  if (!code) return null;
  const tokens = await context.request.post(`${realm}/token`, {
    form: {
      grant_type: 'authorization_code',
      client_id: config.identity.clientId,
      redirect_uri: redirectUri,
      code,
      code_verifier: verifier,
    },
  });
  expect(tokens.status(), "the provider's token endpoint").toBe(200);
  const { id_token: idToken } = (await tokens.json()) as { id_token: string };
  const opened = await context.request.post(`${origin}/api/main/authenticate/LoadUserData`, {
    data: { login: username, token: idToken, force: true },
  });
  expect(opened.status(), `LoadUserData ${username}`).toBe(200);
  // What the portal's sign-in page stores for it (dataProviders/account/sessionStore.ts).
  const storage = memoryStorage();
  createSessionStore(storage).signedIn((await opened.json()) as TokenResponse, idToken);
  const key = storage.key(0)!;
  return [key, storage.getItem(key)!] as const;
}

/**
 * Opens `path` signed in as `username` in a portal session of its own. The account's first test
 * in the worker signs in at the real login page (signInFresh); the next ones take their session
 * from the provider session that sign-in left (portalSession), the page starting from it as a reload of
 * a signed-in portal does.
 */
export async function openAs(page: Page, username: string, path = '/portal/'): Promise<void> {
  const context = page.context();
  const cookies = providerSessions.get(username);
  if (cookies) {
    await context.addCookies(cookies);
    // The origin's storage takes the session before the portal loads.
    await page.goto('/api/health');
    const session = await portalSession(context, new URL(page.url()).origin, username);
    if (session) {
      opening(username);
      await page.evaluate(([key, value]) => localStorage.setItem(key, value), session);
      await page.goto(path);
      await expect(shell(page).first()).toBeVisible();
      return;
    }
  }
  await signInFresh(page, username, path);
  providerSessions.set(username, await context.cookies());
}

/** A browser context of its own for `username`, opened on `path` signed in (openAs). */
export async function signedIn(browser: Browser, username: string, path?: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await openAs(page, username, path);
  return { context, page };
}

/** The signed-in user's API token, as the portal keeps it. */
export const apiToken = (page: Page) =>
  page.evaluate(() => {
    const raw = localStorage.getItem('portal.session');
    return raw ? (JSON.parse(raw) as { user: { token: string } }).user.token : '';
  });

/** Ends the page's portal session, so other specs find no open session for its user. */
export async function endSession(page: Page): Promise<void> {
  const token = await apiToken(page).catch(() => '');
  if (token) {
    await page.request.delete('/api/main/Authenticate', {
      headers: { authorization: `Bearer ${token}` },
    });
  }
}
