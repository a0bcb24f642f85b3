import js from '@eslint/js';
import globals from 'globals';
import importPlugin from 'eslint-plugin-import';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/** The modules: each keeps its part of every layer in a folder of this name (docs/CONVENTIONS.md). */
const MODULES = [
  'account',
  'permissions',
  'home',
  'newsletters',
  'benefits',
  'sales',
  'referrals',
  'growth',
];
/** The folders that hold a module's part of a layer, one sub-folder per module. */
const MODULE_LAYERS = ['./src/modules', './resources', './dataProviders', './server/modules'];
const PORTAL = ['./src', './resources', './dataProviders'];

/**
 * Boundaries: the portal and the services meet only in contracts/; a module reaches another
 * module only through that module's contract.
 */
const zones = [
  { target: PORTAL, from: './server', message: 'The portal never imports server code.' },
  { target: './server', from: PORTAL, message: 'The services never import portal code.' },
  {
    target: './contracts',
    from: [...PORTAL, './server'],
    message: 'Contracts are shared: they import neither side.',
  },
  ...MODULES.flatMap((module) =>
    MODULE_LAYERS.map((layer) => ({
      target: `${layer}/${module}`,
      from: MODULES.filter((other) => other !== module).flatMap((other) =>
        MODULE_LAYERS.map((otherLayer) => `${otherLayer}/${other}`),
      ),
      message: 'A module reaches another module only through its contract (contracts/<module>/).',
    })),
  ),
];

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
    // resources/shared/DateField.tsx, the rest through src/lib/dates.ts and src/lib/numbers.ts.
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
          ],
        },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector:
            'CallExpression[arguments.length=0][callee.property.name=/^toLocale(Date|Time)?String$/]',
          message:
            "Without a locale this is the browser's language: use src/lib/dates.ts or src/lib/numbers.ts.",
        },
      ],
    },
  },
  {
    files: ['server/**/*.ts', 'contracts/**/*.ts'],
    plugins: { import: importPlugin },
    settings: { 'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js'] } } },
    rules: { 'import/no-restricted-paths': ['error', { zones }] },
  },
);
