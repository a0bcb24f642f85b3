import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { adminScreens } from './kit';

/**
 * The walk of the administration screens is one file per module (`<module>.test.tsx`, each a call
 * of the kit), so vitest spreads it over its workers: every screen must be walked by exactly one.
 */
const walked = readdirSync(import.meta.dirname)
  .map((file) => /^(\w+)\.test\.tsx$/.exec(file)?.[1])
  .filter((module): module is string => module !== undefined)
  .sort();

describe('the walk of the administration screens', () => {
  it('finds the screens in the manifests', () => {
    expect(adminScreens.map(({ screen }) => screen.path)).toEqual(
      expect.arrayContaining([
        '/Benefits/AdminFormBenefits',
        '/Ventas/Compras',
        '/permissions/audit',
      ]),
    );
  });

  it('knows the one module that declares each screen', () => {
    expect(adminScreens.filter(({ module }) => !/^\w+$/.test(module))).toEqual([]);
  });

  it('walks every module with administration screens in a file of its own, and no other', () => {
    expect(walked).toEqual([...new Set(adminScreens.map(({ module }) => module))].sort());
  });
});
