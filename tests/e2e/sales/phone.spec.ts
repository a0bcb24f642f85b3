import { expect, type Page } from '@playwright/test';
import { test } from '../fixtures';
import { field } from '../fields';
import { expectOnScreen, PHONE, sideways } from '../phone';
import { endSession, openAs } from '../signIn';

test.use({ viewport: PHONE });
test.afterEach(async ({ page }) => endSession(page));

const RUN = Date.now();
const BUILDING = `Cartago — Edificio móvil ${RUN}`;
const CAMPAIGN = `Venta móvil ${RUN}`;

/** Saves the form with its button on the screen, the page as wide as the phone. */
async function save(page: Page) {
  expect(await sideways(page)).toBe(0);
  const button = page.getByRole('button', { name: 'Guardar' });
  await expectOnScreen(button);
  await button.click();
}

test('on a phone, the sales owner sets up a campaign with a building, edits and deletes it', async ({
  page,
}) => {
  await openAs(page, 'sales.owner', '/portal/Ventas/FormAdminEdificios');
  await page.goto('/portal/Ventas/FormAdminEdificios');
  await field(page, 'Nombre').fill(BUILDING);
  await save(page);
  await expect(page).toHaveURL(/\/portal\/Ventas\/Edificios/);

  await page.goto('/portal/Ventas/FormAdminCampaign');
  await field(page, 'Nombre').fill(CAMPAIGN);
  await field(page, 'Descripción').fill('Sillas y monitores, pedidos desde el teléfono.');
  await field(page, 'Máximo por persona').fill('2');
  const buildings = page.getByRole('combobox', { name: 'Edificios', exact: true });
  await buildings.click();
  await buildings.fill(String(RUN));
  await page.getByRole('option', { name: BUILDING }).click();
  await save(page);
  await expect(page).toHaveURL(/\/portal\/Ventas\/Campaign/);
  await page.getByPlaceholder(/Buscar/).fill(CAMPAIGN);
  // The search applies after a pause: a click before it would be undone by it.
  await expect(page).toHaveURL(/filter=/);

  const line = page.getByRole('listitem').filter({ hasText: CAMPAIGN });
  await expect(line).toBeVisible();
  expect(await sideways(page)).toBe(0);
  const edit = line.getByRole('link', { name: `Editar «${CAMPAIGN}»` });
  await expectOnScreen(edit);
  await edit.click();
  await expect(page).toHaveURL(/\/portal\/Ventas\/FormAdminCampaign\/\d+$/);
  // The form holds the saved record before it is changed: a value typed earlier is not saved.
  await expect(field(page, 'Máximo por persona')).toHaveValue('2');
  await field(page, 'Máximo por persona').fill('3');
  await save(page);
  await expect(page).toHaveURL(/\/portal\/Ventas\/Campaign/);
  // Saved: the form shows the new limit.
  await edit.click();
  await expect(field(page, 'Máximo por persona')).toHaveValue('3');
  await page.goBack();
  await expect(page).toHaveURL(/\/portal\/Ventas\/Campaign/);

  const remove = line.getByRole('button', { name: `Eliminar «${CAMPAIGN}»` });
  await expectOnScreen(remove);
  await remove.click();
  const confirm = page.getByRole('dialog').getByRole('button', { name: 'Sí' });
  await expectOnScreen(confirm);
  await confirm.click();
  await expect(page.getByText('Campaña eliminada')).toBeVisible();
  await expect(line).toHaveCount(0);
});
