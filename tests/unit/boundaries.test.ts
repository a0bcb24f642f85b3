// @vitest-environment node
import { ESLint } from 'eslint';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import importPlugin from 'eslint-plugin-import';
import tseslint from 'typescript-eslint';
import { boundaryZones, moduleNames } from '../../eslint.config.js';

/**
 * The import fence is built from the manifests: a repository with a module nobody listed in the
 * lint configuration (`fixture`) has it fenced all the same, and the portal's layers point one way.
 */
describe('the import fence (eslint.config.js boundaryZones)', () => {
  let root: string;
  const write = (path: string, text = 'export const value = 1;\n') => {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  };

  beforeAll(() => {
    root = mkdtempSync(join(tmpdir(), 'fence-'));
    for (const module of ['fixture', 'other']) {
      write(`src/modules/${module}/index.ts`);
      write(`server/modules/${module}/index.ts`);
      write(`server/modules/${module}/public.ts`);
      write(`server/modules/${module}/store.ts`);
      write(`resources/${module}/shared/paths.ts`);
      write(`dataProviders/${module}/adapter.ts`);
    }
    write('server/http/kit.ts');
    write('resources/shared/kit.ts');
    write('src/layout/menu.ts');
    write('contracts/fixture/fixture.ts');
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  const problems = async (file: string, importPath: string) => {
    const eslint = new ESLint({
      cwd: root,
      overrideConfigFile: true,
      overrideConfig: [
        {
          files: ['**/*.ts'],
          languageOptions: { parser: tseslint.parser },
          plugins: { import: importPlugin },
          settings: { 'import/resolver': { node: { extensions: ['.ts'] } } },
          rules: {
            'import/no-restricted-paths': ['error', { zones: boundaryZones(root), basePath: root }],
          },
        },
      ],
    });
    const [result] = await eslint.lintText(`import { value } from '${importPath}';\nvalue;\n`, {
      filePath: join(root, file),
    });
    return result!.messages.map((message) => message.message);
  };

  it('finds every module that has a manifest', () => {
    expect(moduleNames(root)).toEqual(['fixture', 'other']);
  });

  it('fences a new module from the others in every layer', async () => {
    expect(await problems('src/modules/fixture/Page.ts', '../other/index')).toEqual([
      expect.stringContaining('only through its contract'),
    ]);
    expect(await problems('server/modules/fixture/routes.ts', '../other/index')).toEqual([
      expect.stringContaining('only through its contract'),
    ]);
    expect(await problems('resources/fixture/things/List.ts', '../../other/shared/paths')).toEqual([
      expect.stringContaining('only through its contract'),
    ]);
    // Its own parts and its contract are open to it.
    expect(
      await problems('src/modules/fixture/Page.ts', '../../../resources/fixture/shared/paths'),
    ).toEqual([]);
    expect(
      await problems('server/modules/fixture/routes.ts', '../../../contracts/fixture/fixture'),
    ).toEqual([]);
  });

  it('opens a server module’s public.ts, and nothing else of it, to the other server modules', async () => {
    expect(await problems('server/modules/fixture/routes.ts', '../other/public')).toEqual([]);
    expect(await problems('server/modules/fixture/routes.ts', '../other/store')).toEqual([
      expect.stringContaining('only through its contract or its public.ts'),
    ]);
    expect(await problems('server/http/other.ts', '../modules/fixture/public')).toEqual([
      expect.stringContaining('A kit never imports a module'),
    ]);
    expect(
      await problems('src/modules/fixture/Page.ts', '../../../server/modules/other/public'),
    ).toContainEqual(expect.stringContaining('never imports server code'));
  });

  it('keeps the kits free of modules', async () => {
    expect(await problems('server/http/other.ts', '../modules/fixture/index')).toEqual([
      expect.stringContaining('A kit never imports a module'),
    ]);
    expect(await problems('resources/shared/other.ts', '../fixture/shared/paths')).toEqual([
      expect.stringContaining('A kit never imports a module'),
    ]);
  });

  it('points the portal’s layers one way: contracts ← dataProviders ← resources ← src', async () => {
    expect(await problems('resources/shared/other.ts', '../../src/layout/menu')).toEqual([
      expect.stringContaining('never imports src/'),
    ]);
    expect(await problems('dataProviders/fixture/other.ts', '../../resources/shared/kit')).toEqual([
      expect.stringContaining('imports contracts/ only'),
    ]);
    expect(await problems('src/layout/other.ts', '../../resources/shared/kit')).toEqual([]);
    expect(await problems('contracts/fixture/other.ts', '../../server/http/kit')).toEqual([
      expect.stringContaining('import neither side'),
    ]);
    expect(await problems('src/layout/other.ts', '../../server/http/kit')).toEqual([
      expect.stringContaining('never imports server code'),
    ]);
  });
});
