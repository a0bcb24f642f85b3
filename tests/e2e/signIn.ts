import { type Browser, expect, type Page } from '@playwright/test';

/** Through the identity provider's real login page (password = user name in the demo data). */
export async function providerLogin(page: Page, username: string): Promise<void> {
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
 * Signs in and lands on a portal page, ending a session an earlier test left open for the same
 * user (the 409 path) so tests do not depend on each other.
 */
export async function signInFresh(page: Page, username: string, path = '/portal/'): Promise<void> {
  await signIn(page, username, path);
  const again = page.getByRole('button', { name: 'Iniciar sesión de nuevo' });
  // The shell: its side menu, or on a phone the button that opens it.
  const shell = page
    .getByRole('navigation', { name: 'Menú principal' })
    .or(page.getByRole('button', { name: 'Abrir menú' }));
  await expect(again.or(shell).first()).toBeVisible();
  if (await again.isVisible()) await again.click();
  await expect(page).not.toHaveURL(/\/session\//);
}

/** A browser context of its own for `username`, signed in fresh and opened on `path`. */
export async function signedIn(browser: Browser, username: string, path?: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInFresh(page, username);
  if (path) await page.goto(path);
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
