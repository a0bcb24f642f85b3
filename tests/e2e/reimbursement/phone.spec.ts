import { expect } from '@playwright/test';
import { test } from '../fixtures';
import { blockingViolations } from '../accessibility';
import { expectOnScreen, PHONE, sideways } from '../phone';
import { endSession, openAs } from '../signIn';

test.use({ viewport: PHONE });
test.afterEach(async ({ page }) => endSession(page));

test('on a 390 px phone an employee opens the entry, the form and their list, all on the screen', async ({
  page,
}) => {
  await openAs(page, 'supervisor');
  await page.getByRole('button', { name: 'Abrir menú' }).click();
  const menu = page.getByRole('navigation', { name: 'Menú principal' });
  const group = menu.locator('[data-menu-entry="reimbursement"]');
  await expect(group).toContainText('Reembolso educativo');
  if ((await group.getAttribute('aria-expanded')) === 'false') await group.click();
  await menu.locator('[data-menu-entry="reimbursementNew"]').click();
  await expect(page).toHaveURL(/\/ReembolsoEducativo\/Nuevo$/);
  await expect(page.getByRole('combobox', { name: /^Tipo de reembolso/ })).toBeVisible();
  await expectOnScreen(page.getByRole('button', { name: 'Enviar solicitud' }));
  expect(await sideways(page)).toBe(0);
  // The 'Otro' free text appears under its list, still on the screen.
  await page.getByRole('combobox', { name: /^Curso/ }).click();
  await page.getByRole('option', { name: 'Otro', exact: true }).click();
  await expectOnScreen(page.getByLabel(/^Otro curso/));
  expect(await sideways(page)).toBe(0);
  expect(await blockingViolations(page, 'Nuevo (phone)')).toEqual([]);

  await page.goto('/portal/ReembolsoEducativo/ListaReembolsos');
  await expect(page.getByRole('listitem').first()).toBeVisible();
  await expectOnScreen(page.getByRole('link', { name: 'Nueva solicitud' }));
  expect(await sideways(page)).toBe(0);
});

test('a new hire learns why they cannot ask for a reimbursement yet, before any field', async ({
  page,
}) => {
  await openAs(page, 'newhire', '/portal/ReembolsoEducativo/Nuevo');
  await page.goto('/portal/ReembolsoEducativo/Nuevo');
  await expect(page.getByText('Por ahora no puede solicitar un reembolso')).toBeVisible();
  await expect(page.getByText(/periodo de prueba/)).toBeVisible();
  await expect(page.getByRole('combobox', { name: /^Tipo de reembolso/ })).toHaveCount(0);
  expect(await sideways(page)).toBe(0);
});

test('on a 390 px phone an owner reads the inbox and a request with its decision, on the screen', async ({
  page,
}) => {
  await openAs(page, 'reimbursement.owner', '/portal/ReembolsoEducativo/Aprobaciones');
  await page.goto('/portal/ReembolsoEducativo/Aprobaciones');
  // The seeded pending requests of other employees, one line each on a phone.
  const first = page
    .getByRole('link', { name: /Contabilidad básica|Excel avanzado|Francés básico/ })
    .first();
  await expect(first).toBeVisible();
  expect(await sideways(page)).toBe(0);
  await first.click();
  await expect(page).toHaveURL(/\/ReembolsoEducativo\/Detalle\?id=\d+$/);
  const decision = page.getByRole('region', { name: 'Decisión' });
  await expectOnScreen(decision.getByRole('button', { name: 'Rechazar' }));
  expect(await sideways(page)).toBe(0);
  expect(await blockingViolations(page, 'Detalle (phone, owner)')).toEqual([]);
});
