import { expect, type Page } from '@playwright/test';
import { test } from './fixtures';
import { loadDataButton, providerLogin, signIn, signInFresh } from './signIn';

// These flows start without an open session: their user (lss.owner) is used by no other spec, and
// each test that signs in signs out before the next one signs the same user in.

/** Signing out leaves no session behind for the next test of the same user. */
async function signOut(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Perfil' }).click();
  await page.getByRole('menuitem', { name: 'Cerrar sesión' }).click();
  await expect(page.getByRole('heading', { name: 'Iniciar sesión' })).toBeVisible();
}

test('an employee signs in through the login page, loads data and lands on /Inicio', async ({
  page,
}) => {
  await page.goto('/portal/');
  await expect(page).toHaveURL(/\/idp\/login\//);
  await page.getByLabel('Usuario').fill('lss.owner');
  await page.getByLabel('Contraseña').fill('wrong-password');
  await page.getByRole('button', { name: 'Ingresar' }).click();
  await expect(page.getByRole('alert')).toHaveText('Usuario o contraseña incorrectos.');

  await providerLogin(page, 'lss.owner');
  await expect(page.getByText('Sesión iniciada como Leonardo Cordero Arias')).toBeVisible();
  await loadDataButton(page).click();
  await expect(page).toHaveURL(/\/portal\/Inicio$/);
  await expect(page.getByRole('heading', { name: 'Hola, Leonardo Cordero Arias' })).toBeVisible();
  await expect(page.getByText('Carné: 100011')).toBeVisible();

  // Login and user state persist: a reload paints from the stored session.
  await page.reload();
  await expect(page).toHaveURL(/\/portal\/Inicio$/);
  await expect(page.getByRole('heading', { name: 'Hola, Leonardo Cordero Arias' })).toBeVisible();

  await signOut(page);
});

test('a deep link survives the trip through the identity provider', async ({ page }) => {
  await signIn(page, 'lss.owner', '/portal/Inicio?tab=1');
  await expect(page).toHaveURL(/\/portal\/Inicio\?tab=1$/);
  await signOut(page);
});

test('a second sign-in gets 409, can force it, and the first browser is logged out', async ({
  browser,
}) => {
  const first = await browser.newContext();
  const firstPage = await first.newPage();
  await signIn(firstPage, 'lss.owner');
  await expect(firstPage.getByRole('heading', { name: /^Hola, / })).toBeVisible();

  const second = await browser.newContext();
  const secondPage = await second.newPage();
  await signIn(secondPage, 'lss.owner');
  // The service's refusal, in the portal's language (the portal sends it on every call).
  await expect(secondPage.getByRole('alert')).toContainText(
    'Ya hay una sesión activa para este usuario.',
  );
  await expect(secondPage.getByRole('alert')).toContainText(
    'Si desea continuar y cerrar la sesión activa, haga clic de nuevo en Iniciar sesión.',
  );
  await secondPage.getByRole('button', { name: 'Iniciar sesión de nuevo' }).click();
  await expect(secondPage).toHaveURL(/\/portal\/Inicio$/);
  await expect(secondPage.getByRole('heading', { name: /^Hola, / })).toBeVisible();

  // The first browser's next call fails: it is logged out, back to the sign-in page, told why.
  await firstPage.reload();
  await expect(loadDataButton(firstPage)).toBeVisible();
  await expect(firstPage.getByRole('alert')).toHaveText(
    'Su sesión se cerró porque se inició sesión con su usuario en otro navegador o dispositivo.',
  );
  await first.close();
  await second.close();
});

test('logout ends the session and returns to the login page', async ({ page }) => {
  // The benefits specs sign this user in too: end whatever session they left.
  await signInFresh(page, 'benefits.owner');
  await expect(page.getByRole('heading', { name: 'Hola, Beatriz Chaves Araya' })).toBeVisible();
  await page.getByRole('button', { name: 'Perfil' }).click();
  await page.getByRole('menuitem', { name: 'Cerrar sesión' }).click();
  await expect(page.getByRole('heading', { name: 'Iniciar sesión' })).toBeVisible();

  // The server session is over: signing in again needs no force.
  await providerLogin(page, 'benefits.owner');
  await loadDataButton(page).click();
  await expect(page).toHaveURL(/\/portal\/Inicio$/);
});
