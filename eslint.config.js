import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import js from '@eslint/js';
import globals from 'globals';
import importPlugin from 'eslint-plugin-import';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/**
 * The modules, read from their manifests: every folder of src/modules or server/modules that holds
 * an index.ts (docs/CONVENTIONS.md). A new module is fenced by being one.
 */
export function moduleNames(root = '.') {
  const manifests = ['src/modules', 'server/modules'].flatMap((layer) =>
    readdirSync(join(root, layer), { withFileTypes: true })
      .filter(
        (entry) => entry.isDirectory() && existsSync(join(root, layer, entry.name, 'index.ts')),
      )
      .map((entry) => entry.name),
  );
  return [...new Set(manifests)].sort();
}

/** The folders of the server that are kits, not modules: every one but modules/. */
function serverKits(root) {
  return readdirSync(join(root, 'server'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && entry.name !== 'modules')
    .map((entry) => `./server/${entry.name}`);
}

const SERVER_MODULES = './server/modules';

/** The one file of a server module that other server modules may import: its exported repository. */
export const PUBLIC_FILE = 'public.ts';

const KIT_RULE = 'A kit never imports a module: it serves them all.';

/**
 * Boundaries (import/no-restricted-paths zones): the portal and the services meet only in
 * contracts/; the portal's layers depend one way, contracts ← dataProviders ← resources ← src; a
 * module reaches another module only through that module's contract (on the server, or its
 * public.ts: the functions it lets other modules call); a kit never imports a module.
 */
export function boundaryZones(root = '.', modules = moduleNames(root)) {
  const MODULE_LAYERS = ['./src/modules', './resources', './dataProviders', SERVER_MODULES];
  const PORTAL = ['./src', './resources', './dataProviders'];
  const modulePart = (module) => MODULE_LAYERS.map((layer) => `${layer}/${module}`);
  const everyModule = modules.flatMap(modulePart);
  return [
    { target: PORTAL, from: './server', message: 'The portal never imports server code.' },
    { target: './server', from: PORTAL, message: 'The services never import portal code.' },
    {
      target: './contracts',
      from: [...PORTAL, './server'],
      message: 'Contracts are shared: they import neither side.',
    },
    {
      target: './dataProviders',
      from: ['./src', './resources'],
      message:
        'dataProviders/ imports contracts/ only: the layers go contracts ← dataProviders ← resources ← src.',
    },
    {
      target: './resources',
      from: './src',
      message:
        'resources/ never imports src/: what both use lives in resources/ (contracts ← dataProviders ← resources ← src).',
    },
    ...modules.flatMap((module) => {
      const others = modules.filter((other) => other !== module);
      return [
        ...MODULE_LAYERS.map((layer) => ({
          target: `${layer}/${module}`,
          from: others
            .flatMap(modulePart)
            .filter((part) => layer !== SERVER_MODULES || !part.startsWith(SERVER_MODULES)),
          message:
            'A module reaches another module only through its contract (contracts/<module>/).',
        })),
        // On the server, a module may also call another's public.ts (its exported repository).
        ...others.map((other) => ({
          target: `${SERVER_MODULES}/${module}`,
          from: `${SERVER_MODULES}/${other}`,
          except: [`./${PUBLIC_FILE}`],
          message: `A server module reaches another only through its contract or its ${PUBLIC_FILE}.`,
        })),
      ];
    }),
    {
      target: ['./resources/shared', ...serverKits(root)],
      from: everyModule,
      message: KIT_RULE,
    },
  ];
}

const zones = boundaryZones();

export default tseslint.config(
  { ignores: ['dist', 'dist-*', 'data', 'coverage', 'playwright-report', 'test-results'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'resources/**/*.{ts,tsx}', 'dataProviders/**/*.ts'],
    ignores: ['**/*.test.*'],
    plugins: { import: importPlugin },
    settings: { 'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js'] } } },
    rules: { 'import/no-restricted-paths': ['error', { zones }] },
  },
  {
    // The unit files share their workers' modules (vitest.config.ts): a module mock would reach
    // the files after it. A file that mocks a module is named `*.isolated.test.*`.
    files: ['tests/unit/**/*.{ts,tsx}'],
    ignores: ['**/*.isolated.test.*'],
    rules: {
      'no-restricted-properties': [
        'error',
        ...['mock', 'doMock'].map((property) => ({
          object: 'vi',
          property,
          message:
            'Mock modules only in a `*.isolated.test.*` file: the other unit files share modules.',
        })),
      ],
    },
  },
  {
    // Each e2e worker has a server of its own (tests/e2e/servers.ts): a spec reaches it through the
    // `test` of tests/e2e/fixtures.ts, whose baseURL is the worker's.
    files: ['tests/e2e/**/*.ts'],
    ignores: ['tests/e2e/fixtures.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@playwright/test',
              importNames: ['test'],
              message: "Import `test` from tests/e2e/fixtures.ts: it aims at the worker's server.",
            },
          ],
        },
      ],
    },
  },
  {
    // Dates and numbers are written in the portal's language, never the browser's: lists through
    // resources/shared/DateField.tsx, the rest through resources/shared/dates.ts and resources/shared/numbers.ts;
    // days, dates and times and times of day are typed in resources/shared/DateInput.tsx.
    files: ['src/**/*.{ts,tsx}', 'resources/**/*.{ts,tsx}', 'dataProviders/**/*.ts'],
    ignores: ['resources/shared/DateField.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'react-admin',
              importNames: ['DateField'],
              message:
                "Import DateField from resources/shared/DateField.tsx: it writes the portal's language.",
            },
            {
              name: 'react-admin',
              importNames: ['DateInput'],
              message:
                "Import DateInput from resources/shared/DateInput.tsx: a day typed in the portal's language, not the browser's (0354).",
            },
            {
              name: 'react-admin',
              importNames: ['DateTimeInput', 'TimeInput'],
              message:
                "Import DateTimeInput or TimeInput from resources/shared/DateInput.tsx: typed in the portal's language, not the browser's (0356).",
            },
          ],
        },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector:
            'CallExpression[arguments.length=0][callee.property.name=/^toLocale(Date|Time)?String$/]',
          message:
            "Without a locale this is the browser's language: use resources/shared/dates.ts or resources/shared/numbers.ts.",
        },
        ...[
          "JSXAttribute[name.name='type'][value.value='date']",
          "JSXAttribute[name.name='type'] > JSXExpressionContainer > Literal[value='date']",
        ].map((selector) => ({
          selector,
          message:
            "A date input in the browser's format: use DateInput or DayPicker from resources/shared/DateInput.tsx (0354).",
        })),
        ...['datetime-local', 'time'].flatMap((type) =>
          [
            `JSXAttribute[name.name='type'][value.value='${type}']`,
            `JSXAttribute[name.name='type'] > JSXExpressionContainer > Literal[value='${type}']`,
          ].map((selector) => ({
            selector,
            message:
              "A date-and-time or time input in the browser's format: use DateTimeInput/DateTimePicker or TimeInput/TimePicker from resources/shared/DateInput.tsx (0356).",
          })),
        ),
      ],
    },
  },
  {
    files: ['server/**/*.ts', 'contracts/**/*.ts'],
    plugins: { import: importPlugin },
    settings: { 'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js'] } } },
    rules: { 'import/no-restricted-paths': ['error', { zones }] },
  },
  {
    // The database type is composed from every module's tables: a composition root, like
    // server/modules/index.ts, not a kit.
    files: ['server/db/schema.ts'],
    rules: {
      'import/no-restricted-paths': [
        'error',
        { zones: zones.filter((zone) => zone.message !== KIT_RULE) },
      ],
    },
  },
);
