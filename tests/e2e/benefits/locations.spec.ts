import { expect } from '@playwright/test';
import { test } from '../fixtures';
import { signedIn } from '../signIn';

/** A seeded benefit (the demo catalogue has 60); the catalogue's own spec covers creation. */
const BENEFIT_ID = 5;
const ADDRESS = `Bodega ${Date.now()}, 100 m sur de la terminal de Guápiles`;

test.describe.configure({ mode: 'serial' });

test('an owner adds a location in Limón picked on the map; an employee filters by Limón and finds it', async ({
  browser,
}) => {
  const owner = await signedIn(
    browser,
    'benefits.owner',
    `/portal/Benefits/FormAdminBenefits/${BENEFIT_ID}`,
  );
  const { page } = owner;
  await page.getByRole('tab', { name: /Ubicaciones/ }).click();
  await page.getByRole('button', { name: 'Agregar ubicación' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();

  await dialog.getByRole('combobox', { name: 'Provincia' }).click();
  await page.getByRole('option', { name: 'Limón' }).click();
  await dialog.getByRole('combobox', { name: 'Cantón' }).click();
  await page.getByRole('option', { name: 'Pococí' }).click();
  await dialog.getByRole('combobox', { name: 'Distrito' }).click();
  await page.getByRole('option', { name: 'Guápiles' }).click();
  await dialog.getByLabel('Dirección').fill(ADDRESS);

  // No tile server in the test: the map is grey, but a click still picks the point. The map
  // opens on the whole country: its centre is in Costa Rica (a point outside is refused).
  const map = dialog.getByRole('region', { name: 'Mapa de las ubicaciones' });
  await expect(map.locator('.leaflet-container')).toBeVisible();
  await map.locator('.leaflet-container').click();
  await expect(dialog.getByLabel('Latitud')).toHaveValue(/^\d+,\d+$/);
  await expect(dialog.getByLabel('Longitud')).toHaveValue(/^-\d+,\d+$/);
  // Typed by hand with a decimal comma: the centre of Guápiles.
  await dialog.getByLabel('Latitud').fill('10,2156');
  await dialog.getByLabel('Longitud').fill('-83,7848');
  await dialog.getByLabel('Teléfono').fill('2710-1234');
  await dialog.getByLabel('WhatsApp').fill('+506 8801-2345');
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('benefit-location').filter({ hasText: ADDRESS })).toContainText(
    'Guápiles, Pococí, Limón',
  );
  await owner.context.close();

  const employee = await signedIn(browser, 'employee', `/portal/Benefits/Detalle/${BENEFIT_ID}`);
  const detail = employee.page;
  const locations = detail.getByRole('list', { name: 'Lista de ubicaciones' });
  await expect(locations.getByTestId('benefit-location').first()).toBeVisible();
  await detail.getByRole('combobox', { name: 'Provincia' }).click();
  const filtered = detail.waitForResponse(/\/BenefitsLocation\/FindByProvincia\?provincia=7/);
  await detail.getByRole('option', { name: 'Limón' }).click();
  await filtered;
  const mine = locations.getByTestId('benefit-location').filter({ hasText: ADDRESS });
  await expect(mine).toBeVisible();
  // Only Limón's locations are listed.
  for (const item of await locations.getByTestId('benefit-location').all()) {
    await expect(item).toContainText(', Limón');
  }
  await expect(mine.getByRole('link', { name: 'Llamar al +506 2710-1234' })).toHaveAttribute(
    'href',
    'tel:+50627101234',
  );
  await expect(mine.getByRole('link', { name: 'WhatsApp +506 8801-2345' })).toHaveAttribute(
    'href',
    'https://wa.me/50688012345',
  );
  // The map loads (its tiles cannot: no internet here) and the list does not depend on it.
  await expect(
    detail.getByRole('region', { name: 'Mapa de las ubicaciones' }).locator('.leaflet-marker-icon'),
  ).toHaveCount(await locations.getByTestId('benefit-location').count());

  await detail.getByRole('combobox', { name: 'Cantón' }).click();
  await detail.getByRole('option', { name: 'Limón' }).click();
  await expect(mine).toBeHidden();
  await employee.context.close();
});
