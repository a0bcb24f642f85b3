import react from '@vitejs/plugin-react';
import { configDefaults, defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';

/**
 * Test projects:
 * - `unit`: components and pure functions in jsdom;
 * - `api`: the server through `buildApp()` on a SQLite database of its own per test app, a copy of
 *   the demo company built once per run (tests/api/setup/demoTemplate.ts) (a file that renders
 *   the portal against it asks for jsdom: `@vitest-environment jsdom`);
 * - `api-pg`: the same api suite on PostgreSQL, only when TEST_DATABASE_URL is set, but the
 *   files named `*.sqlite.test.ts` (what only SQLite has: a locked file, an embedded start-up)
 *   and the admin screens' walk (the SQLite project's asks both databases);
 * - `api-pg-outage`: PostgreSQL restarted under load (tests/api/outage), with the PostgreSQL run.
 *   It starts, restarts and stops a cluster of its own, so the suites sharing
 *   TEST_DATABASE_URL's server are never cut.
 * `vitest run --project 'api*'` runs every api project there is.
 */
const api = (name: string, database: 'sqlite' | 'postgres'): TestProjectInlineConfiguration => ({
  test: {
    name,
    environment: 'node',
    include: ['tests/api/**/*.test.{ts,tsx}'],
    exclude: [
      ...configDefaults.exclude,
      'tests/api/outage/**',
      // On PostgreSQL: not what only SQLite has, nor the admin screens' walk, which asks both
      // databases from the SQLite project (tests/api/adminScreens/kit.tsx).
      ...(database === 'postgres'
        ? ['tests/api/**/*.sqlite.test.ts', 'tests/api/adminScreens/**']
        : []),
    ],
    // better-sqlite3 is a native module: separate processes rather than worker threads.
    pool: 'forks',
    // The files share their worker's modules (the server's are evaluated once per worker, not once
    // per file): each test app is built by the file that uses it, on a database of its own, and
    // a file that stubs a global or fakes timers puts them back (tests/api/adminScreens/kit.tsx).
    isolate: false,
    env: { TEST_DB: database },
    // The demo company, migrated and seeded once per run; each test app gets a copy.
    globalSetup: ['tests/api/setup/demoTemplate.ts'],
    // A bound on a stuck test, not a speed check: the longest take ~20 s at this machine's usual
    // speed, several times that on a slow hour of its shared host.
    testTimeout: 60_000,
    hookTimeout: 30_000,
  },
});

/**
 * The unit files: components and pure functions in jsdom. They share their worker's modules
 * (react-admin, MUI, the portal's kits are evaluated once per worker, not once per file) and its
 * jsdom, which Testing Library empties after each test; and, as in the portal build
 * (vite.config.ts), yup's messages are the portal's before any contract builds a schema. A file
 * that mocks a module or checks the services' side of the contracts (yup's own messages) is named
 * `*.isolated.test.*` (enforced by eslint.config.js) and gets modules of its own.
 */
const unit = (name: string, { isolate }: { isolate: boolean }): TestProjectInlineConfiguration => ({
  plugins: [react()],
  test: {
    name,
    environment: 'jsdom',
    include: [isolate ? 'tests/unit/**/*.isolated.test.{ts,tsx}' : 'tests/unit/**/*.test.{ts,tsx}'],
    exclude: [...configDefaults.exclude, ...(isolate ? [] : ['tests/unit/**/*.isolated.test.*'])],
    isolate,
    // Testing Library cleans the DOM after each test only when `afterEach` is global.
    globals: true,
    setupFiles: [
      ...(isolate ? [] : ['tests/unit/setup/translatedYup.ts']),
      'tests/unit/setup/testingLibrary.ts',
    ],
    // Rendering react-admin and TipTap in jsdom takes seconds on a busy two-core machine, several
    // times that on a slow hour of its shared host; a test that waits for something that never
    // comes still fails, later.
    testTimeout: 60_000,
  },
});

export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores: one on the two-core machines this runs
    // on. The api files wait on their database part of the time, so two workers keep both cores
    // busy.
    maxWorkers: 2,
    projects: [
      unit('unit', { isolate: false }),
      unit('unit-isolated', { isolate: true }),
      api('api', 'sqlite'),
      ...(process.env.TEST_DATABASE_URL
        ? [
            api('api-pg', 'postgres'),
            {
              test: {
                name: 'api-pg-outage',
                environment: 'node',
                include: ['tests/api/outage/**/*.test.ts'],
                pool: 'forks',
                // Each file starts and stops PostgreSQL clusters of its own: one at a time.
                fileParallelism: false,
                env: { TEST_DB: 'postgres' },
                testTimeout: 90_000,
                hookTimeout: 150_000,
              },
            } satisfies TestProjectInlineConfiguration,
          ]
        : []),
    ],
  },
});
