import { expect, type Page } from '@playwright/test';
import { demoAccounts } from '../../server/db/seed/demoAccounts';
import { canOpen } from '../../src/layout/access';
import { routes } from '../../src/routes';
import { accounts, openRoute, records, test, walk } from './routeWalk';

/**
 * Every page of the route table, at a phone's width and a laptop's, must not scroll sideways: a
 * new page is walked by this spec without being listed anywhere.
 */

const WIDTHS = [390, 1280] as const;

// The walk's tests share nothing but the worker's page of each account (routeWalk.ts): both
// workers take them, each on its own server, and the walk stops being the run's tail. An account's
// routes go together, in order, so one worker signs the account in once for all of them (not both
// workers each); a route's second width only resizes the page the first opened.
test.describe.configure({ mode: 'parallel' });

/**
 * What sticks out past the right edge, for the failure message: the innermost such elements
 * (the page's own boxes around them only follow), widest first.
 */
const overflowingElements = (page: Page) =>
  page.evaluate(() => {
    const limit = document.documentElement.clientWidth;
    const right = (element: Element) => Math.round(element.getBoundingClientRect().right);
    const describe = (element: Element) =>
      `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}${Array.from(
        element.classList,
      )
        .filter((name) => !name.startsWith('css-'))
        .slice(0, 2)
        .map((name) => `.${name}`)
        .join('')} (${right(element)} px)`;
    const beyond = (element: Element) => right(element) > limit + 1;
    // Inside a box that clips or scrolls and is itself within the page: not what widens it.
    const contained = (element: Element) => {
      for (let box = element.parentElement; box && box !== document.body; box = box.parentElement)
        if (getComputedStyle(box).overflowX !== 'visible' && !beyond(box)) return true;
      return false;
    };
    const wide = Array.from(document.body.querySelectorAll('*')).filter(
      (element) => beyond(element) && !contained(element),
    );
    return wide
      .filter((element) => !Array.from(element.children).some((child) => wide.includes(child)))
      .sort((a, b) => right(b) - right(a))
      .slice(0, 6)
      .map(describe);
  });

test('every route with a parameter names where its demo record comes from', () => {
  const withParameters = routes.map((route) => route.path).filter((path) => path.includes('/:'));
  expect(withParameters.filter((path) => !records[path])).toEqual([]);
  expect(Object.keys(records).filter((path) => !withParameters.includes(path))).toEqual([]);
});

test('every route is walked by an account that may open it', () => {
  const roles = (username: string) =>
    demoAccounts.find((account) => account.username === username)?.roles ?? [];
  expect(walk.filter(({ roles: allowed, account }) => !canOpen(allowed, roles(account)))).toEqual(
    [],
  );
});

for (const account of accounts) {
  test.describe(`as ${account}`, () => {
    test.describe.configure({ mode: 'default' });
    for (const { path } of walk.filter((route) => route.account === account)) {
      for (const width of WIDTHS) {
        test(`${path} at ${width} px (${account}) does not scroll sideways`, async ({
          sessions,
          request,
        }) => {
          const page = await sessions.page(account, width);
          const target = await openRoute(sessions, request, path, account);
          const { scrollWidth, clientWidth } = await page.evaluate(() => ({
            scrollWidth: document.documentElement.scrollWidth,
            clientWidth: document.documentElement.clientWidth,
          }));
          expect(
            scrollWidth,
            `${target} is ${scrollWidth} px wide at ${clientWidth} px: ${(
              await overflowingElements(page)
            ).join(', ')}`,
          ).toBeLessThanOrEqual(clientWidth);
        });
      }
    }
  });
}
