import { expect, type Page } from '@playwright/test';
import { test } from './fixtures';
import { signInFresh } from './signIn';

// Inactivity: the warning at 15 minutes without activity, logout 30 s later.
// The browser's clock is Playwright's, installed before the portal loads; the server keeps real time.

const warning = (page: Page) => page.getByRole('alertdialog', { name: 'Su sesión expirará en' });
const providerLoginHeading = (page: Page) => page.getByRole('heading', { name: 'Iniciar sesión' });

async function signInOnHome(page: Page): Promise<void> {
  await page.clock.install();
  await signInFresh(page, 'pd.owner');
  await expect(page).toHaveURL(/\/portal\/Inicio$/);
  await expect(page.getByRole('heading', { name: 'Hola, Paula Madrigal Soto' })).toBeVisible();
}

test('without activity the warning opens at 15 minutes, counts down and logs out after 30 s', async ({
  page,
}) => {
  await signInOnHome(page);

  await page.clock.fastForward('14:50');
  await expect(warning(page)).toBeHidden();
  await page.clock.fastForward('00:10');
  await expect(warning(page)).toBeVisible();
  await expect(warning(page).getByRole('button', { name: 'Continuar Navegando' })).toBeFocused();
  await expect(warning(page).getByRole('button', { name: 'Cerrar sesión' })).toBeVisible();

  const countdown = warning(page).locator('[aria-live="polite"]');
  await expect(countdown).toHaveText(/^(30|29) segundos$/);
  const before = parseInt((await countdown.textContent()) ?? '', 10);
  await page.clock.runFor(3000);
  // At least the 3 s the test moved the clock: the page's clock also runs on in real time, which a
  // loaded machine stretches.
  const secondsLeft = async () => parseInt((await countdown.textContent()) ?? '', 10);
  await expect.poll(secondsLeft).toBeLessThanOrEqual(before - 3);
  expect(await secondsLeft()).toBeGreaterThan(0);

  await page.clock.fastForward('00:30');
  await expect(providerLoginHeading(page)).toBeVisible();
});

test("'Continuar Navegando' keeps the user on the page; 'Cerrar sesión' logs out", async ({
  page,
}) => {
  await signInOnHome(page);

  await page.clock.fastForward('15:00');
  await expect(warning(page)).toBeVisible();
  await warning(page).getByRole('button', { name: 'Continuar Navegando' }).click();
  await expect(warning(page)).toBeHidden();

  // The countdown is over and the timer has started again: still signed in, on the same page.
  await page.clock.fastForward('00:30');
  await expect(warning(page)).toBeHidden();
  await expect(page).toHaveURL(/\/portal\/Inicio$/);
  await expect(page.getByRole('heading', { name: 'Hola, Paula Madrigal Soto' })).toBeVisible();

  // 15 minutes after the answer the warning is back (a jump past 15:30 would log out at once).
  await page.clock.fastForward('14:30');
  await expect(warning(page)).toBeVisible();
  await warning(page).getByRole('button', { name: 'Cerrar sesión' }).click();
  await expect(providerLoginHeading(page)).toBeVisible();
});
