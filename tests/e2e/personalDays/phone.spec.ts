import { expect, type Page, test } from '@playwright/test';
import { expectOnScreen, PHONE, sideways } from '../phone';
import { endSession, signInFresh } from '../signIn';

test.use({ viewport: PHONE });
test.afterEach(async ({ page }) => endSession(page));

/** Opens a page and waits for its content: nothing loading, no sideways scroll. */
async function open(page: Page, path: string, ready: (page: Page) => Promise<void>) {
  await page.goto(`/portal${path}`);
  await ready(page);
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  expect(await sideways(page), path).toBe(0);
}

test('on a phone, an employee reads their balance and requests, and opens the request form', async ({
  page,
}) => {
  await signInFresh(page, 'employee');
  await open(page, '/PersonalDays', async () => {
    await expect(page.getByRole('heading', { name: /^Mi saldo de \d{4}$/ })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Mis solicitudes' })).toBeVisible();
  });
  await expectOnScreen(page.getByRole('link', { name: 'Solicitar un día' }));
  await expectOnScreen(page.getByRole('button', { name: /^Cancelar la solicitud/ }).first());
  await open(page, '/FormRequestDay', async () => {
    await expect(page.getByRole('button', { name: 'Enviar solicitud' })).toBeVisible();
  });
  await expectOnScreen(page.getByRole('button', { name: 'Enviar solicitud' }));
});

test('on a phone, a supervisor opens their inbox and a request to decide', async ({ page }) => {
  await signInFresh(page, 'supervisor');
  await open(page, '/PersonalDays/Aprobaciones', async () => {
    await expect(page.getByText(/Esteban Vargas Rojas/).first()).toBeVisible();
  });
  await page
    .getByText(/Esteban Vargas Rojas/)
    .first()
    .click();
  await expect(page).toHaveURL(/\/Aprobaciones\/\d+$/);
  await expect(page.getByRole('button', { name: 'Aprobar' })).toBeVisible();
  expect(await sideways(page)).toBe(0);
  await expectOnScreen(page.getByRole('button', { name: 'Rechazar' }));
});

test('on a phone, an owner reads and edits the company’s holidays', async ({ page }) => {
  await signInFresh(page, 'pd.owner');
  await open(page, '/PersonalDays/Feriados', async () => {
    await expect(page.getByText('Navidad').first()).toBeVisible();
  });
  await open(page, '/PersonalDays/Feriados/form/1', async () => {
    await expect(page.getByRole('button', { name: 'Guardar' })).toBeVisible();
  });
  await expectOnScreen(page.getByRole('button', { name: 'Guardar' }));
});
