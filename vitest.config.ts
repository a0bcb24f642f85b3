import react from '@vitejs/plugin-react';
import { configDefaults, defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';

/**
 * Test projects:
 * - `unit`: components and pure functions in jsdom;
 * - `api`: the server through `buildApp()` on a fresh SQLite database per test app (a file that
 *   renders the portal against it asks for jsdom: `@vitest-environment jsdom`);
 * - `api-pg`: the same api suite on PostgreSQL, only when TEST_DATABASE_URL is set, but the
 *   files named `*.sqlite.test.ts` (what only SQLite has: a locked file, an embedded start-up);
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
      ...(database === 'postgres' ? ['tests/api/**/*.sqlite.test.ts'] : []),
    ],
    // better-sqlite3 is a native module: separate processes rather than worker threads.
    pool: 'forks',
    env: { TEST_DB: database },
    testTimeout: 20_000,
    hookTimeout: 30_000,
  },
});

export default defineConfig({
  test: {
    projects: [
      {
        plugins: [react()],
        test: {
          name: 'unit',
          environment: 'jsdom',
          include: ['tests/unit/**/*.test.{ts,tsx}'],
          // Testing Library cleans the DOM after each test only when `afterEach` is global.
          globals: true,
          setupFiles: ['tests/unit/setup/testingLibrary.ts'],
          // Rendering react-admin and TipTap in jsdom takes seconds on a busy two-core machine;
          // a test that waits for something that never comes still fails, later.
          testTimeout: 20_000,
        },
      },
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
