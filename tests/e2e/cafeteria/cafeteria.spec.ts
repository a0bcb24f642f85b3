import { expect, type Locator, type Page } from '@playwright/test';
import { test } from '../fixtures';
import { violationsOn } from '../accessibility';
import { expectOnScreen, openOnPhone, PHONE } from '../phone';
import { endSession, openAs } from '../signIn';

test.afterEach(async ({ page }) => endSession(page));

/** Chooses `option` in the select labelled `label` (within `scope`, the page by default). */
async function choose(
  page: Page,
  label: string,
  option: string,
  scope: Locator = page.locator('body'),
) {
  // A select's name is its label followed by its value.
  const select = scope.getByRole('combobox', { name: new RegExp(`^${label}`) });
  await select.click();
  await page.getByRole('option', { name: option, exact: true }).click();
  await expect(select).toHaveText(option);
}

/** Finds a product of the Comedor Central's menu and adds `amount` of it to the cart. */
async function add(page: Page, product: string, amount: string) {
  await page.getByRole('searchbox', { name: 'Buscar producto' }).fill(product);
  // The menu asks once the typing pauses: its lines are then the product's only.
  const menu = page.getByRole('list', { name: 'Menú', exact: true });
  await expect(menu.getByRole('listitem').filter({ hasNotText: product })).toHaveCount(0);
  const line = menu.getByRole('listitem', { name: `${product} · Comedor Central` });
  await expect(line).toBeVisible();
  await choose(page, 'Cantidad', amount, line);
  await line.getByRole('button', { name: `Agregar ${product} al carrito` }).click();
  await expect(
    page.getByRole('list', { name: 'Mi carrito' }).getByRole('listitem', { name: product }),
  ).toBeVisible();
}

test('an employee orders from the menu, changes a quantity, confirms, and finds the pending invoice and its lines', async ({
  page,
}) => {
  await openAs(page, 'employee', '/portal/cafeteria/home');
  await expect(page.getByRole('heading', { name: 'Nuestras cafeterías' })).toBeVisible();
  await expect(page.getByText('Edificio A, primer piso')).toBeVisible();
  await choose(page, 'Cafetería', 'Comedor Central');
  await add(page, 'Enyucado', '1');
  await add(page, 'Café negro', '2');

  const cart = page.getByRole('list', { name: 'Mi carrito' });
  await cart.getByRole('combobox', { name: 'Cantidad de Enyucado' }).click();
  await page.getByRole('option', { name: '3', exact: true }).click();
  // The line's total is the service's: 3 × ₡950,00.
  await expect(cart.getByRole('listitem', { name: 'Enyucado' })).toContainText(/2\s?850,00/);

  await page.getByRole('button', { name: 'Confirmar pedido' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Sí' }).click();
  const confirmed = page.getByRole('status').filter({ hasText: 'Pedido confirmado' });
  const invoiceLink = confirmed.getByRole('link', { name: /^FC-\d{4}-\d{6,}$/ }).first();
  await expect(invoiceLink).toBeVisible();
  const invoiceNumber = (await invoiceLink.textContent()) ?? '';
  await expect(page.getByText('Su carrito está vacío', { exact: false })).toBeVisible();

  await invoiceLink.click();
  await expect(page).toHaveURL(new RegExp(`/payroll/cafeteriaDetails/${invoiceNumber}$`));
  const lines = page.getByRole('table', { name: 'Líneas de la factura' });
  await expect(lines.getByRole('row', { name: /Enyucado/ })).toContainText('3');
  await expect(lines.getByRole('row', { name: /Café negro/ })).toContainText('2');
  await expect(page.getByText('Pendiente').first()).toBeVisible();

  await page.getByRole('link', { name: 'Volver a mis facturas' }).click();
  await expect(page).toHaveURL(/\/payroll\/cafeteria$/);
  await expect(page.getByRole('link', { name: invoiceNumber })).toBeVisible();
});

test('an employee reads a seeded deducted invoice; the pages are axe clean', async ({ page }) => {
  await openAs(page, 'employee', '/portal/payroll/cafeteria?status=deducted');
  const first = page
    .getByRole('list', { name: 'Mis facturas de cafetería' })
    .getByRole('link', { name: /^FC-/ })
    .first();
  await expect(first).toBeVisible();
  const invoiceNumber = (await first.textContent()) ?? '';
  await first.click();
  await expect(page.getByText('Deducida en la planilla del')).toBeVisible();
  await expect(page.getByText('Total de la factura')).toBeVisible();
  expect(
    await violationsOn(page, [
      '/portal/cafeteria/home',
      '/portal/payroll/cafeteria',
      `/portal/payroll/cafeteriaDetails/${invoiceNumber}`,
    ]),
  ).toEqual([]);
});

test('another employee’s invoice number shows the service’s refusal, without signing out', async ({
  page,
}) => {
  await openAs(page, 'employee', '/portal/payroll/cafeteriaDetails/FC-1999-000001');
  await expect(page.getByRole('alert')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Reintentar' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Menú principal' })).toBeVisible();
});

test.describe('on a phone', () => {
  test.use({ viewport: PHONE });

  test('the menu, the cart and my invoices fit 390 px', async ({ page }) => {
    await openAs(page, 'employee');
    await openOnPhone(page, '/cafeteria/home', async () => {
      await expect(page.getByRole('heading', { name: 'Menú' })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Mi carrito' })).toBeVisible();
    });
    await expectOnScreen(page.getByRole('button', { name: /^Agregar .* al carrito$/ }).first());
    await openOnPhone(page, '/payroll/cafeteria?status=deducted', async () => {
      await expect(page.getByRole('link', { name: /^FC-/ }).first()).toBeVisible();
    });
  });
});

test('the payroll owner reaches the reference data from the cafeteria and finds a price; the lists are axe clean', async ({
  page,
}) => {
  await openAs(page, 'payroll.owner', '/portal/cafeteria/home');
  await page.getByRole('link', { name: 'Precios' }).click();
  await expect(page).toHaveURL(/\/cafeteria\/admin\/prices$/);
  await page.getByRole('textbox', { name: 'Buscar' }).fill('Enyucado');
  await expect(page.getByText('Enyucado').first()).toBeVisible();
  expect(
    await violationsOn(page, [
      '/portal/cafeteria/admin/cafeterias',
      '/portal/cafeteria/admin/categories',
      '/portal/cafeteria/admin/prices',
    ]),
  ).toEqual([]);
});
