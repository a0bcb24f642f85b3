import { expect, type Page } from '@playwright/test';
import { test } from '../fixtures';
import { PNG } from '../../fixtures/png';
import { field } from '../fields';
import { expectOnScreen, PHONE, sideways } from '../phone';
import { endSession, openAs } from '../signIn';

test.use({ viewport: PHONE });
test.afterEach(async ({ page }) => endSession(page));

/** Searches the list; the search applies after a pause (a click before it would be undone). */
async function search(page: Page, text: string) {
  await page.getByRole('textbox', { name: 'Buscar' }).fill(text);
  await expect(page).toHaveURL(/filter=/);
}

test('on a phone, the benefits owner creates, renames and deletes a category', async ({ page }) => {
  const name = `Teléfono ${Date.now()}`;
  await openAs(page, 'benefits.owner', '/portal/Benefits/FormCategoryBenefits');
  await page.goto('/portal/Benefits/FormCategoryBenefits');
  await field(page, 'Nombre').fill(name);
  await page.locator('input[type="file"]').setInputFiles({
    name: 'categoria.png',
    mimeType: 'image/png',
    buffer: PNG,
  });
  await expect(page.getByRole('img', { name: 'categoria.png' })).toBeVisible();
  expect(await sideways(page)).toBe(0);
  const save = page.getByRole('button', { name: 'Guardar' });
  await expectOnScreen(save);
  await save.click();

  // Back on the list, the new category is a line with its own buttons on the screen.
  await expect(page).toHaveURL(/\/portal\/Benefits\/Categories/);
  // Other specs leave categories behind: the list's search finds this one.
  await search(page, name);
  const line = page.getByRole('listitem').filter({ hasText: name });
  await expect(line).toBeVisible();
  expect(await sideways(page)).toBe(0);
  const edit = line.getByRole('link', { name: `Editar «${name}»` });
  await expectOnScreen(edit);
  await edit.click();
  await expect(page).toHaveURL(/\/portal\/Benefits\/FormCategoryBenefits\/\d+$/);
  await field(page, 'Nombre').fill(`${name} (renombrada)`);
  await save.click();
  await expect(page.getByText('Guardado')).toBeVisible();

  await page.goto('/portal/Benefits/Categories');
  await search(page, name);
  const renamed = page.getByRole('listitem').filter({ hasText: `${name} (renombrada)` });
  const remove = renamed.getByRole('button', { name: `Eliminar «${name} (renombrada)»` });
  await expectOnScreen(remove);
  await remove.click();
  const dialog = page.getByRole('dialog');
  await expectOnScreen(dialog.getByRole('button', { name: 'Sí' }));
  await dialog.getByRole('button', { name: 'Sí' }).click();
  await expect(page.getByText('Eliminado')).toBeVisible();
  await expect(renamed).toHaveCount(0);
});
