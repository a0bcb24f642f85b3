import { expect } from '@playwright/test';
import { SCIM } from '../../../contracts/workforce/scim';
import { test } from '../fixtures';
import { SCIM_E2E_TOKEN } from '../servers';
import { endSession, openAs } from '../signIn';

test.afterEach(async ({ page }) => endSession(page));

test('an administrator erases the data of a person who left, after confirming, and reads what the law keeps', async ({
  page,
}) => {
  // A person of this test's own (through provisioning), so no other spec meets the erasure.
  const badge = `ER${test.info().parallelIndex}${Date.now() % 1_000_000}`;
  const userName = `borrar.${badge.toLowerCase()}@example.com`;
  const created = await page.request.post('/scim/v2/Users', {
    headers: { authorization: `Bearer ${SCIM_E2E_TOKEN}`, 'content-type': 'application/scim+json' },
    data: {
      schemas: [SCIM.user, SCIM.enterprise, SCIM.portal],
      userName,
      name: { givenName: 'Rocío', familyName: 'Borrada' },
      emails: [{ value: userName, type: 'work', primary: true }],
      [SCIM.enterprise]: { employeeNumber: badge },
      [SCIM.portal]: { birthday: '1991-03-02' },
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  const name = `Rocío Borrada (${badge})`;

  await openAs(page, 'admin', `/portal/Personal/Colaboradores/form/${id}`);
  // Still active: nothing to erase yet.
  await page.getByRole('button', { name: `Desactivar a ${name}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Sí' }).click();

  await page.getByRole('button', { name: `Borrar los datos personales de ${name}` }).click();
  const question = page.getByRole('dialog');
  await expect(question).toContainText('se conserva lo que obliga a guardar');
  await question.getByRole('button', { name: 'Sí' }).click();

  const done = page.getByRole('dialog', { name: `Datos de ${name} borrados` });
  const tables = done.getByRole('list', { name: 'Lo que se hizo con cada tabla' });
  // Their own row stays for the history, without what names them.
  await expect(tables).toContainText('employees: 1 fila anonimizada');
  await done.getByRole('button', { name: 'Cerrar' }).click();
  // The form reads the record again: the name stays (pay records name it), the sign-in is gone.
  await expect(page.getByRole('textbox', { name: 'Usuario', exact: true })).toHaveValue(
    `erased-${id}`,
  );
});
