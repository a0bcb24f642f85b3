import { expect, type Page } from '@playwright/test';
import { test } from '../fixtures';
import { addDays, calendarDay, companyInstant } from '../../../contracts/calendar';
import { blockingViolations } from '../accessibility';
import { field, typeDateTime } from '../fields';
import { apiToken, openAs } from '../signIn';
import { PNG } from '../../fixtures/png';

const bell = (page: Page) => page.getByRole('button', { name: /^Notificaciones/ });

/**
 * Pages signed in by a test: their portal sessions are ended afterwards, so other specs that sign
 * the same demo users in find no open session (and no 409).
 */
const signedIn: Page[] = [];
async function signInAs(page: Page, username: string, path?: string): Promise<void> {
  await openAs(page, username, path);
  signedIn.push(page);
}

test.afterEach(async ({ page: fixturePage }) => {
  for (const page of signedIn.splice(0)) {
    if (page.isClosed()) continue;
    const token = await apiToken(page).catch(() => '');
    if (token) {
      await page.request.delete('/api/main/Authenticate', {
        headers: { authorization: `Bearer ${token}` },
      });
    }
    // Contexts a test opened itself; the fixture's is Playwright's to close.
    if (page.context() !== fixturePage.context()) await page.context().close();
  }
});

/** Fails the test on any dialog (alert, confirm, prompt) the page opens. */
function failOnDialogs(page: Page): string[] {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss();
  });
  return dialogs;
}

test('an employee sends kudos; the colleague sees it on the wall and in the bell, and deletes the notification', async ({
  browser,
}) => {
  const message = `Gracias por ayudarme con el cliente del caso ${Date.now()}.`;

  const employeeContext = await browser.newContext();
  const employee = await employeeContext.newPage();
  await signInAs(employee, 'employee');
  await employee.goto('/portal/Kudos/Form');
  await expect(employee.getByRole('heading', { name: 'Enviar kudos' }).first()).toBeVisible();

  // The contract's rules, in the portal's words.
  await employee.getByRole('button', { name: 'Enviar kudos' }).click();
  await expect(employee.getByText('Elija al menos un compañero')).toBeVisible();

  await employee.getByRole('combobox', { name: 'Para' }).fill('Quesada Br');
  await employee.getByRole('option', { name: /Natalia Quesada Brenes · 100003/ }).click();
  await employee.getByLabel('Empezar con una sugerencia').click();
  await employee.getByRole('option', { name: /cubrir el turno/ }).click();
  await expect(employee.getByLabel('Mensaje')).toHaveValue(/cubrir el turno/);
  await employee.getByLabel('Mensaje').fill(message);
  await employee.getByRole('radio', { name: 'Trabajo en equipo' }).check();

  expect(
    await blockingViolations(employee, 'kudos form', {
      include: ['main'],
      tags: ['wcag2a', 'wcag2aa'],
      impacts: 'all',
    }),
  ).toEqual([]);

  await employee.getByRole('button', { name: 'Enviar kudos' }).click();
  await expect(employee).toHaveURL(/\/portal\/Inicio$/);
  await expect(employee.getByText('¡Kudos enviado!')).toBeVisible();

  const newhireContext = await browser.newContext();
  const newhire = await newhireContext.newPage();
  await signInAs(newhire, 'newhire');
  await newhire.goto('/portal/Inicio');
  const wall = newhire.getByRole('region', { name: 'Muro de kudos' });
  await expect(wall.getByText(message)).toBeVisible();
  await expect(
    wall.getByText(/Esteban Vargas Rojas\s+para\s+Natalia Quesada Brenes/).first(),
  ).toBeVisible();

  // The home sections of this module meet WCAG 2 AA.
  await expect(newhire.getByRole('region', { name: 'Cumpleaños del mes' })).toBeVisible();
  await expect(newhire.getByRole('region', { name: 'Referidores de oro' })).toBeVisible();
  expect(
    await blockingViolations(newhire, 'home', {
      include: ['Noticias', 'Muro de kudos', 'Cumpleaños del mes', 'Referidores de oro'].map(
        (name) => `[aria-label="${name}"]`,
      ),
      tags: ['wcag2a', 'wcag2aa'],
      impacts: 'all',
    }),
  ).toEqual([]);

  await expect(bell(newhire)).toHaveAccessibleName(/sin leer/);
  await bell(newhire).click();
  const panel = newhire.getByRole('dialog', { name: 'Notificaciones' });
  const mine = panel.getByRole('listitem').filter({ hasText: message });
  await expect(mine).toContainText('Esteban Vargas Rojas te envió un kudos');
  await mine
    .getByRole('button', {
      name: 'Eliminar la notificación «Esteban Vargas Rojas te envió un kudos»',
    })
    .click();
  await expect(newhire.getByText('Notificación eliminada')).toBeVisible();
  await expect(panel.getByRole('listitem').filter({ hasText: message })).toHaveCount(0);
});

test('a news item whose body carries script runs nothing when /Inicio renders', async ({
  page,
}) => {
  const dialogs = failOnDialogs(page);
  await signInAs(page, 'home.owner');
  const title = `Aviso de prueba ${Date.now()}`;
  const created = await page.request.post('/api/main/HomeMessage', {
    headers: { authorization: `Bearer ${await apiToken(page)}` },
    data: {
      type: 'news',
      title,
      body: '<p>Texto del aviso</p><img src=x onerror=alert(1)><script>alert(2)</script>',
    },
  });
  expect(created.status()).toBe(201);
  expect(((await created.json()) as { body: string }).body).not.toMatch(/onerror|script/);

  await page.goto('/portal/Inicio');
  const news = page.getByRole('region', { name: 'Noticias' });
  const item = news.getByRole('article', { name: title });
  await expect(item.getByText('Texto del aviso')).toBeVisible();
  // Its body is on the page (short: shown whole), with nothing in it that could run.
  await expect(item.locator('script, [onerror]')).toHaveCount(0);
  expect(dialogs).toEqual([]);

  // Hidden again: its alt-less picture must not stay on everyone's home page.
  const { id } = (await created.json()) as { id: number };
  const hidden = await page.request.put('/api/main/HomeMessage', {
    headers: { authorization: `Bearer ${await apiToken(page)}` },
    data: { id, type: 'news', title, body: '<p>Texto del aviso</p>', active: false },
  });
  expect(hidden.status()).toBe(200);
});

test('the home owner publishes a news item with a picture through the form', async ({ page }) => {
  await signInAs(page, 'home.owner');
  await page.goto('/portal/Inicio');
  await page
    .getByRole('region', { name: 'Noticias' })
    .getByRole('link', { name: 'Administrar noticias' })
    .click();
  await expect(page).toHaveURL(/\/portal\/News\/Settings$/);
  await page.getByRole('link', { name: 'Nueva noticia' }).click();
  await expect(page).toHaveURL(/\/portal\/News\/NewsForm$/);

  const title = `Feria de empleo interna ${Date.now()}`;
  await page.getByRole('textbox', { name: 'Título' }).fill(title);
  await page.locator('input[type="file"]').setInputFiles({
    name: 'feria.png',
    mimeType: 'image/png',
    buffer: PNG,
  });
  await expect(page.locator('img[src^="blob:"]')).toBeVisible();
  const editor = page.locator('.ProseMirror');
  await editor.click();
  await editor.pressSequentially('Inscríbase antes del viernes en recursos humanos.');
  // Shown from yesterday 07:45 on the company's clock, typed in 24 hours.
  const from = `${addDays(calendarDay(), -1)}T07:45`;
  await typeDateTime(field(page, 'Mostrar desde'), from);
  const answer = page.waitForResponse(
    (response) => response.request().method() === 'POST' && /\/HomeMessage$/.test(response.url()),
  );
  await page.getByRole('button', { name: 'Guardar' }).click();
  const saved = (await (await answer).json()) as { publishFrom: string };
  expect(Date.parse(saved.publishFrom)).toBe(companyInstant(from).getTime());

  await expect(page).toHaveURL(/\/portal\/News\/Settings$/);
  await expect(page.getByText(`Se creó «${title}»`)).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(title) })).toBeVisible();

  await page.goto('/portal/Inicio');
  const news = page.getByRole('region', { name: 'Noticias' });
  await expect(news.getByRole('heading', { name: title })).toBeVisible();
  await expect(news.getByRole('img', { name: `Imagen de «${title}»` })).toBeVisible();
});

test('a kudos sent back for correction is corrected by its author and published again', async ({
  browser,
}) => {
  const employeeContext = await browser.newContext();
  const employee = await employeeContext.newPage();
  await signInAs(employee, 'employee');
  await employee.goto('/portal/Kudos/Form');
  const corrections = employee.getByRole('region', { name: 'Sus kudos devueltos para corrección' });
  await expect(corrections).toContainText('Motivo: Por favor indica qué hizo tu compañero');
  await corrections.getByRole('link', { name: 'Corregir' }).first().click();
  await expect(employee).toHaveURL(/\/portal\/Kudos\/Form\/\d+$/);
  const editUrl = employee.url();
  await expect(employee.getByText('Por qué se devolvió')).toBeVisible();
  const corrected = `Gracias por resolver la facturación del cliente corporativo en una sola llamada ${Date.now()}.`;
  await employee.getByLabel('Mensaje').fill(corrected);
  await employee.getByRole('button', { name: 'Enviar corrección' }).click();
  await expect(employee).toHaveURL(/\/portal\/Kudos\/Form$/);
  await expect(corrections.getByText('En revisión')).toBeVisible();

  // While it waits for review, nobody else sees it.
  const newhireContext = await browser.newContext();
  const newhire = await newhireContext.newPage();
  await signInAs(newhire, 'newhire');
  await newhire.goto(editUrl);
  await expect(newhire.getByText('No encontramos este kudos.')).toBeVisible();

  const ownerContext = await browser.newContext();
  const owner = await ownerContext.newPage();
  await signInAs(owner, 'home.owner');
  await owner.goto('/portal/Kudos/Settings');
  const row = owner.getByRole('row').filter({ hasText: corrected });
  await row.getByRole('button', { name: /^Publicar de nuevo/ }).click();
  await owner.getByRole('button', { name: 'Sí' }).click();
  await expect(owner.getByText('Kudos publicado')).toBeVisible();

  await newhire.goto('/portal/Inicio');
  await expect(
    newhire.getByRole('region', { name: 'Muro de kudos' }).getByText(corrected),
  ).toBeVisible();

  // Someone else opening its edit form gets a message, not the form (nor a logout).
  await newhire.goto(editUrl);
  await expect(newhire.getByText('Solo quien envió este kudos puede editarlo.')).toBeVisible();
  await expect(newhire.getByRole('button', { name: 'Enviar corrección' })).toHaveCount(0);
  await expect(newhire).toHaveURL(editUrl);
});

test('the home owner keeps the suggested kudos messages; employees start a kudos from one', async ({
  browser,
}) => {
  const ownerContext = await browser.newContext();
  const owner = await ownerContext.newPage();
  await signInAs(owner, 'home.owner', '/portal/Kudos/Settings');
  await owner.goto('/portal/Kudos/Settings');
  await owner.getByRole('tab', { name: 'Mensajes sugeridos' }).click();
  const panel = owner.getByRole('tabpanel');
  // The list comes from the administration resource, a window with its total.
  await expect(panel.getByText(/^1-\d+ de \d+$/)).toBeVisible();

  const text = `Gracias por cubrir el turno de la noche ${Date.now()}.`;
  await panel.getByRole('button', { name: 'Nuevo mensaje' }).click();
  const dialog = owner.getByRole('dialog');
  await dialog.getByLabel('Mensaje').fill('<b>no</b>');
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(dialog.getByText('Escriba texto simple, sin HTML')).toBeVisible();
  await dialog.getByLabel('Mensaje').fill(text);
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(owner.getByText('Mensaje guardado')).toBeVisible();
  await expect(panel.getByText(text)).toBeVisible();

  const employeeContext = await browser.newContext();
  const employee = await employeeContext.newPage();
  await signInAs(employee, 'employee', '/portal/Kudos/Form');
  await employee.goto('/portal/Kudos/Form');
  await employee.getByLabel('Empezar con una sugerencia').click();
  await employee.getByRole('option', { name: text }).click();
  await expect(employee.getByLabel('Mensaje')).toHaveValue(text);

  await panel.getByRole('button', { name: `Eliminar mensaje: ${text}` }).click();
  const confirm = owner.getByRole('dialog');
  await expect(confirm).toContainText(`¿Eliminar el mensaje «${text}»?`);
  await confirm.getByRole('button', { name: 'Sí' }).click();
  await expect(owner.getByText('Mensaje eliminado')).toBeVisible();
  await expect(panel.getByText(text)).toHaveCount(0);
});
