import { expect } from '@playwright/test';
import { test } from './fixtures';
import { signInFresh } from './signIn';

// A benefit of the demo data with locations, so its detail page draws the map.
const BENEFIT_WITH_LOCATIONS = 5;

test('the login page, /Inicio and a benefit with its map run under their CSP without a violation', async ({
  page,
}) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  await page.exposeFunction('reportCspViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportCspViolation: (text: string) => void })
        .reportCspViolation;
      void report(`${event.violatedDirective} blocked ${event.blockedURI} on ${location.pathname}`);
    });
  });
  const documents: { url: string; csp: string | undefined }[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'document') {
      documents.push({ url: response.url(), csp: response.headers()['content-security-policy'] });
    }
  });

  await signInFresh(page, 'employee');
  await expect(page).toHaveURL(/\/portal\/Inicio/);
  await expect(page.getByRole('navigation', { name: 'Menú principal' })).toBeVisible();
  await page.waitForLoadState('networkidle');

  // A reload passes through the provider again (login-required) before the page draws.
  await page.goto(`/portal/Benefits/Detalle/${BENEFIT_WITH_LOCATIONS}`);
  await expect(
    page
      .getByRole('list', { name: 'Lista de ubicaciones' })
      .getByTestId('benefit-location')
      .first(),
  ).toBeVisible({ timeout: 20_000 });
  const map = page.getByRole('region', { name: 'Mapa de las ubicaciones' });
  await expect(map.locator('.leaflet-marker-icon').first()).toBeVisible();
  await page.waitForLoadState('networkidle');

  // Every page came with its policy: the login page's and the portal's.
  const login = documents.find((doc) => new URL(doc.url).pathname.startsWith('/idp/login/'));
  expect(login?.csp).toContain("default-src 'none'");
  const portal = documents.filter((doc) => new URL(doc.url).pathname.startsWith('/portal/'));
  expect(portal.length).toBeGreaterThan(0);
  for (const doc of portal) expect(doc.csp).toContain("script-src 'self'");
  expect(violations).toEqual([]);
});
