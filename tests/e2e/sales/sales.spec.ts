import { expect, type Page } from '@playwright/test';
import { test } from '../fixtures';
import { addDays, calendarDay } from '../../../contracts/calendar';
import { signedIn } from '../signIn';
import { dayIn, field, typeDay } from '../fields';
import { PNG } from '../../fixtures/png';

const RUN = Date.now();
const BUILDING = `Heredia — Edificio E2E ${RUN}`;
const CAMPAIGN = `Venta E2E ${RUN}`;
const MONITOR = `Monitor E2E ${RUN}`;
const HEADSET = `Diadema E2E ${RUN}`;

/** Picks `option` in a react-admin autocomplete labelled `label`. */
async function choose(page: Page, label: string, option: string) {
  const input = page.getByRole('combobox', { name: label, exact: true });
  await input.click();
  // Every option of this run carries its number: the search finds it among the seeded ones.
  await input.fill(String(RUN));
  await page.getByRole('option', { name: option }).click();
}

async function addItem(
  page: Page,
  item: { name: string; quantity: string; max: string; price: string; shipping: string },
) {
  await page.goto('/portal/Ventas/FormAdminInventario');
  await choose(page, 'Campaña', CAMPAIGN);
  await field(page, 'Nombre').fill(item.name);
  await field(page, 'Descripción').fill('Revisado por TI, en buen estado.');
  await field(page, 'Cantidad').fill(item.quantity);
  await field(page, 'Existencias').fill(item.quantity);
  await field(page, 'Máximo por persona').fill(item.max);
  await field(page, 'Precio unitario (₡)').fill(item.price);
  await field(page, 'Precio de envío (₡)').fill(item.shipping);
  await page.locator('input[type="file"]').setInputFiles({
    name: `${item.name}.png`,
    mimeType: 'image/png',
    buffer: PNG,
  });
  await expect(page.getByRole('img', { name: `${item.name}.png` })).toBeVisible();
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page).toHaveURL(/\/portal\/Ventas\/Inventario/);
}

test.describe.configure({ mode: 'serial' });
// The browser lives where the company does: a day must not move by the six hours to UTC.
test.use({ timezoneId: 'America/Costa_Rica' });

test('an owner sets up a sale; an employee buys within the limits; the owner sees it', async ({
  browser,
}) => {
  // Two users, three forms and four lists: longer than one page's default.
  test.setTimeout(180_000);
  const owner = await signedIn(browser, 'sales.owner', '/portal/Ventas/FormAdminEdificios');
  const { page } = owner;
  expect(await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)).toBe(
    'America/Costa_Rica',
  );

  // A building.
  await field(page, 'Nombre').fill(BUILDING);
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page).toHaveURL(/\/portal\/Ventas\/Edificios/);
  await page.getByPlaceholder(/Buscar/).fill(`E2E ${RUN}`);
  await expect(page.getByRole('row', { name: new RegExp(BUILDING) })).toBeVisible();

  // A campaign using it; the form checks the dates before anything is sent.
  await page.goto('/portal/Ventas/FormAdminCampaign');
  await field(page, 'Nombre').fill(CAMPAIGN);
  await field(page, 'Descripción').fill('Equipo de oficina renovado.');
  await field(page, 'Máximo por persona').fill('3');
  // It starts today on the company's calendar; its end is typed as a person does (dd/mm/aaaa).
  const start = await dayIn(page.getByRole('textbox', { name: 'Inicio' }));
  expect(start).toBe(calendarDay());
  const end = addDays(start, 10);
  await typeDay(field(page, 'Fin'), '2000-01-01');
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('La fecha final no puede ser anterior a la inicial')).toBeVisible();
  await typeDay(field(page, 'Fin'), end);
  await choose(page, 'Edificios', BUILDING);
  // The days saved are the days shown, in Costa Rica's UTC-6 too: the campaign is open today.
  const saved = page.waitForResponse(
    (response) =>
      response.request().method() === 'POST' &&
      new URL(response.url()).pathname.endsWith('/Campaign'),
  );
  await page.getByRole('button', { name: 'Guardar' }).click();
  const campaign = (await (await saved).json()) as { startDate: string; endDate: string };
  expect({ startDate: campaign.startDate, endDate: campaign.endDate }).toEqual({
    startDate: start,
    endDate: end,
  });
  await expect(page).toHaveURL(/\/portal\/Ventas\/Campaign/);
  await expect(page.getByRole('row', { name: new RegExp(CAMPAIGN) })).toBeVisible();

  // Two items with pictures.
  await addItem(page, {
    name: MONITOR,
    quantity: '10',
    max: '2',
    price: '25000.5',
    shipping: '1500',
  });
  await addItem(page, { name: HEADSET, quantity: '20', max: '3', price: '7500', shipping: '800' });
  await page.getByPlaceholder(/Buscar/).fill(`E2E ${RUN}`);
  await expect(page.getByRole('row', { name: new RegExp(MONITOR) })).toContainText('10 / 10');

  // The employee opens the campaign, sees its items, and buys two monitors.
  const employee = await signedIn(browser, 'employee', '/portal/Ventas/Home');
  const buyer = employee.page;
  await buyer.getByRole('button', { name: `Ver artículos de «${CAMPAIGN}»` }).click();
  const dialog = buyer.getByRole('dialog', { name: CAMPAIGN });
  await expect(dialog.getByRole('img', { name: MONITOR })).toBeVisible();
  await expect(dialog.getByRole('article', { name: MONITOR })).toContainText(
    'Máximo 2 por persona',
  );
  await expect(dialog.getByRole('article', { name: MONITOR })).toContainText('Disponibles: 10');
  await expect(dialog).toContainText(`Retiro en: ${BUILDING}`);
  await dialog.getByRole('link', { name: 'Comprar' }).click();
  await expect(buyer).toHaveURL(/\/portal\/Ventas\/form\/\d+/);

  await buyer.getByLabel(`Cantidad de «${MONITOR}»`).fill('2');
  await buyer.getByLabel('Edificio de retiro').click();
  await buyer.getByRole('option', { name: BUILDING }).click();
  await expect(buyer.getByTestId('sales-total')).toHaveText(/50.001,00/);
  await buyer.getByRole('button', { name: 'Confirmar compra' }).click();
  await buyer.getByRole('dialog').getByRole('button', { name: 'Sí' }).click();

  await expect(buyer).toHaveURL(/\/portal\/Ventas\/CompraDetalle\/\d+/);
  await expect(buyer.getByRole('cell', { name: MONITOR })).toBeVisible();
  await expect(buyer.getByTestId('order-total')).toHaveText(/50.001,00/);
  await expect(buyer.getByText(BUILDING)).toBeVisible();
  const orderUrl = buyer.url();

  // A third monitor is above the limit per person: refused with the reason, nothing sent.
  await buyer.goBack();
  await expect(buyer).toHaveURL(/\/portal\/Ventas\/form\/\d+/);
  await expect(buyer.getByText('Ya compró 2')).toBeVisible();
  await buyer.getByLabel(`Cantidad de «${MONITOR}»`).fill('1');
  await expect(buyer.getByText('Supera lo que puede comprar (0).')).toBeVisible();
  await expect(buyer.getByRole('button', { name: 'Confirmar compra' })).toBeDisabled();
  // The campaign's limit (3) counts the earlier order: one headset is still possible.
  await buyer.getByLabel(`Cantidad de «${MONITOR}»`).fill('0');
  await buyer.getByLabel(`Cantidad de «${HEADSET}»`).fill('2');
  await expect(
    buyer.getByText(
      'Supera el límite por persona de la campaña: de este artículo puede llevar hasta 1.',
    ),
  ).toBeVisible();

  // The owner finds the order in Compras and the units in ComprasItems.
  await page.goto('/portal/Ventas/Compras');
  await choose(page, 'Campaña', CAMPAIGN);
  const row = page.getByRole('row', { name: new RegExp(`2 × ${MONITOR}`) });
  await expect(row).toContainText('Esteban Vargas Rojas');
  await expect(page.getByRole('row', { name: /Esteban Vargas Rojas/ })).toHaveCount(1);
  await expect(row).toContainText(/50.001,00/);
  await expect(row).toContainText(BUILDING);
  await page.goto('/portal/Ventas/ComprasItems');
  await choose(page, 'Campaña', CAMPAIGN);
  await expect(page.getByRole('row', { name: new RegExp(MONITOR) })).toContainText('8 / 10');
  const totals = page.getByTestId('ordered-totals');
  await expect(totals).toContainText('2');
  await expect(totals).toContainText(/50.001,00/);

  // The order is the employee's: its detail opens for them from the link the list gives.
  await buyer.goto(orderUrl);
  await expect(buyer.getByTestId('order-total')).toHaveText(/50.001,00/);

  await owner.context.close();
  await employee.context.close();
});

test('an employee cannot open the campaign administration nor another employee’s order', async ({
  browser,
}) => {
  const { context, page } = await signedIn(browser, 'employee', '/portal/Ventas/Campaign');
  await expect(page).toHaveURL(/\/portal\/inicio/);
  // Orders of other employees are simply not among theirs (and the session stays open).
  await page.goto('/portal/Ventas/CompraDetalle/2');
  await expect(page.getByText('No encontramos esa compra entre las suyas.')).toBeVisible();
  await page.goto('/portal/Ventas/Home');
  await expect(page.getByRole('heading', { name: 'Mis compras' })).toBeVisible();
  await context.close();
});
