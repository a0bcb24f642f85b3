import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { openInApp, trackMutations, trackRequests } from './settled';

interface Scope {
  /** CSS selectors to check (default: the whole page). */
  include?: string[];
  /** CSS selectors to leave out. */
  exclude?: string[];
  /** axe-core rule tags (default: every rule). */
  tags?: string[];
  /** Which impacts count (default: serious and critical); `all` counts the minor ones too. */
  impacts?: 'blocking' | 'all';
}

/** The axe-core violations that count (serious and critical by default), one line each (`where: rule: nodes`). */
export async function blockingViolations(
  page: Page,
  where: string,
  { include = [], exclude = [], tags, impacts = 'blocking' }: Scope = {},
): Promise<string[]> {
  // axe.run in the page itself (AxeBuilder's legacy mode): the default runs axe in each frame and
  // then again in a new blank page to merge the frames' results, which doubles the time of each
  // check (measured: 49 s → 27 s over the 39 pages of modulesAccessibility.spec.ts). What it leaves
  // out is inside cross-origin frames only: the embedded video player's, not the portal's markup
  // (the iframe element itself is still checked).
  let axe = new AxeBuilder({ page }).setLegacyMode();
  for (const selector of include) axe = axe.include(selector);
  for (const selector of exclude) axe = axe.exclude(selector);
  if (tags) axe = axe.withTags(tags);
  // A menu that is closing (MUI's Grow and Fade) is read mid-fade as faint text failing contrast:
  // wait until no transition or finite animation runs (spinners loop forever and are skipped).
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' ||
          animation.effect?.getTiming().iterations === Infinity,
      ),
  );
  const { violations } = await axe.analyze();
  return violations
    .filter((v) => impacts === 'all' || v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${where}: ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/**
 * Opens each portal page inside the signed-in app (as the menu does: one load of the portal for
 * all of them), once it is in and nothing is loading, and collects what axe-core finds serious or
 * critical; the side menu is the shell's, checked by shell.spec.ts, and a notice the page before
 * left (still fading out) is not this page's.
 */
export async function violationsOn(page: Page, paths: readonly string[]): Promise<string[]> {
  const activity = trackRequests(page);
  await page.evaluate(trackMutations);
  const found: string[] = [];
  for (const path of paths) {
    await openInApp(page, activity, path);
    await expect(page.locator('#react-admin-title')).not.toBeEmpty();
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    // The side menu and a notice left by the page before (fading out) are the shell's.
    found.push(
      ...(await blockingViolations(page, path, {
        exclude: ['.RaSidebar-fixed', '.MuiSnackbar-root'],
      })),
    );
  }
  return found;
}
