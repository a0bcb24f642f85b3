import { expect, type Page } from '@playwright/test';
import { test } from './fixtures';
import { blockingViolations } from './accessibility';
import { openAs } from './signIn';

/** The paths and queries of the services' calls (every family) the page makes from now on. */
function apiCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/')) calls.push(`${url.pathname}${url.search}`);
  });
  return calls;
}

const searchBox = (page: Page) => page.getByRole('combobox', { name: 'Buscar' });

/** Types into the top bar's search and waits for every source to answer. */
async function searchFor(page: Page, text: string) {
  await searchBox(page).fill(text);
  await expect(page.getByRole('status').filter({ hasText: /resultados?$/ })).toBeVisible();
}

/** The option the keyboard is on: its first line. */
const highlighted = (page: Page) =>
  page.locator('[role="option"].Mui-focused p').first().textContent();

/** Down to the first result (opening the list if it was closed) and Enter: its first line. */
async function openFirstWithKeyboard(page: Page): Promise<string> {
  const box = searchBox(page);
  if ((await box.getAttribute('aria-expanded')) !== 'true') await box.press('ArrowDown');
  await box.press('ArrowDown');
  const label = (await highlighted(page)) ?? '';
  await searchBox(page).press('Enter');
  return label;
}

const title = (page: Page) => page.locator('#react-admin-title');

test('the demo employee finds benefits, kudos and people, and opens them with the keyboard', async ({
  page,
}) => {
  const calls = apiCalls(page);
  await openAs(page, 'employee');

  // Every benefit's detail speaks of its discount: five of them, under their heading.
  await searchFor(page, 'descuento');
  const benefits = page.getByRole('group', { name: 'Beneficios' });
  await expect(benefits.getByRole('option')).toHaveCount(5);
  // The open list: the field, its groups and their headings.
  expect(
    await blockingViolations(page, 'search', {
      include: ['header', '.MuiAutocomplete-popper'],
    }),
  ).toEqual([]);
  await searchBox(page).press('Escape');
  await expect(page.getByRole('listbox')).toBeHidden();
  await expect(searchBox(page)).toHaveAttribute('aria-expanded', 'false');
  const benefit = await openFirstWithKeyboard(page);
  await expect(page).toHaveURL(/\/portal\/Benefits\/Detalle\/\d+$/);
  await expect(title(page)).toHaveText(benefit);

  // A benefit by its name, accents and case aside.
  await searchFor(page, 'optica vision');
  await expect(
    page
      .getByRole('group', { name: 'Beneficios' })
      .getByRole('option', { name: /Óptica Visión Clara/ }),
  ).toBeVisible();
  expect(await openFirstWithKeyboard(page)).toBe('Óptica Visión Clara');
  await expect(title(page)).toHaveText('Óptica Visión Clara');

  // A kudos whose message says the word, opened on its own page.
  await searchFor(page, 'kudos');
  const kudos = page.getByRole('group', { name: 'Kudos' }).getByRole('option');
  await expect(kudos.filter({ hasText: 'primer mes sin llamadas abandonadas' })).toBeVisible();
  await openFirstWithKeyboard(page);
  await expect(page).toHaveURL(/\/portal\/Kudos\/\d+$/);
  await expect(page.locator('#main-content')).toContainText(
    '¡Kudos por tu primer mes sin llamadas abandonadas en la cola de facturación!',
  );

  // A colleague: the kudos form, addressed to them.
  await searchFor(page, 'natalia quesada');
  await expect(page.getByRole('group', { name: 'Personas' }).getByRole('option')).toHaveText([
    /Natalia Quesada Brenes/,
  ]);
  expect(await openFirstWithKeyboard(page)).toBe('Natalia Quesada Brenes');
  await expect(page).toHaveURL(/\/portal\/Kudos\/Form\?to=100003$/);
  await expect(page.getByText('Natalia Quesada Brenes · 100003')).toBeVisible();

  // The buyers' campaigns were asked; the owners' list, which would refuse, never was.
  expect(calls).toContain('/api/main/Campaign/Active?q=descuento');
  expect(calls.filter((call) => /^\/api\/main\/Campaign(\?|$)/.test(call))).toEqual([]);
  expect(calls.filter((call) => /^\/api\/main\/Newsletter(\?|$)/.test(call))).toEqual([]);
});

test('a user without a role asks only the sources open to every employee', async ({ page }) => {
  const calls = apiCalls(page);
  await openAs(page, 'newhire');
  await searchFor(page, 'sin resultados esperados');
  await expect(page.getByRole('listbox')).toBeHidden();
  await expect(page.getByText('Sin resultados', { exact: true }).first()).toBeVisible();
  const asked = calls.filter((call) => call.includes('resultados+esperados'));
  expect(asked.map((call) => call.split('?')[0]).sort()).toEqual([
    '/api/growth/api/Opening/GetActiveOpenings',
    '/api/main/HomeMessage',
    '/api/main/HomeMessage',
    '/api/main/user',
  ]);
});

test('the sales owner also finds a campaign to administer', async ({ page }) => {
  const calls = apiCalls(page);
  await openAs(page, 'sales.owner');
  await searchFor(page, 'renovacion');
  const admin = page.getByRole('group', { name: 'Campañas (administración)' });
  await expect(
    admin.getByRole('option', { name: /Renovación de equipo de oficina/ }),
  ).toBeVisible();
  await admin.getByRole('option', { name: /Renovación de equipo de oficina/ }).click();
  await expect(page).toHaveURL(/\/portal\/Ventas\/FormAdminCampaign\/\d+$/);
  expect(calls.some((call) => /^\/api\/main\/Campaign\?.*q=renovacion/.test(call))).toBe(true);
});

test('the programme owner finds a referral by its candidate and opens it', async ({ page }) => {
  await openAs(page, 'raft.owner');
  await searchFor(page, 'Solano');
  const referrals = page.getByRole('group', { name: 'Referidos' });
  await referrals.getByRole('option', { name: /María Fernández Solano/ }).click();
  await expect(page).toHaveURL(/\/portal\/BAF\/Referrals\/\d+$/);
  await expect(page.getByRole('heading', { name: 'María Fernández Solano' })).toBeVisible();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  const sideways = (page: Page) =>
    page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );

  test('the search opens full screen and a news item opens from it', async ({ page }) => {
    await openAs(page, 'employee');
    await page.getByRole('button', { name: 'Buscar' }).click();
    const dialog = page.getByRole('dialog', { name: 'Buscar' });
    await expect(dialog).toBeVisible();
    await searchFor(page, 'telefonia');
    const news = dialog.getByRole('group', { name: 'Noticias' }).getByRole('option');
    await expect(news).toHaveText([/Actualización del sistema de telefonía este sábado/]);
    const box = await dialog.getByRole('listbox').boundingBox();
    expect(box!.x + box!.width).toBeLessThanOrEqual(390);
    expect(await sideways(page)).toBe(0);

    expect(await openFirstWithKeyboard(page)).toBe(
      'Actualización del sistema de telefonía este sábado',
    );
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/portal\/News\/\d+$/);
    const headline = 'Actualización del sistema de telefonía este sábado';
    await expect(title(page)).toHaveText(headline);
    await expect(page.getByRole('heading', { level: 2, name: headline })).toBeVisible();
    expect(await sideways(page)).toBe(0);

    // Escape closes the list, then the search.
    await page.getByRole('button', { name: 'Buscar' }).click();
    await searchFor(page, 'bienestar');
    await searchBox(page).press('Escape');
    await expect(dialog.getByRole('listbox')).toBeHidden();
    await searchBox(page).press('Escape');
    await expect(dialog).toBeHidden();
  });
});
