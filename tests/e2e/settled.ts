import { expect, type Page, type Request } from '@playwright/test';

/**
 * When a portal page opened inside the loaded app (history.pushState, as the menu does) is in:
 * for the route walk and the accessibility checks.
 */

/** How long the network stays quiet before a page counts as loaded. */
const QUIET_MS = 250;

export interface Activity {
  readonly inFlight: number;
  last: number;
}

/**
 * Counts the page's requests in flight, and when the last one started or ended. Only requests it
 * saw start count: one already in flight when tracking began is not waited for.
 */
export function trackRequests(page: Page): Activity {
  const pending = new Set<Request>();
  const activity = {
    get inFlight() {
      return pending.size;
    },
    last: Date.now(),
  };
  page.on('request', (request) => {
    pending.add(request);
    activity.last = Date.now();
  });
  const done = (request: Request) => {
    pending.delete(request);
    activity.last = Date.now();
  };
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return activity;
}

/** Notes in the page when its DOM last changed. */
export function trackMutations() {
  const page = window as unknown as { mutatedAt: number };
  page.mutatedAt = Date.now();
  new MutationObserver(() => (page.mutatedAt = Date.now())).observe(document, {
    subtree: true,
    childList: true,
    attributes: true,
    characterData: true,
  });
}

const sinceMutation = (page: Page) =>
  page.evaluate(() => Date.now() - (window as unknown as { mutatedAt: number }).mutatedAt);

/**
 * The page's content is in: no request and no change to the page for a while since it was
 * opened, no spinner or placeholder, fonts loaded.
 */
export async function settled(page: Page, activity: Activity): Promise<void> {
  await expect
    .poll(
      async () =>
        activity.inFlight === 0 &&
        Date.now() - activity.last > QUIET_MS &&
        (await sinceMutation(page)) > QUIET_MS,
      { intervals: [50], timeout: 20_000 },
    )
    .toBe(true);
  await expect(page.locator('#main-content')).not.toBeEmpty();
  await expect(
    page.locator('.MuiSkeleton-root, .MuiCircularProgress-root, .MuiLinearProgress-root'),
  ).toHaveCount(0);
  await page.evaluate(() => document.fonts.ready);
}

/** Opens a portal path inside the loaded app, the way the menu does, and waits until it is in. */
export async function openInApp(page: Page, activity: Activity, path: string): Promise<void> {
  activity.last = Date.now();
  await page.evaluate((to) => {
    history.pushState(null, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await expect(page).toHaveURL((url) => `${url.pathname}${url.search}` === path);
  await settled(page, activity);
}
