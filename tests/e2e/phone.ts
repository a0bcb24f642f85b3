import { expect, type Locator, type Page } from '@playwright/test';

/** A phone's screen: what an administrator does at a desk, they do here too. */
export const PHONE = { width: 390, height: 844 };

/** The control is on the screen, not past its right edge. */
export async function expectOnScreen(control: Locator): Promise<void> {
  await expect(control).toBeVisible();
  const box = await control.boundingBox();
  expect(box!.x + box!.width).toBeLessThanOrEqual(PHONE.width);
}

/** How far the page scrolls sideways (0 when it fits the screen). */
export const sideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/** Opens a portal page and waits for its content (`ready`): nothing loading, no sideways scroll. */
export async function openOnPhone(
  page: Page,
  path: string,
  ready: (page: Page) => Promise<void>,
): Promise<void> {
  await page.goto(`/portal${path}`);
  await ready(page);
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  expect(await sideways(page), path).toBe(0);
}
