import { expect } from '@playwright/test';
import { test } from '../fixtures';
import { blockingViolations, violationsOn } from '../accessibility';
import { field } from '../fields';
import { endSession, openAs } from '../signIn';

test.afterEach(async ({ page }) => endSession(page));

test('the employee’s personal-days pages have no serious accessibility violation', async ({
  page,
}) => {
  await openAs(page, 'employee');
  expect(await violationsOn(page, ['/portal/PersonalDays', '/portal/FormRequestDay'])).toEqual([]);
  // The form with its errors shown and a category chosen (its intervals offered).
  await page.getByRole('button', { name: 'Enviar solicitud' }).click();
  await expect(page.getByText('Requerido').first()).toBeVisible();
  await field(page, 'Categoría').click();
  await page.getByRole('option', { name: /^Trámites/ }).click();
  await expect(field(page, 'Horario')).toBeEnabled();
  expect(
    await blockingViolations(page, 'the request form with errors', {
      exclude: ['.RaSidebar-fixed'],
    }),
  ).toEqual([]);
});

test('the approvers’ inbox, a request and the holidays have no serious accessibility violation', async ({
  page,
}) => {
  await openAs(page, 'pd.owner');
  await page.goto('/portal/PersonalDays/Aprobaciones');
  await page.getByRole('row').nth(1).click();
  await expect(page).toHaveURL(/\/Aprobaciones\/\d+$/);
  const request = new URL(page.url()).pathname;
  expect(
    await violationsOn(page, [
      '/portal/PersonalDays/Aprobaciones',
      request,
      '/portal/PersonalDays/Feriados',
      '/portal/PersonalDays/Feriados/form',
      '/portal/PersonalDays/Feriados/form/1',
    ]),
  ).toEqual([]);
});
