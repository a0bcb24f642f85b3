import { expect } from '@playwright/test';
import { SCIM } from '../../../contracts/workforce/scim';
import { startSmtpServer } from '../../fixtures/smtpServer';
import { test } from '../fixtures';
import { mailPort, SCIM_E2E_TOKEN } from '../servers';

let smtp: Awaited<ReturnType<typeof startSmtpServer>> | undefined;

// The worker's portal sends to this port (playwright.config.ts).
test.beforeAll(async () => {
  smtp = await startSmtpServer(mailPort(test.info().parallelIndex));
});
test.afterAll(async () => {
  await smtp?.close();
});

test('a person the identity provider creates chooses a password from the mailed link and signs in', async ({
  page,
}) => {
  const userName = `lucia.${test.info().parallelIndex}.${Date.now()}@example.com`;
  const created = await page.request.post('/scim/v2/Users', {
    headers: {
      authorization: `Bearer ${SCIM_E2E_TOKEN}`,
      'content-type': 'application/scim+json',
    },
    data: {
      schemas: [SCIM.user, SCIM.enterprise, SCIM.portal],
      userName,
      name: { givenName: 'Lucía', familyName: 'Brenes' },
      emails: [{ value: userName, type: 'work', primary: true }],
      [SCIM.enterprise]: { employeeNumber: `E2E-${Date.now() % 1_000_000}` },
      [SCIM.portal]: { birthday: '1990-06-15' },
    },
  });
  expect(created.status(), await created.text()).toBe(201);

  await expect
    .poll(() => smtp!.received.find((mail) => mail.to === userName), { timeout: 30_000 })
    .toBeTruthy();
  const mail = smtp!.received.find((received) => received.to === userName)!;
  const link = /(\/idp\/welcome\/[A-Za-z0-9_-]+)/.exec(mail.raw);
  expect(link).not.toBeNull();

  await page.goto(link![1]!);
  await expect(page.getByRole('heading', { name: 'Elija su contraseña' })).toBeVisible();
  await page.getByLabel('Contraseña nueva').fill('una contraseña larga');
  await page.getByLabel('Repita la contraseña').fill('una contraseña larga');
  await page.getByRole('button', { name: 'Guardar contraseña' }).click();

  await expect(page).toHaveURL(/\/idp\/login\//);
  await page.getByLabel('Usuario').fill(userName);
  await page.getByLabel('Contraseña', { exact: true }).fill('una contraseña larga');
  await page.getByRole('button', { name: 'Ingresar' }).click();
  await expect(page).toHaveURL(/\/portal\//);
  await expect(page.getByRole('heading', { name: 'Iniciar sesión' })).toBeHidden();
});
