import { expect, type Page } from '@playwright/test';
import { test } from '../fixtures';
import { apiToken, endSession, signedIn } from '../signIn';
import { dateTimeIn, field, typeDateTime } from '../fields';
import { companyWallClock, monthWindow, toContractDateTime } from '../../../contracts/calendar';
import { PNG } from '../../fixtures/png';

const png = (name: string) => ({ name, mimeType: 'image/png', buffer: PNG });

const STAMP = Date.now();
const CATEGORY = `Mascotas ${STAMP}`;
const BENEFIT = `Veterinaria Huellitas ${STAMP}`;
const DISCOUNT = `Baño gratis ${STAMP}`;
let categoryPath = '';
let benefitId = '';

/**
 * The list row of this run's category, found through the list's search: other specs leave
 * categories behind, so it may not be on the list's first page.
 */
async function showCategory(page: Page) {
  await page.getByRole('textbox', { name: 'Buscar' }).fill(CATEGORY);
  // The search reaches the address after its debounce: a link followed before that is undone.
  await expect(page).toHaveURL(new RegExp(`filter=.*${encodeURIComponent(CATEGORY)}`));
  await expect(page.getByRole('row', { name: new RegExp(CATEGORY) })).toBeVisible();
}

/** Ends the portal session (other specs sign the same demo users in) and the context. */
async function signOut(page: Page) {
  await endSession(page);
  await page.context().close();
}

test.describe.configure({ mode: 'serial' });

test('benefits.owner creates a category and a benefit, then adds a link and a discount', async ({
  browser,
}) => {
  const { page } = await signedIn(browser, 'benefits.owner');

  await page.goto('/portal/Benefits/Categories');
  await page.getByRole('link', { name: 'Nuevo' }).first().click();
  await expect(page).toHaveURL(/\/Benefits\/FormCategoryBenefits$/);
  await field(page, 'Nombre').fill(CATEGORY);
  await field(page, 'Orden').fill('9');
  // A program renamed .png passes the browser's type check: the service reads the bytes.
  await page.locator('input[type="file"]').setInputFiles({
    name: 'virus.png',
    mimeType: 'image/png',
    buffer: Buffer.from('MZ\x90\x00\x03\x00\x00\x00 This program cannot be run in DOS mode'),
  });
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(
    page.getByText('La imagen debe ser PNG, JPEG, GIF o WebP.', { exact: true }).first(),
  ).toBeVisible();
  // A file just over the server's limit (5 MB by default) is refused before it is sent, naming it.
  await page
    .getByRole('button', { name: /Eliminar|Quitar/ })
    .first()
    .click();
  await page.locator('input[type="file"]').setInputFiles({
    name: 'enorme.png',
    mimeType: 'image/png',
    buffer: Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]),
  });
  await expect(
    page.getByText('La imagen debe ser PNG, JPEG, GIF o WebP de 5 MB como máximo.').first(),
  ).toBeVisible();
  await page.locator('input[type="file"]').setInputFiles(png('mascotas.png'));
  await expect(page.getByRole('img', { name: 'mascotas.png' })).toBeVisible();
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page).toHaveURL(/\/Benefits\/Categories$/);
  await expect(page.getByText(`Se creó «${CATEGORY}»`)).toBeVisible();
  await showCategory(page);

  await page
    .getByRole('navigation', { name: 'Administración de beneficios' })
    .getByRole('link', { name: 'Beneficios' })
    .click();
  await expect(page).toHaveURL(/\/Benefits\/AdminFormBenefits$/);
  await expect(page.getByRole('heading', { name: 'Beneficios', level: 1 })).toBeVisible();
  await page.getByRole('link', { name: 'Nuevo' }).first().click();
  await expect(page).toHaveURL(/\/Benefits\/FormAdminBenefits$/);
  await field(page, 'Nombre').fill(BENEFIT);
  await page.getByRole('combobox', { name: 'Categoría' }).click();
  await page.getByRole('option', { name: CATEGORY }).click();
  await field(page, 'Detalle').fill('15 % en consultas');
  const save = page.getByRole('button', { name: 'Guardar' });
  await save.click();
  // The description is required: nothing is sent until it has text.
  await expect(page).toHaveURL(/\/Benefits\/FormAdminBenefits$/);
  await page.locator('.ProseMirror').first().click();
  await page.keyboard.type('Atención veterinaria con descuento para colaboradores.');
  const files = page.locator('input[type="file"]');
  await files.nth(0).setInputFiles(png('logo-huellitas.png'));
  await files.nth(1).setInputFiles(png('portada-huellitas.png'));
  await expect(page.getByRole('img', { name: 'logo-huellitas.png' })).toBeVisible();
  await save.click();

  // A new benefit opens its own form, named (SPEC §2): its links and discounts are added there.
  await expect(page).toHaveURL(/\/Benefits\/FormAdminBenefits\/\d+$/);
  await expect(page.getByText(`Se creó «${BENEFIT}»`)).toBeVisible();
  benefitId = page.url().split('/').pop()!;
  await expect(field(page, 'Nombre')).toHaveValue(BENEFIT);
  await page.getByRole('button', { name: 'Agregar', exact: true }).click();
  await page.getByRole('combobox', { name: 'Tipo de enlace' }).click();
  await page.getByRole('option', { name: 'Sitio web' }).click();
  await field(page, 'Texto').fill('Reserve su cita');
  await field(page, 'Dirección').fill('https://huellitas.example.com');
  await save.click();
  await expect(page.getByText('Guardado')).toBeVisible();

  await page.getByRole('tab', { name: 'Descuentos' }).click();
  await page.getByRole('link', { name: 'Agregar descuento' }).click();
  await expect(page).toHaveURL(new RegExp(`FormDiscountBenefits\\?idBenefits=${benefitId}`));
  await expect(field(page, 'Beneficio')).toHaveValue(BENEFIT);
  await field(page, 'Descuento').fill(DISCOUNT);
  // This month by default; the end cannot precede the start.
  const end = await dateTimeIn(field(page, 'Fin'));
  expect(end).toMatch(/T23:59$/);
  await typeDateTime(field(page, 'Fin'), '2000-01-01T00:00');
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(
    page.getByText('La fecha final debe ser igual o posterior a la inicial'),
  ).toBeVisible();
  await typeDateTime(field(page, 'Fin'), end);
  const answer = page.waitForResponse(
    (response) =>
      response.request().method() === 'POST' && /\/BenefitsDiscount$/.test(response.url()),
  );
  await page.getByRole('button', { name: 'Guardar' }).click();
  // Saved as the contract's wall clock, what the date-and-time input showed.
  const saved = (await (await answer).json()) as { startDate: string; endDate: string };
  expect(saved.endDate).toBe(`${end.replace('T', ' ')}:00`);
  expect(saved.startDate).toMatch(/^\d{4}-\d{2}-01 00:00:00$/);
  await expect(page).toHaveURL(new RegExp(`/Benefits/FormAdminBenefits/${benefitId}$`));
  await expect(page.getByText(`Se creó «${DISCOUNT}»`)).toBeVisible();
  await page.getByRole('tab', { name: 'Descuentos' }).click();
  await expect(page.getByText(DISCOUNT, { exact: true })).toBeVisible();

  await page.goto('/portal/Benefits/Categories');
  await showCategory(page);
  await page.goto('/portal/Benefits/Home');
  categoryPath =
    (await page.getByRole('link', { name: CATEGORY }).getAttribute('href'))?.replace(
      /^\/portal/,
      '',
    ) ?? '';
  expect(categoryPath).toMatch(/^\/Benefits\/Category\/\d+$/);
  await signOut(page);
});

test('an employee finds the benefit in its category, the monthly discounts and the search', async ({
  browser,
}) => {
  const { page } = await signedIn(browser, 'employee');

  await page.goto(`/portal${categoryPath}`);
  await expect(page.getByRole('heading', { name: BENEFIT })).toBeVisible();
  await expect(page.getByRole('img', { name: `Logo ${BENEFIT}` })).toBeVisible();

  await page.goto('/portal/Benefits/MontlyDiscounts');
  await page
    .getByRole('search', { name: 'Buscar beneficios' })
    .getByRole('searchbox')
    .fill(DISCOUNT);
  await expect(page.getByRole('heading', { name: DISCOUNT })).toBeVisible();

  await page.goto('/portal/Benefits/Home');
  await page
    .getByRole('search', { name: 'Buscar beneficios' })
    .getByRole('searchbox')
    .fill(`huellitas ${STAMP}`);
  await page.getByRole('link', { name: new RegExp(BENEFIT) }).click();
  await expect(page).toHaveURL(new RegExp(`/Benefits/Detalle/${benefitId}$`));
  await expect(page.getByRole('heading', { name: BENEFIT, level: 1 })).toBeVisible();
  await expect(page.getByText('Atención veterinaria con descuento')).toBeVisible();
  const link = page.getByRole('navigation', { name: 'Enlaces' }).getByRole('link');
  await expect(link).toHaveText('Reserve su cita');
  await expect(link).toHaveAttribute('href', 'https://huellitas.example.com');
  await expect(page.getByRole('heading', { name: DISCOUNT })).toBeVisible();

  // The administrators' screens are not the employee's, and the service refuses the writes.
  await page.goto('/portal/Benefits/Discounts');
  await expect(page).toHaveURL(/\/portal\/inicio/i);
  const token = await apiToken(page);
  const write = await page.request.delete(`/api/main/Benefits/${benefitId}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(write.status()).toBe(403);
  const discount = await page.request.post('/api/main/BenefitsDiscount', {
    headers: { authorization: `Bearer ${token}` },
    multipart: { idBenefits: benefitId, DiscountName: 'Intruso' },
  });
  expect(discount.status()).toBe(403);
  await signOut(page);
});

test('the month’s discounts come valid now first and ended last, those marked', async ({
  browser,
}) => {
  // Three discounts of the benefit created above, dated from the clock the service reads: one
  // valid all month, one that starts in its last second, one that ended a minute ago (never
  // before the month's first second). Created ended-first: the ids must not decide the order.
  const month = companyWallClock().slice(0, 7);
  const { first, last } = monthWindow(month);
  const aMinuteAgo = companyWallClock(new Date(Date.now() - 60_000));
  const ended = aMinuteAgo.startsWith(month) ? aMinuteAgo : `${first}T00:00:00`;
  const name = (state: string) => `Relevancia ${STAMP} ${state}`;
  const owner = await signedIn(browser, 'benefits.owner');
  const token = await apiToken(owner.page);
  for (const [state, from, to] of [
    ['vencido', `${first}T00:00:00`, ended],
    ['vigente', `${first}T00:00:00`, `${last}T23:59:59`],
    ['próximo', `${last}T23:59:58`, `${last}T23:59:59`],
  ] as const) {
    const created = await owner.page.request.post('/api/main/BenefitsDiscount', {
      headers: { authorization: `Bearer ${token}` },
      multipart: {
        idBenefits: benefitId,
        DiscountName: name(state),
        StartDate: toContractDateTime(from)!,
        EndDate: toContractDateTime(to)!,
      },
    });
    expect(created.status()).toBe(201);
  }
  await signOut(owner.page);

  const { page } = await signedIn(browser, 'employee', '/portal/Benefits/MontlyDiscounts');
  const region = page.getByRole('region', { name: 'Descuentos del mes' });
  await page
    .getByRole('search', { name: 'Buscar beneficios' })
    .getByRole('searchbox')
    .fill(`Relevancia ${STAMP}`);
  const cards = region.getByRole('listitem');
  await expect(cards).toHaveCount(3);
  await expect(cards.nth(0)).toContainText(name('vigente'));
  await expect(cards.nth(0).getByText(/^(Vencido|Próximamente)$/)).toHaveCount(0);
  await expect(cards.nth(1)).toContainText(name('próximo'));
  await expect(cards.nth(1).getByText('Próximamente', { exact: true })).toBeVisible();
  await expect(cards.nth(2)).toContainText(name('vencido'));
  await expect(cards.nth(2).getByText('Vencido', { exact: true })).toBeVisible();
  await signOut(page);
});
