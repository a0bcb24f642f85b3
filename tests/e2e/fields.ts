import type { Locator, Page } from '@playwright/test';

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** An input by its whole label, which ends in an asterisk when the form's contract requires it. */
export const field = (scope: Page | Locator, label: string) =>
  scope.getByLabel(new RegExp(`^${escaped(label)}(\\s*\\*)?$`));
