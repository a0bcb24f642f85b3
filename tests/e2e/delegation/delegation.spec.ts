import { expect, type Page } from '@playwright/test';
import { calendarDay } from '../../../contracts/calendar';
import { test } from '../fixtures';
import { apiToken, endSession, openAs, signedIn } from '../signIn';

test.afterEach(async ({ page }) => endSession(page));

/**
 * Paula (PD_Owner) names `name` her substitute for today through the Delegación page's service,
 * runs `during` while it lasts and ends it after, whatever happens.
 */
async function whileSubstituting(page: Page, name: string, during: () => Promise<void>) {
  await openAs(page, 'pd.owner', '/portal/Aprobaciones/Delegacion');
  await expect(page.getByRole('region', { name: 'Nombrar a quien me sustituye' })).toBeVisible();
  const headers = { authorization: `Bearer ${await apiToken(page)}` };
  const badge = await page.request
    .get(`/api/main/user?criteria=${encodeURIComponent(name)}`, { headers })
    .then(async (answer) => ((await answer.json()) as { badge: string }[])[0]!.badge);
  const today = calendarDay();
  const created = await page.request.post('/api/main/api/approvals/delegations', {
    headers,
    data: { substitute: badge, from: today, to: today, reason: 'Vacaciones' },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  try {
    await during();
  } finally {
    await page.request.post(`/api/main/api/approvals/delegations/${id}/end`, { headers });
  }
}

test('an owner away names a substitute, who decides a request on the owner’s behalf', async ({
  page,
  browser,
}) => {
  await whileSubstituting(page, 'Esteban Vargas', async () => {
    await page.reload();
    await expect(
      page.getByText('Esteban Vargas Rojas sustituye a Paula Madrigal Soto'),
    ).toBeVisible();

    // Esteban opens the personal-days inbox and approves a colleague's pending request.
    const substitute = await signedIn(browser, 'employee', '/portal/PersonalDays/Aprobaciones');
    const inbox = substitute.page;
    const row = inbox.getByRole('row').filter({ hasText: 'Pendiente' }).first();
    await row.click();
    await expect(inbox).toHaveURL(/\/portal\/PersonalDays\/Aprobaciones\/\d+$/);
    await inbox.getByRole('button', { name: 'Aprobar' }).click();
    await inbox.getByRole('dialog').getByRole('button', { name: 'Sí' }).click();
    await expect(
      inbox.getByText('Esteban Vargas Rojas en nombre de Paula Madrigal Soto'),
    ).toBeVisible();
    await endSession(inbox);
    await substitute.context.close();
  });
});

test('a stand-in without any role decides a delegated request from /Aprobaciones, and reaches nothing else', async ({
  page,
  browser,
}) => {
  // Natalia holds no role at all.
  await whileSubstituting(page, 'Natalia Quesada', async () => {
    // The side menu shows her the approvals, and the inbox lists Paula's pending requests.
    const substitute = await signedIn(browser, 'newhire', '/portal/Aprobaciones');
    const inbox = substitute.page;
    await expect(
      inbox
        .getByRole('navigation', { name: 'Menú principal' })
        .getByRole('menuitem', { name: /^Aprobaciones: \d+ pendientes?$/ }),
    ).toBeVisible();
    const row = inbox.getByRole('row').filter({ hasText: 'Día personal' }).first();
    await row.click();
    // The request's own page, whose module she holds no role of.
    await expect(inbox).toHaveURL(/\/portal\/PersonalDays\/Aprobaciones\/\d+$/);
    await inbox.getByRole('button', { name: 'Aprobar' }).click();
    await inbox.getByRole('dialog').getByRole('button', { name: 'Sí' }).click();
    await expect(
      inbox.getByText('Natalia Quesada Brenes en nombre de Paula Madrigal Soto'),
    ).toBeVisible();

    // Nothing else: the module's own inbox stays its users'.
    await inbox.goto('/portal/PersonalDays/Aprobaciones');
    await expect(inbox).toHaveURL(/\/portal\/inicio$/i);
    await endSession(inbox);
    await substitute.context.close();
  });
});
