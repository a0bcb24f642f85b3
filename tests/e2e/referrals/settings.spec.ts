import { expect } from '@playwright/test';
import { test } from '../fixtures';
import { addDays, calendarDay, companyInstant } from '../../../contracts/calendar';
import { field, typeDateTime } from '../fields';
import { expectOnScreen, PHONE, sideways } from '../phone';
import { endSession, signedIn, openAs } from '../signIn';
import { PNG } from '../../fixtures/png';

const RUN = Date.now();
const ACTIVITY = `Feria BAF ${RUN}`;
const BANNER = `Bono por referido ${RUN}`;

test.describe.configure({ mode: 'serial' });

test('the programme owner adds a Bring a friend activity; employees see it on /BAF/Home only', async ({
  browser,
}) => {
  const tomorrow = addDays(calendarDay(), 1);
  const owner = await signedIn(browser, 'raft.owner', '/portal/BAF/Calendar/CalendarForm');
  const { page } = owner;
  await field(page, 'Título').fill(ACTIVITY);
  // The textbox: a link of the breadcrumbs is named 'Inicio' too.
  await typeDateTime(page.getByRole('textbox', { name: /^Inicio/ }), `${tomorrow}T08:00`);
  await typeDateTime(field(page, 'Fin'), `${tomorrow}T09:00`);
  await field(page, 'Lugar').fill('Lobby del edificio Heredia');
  const answer = page.waitForResponse(
    (response) =>
      response.request().method() === 'POST' && /\/CalendarActivitie$/.test(response.url()),
  );
  await page.getByRole('button', { name: 'Guardar' }).click();
  // Saved as the instants at which the company's clock shows those times, whatever the browser's.
  const saved = (await (await answer).json()) as { startsAt: string; endsAt: string };
  expect(Date.parse(saved.startsAt)).toBe(companyInstant(`${tomorrow}T08:00`).getTime());
  expect(Date.parse(saved.endsAt)).toBe(companyInstant(`${tomorrow}T09:00`).getTime());
  await expect(page).toHaveURL(/\/portal\/BAF\/Calendar(\?|$)/);
  await page.getByPlaceholder(/Buscar/).fill(ACTIVITY);
  await expect(page.getByRole('row', { name: new RegExp(ACTIVITY) })).toBeVisible();
  await endSession(page);

  const employee = await signedIn(browser, 'employee', '/portal/BAF/Home');
  await expect(
    employee.page.getByRole('region', { name: 'Calendario de Trae a un amigo' }),
  ).toContainText(ACTIVITY);
  // Application 2 is the programme's: the home page's calendar does not show it.
  await employee.page.goto('/portal/Inicio');
  const home = employee.page.getByRole('region', { name: 'Próximas actividades' });
  await expect(home.getByRole('listitem').first()).toBeVisible();
  await expect(home).not.toContainText(ACTIVITY);
  await endSession(employee.page);
});

test("the programme owner adds a banner and sets the video; they show on the programme's page", async ({
  browser,
}) => {
  const owner = await signedIn(browser, 'raft.owner', '/portal/BAF/Banners');
  const { page } = owner;
  await page.getByRole('button', { name: 'Agregar banner' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nuevo banner' });
  await dialog.locator('input[type="file"]').setInputFiles({
    name: 'bono.png',
    mimeType: 'image/png',
    buffer: PNG,
  });
  await dialog.getByLabel('Texto alternativo').fill(BANNER);
  await dialog.getByLabel('Enlace').fill('/BAF/form');
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('row', { name: new RegExp(BANNER) })).toBeVisible();

  await page.goto('/portal/BAF/Video');
  await field(page, 'Título').fill(`Video del programa ${RUN}`);
  await page.getByRole('button', { name: 'Guardar' }).click();
  // Saved: the form holds what the service stored, nothing left to save.
  await expect(page.getByRole('button', { name: 'Guardar' })).toBeDisabled();
  await endSession(page);

  const employee = await signedIn(browser, 'employee', '/portal/BAF/Home');
  const banners = employee.page.getByRole('region', { name: 'Novedades del programa' });
  await expect(banners.getByRole('img', { name: BANNER })).toBeVisible();
  await banners.getByRole('link', { name: BANNER }).click();
  await expect(employee.page).toHaveURL(/\/portal\/BAF\/form$/);
  await employee.page.goto('/portal/BAF/Home');
  await expect(
    employee.page
      .getByRole('region', { name: 'Video del programa' })
      .locator(`[title="Video del programa ${RUN}"]`),
  ).toBeAttached();
  await endSession(employee.page);
});

test.describe('on a phone', () => {
  test.use({ viewport: PHONE });

  test('the employee pages of Bring a friend fit the screen', async ({ page }) => {
    await openAs(page, 'employee');
    const pages: [path: string, title: string][] = [
      ['/portal/BAF/Home', 'Trae a un amigo'],
      ['/portal/BAF/MyReferrals', 'Mis referidos'],
      ['/portal/BAF/form', 'Referir a un amigo'],
    ];
    for (const [path, title] of pages) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
      // Loaded: no section or list is still waiting for its records.
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
      expect(await sideways(page), path).toBe(0);
    }
    await expectOnScreen(page.getByRole('button', { name: 'Enviar referido' }));
    await endSession(page);
  });

  test("the owners' pages of Bring a friend fit the screen", async ({ page }) => {
    await openAs(page, 'raft.owner');
    await page.goto('/portal/BAF/Referrals');
    const first = page
      .getByRole('listitem')
      .filter({ hasText: /Recibido|En revisión/ })
      .first();
    await expect(first).toBeVisible();
    expect(await sideways(page)).toBe(0);
    await first.click();
    await expect(page).toHaveURL(/\/portal\/BAF\/Referrals\/\d+$/);
    await expect(page.getByRole('heading', { name: 'Historial' })).toBeVisible();
    expect(await sideways(page)).toBe(0);
    await expectOnScreen(page.getByRole('button', { name: /Marcar como no contratado/ }));
    for (const path of ['/portal/BAF/Calendar', '/portal/BAF/Video', '/portal/BAF/Banners']) {
      await page.goto(path);
      await expect(page.locator('#react-admin-title')).not.toBeEmpty();
      await page.waitForLoadState('networkidle');
      expect(await sideways(page), path).toBe(0);
    }
    await endSession(page);
  });
});
