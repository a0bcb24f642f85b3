import { expect, type Page } from '@playwright/test';
import { test } from './fixtures';
import { blockingViolations } from './accessibility';
import { apiToken, loadDataButton, providerLogin, signIn, signInFresh, signedIn } from './signIn';

// Endings the user did not ask for, and the guard's refusal: the next screen says why, once.

/** The side menu, in either language. */
const menu = (page: Page) => page.getByRole('navigation', { name: /^(Menú principal|Main menu)$/ });

/** An action that calls the services: opening a page of the side menu inside a group. */
async function openFromMenu(page: Page, group: string, entry: string): Promise<void> {
  const groupEntry = menu(page).locator(`[data-menu-entry="${group}"]`);
  if ((await groupEntry.getAttribute('aria-expanded')) === 'false') await groupEntry.click();
  await menu(page).locator(`[data-menu-entry="${entry}"]`).click();
}

test('a sign-in elsewhere ends the first session, which says why on its next action, once', async ({
  browser,
}) => {
  const first = await signedIn(browser, 'employee');

  const second = await browser.newContext();
  const secondPage = await second.newPage();
  await signIn(secondPage, 'employee');
  await secondPage.getByRole('button', { name: 'Iniciar sesión de nuevo' }).click();
  await expect(secondPage).toHaveURL(/\/portal\/Inicio$/);

  await openFromMenu(first.page, 'benefits', 'benefitsHome');
  await expect(first.page).toHaveURL(/\/portal\/session\/signin$/);
  const notice = first.page.getByRole('alert');
  await expect(notice).toHaveText(
    'Su sesión se cerró porque se inició sesión con su usuario en otro navegador o dispositivo.',
  );
  await expect(notice).toBeFocused();
  expect(await blockingViolations(first.page, 'sign-in after a replaced session')).toEqual([]);

  // Read once: a reload comes back through the provider to the same page, without it.
  await first.page.reload();
  await expect(loadDataButton(first.page)).toBeVisible();
  await expect(first.page.getByRole('alert')).toHaveCount(0);

  // The second browser, the one in use, is not told anything.
  await secondPage.reload();
  await expect(secondPage).toHaveURL(/\/portal\/Inicio$/);
  await expect(secondPage.getByRole('alert')).toHaveCount(0);
  await first.context.close();
  await second.close();
});

test('after the inactivity logout the sign-in page says why, once the user is back', async ({
  page,
}) => {
  await page.clock.install();
  await signInFresh(page, 'news.owner');
  await expect(page.getByRole('heading', { name: 'Hola, Nelson Calderón Ulate' })).toBeVisible();

  await page.clock.fastForward('15:00');
  await expect(page.getByRole('alertdialog', { name: 'Su sesión expirará en' })).toBeVisible();
  await page.clock.fastForward('00:30');

  // The provider's login page comes first: the portal's sign-in page, right after it, says why.
  await providerLogin(page, 'news.owner');
  const notice = page.getByRole('alert');
  await expect(notice).toHaveText('Su sesión se cerró tras 15 minutos sin actividad.');
  await expect(notice).toBeFocused();

  // Read once. (A reload once signed in could cut a token refresh short: this clock is ahead.)
  await page.reload();
  await expect(loadDataButton(page)).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
  await loadDataButton(page).click();
  await expect(page.getByRole('heading', { name: 'Hola, Nelson Calderón Ulate' })).toBeVisible();
});

test('a session that ends on the server says it expired, in the language in use, once', async ({
  page,
}) => {
  await signInFresh(page, 'home.owner');
  await page.getByRole('button', { name: 'Idioma: Español' }).click();
  await page.getByRole('menuitem', { name: 'English' }).click();
  await expect(page.getByRole('button', { name: 'Language: English' })).toBeVisible();

  // As at its 12-hour limit: the server no longer knows the session, and the refresh is refused.
  const ended = await page.request.delete('/api/main/Authenticate', {
    headers: { authorization: `Bearer ${await apiToken(page)}` },
  });
  expect(ended.status()).toBe(204);

  await openFromMenu(page, 'settings', 'menuSettings');
  await expect(page).toHaveURL(/\/portal\/session\/signin$/);
  const notice = page.getByRole('alert');
  await expect(notice).toHaveText('Your session has expired; load your data again to continue.');
  await expect(notice).toBeFocused();

  await page.reload();
  await expect(page.getByRole('button', { name: 'Load data' })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
  // The page's ID token opened the ended session, so the sign-in went to the provider for a new
  // one, remembering the page the user was opening: loaded, it is where they land.
  await page.getByRole('button', { name: 'Load data' }).click();
  await expect(page).toHaveURL(/\/portal\/Menu\/Settings$/);
  await expect(page.getByRole('heading', { name: 'Home menu', level: 1 })).toBeVisible();
});

test('a user without the role is sent home, where the page refused is named, once', async ({
  page,
}) => {
  await signInFresh(page, 'newhire');
  await page.goto('/portal/permissions/module?tab=roles');
  await expect(page).toHaveURL(/\/portal\/inicio$/);
  const notice = page.getByRole('alert');
  await expect(notice).toHaveText(
    'No tiene acceso a «Módulos y roles», por eso se le trajo a la página de inicio.',
  );
  await expect(notice).toBeFocused();
  await expect(page.getByRole('heading', { name: 'Hola, Natalia Quesada Brenes' })).toBeVisible();
  expect(
    await blockingViolations(page, 'home after a refusal', { include: ['[role="alert"]'] }),
  ).toEqual([]);

  await page.reload();
  await expect(page.getByRole('heading', { name: 'Hola, Natalia Quesada Brenes' })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
});
