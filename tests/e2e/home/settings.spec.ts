import { expect, type Locator, type Page } from '@playwright/test';
import { test } from '../fixtures';
import { blockingViolations } from '../accessibility';
import { openAs } from '../signIn';
import { field } from '../fields';
import { PNG } from '../../fixtures/png';

const BANNER = `Feria de empleo bilingüe ${Date.now()}`;
const LINK = `Reglamento interno ${Date.now()}`;

test.describe.configure({ mode: 'serial' });

/** The names of the rows of the list, in the order shown. */
const rowTexts = (page: Page) => page.locator('table tbody tr').allInnerTexts();

/** A row's position: the cell after its selection checkbox. */
const orderOf = (row: Locator) => row.getByRole('cell').nth(1);

test('the home owner adds a banner with an image', async ({ page }) => {
  await openAs(page, 'home.owner');
  await page.goto('/portal/Banners/Settings');
  await expect(page.getByRole('row', { name: /Trae a un amigo/ })).toBeVisible();

  await page.getByRole('button', { name: 'Agregar banner' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nuevo banner' });
  await dialog.locator('input[type="file"]').setInputFiles({
    name: 'feria.png',
    mimeType: 'image/png',
    buffer: PNG,
  });
  await expect(dialog.getByRole('img', { name: 'feria.png' })).toBeVisible();
  // The link is checked before anything is sent.
  await dialog.getByLabel('Texto alternativo').fill(BANNER);
  await dialog.getByLabel('Enlace').fill('http://empleo.example.com');
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(
    dialog.getByText('Escriba una ruta del portal (/…) o una dirección https'),
  ).toBeVisible();
  await dialog.getByLabel('Enlace').fill('/BAF/Home');
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(dialog).toBeHidden();

  const row = page.getByRole('row', { name: new RegExp(BANNER) });
  await expect(row).toBeVisible();
  await expect(row.getByRole('img', { name: BANNER })).toBeVisible();
  await expect(row).toContainText('/BAF/Home');
  // It is the last banner: 5 of 5.
  await expect(orderOf(row)).toHaveText('5');
});

test('the home owner adds a quick link and moves it up', async ({ page }) => {
  await openAs(page, 'home.owner');
  await page.goto('/portal/Menu/Settings');
  await expect(page.getByRole('row', { name: /Beneficios/ })).toBeVisible();
  await page.getByRole('link', { name: 'Agregar enlace' }).click();
  await expect(page).toHaveURL(/\/portal\/Menu\/MenuForm$/);

  // The contract's rules, with react-admin's Spanish messages.
  await field(page, 'Nombre').fill('R');
  await field(page, 'Dirección').fill('intranet');
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Debe tener al menos 2 caracteres')).toBeVisible();
  await expect(
    page.getByText('Escriba una ruta del portal (/…) o una dirección https'),
  ).toBeVisible();
  await field(page, 'Nombre').fill(LINK);
  await field(page, 'Dirección').fill('https://intranet.portal.example.com/reglamento');
  await page.getByLabel('Se abre en una pestaña nueva').check();
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page).toHaveURL(/\/portal\/Menu\/Settings$/);

  const row = page.getByRole('row', { name: new RegExp(LINK) });
  await expect(orderOf(row)).toHaveText('9');
  const before = await rowTexts(page);
  expect(before.findIndex((text) => text.includes(LINK))).toBe(8);
  expect(before.findIndex((text) => text.includes('Mesa de ayuda TI'))).toBe(7);

  await row.getByRole('button', { name: `Subir ${LINK}` }).click();
  await expect(orderOf(row)).toHaveText('8');
  // The list reads its new order after the move: the rows follow the numbers.
  const places = async () => {
    const after = await rowTexts(page);
    return [LINK, 'Mesa de ayuda TI'].map((name) => after.findIndex((text) => text.includes(name)));
  };
  await expect.poll(places).toEqual([7, 8]);
  await expect(orderOf(page.getByRole('row', { name: /Mesa de ayuda TI/ }))).toHaveText('9');

  // The list exports as CSV, in its order.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Exportar' }).click();
  const csv = await (await download).createReadStream();
  const chunks: Buffer[] = [];
  for await (const chunk of csv) chunks.push(chunk as Buffer);
  const lines = Buffer.concat(chunks).toString('utf8').trim().split('\n');
  expect(lines[0]).toBe('order,name,url,icon,newTab,active');
  expect(lines).toHaveLength(10);
  expect(lines[8]).toContain(LINK);

  expect(
    await blockingViolations(page, 'menu settings', {
      include: ['main'],
      tags: ['wcag2a', 'wcag2aa'],
    }),
  ).toEqual([]);
});

test('the home owner deletes a contact after confirming', async ({ page }) => {
  await openAs(page, 'home.owner');
  await page.goto('/portal/Contact/Settings');
  const row = page.getByRole('row', { name: /Nómina/ });
  await expect(row).toBeVisible();

  await row.getByRole('button', { name: 'Eliminar Nómina' }).click();
  const dialog = page.getByRole('dialog', { name: 'Confirmación' });
  await expect(dialog).toContainText('¿Eliminar el contacto «Nómina»?');
  // 'No' keeps it.
  await dialog.getByRole('button', { name: 'No' }).click();
  await expect(dialog).toBeHidden();
  await expect(row).toBeVisible();

  await row.getByRole('button', { name: 'Eliminar Nómina' }).click();
  await page
    .getByRole('dialog', { name: 'Confirmación' })
    .getByRole('button', { name: 'Sí' })
    .click();
  await expect(page.getByRole('row', { name: /Nómina/ })).toHaveCount(0);
  await expect(page.getByRole('row', { name: /Salud Ocupacional/ })).toBeVisible();
});

test('an employee opening the home settings is sent to /inicio', async ({ page }) => {
  await openAs(page, 'employee');
  await page.goto('/portal/Menu/Settings');
  await expect(page).toHaveURL(/\/portal\/inicio$/);
  await expect(page.getByRole('heading', { name: 'Menú del inicio' })).toHaveCount(0);
  await page.goto('/portal/Menu/MenuForm');
  await expect(page).toHaveURL(/\/portal\/inicio$/);
});
