import { expect, type Page } from '@playwright/test';
import { test } from './fixtures';
import { signedIn } from './signIn';

/** A seeded category with benefits: the service refuses to delete it (409). */
const CATEGORY = 'Restaurantes';

/** Asks to delete the category and confirms: the service's refusal is the notice. */
async function deleteCategory(page: Page, label: string, yes: string) {
  await page.getByRole('button', { name: label, exact: true }).click();
  await page.getByRole('dialog').getByRole('button', { name: yes, exact: true }).click();
}

test('the portal asks the services for the language it shows, and shows their refusals in it', async ({
  browser,
}) => {
  const { context, page } = await signedIn(
    browser,
    'benefits.owner',
    '/portal/Benefits/Categories',
  );
  const asked: string[] = [];
  // The portal's calls (images are the browser's own requests, in the browser's language).
  page.on('request', (request) => {
    if (request.resourceType() === 'fetch' && new URL(request.url()).pathname.startsWith('/api/'))
      asked.push(request.headers()['accept-language'] ?? '(none)');
  });

  await deleteCategory(page, `Eliminar «${CATEGORY}»`, 'Sí');
  await expect(
    page.getByText(
      `La categoría «${CATEGORY}» todavía tiene beneficios: muévalos o elimínelos primero.`,
    ),
  ).toBeVisible();
  expect(asked.length).toBeGreaterThan(0);
  expect(new Set(asked)).toEqual(new Set(['es']));

  asked.length = 0;
  await page.getByRole('button', { name: 'Idioma: Español' }).click();
  await page.getByRole('menuitem', { name: 'English' }).click();
  await expect(page.getByRole('button', { name: 'Language: English' })).toBeVisible();
  await deleteCategory(page, `Delete “${CATEGORY}”`, 'Yes');
  await expect(
    page.getByText(`The category "${CATEGORY}" still has benefits: move or delete them first.`),
  ).toBeVisible();
  expect(new Set(asked)).toEqual(new Set(['en']));

  // Other specs sign this user in: end the session.
  const token = await page.evaluate(
    () =>
      (JSON.parse(localStorage.getItem('portal.session') ?? '{}') as { user?: { token: string } })
        .user?.token ?? '',
  );
  await page.request.delete('/api/main/Authenticate', {
    headers: { authorization: `Bearer ${token}` },
  });
  await context.close();
});
