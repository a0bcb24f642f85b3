import { expect } from '@playwright/test';
import { test } from '../fixtures';
import { expectOnScreen, openOnPhone, PHONE } from '../phone';
import { endSession, openAs } from '../signIn';

test.use({ viewport: PHONE });
test.afterEach(async ({ page }) => endSession(page));

test('on a phone, a supervisor approves a personal day from /Aprobaciones', async ({ page }) => {
  await openAs(page, 'supervisor');
  const request = page.getByRole('checkbox', {
    name: /^Seleccionar «Esteban Vargas Rojas · Día personal»$/,
  });
  await openOnPhone(page, '/Aprobaciones', async () => {
    await expect(request.first()).toBeVisible();
  });
  await request.first().check();
  const approve = page.getByRole('button', { name: 'Aprobar seleccionadas' });
  await expectOnScreen(approve);
  await approve.click();
  const question = page.getByRole('dialog', { name: 'Confirmación' });
  await expect(question).toContainText('¿Dejar «Aprobada» la solicitud de «Esteban Vargas Rojas');
  await question.getByRole('button', { name: 'Sí' }).click();
  await expect(page.getByText('Se resolvió 1 solicitud')).toBeVisible();
});
