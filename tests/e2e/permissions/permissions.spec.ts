import { expect, type Page } from '@playwright/test';
import { test } from '../fixtures';
import { openAs } from '../signIn';

const menuEntry = (page: Page, id: string) =>
  page.getByRole('navigation', { name: 'Menú principal' }).locator(`[data-menu-entry="${id}"]`);

test('an admin grants and removes a role; the user’s open session follows after a refresh', async ({
  browser,
}) => {
  const newhireContext = await browser.newContext();
  const newhire = await newhireContext.newPage();
  await openAs(newhire, 'newhire');
  await expect(newhire.getByRole('heading', { name: /^Hola, / })).toBeVisible();
  await expect(menuEntry(newhire, 'benefits')).toHaveCount(0);

  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await openAs(admin, 'admin');
  await admin.goto('/portal/permissions/module');
  const benefitsRow = admin.getByRole('row', { name: /Beneficios/ }).first();
  await benefitsRow.getByRole('link', { name: /Usuario de Beneficios/ }).click();
  await expect(admin).toHaveURL(/\/portal\/permissions\/roles\/Benefits_User$/);
  await admin.getByRole('link', { name: 'Administrar usuarios' }).click();
  await admin.getByRole('link', { name: 'Agregar usuario' }).click();
  await expect(admin).toHaveURL(/\/portal\/permissions\/users\/form\/Benefits_User$/);

  await admin.getByLabel('Colaborador').fill('Quesada Br');
  await admin.getByRole('option', { name: /Natalia Quesada Brenes · 100003/ }).click();
  await admin.getByRole('button', { name: 'Agregar usuario' }).click();
  await expect(admin).toHaveURL(/\/portal\/permissions\/users\/Benefits_User$/);
  const natalia = admin.getByRole('row', { name: /Natalia Quesada Brenes/ });
  await expect(natalia).toBeVisible();

  await newhire.reload();
  await expect(menuEntry(newhire, 'benefits')).toBeVisible();

  await natalia.getByRole('button', { name: /Quitar del rol/ }).click();
  await admin.getByRole('button', { name: 'Sí' }).click();
  await expect(natalia.getByRole('button', { name: /Restaurar/ })).toBeVisible();

  await newhire.reload();
  await expect(newhire.getByRole('heading', { name: /^Hola, / })).toBeVisible();
  await expect(menuEntry(newhire, 'benefits')).toHaveCount(0);

  // The change is in the audit trail, with who did it.
  await admin.goto('/portal/permissions/audit');
  await expect(
    admin.getByRole('row', { name: /admin.*Eliminación.*Asignación de rol/ }).first(),
  ).toBeVisible();
  await newhireContext.close();
  await adminContext.close();
});

test('an employee opening the permission screens is sent to /inicio', async ({ page }) => {
  await openAs(page, 'employee');
  await page.goto('/portal/permissions/module');
  await expect(page).toHaveURL(/\/portal\/inicio$/);
  await expect(page.getByRole('heading', { name: /^Hola, / })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Módulos' })).toHaveCount(0);
});
