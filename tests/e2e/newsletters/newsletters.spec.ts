import { expect, type Page } from '@playwright/test';
import { test } from '../fixtures';
import { blockingViolations } from '../accessibility';
import { signedIn, openAs } from '../signIn';
import { dayIn, field, typeDay } from '../fields';
import { PNG } from '../../fixtures/png';

const TITLE = `Nuevo horario de la cafetería ${Date.now()}`;
const readButton = (page: Page) => page.getByRole('button', { name: `Leer «${TITLE}»` });

test.describe.configure({ mode: 'serial' });

test('an owner publishes a newsletter for today; an employee finds it and reads it', async ({
  browser,
}) => {
  const owner = await signedIn(browser, 'news.owner', '/portal/newsletters/home');
  const { page } = owner;
  await expect(page.getByRole('heading', { name: 'Boletines', level: 1 })).toBeVisible();
  await page.getByRole('link', { name: 'Administrar boletines' }).click();
  await expect(page).toHaveURL(/\/portal\/newsletters\/list/);
  await page.getByRole('link', { name: 'Nuevo boletín' }).first().click();
  await expect(page).toHaveURL(/\/portal\/newsletters\/form$/);

  await field(page, 'Título').fill(TITLE);
  await field(page, 'Resumen').fill(
    'La cafetería del edificio central abre ahora desde las 5:30 a. m.',
  );
  const editor = page.locator('.ProseMirror');
  await editor.click();
  await page.keyboard.type('Desde el lunes la cafetería abre a las ');
  await page.keyboard.press('Control+B');
  await page.keyboard.type('5:30 a. m.');
  await page.keyboard.press('Control+B');
  await page.locator('input[type="file"]').setInputFiles({
    name: 'portada.png',
    mimeType: 'image/png',
    buffer: PNG,
  });
  await expect(page.getByRole('img', { name: 'portada.png' })).toBeVisible();

  // The end date is checked against the start date before anything is sent.
  const start = await dayIn(page.getByLabel('Publicar desde'));
  const end = await dayIn(page.getByLabel('Publicar hasta'));
  await typeDay(page.getByLabel('Publicar hasta'), '2000-01-01');
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(
    page.getByText('La fecha de fin no puede ser anterior a la fecha de inicio'),
  ).toBeVisible();
  await typeDay(page.getByLabel('Publicar hasta'), end);
  expect(start).toMatch(/^\d{4}-\d{2}-\d{2}$/);

  const status = page.getByTestId('newsletter-status');
  await expect(status).toHaveText('Borrador');
  await field(page, 'Publicado').check();
  await expect(status).toHaveText('Vigente');
  await page.getByRole('button', { name: 'Guardar' }).click();

  await expect(page).toHaveURL(/\/portal\/newsletters\/list/);
  const row = page.getByRole('row', { name: new RegExp(TITLE) });
  await expect(row).toBeVisible();
  await expect(row.getByText('Vigente')).toBeVisible();

  const employee = await signedIn(browser, 'employee', '/portal/newsletters/home');
  await expect(employee.page.getByRole('link', { name: 'Administrar boletines' })).toHaveCount(0);
  await readButton(employee.page).click();
  const reader = employee.page.getByRole('dialog', { name: TITLE });
  await expect(reader).toBeVisible();
  await expect(reader.locator('strong', { hasText: '5:30 a. m.' })).toBeVisible();
  await expect(reader.getByText('Desde el lunes la cafetería abre a las')).toBeVisible();
  await expect(reader.locator('img[src*="/api/main/files/"]')).toBeVisible();
  await expect(employee.page).toHaveURL(/\/portal\/newsletters\/home\?id=\d+$/);
  await reader.getByRole('button', { name: 'Cerrar' }).click();
  await expect(reader).toBeHidden();
  await owner.context.close();
  await employee.context.close();
});

test('an owner deletes the newsletter after confirming; employees no longer see it', async ({
  browser,
}) => {
  const employee = await signedIn(browser, 'employee', '/portal/newsletters/home');
  await expect(readButton(employee.page)).toBeVisible();

  const owner = await signedIn(browser, 'news.owner', '/portal/newsletters/list');
  const row = owner.page.getByRole('row', { name: new RegExp(TITLE) });
  await row.getByRole('button', { name: `Eliminar «${TITLE}»` }).click();
  const confirm = owner.page.getByRole('dialog', { name: 'Confirmación' });
  await expect(confirm).toContainText(TITLE);
  await confirm.getByRole('button', { name: 'No' }).click();
  await expect(row).toBeVisible();
  await row.getByRole('button', { name: `Eliminar «${TITLE}»` }).click();
  await confirm.getByRole('button', { name: 'Sí' }).click();
  await expect(owner.page.getByText('Boletín eliminado')).toBeVisible();
  await expect(row).toHaveCount(0);

  await employee.page.reload();
  await expect(employee.page.getByRole('heading', { name: 'Boletines', level: 1 })).toBeVisible();
  await expect(employee.page.getByRole('button', { name: /^Leer «/ }).first()).toBeVisible();
  await expect(readButton(employee.page)).toHaveCount(0);
  await owner.context.close();
  await employee.context.close();
});

test('a new hire without a newsletter role opening /newsletters/home is sent to /inicio', async ({
  page,
}) => {
  await openAs(page, 'newhire');
  await page.goto('/portal/newsletters/home');
  await expect(page).toHaveURL(/\/portal\/inicio$/);
  await expect(page.getByRole('heading', { name: 'Boletines', level: 1 })).toHaveCount(0);
});

test('newsletters read well on a phone', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await openAs(page, 'employee');
  await page.goto('/portal/newsletters/home');
  const first = page.getByRole('button', { name: /^Leer «/ }).first();
  await first.click();
  const reader = page.getByRole('dialog');
  await expect(reader).toBeVisible();
  const box = await reader.boundingBox();
  expect(box?.width).toBeGreaterThanOrEqual(380);
  await context.close();
});

test('the newsletter screens have no serious or critical accessibility violation', async ({
  page,
}) => {
  const blocking = async (where: string) => {
    await page.waitForLoadState('networkidle');
    // The side menu is the shell's (its nested group is reported to the shell's owner).
    return blockingViolations(page, where, { exclude: ['.RaSidebar-fixed'] });
  };
  await openAs(page, 'news.owner');
  const found: string[] = [];
  for (const path of ['/portal/newsletters/home', '/portal/newsletters/list']) {
    await page.goto(path);
    await expect(page.locator('#react-admin-title')).not.toBeEmpty();
    found.push(...(await blocking(path)));
  }
  await page.goto('/portal/newsletters/form');
  await expect(page.locator('.ProseMirror')).toBeVisible();
  found.push(...(await blocking('/portal/newsletters/form')));
  await page.goto('/portal/newsletters/home');
  await page
    .getByRole('button', { name: /^Leer «/ })
    .first()
    .click();
  await expect(page.getByRole('dialog')).toBeVisible();
  found.push(...(await blocking('reader')));
  expect(found).toEqual([]);
});
