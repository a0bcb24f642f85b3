import { expect } from '@playwright/test';
import { test } from '../fixtures';
import { boundaryCollection, DISTRICT_BOX } from '../../fixtures/boundaries';
import { expectOnScreen, PHONE, sideways } from '../phone';
import { endSession, openAs } from '../signIn';

/** A seeded benefit (the demo catalogue has 60). */
const BENEFIT_ID = 5;

test.use({ viewport: PHONE });
test.afterEach(async ({ page }) => endSession(page));

test('on a phone, System_Admin loads the boundaries and the location form’s map moves onto the chosen district', async ({
  page,
}) => {
  await openAs(page, 'admin', '/portal/Benefits/Boundaries');
  await expect(
    page
      .locator('#main-content')
      .getByRole('heading', { name: 'Límites de provincias, cantones y distritos' }),
  ).toBeVisible();
  // The file's expected shape is on the screen.
  await expect(page.getByRole('list', { name: 'Forma del archivo' })).toContainText(
    'properties.code es el código INEC',
  );
  await expectOnScreen(page.getByRole('button', { name: 'Elegir archivo GeoJSON' }));
  expect(await sideways(page)).toBe(0);

  const loaded = page.waitForResponse(
    (response) =>
      response.url().endsWith('/Geography/Boundaries') && response.request().method() === 'POST',
  );
  await page.getByTestId('boundaries-file').setInputFiles({
    name: 'limites.geojson',
    mimeType: 'application/geo+json',
    buffer: Buffer.from(JSON.stringify(boundaryCollection())),
  });
  expect((await loaded).status()).toBe(200);
  await expect(page.getByRole('status')).toHaveText(
    'Se cargaron 3 divisiones. Provincias: 1; cantones: 1; distritos: 1.',
  );
  expect(await sideways(page)).toBe(0);

  await page.goto(`/portal/Benefits/FormAdminBenefits/${BENEFIT_ID}`);
  await page.getByRole('tab', { name: /Ubicaciones/ }).click();
  await page.getByRole('button', { name: 'Agregar ubicación' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  const map = dialog.getByRole('region', { name: 'Mapa de las ubicaciones' });
  await expect(map.locator('.leaflet-container')).toBeVisible();
  // Nothing chosen yet: the whole country.
  await expect(map).toHaveAttribute('data-zoom', /^[67]$/);

  await dialog.getByRole('combobox', { name: 'Provincia' }).click();
  await page.getByRole('option', { name: 'San José' }).click();
  await dialog.getByRole('combobox', { name: 'Cantón' }).click();
  await page.getByRole('option', { name: 'Pérez Zeledón' }).click();
  await dialog.getByRole('combobox', { name: 'Distrito' }).click();
  const districtBox = page.waitForResponse(/\/Geography\/Boundaries\/11901$/);
  await page.getByRole('option', { name: 'San Isidro de El General' }).click();
  expect((await districtBox).status()).toBe(200);

  // The view moves onto the district's box: its centre, close in.
  await expect(map).toHaveAttribute('data-zoom', /^(1[1-9])$/);
  const latitude = Number(await map.getAttribute('data-latitude'));
  const longitude = Number(await map.getAttribute('data-longitude'));
  expect(latitude).toBeGreaterThan(DISTRICT_BOX.minLatitude);
  expect(latitude).toBeLessThan(DISTRICT_BOX.maxLatitude);
  expect(longitude).toBeGreaterThan(DISTRICT_BOX.minLongitude);
  expect(longitude).toBeLessThan(DISTRICT_BOX.maxLongitude);
  expect(await sideways(page)).toBe(0);

  // A click in the view picks a point of the district.
  await map.locator('.leaflet-container').click();
  await expect(dialog.getByLabel('Latitud')).toHaveValue(/^9,(3[3-9]|4[0-2])\d*$/);
  await expect(dialog.getByLabel('Longitud')).toHaveValue(/^-83,(6[5-9]|7[0-5])\d*$/);
});
