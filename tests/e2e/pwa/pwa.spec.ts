import { type BrowserContext, expect, type Page } from '@playwright/test';
import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { test } from '../fixtures';
import { field, shownDay, typeDay } from '../fields';
import { PHONE, sideways } from '../phone';
import { choose, freeWeekday } from '../personalDays/helpers';
import { endSession, openAs } from '../signIn';
import { SERVICE_WORKER_FILE } from '../../../contracts/runtimeConfig';

// The installable portal (docs/decisions/0351): the other specs block service workers
// (playwright.config.ts); these contexts allow them, as a phone's browser does.

const RUN = Date.now();

/** Every answer under /api/ that the service worker served: there must be none. */
function apiFromWorker(context: BrowserContext): string[] {
  const served: string[] = [];
  context.on('response', (response) => {
    if (new URL(response.url()).pathname.startsWith('/api/') && response.fromServiceWorker())
      served.push(response.url());
  });
  return served;
}

/**
 * The portal's service worker controls the page, its precache filled. Installing fetches the
 * whole precache (about 440 files, 3 MB) before it activates: on a two-core machine that the
 * suite keeps busy that took more than the default 10 s once, so the wait allows longer.
 */
async function controlled(page: Page) {
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.state ?? null), {
      timeout: 30_000,
    })
    .toBe('activated');
}

/** The portal's shell: its side menu, or its button on a phone. */
const shell = (page: Page) =>
  page
    .getByRole('navigation', { name: 'Menú principal' })
    .or(page.getByRole('button', { name: 'Abrir menú' }))
    .first();

/** The URLs the service worker's caches hold. */
const cachedUrls = (page: Page) =>
  page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys())
      for (const request of await (await caches.open(name)).keys()) urls.push(request.url);
    return urls;
  });

test.describe.configure({ mode: 'serial' });

let context: BrowserContext;
let page: Page;
let servedFromWorker: string[];

test.beforeAll(async ({ browser, baseURL }) => {
  context = await browser.newContext({ baseURL, serviceWorkers: 'allow' });
  servedFromWorker = apiFromWorker(context);
  page = await context.newPage();
  await openAs(page, 'employee', '/portal/Inicio');
});

test.afterAll(async () => {
  await endSession(page);
  await context.close();
});

test('installable: the manifest in the user’s language, and the service worker controls the page with the shell precached', async () => {
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBe('/portal/manifest.webmanifest');
  const answer = await page.request.get(href!);
  expect(answer.headers()['content-type']).toContain('application/manifest+json');
  const manifest = (await answer.json()) as Record<string, unknown> & {
    icons: { sizes: string; purpose: string }[];
  };
  expect(manifest).toMatchObject({
    name: 'Portal del colaborador',
    short_name: 'Portal',
    lang: 'es',
    display: 'standalone',
    start_url: '/portal/Inicio',
    scope: '/portal/',
    theme_color: '#1565c0',
  });
  expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual(
    expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']),
  );
  const english = await page.request.get('/portal/manifest.en.webmanifest');
  expect(await english.json()).toMatchObject({ name: 'Employee portal', lang: 'en' });

  await controlled(page);
  const urls = await cachedUrls(page);
  // The shell and every hashed chunk (the lost attempt's worker had an empty precache).
  expect(urls.filter((url) => /\/portal\/assets\/.+\.js/.test(url)).length).toBeGreaterThan(100);
  expect(urls).toContainEqual(expect.stringMatching(/\/portal\/index\.html/));
});

test('a second visit offline shows the shell and says the network is gone', async () => {
  // The second visit, online: its configuration passes through the worker.
  await page.reload();
  await expect(shell(page)).toBeVisible();
  await controlled(page);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('status').filter({ hasText: 'Sin conexión' })).toBeVisible();
  await expect(shell(page)).toBeVisible();
  // On a phone the banner wraps: no sideways scroll at 390 px.
  await page.setViewportSize(PHONE);
  await expect(page.getByRole('button', { name: 'Abrir menú' })).toBeVisible();
  expect(await sideways(page)).toBe(0);
  await page.setViewportSize({ width: 1280, height: 720 });
  // Back online, what is on screen is read again: the greeting needs the employee's profile.
  await context.setOffline(false);
  await expect(page.getByRole('status').filter({ hasText: 'Sin conexión' })).toBeHidden();
  await expect(page.getByText('Hola,').first()).toBeVisible();
  await expect(page.getByText('Esta sección no se pudo cargar')).toHaveCount(0);
});

test('a half-filled personal-day request survives the network dropping and coming back, and is sent once', async () => {
  const comment = `Sin red ${RUN}`;
  const day = await freeWeekday(page, 5);
  await page.goto('/portal/FormRequestDay');
  await choose(page, 'Categoría', /^Día personal/);
  await choose(page, 'Horario', /^Mañana, de 08:00 a 12:00/);
  await typeDay(field(page, 'Día'), day);
  await field(page, 'Comentario (opcional)').fill(comment);
  const send = page.getByRole('button', { name: 'Enviar solicitud' });

  await context.setOffline(true);
  await expect(send).toBeDisabled();
  await expect(page.getByText('podrá enviar cuando vuelva la red')).toBeVisible();
  // Even the page reloaded without network keeps what was typed.
  await page.reload();
  await expect(page.getByRole('status').filter({ hasText: 'Sin conexión' })).toBeVisible();
  await context.setOffline(false);
  await expect(field(page, 'Comentario (opcional)')).toHaveValue(comment);
  await expect(field(page, 'Día')).toHaveValue(shownDay(day));
  await expect(field(page, 'Horario')).toContainText('Mañana');
  await expect(send).toBeEnabled();

  // A send whose answer never comes (the network drops on the way): said so, the form kept.
  const adding = '**/api/main/PersonalDays/**';
  await page.route(adding, (route) =>
    route.request().method() === 'POST' ? route.abort('internetdisconnected') : route.fallback(),
  );
  await send.click();
  await expect(page.getByText('No se pudo enviar porque no hay conexión')).toBeVisible();
  await expect(page).toHaveURL(/\/portal\/FormRequestDay$/);
  await expect(field(page, 'Comentario (opcional)')).toHaveValue(comment);
  await page.unroute(adding);

  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().includes('/PersonalDays/'))
      sent.push(request.url());
  });
  await send.click();
  await expect(page).toHaveURL(/\/portal\/PersonalDays$/);
  await expect(page.getByRole('listitem').filter({ hasText: comment })).toContainText('Pendiente');
  expect(sent).toHaveLength(1);
  // Sent and left: the draft is gone from the device.
  await expect
    .poll(() =>
      page.evaluate(() =>
        Object.keys(localStorage).filter((key) => key.startsWith('portal.draft')),
      ),
    )
    .toEqual([]);
});

test('a new deployment is announced and the user chooses when to reload into it', async () => {
  await page.goto('/portal/Inicio');
  await controlled(page);
  // The next deployment: the server's worker file changes (the same build, another byte), as a
  // deployment replaces it. The other specs block service workers: none of them reads it.
  const worker = resolve(process.env.PORTAL_DIR ?? 'dist/portal', SERVICE_WORKER_FILE);
  const deployed = readFileSync(worker, 'utf8');
  // Replaced whole, as a deployment does: the browser bench, which may run beside, reads the
  // same build and must never see half a file.
  const replaceWorker = (text: string) => {
    writeFileSync(`${worker}.next`, text);
    renameSync(`${worker}.next`, worker);
  };
  try {
    replaceWorker(`${deployed}\n// deployment ${RUN}\n`);
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
    const prompt = page
      .getByRole('status')
      .filter({ hasText: 'Hay una nueva versión del portal.' });
    await expect(prompt).toBeVisible();
    // Nothing reloads on its own: the new version waits while the old one keeps the page.
    expect(
      await page.evaluate(
        async () => (await navigator.serviceWorker.getRegistration())?.waiting?.state ?? null,
      ),
    ).toBe('installed');
    const reloaded = page.waitForEvent('load');
    await prompt.getByRole('button', { name: 'Recargar' }).click();
    await reloaded;
    await expect(shell(page)).toBeVisible();
    await expect(prompt).toBeHidden();
    await controlled(page);
    expect(
      await page.evaluate(
        async () => (await navigator.serviceWorker.getRegistration())?.waiting ?? null,
      ),
    ).toBeNull();
  } finally {
    replaceWorker(deployed);
  }
});

test('no answer of the API is ever served from, or kept in, the service worker’s caches', async () => {
  expect(servedFromWorker).toEqual([]);
  const urls = await cachedUrls(page);
  expect(urls.length).toBeGreaterThan(100);
  expect(urls.filter((url) => new URL(url).pathname.startsWith('/api/'))).toEqual([]);
});
