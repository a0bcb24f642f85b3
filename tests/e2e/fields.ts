import { expect, type Locator, type Page } from '@playwright/test';

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** An input by its whole label, which ends in an asterisk when the form's contract requires it. */
export const field = (scope: Page | Locator, label: string) =>
  scope.getByLabel(new RegExp(`^${escaped(label)}(\\s*\\*)?$`));

/** Picks the option of the select labelled `label` (the first one without `choice`). */
export async function pick(page: Page, label: string, choice?: string | RegExp): Promise<string> {
  const select = page.getByRole('combobox', { name: new RegExp(`^${label}`) });
  await expect(select).toBeEnabled();
  await select.click();
  const options = page.getByRole('option').filter({ hasNotText: /^\s*$/ });
  const option = choice ? options.filter({ hasText: choice }).first() : options.first();
  await expect(option).toBeVisible();
  const text = ((await option.textContent()) ?? '').trim();
  await option.click();
  return text;
}
