import { expect } from '@playwright/test';
import { test } from '../fixtures';
import { expectOnScreen, openOnPhone, PHONE, sideways } from '../phone';
import { endSession, openAs } from '../signIn';

test.use({ viewport: PHONE });
test.afterEach(async ({ page }) => endSession(page));

test('on a phone, an employee browses the openings, one opening, the form, their metrics and profile', async ({
  page,
}) => {
  await openAs(page, 'employee');
  await openOnPhone(page, '/growth-opportunities', async () => {
    await expect(page.getByRole('article').first()).toBeVisible();
  });
  const card = page.getByRole('article').first();
  await expectOnScreen(card.getByRole('link', { name: /^Ver la vacante/ }));
  const title = await card.getByRole('heading').innerText();

  await card.getByRole('link', { name: /^Ver la vacante/ }).click();
  await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
  expect(await sideways(page)).toBe(0);

  // An opening the employee has not applied to: the form, its button on the screen.
  await openOnPhone(page, '/growth-opportunities', async () => {
    await expect(page.getByRole('article').first()).toBeVisible();
  });
  await page
    .getByRole('link', { name: /^Postularme a/ })
    .first()
    .click();
  const submit = page
    .getByRole('button', { name: 'Enviar postulación' })
    .or(page.getByText('Por ahora no puede postularse a esta vacante:'));
  await expect(submit).toBeVisible();
  expect(await sideways(page)).toBe(0);
  await expectOnScreen(submit);

  await openOnPhone(page, '/my-metrics', async () => {
    await expect(page.getByRole('heading', { name: 'Mis postulaciones por estado' })).toBeVisible();
    await expect(
      page.getByRole('heading', { name: 'Mis postulaciones', exact: true }),
    ).toBeVisible();
  });
  await openOnPhone(page, '/user', async () => {
    await expect(page.getByRole('button', { name: 'Guardar datos de contacto' })).toBeVisible();
  });
  await expectOnScreen(page.getByRole('button', { name: 'Guardar datos de contacto' }));
});

test('on a phone, the growth owner reviews an application and edits an opening', async ({
  page,
}) => {
  await openAs(page, 'growth.owner');
  await openOnPhone(page, '/growth/applications', async () => {
    await expect(page.getByRole('button', { name: /Exportar/ })).toBeVisible();
  });
  await page
    .getByText(/Esteban Vargas Rojas/)
    .first()
    .click();
  await expect(page).toHaveURL(/\/portal\/growth\/applications\/\d+$/);
  await expect(page.getByRole('heading', { name: 'Historial' })).toBeVisible();
  expect(await sideways(page)).toBe(0);

  await openOnPhone(page, '/growth/openings', async () => {
    await expect(page.getByRole('link', { name: 'Nueva vacante' })).toBeVisible();
  });
  await openOnPhone(page, '/growth/openings/form', async () => {
    await expect(page.getByRole('button', { name: 'Guardar' })).toBeVisible();
  });
  await expectOnScreen(page.getByRole('button', { name: 'Guardar' }));
});
