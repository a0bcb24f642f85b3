import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

interface Scope {
  /** CSS selectors to check (default: the whole page). */
  include?: string[];
  /** CSS selectors to leave out. */
  exclude?: string[];
  /** axe-core rule tags (default: every rule). */
  tags?: string[];
}

/** The serious and critical axe-core violations, one line each (`where: rule: nodes`). */
export async function blockingViolations(
  page: Page,
  where: string,
  { include = [], exclude = [], tags }: Scope = {},
): Promise<string[]> {
  let axe = new AxeBuilder({ page });
  for (const selector of include) axe = axe.include(selector);
  for (const selector of exclude) axe = axe.exclude(selector);
  if (tags) axe = axe.withTags(tags);
  const { violations } = await axe.analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${where}: ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}
