import { type Browser, expect, type Page } from '@playwright/test';
import { test } from './fixtures';
import { field } from './fields';
import { PHONE } from './phone';
import { apiToken, endSession, signedIn, openAs } from './signIn';

/**
 * The administration lists of the kit (resources/shared), through the benefit categories: the
 * selected rows deleted together after the confirmation (those the service refuses stay, and
 * say why), a row opening its record, a new record landing on its list, a name in use refused on
 * its input, and the audit trail showing what changed, readably, with a link to the record.
 */

const STAMP = Date.now();
const name = (what: string) => `${what} ${STAMP}`;

/** Ends the portal session (other specs sign the same demo users in) and the context. */
async function signOut(page: Page) {
  await endSession(page);
  await page.context().close();
}

/** A category made through the service, as the owner (the list is what is tested). */
async function createCategory(page: Page, categoryName: string): Promise<number> {
  const response = await page.request.post('/api/main/BenefitsCategory', {
    headers: { authorization: `Bearer ${await apiToken(page)}` },
    multipart: { Name: categoryName, Order: '9' },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { id: number }).id;
}

/** The categories list showing only this run's ones. */
async function categoriesOfThisRun(page: Page) {
  await page.goto('/portal/Benefits/Categories');
  await page.getByRole('textbox', { name: 'Buscar' }).fill(String(STAMP));
  // The search applies after a pause: a click before it would be undone by it.
  await expect(page).toHaveURL(new RegExp(`filter=.*${STAMP}`));
}

const row = (page: Page, text: string) => page.getByRole('row', { name: new RegExp(text) });

async function owner(browser: Browser, path?: string) {
  return (await signedIn(browser, 'benefits.owner', path)).page;
}

test.describe.configure({ mode: 'serial' });

test('the owner deletes two selected categories after confirming; one in use stays, saying why', async ({
  browser,
}) => {
  const page = await owner(browser);
  const [first, second, used, spare] = ['Uno', 'Dos', 'Usada', 'Sobrante'].map(name);
  for (const categoryName of [first!, second!, spare!]) await createCategory(page, categoryName);
  const usedId = await createCategory(page, used!);
  const benefit = await page.request.post('/api/main/Benefits', {
    headers: { authorization: `Bearer ${await apiToken(page)}` },
    multipart: {
      idCategory: String(usedId),
      name: name('Beneficio de la categoría usada'),
      detail: 'Detalle',
      description: '<p>Descripción</p>',
    },
  });
  expect(benefit.status(), await benefit.text()).toBe(201);

  await categoriesOfThisRun(page);
  for (const categoryName of [first!, second!]) {
    await row(page, categoryName).getByRole('checkbox').check();
  }
  await page.getByRole('button', { name: 'Eliminar seleccionados' }).click();
  const question = page.getByRole('dialog', { name: 'Confirmación' });
  await expect(question).toContainText(`«${first}» y «${second}»`);
  await question.getByRole('button', { name: 'Sí' }).click();
  await expect(page.getByText('Se eliminaron 2 registros')).toBeVisible();
  await expect(row(page, first!)).toHaveCount(0);
  await expect(row(page, second!)).toHaveCount(0);

  // The service refuses a category that still has benefits: the other one goes all the same.
  await row(page, used!).getByRole('checkbox').check();
  await row(page, spare!).getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Eliminar seleccionados' }).click();
  await page
    .getByRole('dialog', { name: 'Confirmación' })
    .getByRole('button', { name: 'Sí' })
    .click();
  const report = page.getByRole('dialog', { name: 'No se eliminó todo' });
  await expect(report).toContainText('Se eliminaron 1 de 2.');
  const stayed = report.getByRole('list', { name: 'No eliminados' }).getByRole('listitem');
  await expect(stayed).toHaveCount(1);
  await expect(stayed).toContainText(`«${used}»`);
  await expect(stayed).toContainText('todavía tiene beneficios');
  await report.getByRole('button', { name: 'Cerrar' }).click();
  await expect(row(page, used!)).toBeVisible();
  await expect(row(page, spare!)).toHaveCount(0);
  await signOut(page);
});

test('on a phone, the owner selects a category by its named checkbox and deletes it', async ({
  browser,
}) => {
  const context = await browser.newContext({ viewport: PHONE });
  const page = await context.newPage();
  await openAs(page, 'benefits.owner');
  const phoneOne = name('Del teléfono');
  await createCategory(page, phoneOne);
  await categoriesOfThisRun(page);
  await page.getByRole('checkbox', { name: `Seleccionar «${phoneOne}»` }).check();
  await expect(
    page.getByRole('status').filter({ hasText: '1 elemento seleccionado' }),
  ).toBeVisible();
  const remove = page.getByRole('button', { name: 'Eliminar seleccionados' });
  // The whole button is on the screen, not past its right edge.
  const box = await remove.boundingBox();
  expect(box!.x + box!.width).toBeLessThanOrEqual(PHONE.width);
  await remove.click();
  await page
    .getByRole('dialog', { name: 'Confirmación' })
    .getByRole('button', { name: 'Sí' })
    .click();
  await expect(page.getByText('Se eliminó 1 registro')).toBeVisible();
  await expect(page.getByText(phoneOne)).toHaveCount(0);
  expect(
    await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    ),
  ).toBe(0);
  await signOut(page);
});

test('a row opens its record, a new one lands on the list, a name in use shows on its input', async ({
  browser,
}) => {
  const page = await owner(browser);
  const created = name('Mascotas');
  await page.goto('/portal/Benefits/Categories');
  await page.getByRole('link', { name: 'Nuevo' }).first().click();
  await field(page, 'Nombre').fill(created);
  await field(page, 'Orden').fill('9');
  await page.getByRole('button', { name: 'Guardar' }).click();
  // Every new record lands on its list, named in the notice.
  await expect(page).toHaveURL(/\/portal\/Benefits\/Categories$/);
  await expect(page.getByText(`Se creó «${created}»`)).toBeVisible();

  // Another with the same name in other letters: refused, on the name's input.
  await page.getByRole('link', { name: 'Nuevo' }).first().click();
  await field(page, 'Nombre').fill(created.toUpperCase());
  await field(page, 'Orden').fill('9');
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page).toHaveURL(/\/portal\/Benefits\/FormCategoryBenefits$/);
  const nameInput = field(page, 'Nombre');
  await expect(nameInput).toHaveAttribute('aria-invalid', 'true');
  await expect(nameInput).toHaveAccessibleDescription(/otra categoría tiene este nombre/);

  // A click on the row (not on its buttons) opens the record; renamed, for the audit trail.
  await categoriesOfThisRun(page);
  await row(page, created).getByText(created).click();
  await expect(page).toHaveURL(/\/portal\/Benefits\/FormCategoryBenefits\/\d+$/);
  await expect(field(page, 'Nombre')).toHaveValue(created);
  await field(page, 'Nombre').fill(name('Mascotas y veterinarias'));
  await page.getByRole('button', { name: 'Guardar' }).click();
  // Back on the list, as it was left (its search kept).
  await expect(page).toHaveURL(/\/portal\/Benefits\/Categories(\?|$)/);
  await signOut(page);
});

test('the audit trail shows the rename as the changed field, old → new, linked to the category', async ({
  browser,
}) => {
  const { page } = await signedIn(browser, 'admin', '/portal/permissions/audit');
  const renamed = name('Mascotas y veterinarias');
  await page.getByRole('combobox', { name: /Entidad/ }).click();
  await page.getByRole('option', { name: 'Categoría de beneficios' }).click();
  const entry = page.getByRole('row', { name: /benefits\.owner.*Modificación/ }).filter({
    hasText: renamed,
  });
  await expect(entry).toHaveCount(1);
  const link = entry.getByRole('link', { name: renamed });
  await expect(link).toHaveAttribute('href', /\/portal\/Benefits\/FormCategoryBenefits\/\d+$/);

  // The row opens what changed: only the name, labelled, before and after; no raw JSON.
  await entry.getByText('Modificación').click();
  const changes = page.getByRole('table', { name: `Cambios de ${renamed}` });
  await expect(changes).toBeVisible();
  const changed = changes.getByRole('row').filter({ hasText: 'Nombre' });
  await expect(changed).toHaveText(new RegExp(`Nombre.*${name('Mascotas')}.*${renamed}`));
  await expect(changes.getByRole('row')).toHaveCount(2);
  await expect(page.getByText('"name"')).toHaveCount(0);

  await link.click();
  await expect(page).toHaveURL(/\/portal\/Benefits\/FormCategoryBenefits\/\d+$/);
  await expect(field(page, 'Nombre')).toHaveValue(renamed);
  await signOut(page);
});

test('a category’s resource addresses (react-admin’s links) open the SPEC screens, and a wrong one the 404', async ({
  browser,
}) => {
  const page = await owner(browser, '/portal/benefit-categories');
  await expect(page).toHaveURL(/\/portal\/Benefits\/Categories$/);
  await expect(page.getByRole('link', { name: 'Nuevo' }).first()).toBeVisible();

  const id = await createCategory(page, name('Recurso'));
  await page.goto(`/portal/benefit-categories/${id}`);
  await expect(page).toHaveURL(new RegExp(`/portal/Benefits/FormCategoryBenefits/${id}$`));
  await expect(field(page, 'Nombre')).toHaveValue(name('Recurso'));

  await page.goto(`/portal/benefit-categories/${id}/show/more`);
  await expect(page).toHaveURL(/\/portal\/session\/404$/);
  await expect(page.getByRole('heading', { name: 'Página no encontrada' })).toBeVisible();
  await signOut(page);
});
