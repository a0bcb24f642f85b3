import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/** Every portal component file (the employee pages, the admin screens and the kits). */
const componentFiles = ['src', 'resources'].flatMap((folder) =>
  readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.tsx'))
    .map((file) => join(folder, file)),
);

/**
 * A form kept in the page's state (a `form` element) asks through the `LeaveWarning` kit;
 * react-admin's `<Form>` through its own `warnWhenUnsavedChanges` (ContractForm and
 * AdminFormPage set it for theirs).
 */
function formsThatDoNotWarn() {
  const silent: string[] = [];
  for (const file of componentFiles) {
    const source = readFileSync(file, 'utf8');
    const stateForm = /component="form"|<form\b/.test(source);
    const adminForm = /<Form\b/.test(source);
    if (stateForm && !source.includes('<LeaveWarning')) silent.push(file);
    if (adminForm && !source.includes('warnWhenUnsavedChanges')) silent.push(file);
  }
  return silent;
}

describe('every form of the portal', () => {
  it('asks before its typed data is left behind', () => {
    expect(componentFiles.length).toBeGreaterThan(100);
    expect(formsThatDoNotWarn()).toEqual([]);
  });
});
