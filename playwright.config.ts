import { defineConfig } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromiumLaunchOptions } from './tests/e2e/chromium';

const port = Number(process.env.E2E_PORT ?? 8390);
const baseURL = `http://localhost:${port}`;
// A fresh database and data folder for every run: migrated and seeded by the server's own start-up.
const dataDir = mkdtempSync(join(tmpdir(), 'portal-e2e-'));

export default defineConfig({
  testDir: 'tests/e2e',
  // Tests sign the same demo users in and out: one at a time.
  workers: 1,
  fullyParallel: false,
  forbidOnly: !!process.env.CI,
  // One retry in CI, reported as flaky: a two-core runner under load misses a wait now and then; a
  // test that fails twice fails the run.
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  // Waits, not speed checks: react-admin's first render on a loaded two-core machine takes seconds.
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL,
    locale: 'es-CR',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: chromiumLaunchOptions,
  },
  webServer: {
    // SERVER_BUNDLE lets a second checkout of the portal run its own build side by side.
    command: `node ${process.env.SERVER_BUNDLE ?? 'dist/server/main.js'}`,
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: { PORT: String(port), DATA_DIR: dataDir, PUBLIC_URL: baseURL, LOG_LEVEL: 'warn' },
  },
});
