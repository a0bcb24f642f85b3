import { expect, test } from '@playwright/test';
import { addDays, calendarDay } from '../../../contracts/calendar';
import { field } from '../fields';
import { expectOnScreen, PHONE, sideways } from '../phone';
import { endSession, signedIn, signInFresh } from '../signIn';

const RUN = Date.now();
const ACTIVITY = `Feria BAF ${RUN}`;

test.describe.configure({ mode: 'serial' });

test('the programme owner adds a Bring a friend activity; employees see it on /BAF/Home only', async ({
  browser,
}) => {
  const tomorrow = addDays(calendarDay(), 1);
  const owner = await signedIn(browser, 'raft.owner', '/portal/BAF/Calendar/CalendarForm');
  const { page } = owner;
  await field(page, 'Título').fill(ACTIVITY);
  await page.getByRole('textbox', { name: /^Inicio/ }).fill(`${tomorrow}T08:00`);
  await field(page, 'Fin').fill(`${tomorrow}T09:00`);
  await field(page, 'Lugar').fill('Lobby del edificio Heredia');
  await page.getByRole('button', { name: 'Guardar' }).click();
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

test.describe('on a phone', () => {
  test.use({ viewport: PHONE });

  test('the employee pages of Bring a friend fit the screen', async ({ page }) => {
    await signInFresh(page, 'employee');
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
    await signInFresh(page, 'raft.owner');
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
