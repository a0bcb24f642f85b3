import { type Browser, type BrowserContext, expect, type Page } from '@playwright/test';
import { test } from './fixtures';
import { decodeJwt } from 'jose';
import type { TokenResponse } from '../../contracts/account/authentication';
import { createSessionStore } from '../../src/auth/sessionStore';

const SESSION_KEY = 'portal.session';

/**
 * This worker's portal session of each account, as the portal stores it (localStorage), kept
 * current with every token the server hands a context of the worker: a page load refreshes, and a
 * refresh token is good once, so the next page must start from the latest one. One worker's
 * sessions are its own (servers.ts), and its tests run one after the other.
 */
const saved = new Map<string, string>();
/** Answers of the server still being read into `saved`. */
const reading = new Set<Promise<void>>();
const followed = new WeakSet<BrowserContext>();
/** The open context of each account: a second one would spend the first one's refresh token. */
const holders = new Map<string, { context: BrowserContext; testId: string }>();

/** The session the portal would store for these tokens, after `previous` (a refresh keeps its ID token). */
function stored(previous: string | undefined, tokens: TokenResponse, idToken?: string): string {
  const memory = new Map<string, string>();
  if (previous) memory.set(SESSION_KEY, previous);
  const storage = {
    getItem: (key: string) => memory.get(key) ?? null,
    setItem: (key: string, value: string) => void memory.set(key, value),
  } as Storage;
  createSessionStore(storage).signedIn(tokens, idToken);
  return memory.get(SESSION_KEY)!;
}

/** Keeps `saved` up to date with the sessions the server opens and rotates for this context. */
function follow(context: BrowserContext): void {
  if (followed.has(context)) return;
  followed.add(context);
  context.on('response', (response) => {
    const path = new URL(response.url()).pathname;
    const opened = path.endsWith('/authenticate/LoadUserData');
    if (!response.ok() || !(opened || path.endsWith('/authenticate/refresh'))) return;
    const read = (async () => {
      const tokens = (await response.json()) as TokenResponse;
      const { username } = decodeJwt(tokens.token) as { username: string };
      const idToken = opened
        ? (response.request().postDataJSON() as { token: string }).token
        : undefined;
      saved.set(username, stored(saved.get(username), tokens, idToken));
    })().catch(() => {
      // The context closed before the body was read: the next page finds out (openAs).
    });
    reading.add(read);
    void read.finally(() => reading.delete(read));
  });
}

/** Forgets the account's saved session: a sign-in at the login page ends it. */
const forget = (username: string) => saved.delete(username);

/** Through the identity provider's real login page (password = user name in the demo data). */
export async function providerLogin(page: Page, username: string): Promise<void> {
  forget(username);
  follow(page.context());
  await expect(page.getByRole('heading', { name: 'Iniciar sesión' })).toBeVisible();
  await page.getByLabel('Usuario').fill(username);
  await page.getByLabel('Contraseña').fill(username);
  await page.getByRole('button', { name: 'Ingresar' }).click();
  await page.waitForURL('**/portal/session/signin');
}

/** The shell: its side menu, or on a phone the button that opens it. */
const shell = (page: Page) =>
  page
    .getByRole('navigation', { name: 'Menú principal' })
    .or(page.getByRole('button', { name: 'Abrir menú' }));

export const loadDataButton = (page: Page) => page.getByRole('button', { name: 'Cargar datos' });

/** Opens the portal, signs in at the provider and loads the employee's data. */
export async function signIn(page: Page, username: string, path = '/portal/'): Promise<void> {
  await page.goto(path);
  await providerLogin(page, username);
  await loadDataButton(page).click();
}

/**
 * Signs in and lands on a portal page, ending a session an earlier test left open for the same
 * user (the 409 path) so tests do not depend on each other.
 */
export async function signInFresh(page: Page, username: string, path = '/portal/'): Promise<void> {
  await signIn(page, username, path);
  await landed(page);
}

/** Past 'Cargar datos': on a portal page, after ending another session of the user (the 409). */
async function landed(page: Page): Promise<void> {
  const again = page.getByRole('button', { name: 'Iniciar sesión de nuevo' });
  await expect(again.or(shell(page)).first()).toBeVisible();
  if (await again.isVisible()) await again.click();
  await expect(page).not.toHaveURL(/\/session\//);
}

/**
 * Opens `path` signed in as `username`, from the worker's saved session of the account: no trip to
 * the login page, which only the first use of the account in the worker takes (or one after a
 * spec ended its session: the stored session's refresh is refused and the portal goes there).
 */
export async function openAs(page: Page, username: string, path = '/portal/'): Promise<void> {
  const context = page.context();
  const holder = holders.get(username);
  if (holder && holder.context !== context && holder.testId !== test.info().testId) {
    // An earlier test's context, still open, would refresh with a token this one spends.
    await holder.context.close();
  }
  holders.set(username, { context, testId: test.info().testId });
  follow(context);
  await Promise.all(reading);
  const session = saved.get(username);
  if (!session) return signInFresh(page, username, path);
  // The session goes into the origin's storage before the portal loads.
  await page.goto('/api/health');
  await page.evaluate(({ key, value }) => localStorage.setItem(key, value), {
    key: SESSION_KEY,
    value: session,
  });
  await page.goto(path);
  const login = page.getByRole('heading', { name: 'Iniciar sesión' });
  await expect(login.or(shell(page)).first()).toBeVisible();
  if (await login.isVisible()) {
    await providerLogin(page, username);
    await loadDataButton(page).click();
    await landed(page);
  }
  await expect(page).not.toHaveURL(/\/session\//);
}

/** A browser context of its own for `username`, signed in (openAs) and opened on `path`. */
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

/**
 * Ends the page's portal session, so no other page goes on with it (the worker's saved session of
 * the user with it: its next page signs in at the login page).
 */
export async function endSession(page: Page): Promise<void> {
  const token = await apiToken(page).catch(() => '');
  if (token) {
    forget((decodeJwt(token) as { username: string }).username);
    await page.request.delete('/api/main/Authenticate', {
      headers: { authorization: `Bearer ${token}` },
    });
  }
}
