import { expect } from '@playwright/test';
import { test } from '../fixtures';
import { field, typeDay } from '../fields';
import { choose, freeWeekday } from '../personalDays/helpers';
import { mailPort } from '../servers';
import { apiToken, signedIn } from '../signIn';
import { startSmtpServer } from '../../fixtures/smtpServer';

let smtp: Awaited<ReturnType<typeof startSmtpServer>> | undefined;

// The worker's portal sends to this port (playwright.config.ts).
test.beforeAll(async () => {
  smtp = await startSmtpServer(mailPort(test.info().parallelIndex));
});
test.afterAll(async () => {
  await smtp?.close();
});

test('a request sent in the browser mails its approver, in their language, with its page', async ({
  browser,
}) => {
  // The supervisor reads English: their e-mail is written in it.
  const supervisor = await signedIn(browser, 'supervisor', '/portal/Notificaciones/Preferencias');
  await supervisor.page.getByRole('radio', { name: 'English' }).check();
  await supervisor.page.getByRole('button', { name: 'Guardar' }).click();
  // Saved: the portal switches to the language saved.
  await expect(supervisor.page.getByRole('button', { name: 'Language: English' })).toBeVisible();

  const { page } = await signedIn(browser, 'employee', '/portal/FormRequestDay');
  const day = await freeWeekday(page, 5);
  await choose(page, 'Categoría', /^Día personal/);
  await choose(page, 'Horario', /^Mañana, de 08:00 a 12:00/);
  await typeDay(field(page, 'Día'), day);
  await page.getByRole('button', { name: 'Enviar solicitud' }).click();
  await expect(page).toHaveURL(/\/portal\/PersonalDays$/);

  await expect
    .poll(() => smtp!.received.find((mail) => mail.raw.includes('awaits your decision')), {
      timeout: 30_000,
    })
    .toBeTruthy();
  const mail = smtp!.received.find((m) => m.raw.includes('awaits your decision'))!;
  const link = /\/portal\/PersonalDays\/Aprobaciones\/(\d+)/.exec(mail.raw);
  expect(link).not.toBeNull();
  expect(mail.raw).toContain('Esteban Vargas Rojas sent a request');

  // The worker's other specs find the employee's balance and the supervisor's language as seeded.
  const cancelled = await page.request.delete(`/api/main/PersonalDays/Delete/${link![1]}`, {
    headers: { authorization: `Bearer ${await apiToken(page)}` },
  });
  expect(cancelled.status()).toBe(200);
  await supervisor.page.getByRole('radio', { name: 'Español' }).check();
  await supervisor.page.getByRole('button', { name: 'Save' }).click();
  await expect(supervisor.page.getByRole('button', { name: 'Idioma: Español' })).toBeVisible();
});
