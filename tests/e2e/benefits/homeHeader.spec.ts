import { expect } from '@playwright/test';
import { test } from '../fixtures';
import { PHONE, sideways } from '../phone';
import { endSession, openAs } from '../signIn';

test.afterEach(async ({ page }) => endSession(page));

test('the Benefits home shows its search unscrolled on a phone and its header in one row at a desk', async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  await openAs(page, 'employee', '/portal/Benefits/Home');
  const logo = page.getByRole('img', { name: 'Logo de beneficios' });
  const badge = page.getByRole('img', { name: 'Insignia de beneficios' });
  const heading = page.getByRole('heading', { name: 'Beneficios para colaboradores' });
  await expect(heading).toBeVisible();
  await expect(
    page.getByRole('search', { name: 'Buscar beneficios' }).getByRole('searchbox'),
  ).toBeInViewport();
  expect(await sideways(page)).toBe(0);

  await page.setViewportSize({ width: 1280, height: 800 });
  const [logoBox, badgeBox, headingBox] = await Promise.all(
    [logo, badge, heading].map(async (part) => (await part.boundingBox())!),
  );
  const middle = (box: { y: number; height: number }) => box.y + box.height / 2;
  // The logo and the badge on one line, the header's text between their top and bottom (give or
  // take the heading's line spacing).
  expect(Math.abs(middle(logoBox!) - middle(badgeBox!))).toBeLessThanOrEqual(1);
  expect(headingBox!.y).toBeGreaterThanOrEqual(logoBox!.y - 8);
  expect(headingBox!.y + headingBox!.height).toBeLessThanOrEqual(logoBox!.y + logoBox!.height);
});
