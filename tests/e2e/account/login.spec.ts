import { expect, type Page } from '@playwright/test';
import { test } from '../fixtures';

// Both flows use `former`, the deactivated demo employee no other spec signs in: the lockout
// below lasts the server's default 15 minutes.

async function submit(page: Page, username: string, password: string) {
  await page.getByLabel('Usuario').fill(username);
  await page.getByLabel('Contraseña').fill(password);
  await page.getByRole('button', { name: 'Ingresar' }).click();
}

test('a deactivated employee who signs in is told the account is deactivated', async ({ page }) => {
  await page.goto('/portal/');
  await expect(page).toHaveURL(/\/idp\/login\//);
  await submit(page, 'former', 'former');
  await expect(page.getByRole('alert')).toHaveText(
    'Su cuenta está desactivada. Si cree que es un error, contacte a Recursos Humanos.',
  );
  await expect(page.getByRole('heading', { name: 'Iniciar sesión' })).toBeVisible();
});

test('five wrong passwords lock the sign-in and the page says when to try again', async ({
  page,
}) => {
  await page.goto('/portal/');
  await expect(page).toHaveURL(/\/idp\/login\//);
  for (let attempt = 1; attempt < 5; attempt++) {
    await submit(page, 'former', `wrong-${attempt}`);
    await expect(page.getByRole('alert')).toHaveText('Usuario o contraseña incorrectos.');
  }
  await submit(page, 'former', 'wrong-5');
  const locked =
    'Demasiados intentos fallidos. Por seguridad el inicio de sesión está bloqueado ' +
    'temporalmente: vuelva a intentarlo dentro de 15 minutos.';
  await expect(page.getByRole('alert')).toHaveText(locked);
  // Even the right password waits for the lockout to end.
  await submit(page, 'former', 'former');
  await expect(page.getByRole('alert')).toHaveText(locked);
});
