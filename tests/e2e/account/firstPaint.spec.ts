import { expect, type Page, type Route } from '@playwright/test';
import { test } from '../fixtures';
import { trackRequests } from '../settled';
import { apiToken, endSession, loadDataButton, providerLogin, signInFresh } from '../signIn';

// A page load with a stored portal session paints the portal without the identity provider; a
// load without one (after a logout, or once the session is refused) signs in there again.

/** The provider's pages and endpoints (the embedded provider's and Keycloak's layout alike). */
const AT_PROVIDER = /\/idp\/|\/protocol\/openid-connect\//;

/**
 * From now on: every URL the page requests, every document it loads, and every address its main
 * frame shows (documents and the router's own navigations).
 */
function record(page: Page) {
  const requests: string[] = [];
  const documents: string[] = [];
  const addresses = new Set<string>();
  page.on('request', (request) => {
    requests.push(request.url());
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) {
      documents.push(new URL(request.url()).pathname);
    }
  });
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) addresses.add(new URL(frame.url()).pathname);
  });
  return { requests, documents, addresses };
}

/** Signs `employee` in afresh, then loads /Inicio from the stored session. */
async function openInicio(page: Page) {
  await signInFresh(page, 'employee');
  await page.goto('/portal/Inicio');
  await expect(greeting(page)).toBeVisible();
}

/** The sign-in page's notice that the session expired, once it shows. */
async function expiredNotice(page: Page) {
  const notice = page.getByRole('alert');
  await expect(notice).toHaveText(
    'Su sesión ha expirado; cargue sus datos de nuevo para continuar.',
  );
  return notice;
}

/** Ends the page's portal session on the server, behind the page's back. */
async function endPortalSessionOnServer(page: Page) {
  const ended = await page.request.delete('/api/main/Authenticate', {
    headers: { authorization: `Bearer ${await apiToken(page)}` },
  });
  expect(ended.status()).toBe(204);
}

const greeting = (page: Page) => page.getByRole('heading', { name: /^Hola, / });

test('a reload and a new tab paint /Inicio from the portal session, without the provider', async ({
  page,
  context,
}) => {
  await openInicio(page);

  const reload = record(page);
  await page.reload();
  await expect(greeting(page)).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Menú principal' })).toBeVisible();
  expect(reload.requests.filter((url) => AT_PROVIDER.test(url))).toEqual([]);
  // One document: the page itself, no trip through the provider's authorize endpoint and back.
  expect(reload.documents).toEqual(['/portal/Inicio']);
  expect([...reload.addresses]).toEqual(['/portal/Inicio']);

  const tab = await context.newPage();
  const opened = record(tab);
  await tab.goto('/portal/Inicio');
  await expect(greeting(tab)).toBeVisible();
  expect(opened.requests.filter((url) => AT_PROVIDER.test(url))).toEqual([]);
  expect(opened.documents).toEqual(['/portal/Inicio']);
  expect([...opened.addresses]).toEqual(['/portal/Inicio']);
  await tab.close();

  // A reload still reads the roles again: the session's tokens rotated.
  const before = await apiToken(page);
  await page.reload();
  await expect(greeting(page)).toBeVisible();
  expect(await apiToken(page)).not.toBe(before);
  await endSession(page);
});

test('a reload while the start-up refresh is in flight keeps the session', async ({ page }) => {
  await openInicio(page);
  // The next load's refresh reaches the server, which rotates the tokens, but its answer never
  // reaches the page: the user reloads again first.
  let held: Route | undefined;
  let rotated!: () => void;
  const rotatedOnServer = new Promise<void>((resolve) => (rotated = resolve));
  await page.route('**/api/main/authenticate/refresh', async (route) => {
    if (held) return route.continue();
    held = route;
    expect((await route.fetch()).status()).toBe(200);
    rotated();
  });
  await page.reload();
  await rotatedOnServer;
  const before = await apiToken(page);
  await page.reload();
  // The stored refresh token was used once already; the server tells a lost answer from a replay.
  await expect(greeting(page)).toBeVisible();
  await expect(page).toHaveURL(/\/portal\/Inicio$/);
  expect(await apiToken(page)).not.toBe(before);
  await held?.abort().catch(() => undefined);
  await endSession(page);
});

test("after logout, a reload and the portal's address go to the provider's login page", async ({
  page,
}) => {
  await openInicio(page);
  // Reloaded, so this page never signed in at the provider: the logout still signs out there.
  await page.reload();
  await expect(greeting(page)).toBeVisible();
  await page.getByRole('button', { name: 'Perfil' }).click();
  await page.getByRole('menuitem', { name: 'Cerrar sesión' }).click();
  const providerLoginPage = page.getByRole('heading', { name: 'Iniciar sesión' });
  await expect(providerLoginPage).toBeVisible();
  await expect(page).toHaveURL(/\/idp\/login\//);

  await page.reload();
  await expect(providerLoginPage).toBeVisible();
  await page.goto('/portal/Inicio');
  await expect(page).toHaveURL(/\/idp\/login\//);
  await expect(providerLoginPage).toBeVisible();

  // The deep link survives; the server session is over, so no force is needed.
  await providerLogin(page, 'employee');
  await loadDataButton(page).click();
  await expect(page).toHaveURL(/\/portal\/Inicio$/);
  await expect(greeting(page)).toBeVisible();
  await endSession(page);
});

test("a session refused at reload ends on the sign-in page, saying why, after the provider's login", async ({
  page,
  context,
}) => {
  await openInicio(page);

  // The portal session ends on the server (as at its 12-hour limit) and the provider's is gone too.
  await endPortalSessionOnServer(page);
  await context.clearCookies();

  await page.reload();
  await providerLogin(page, 'employee');
  const notice = await expiredNotice(page);
  await expect(notice).toBeFocused();
  await loadDataButton(page).click();
  await expect(page).toHaveURL(/\/portal\/Inicio$/);
  await expect(greeting(page)).toBeVisible();
  await endSession(page);
});

test('a session that ends while a reloaded page is open says why, after a trip through the provider, and comes back to the page the user was on', async ({
  page,
}) => {
  const activity = trackRequests(page);
  // Loaded from the stored session: this page never signed in at the provider.
  await openInicio(page);
  const menu = page.getByRole('navigation', { name: 'Menú principal' });
  await menu.locator('[data-menu-entry="benefits"]').click();
  const benefitsHome = menu.locator('[data-menu-entry="benefitsHome"]');
  await expect(benefitsHome).toBeVisible();
  // Every section of /Inicio has its answer: none can be refused while the user is still there.
  await expect.poll(() => activity.inFlight).toBe(0);

  // From here the page's calls wait until it shows the benefits' home.
  let release!: () => void;
  const onBenefitsHome = new Promise<void>((resolve) => (release = resolve));
  const hold = async (route: Route) => {
    await onBenefitsHome;
    await route.fallback();
  };
  await page.route('**/api/**', hold);
  await endPortalSessionOnServer(page);
  // The window comes back into view: the bell on /Inicio asks again, and its call is the first
  // to be refused, once the user is on the next page.
  const bellAsks = page.waitForRequest(/\/api\/notification\?/);
  await page.evaluate(() => window.dispatchEvent(new Event('visibilitychange')));
  await bellAsks;

  const trip = record(page);
  await benefitsHome.click();
  await expect(page).toHaveURL(/\/portal\/Benefits\/Home$/);
  release();
  await page.unroute('**/api/**', hold);

  // Refused: to the provider (its session still open, so straight back) and on to the sign-in
  // page, which says why; loading the data again returns to where the user was, not to the page
  // the refused call was made from.
  await expiredNotice(page);
  await expect(page).toHaveURL(/\/portal\/session\/signin$/);
  expect(trip.requests.some((url) => AT_PROVIDER.test(url))).toBe(true);
  await loadDataButton(page).click();
  await expect(page).toHaveURL(/\/portal\/Benefits\/Home$/);
  await endSession(page);
});
