import { expect, type Page } from '@playwright/test';
import { test } from '../fixtures';
import { PHONE } from '../phone';
import { apiToken, openAs } from '../signIn';

const QUESTION = 'Algunos de sus cambios no se guardaron. ¿Está seguro de que desea descartarlos?';

test.afterEach(async ({ page }) => {
  const token = await apiToken(page).catch(() => '');
  if (token) {
    await page.request.delete('/api/main/Authenticate', {
      headers: { authorization: `Bearer ${token}` },
    });
  }
});

/** Types a message, follows the breadcrumb's home link: asked first, «Cancelar» keeps the text. */
async function leavingKudosAsks(page: Page) {
  await openAs(page, 'employee', '/portal/Kudos/Form');
  const message = page.getByLabel('Mensaje');
  await message.fill('Gracias por cubrirme el turno del sábado.');
  const asked: string[] = [];
  page.once('dialog', (dialog) => {
    asked.push(dialog.message());
    void dialog.dismiss();
  });
  await page.getByRole('navigation', { name: 'Usted está aquí' }).getByRole('link').first().click();
  await expect.poll(() => asked).toEqual([QUESTION]);
  await expect(page).toHaveURL(/\/portal\/Kudos\/Form$/);
  await expect(message).toHaveValue('Gracias por cubrirme el turno del sábado.');
}

test('leaving the kudos form with a message typed asks first (1280 px)', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await leavingKudosAsks(page);
});

test('leaving the kudos form with a message typed asks first (390 px)', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await leavingKudosAsks(page);
});
