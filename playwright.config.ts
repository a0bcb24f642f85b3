import { defineConfig } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromiumLaunchOptions } from './tests/e2e/chromium';
import { mailPort, SCIM_E2E_TOKEN, serverPort, serverURL, WORKERS } from './tests/e2e/servers';

export default defineConfig({
  testDir: 'tests/e2e',
  // A server per worker (servers.ts): the workers share no session and no data.
  workers: WORKERS,
  fullyParallel: false,
  forbidOnly: !!process.env.CI,
  // One retry in CI, reported as flaky: a two-core runner under load misses a wait now and then; a
  // test that fails twice fails the run.
  retries: process.env.CI ? 1 : 0,
  // A bound on a stuck test, not a speed check: the longest flows take about 35 s at this machine's
  // usual speed and more than twice that on a slow hour of its shared host (a minute was hit).
  timeout: 120_000,
  // Waits, not speed checks: react-admin's first render on a loaded two-core machine takes seconds.
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    // The first worker's server; tests/e2e/fixtures.ts gives each worker its own.
    baseURL: serverURL(0),
    locale: 'es-CR',
    // Recorded on the retry of a failed test: recording every test costs the run a fifth of its
    // time (measured: 108 s against 88 s for the newsletters and home specs).
    trace: 'on-first-retry',
    // A click on a button that never becomes enabled fails on its own line, not as the test's
    // timeout two minutes later.
    actionTimeout: 15_000,
    screenshot: 'only-on-failure',
    // The portal honours prefers-reduced-motion (src/layout/themes.ts): no transition, ripple or
    // pulse keeps the renderer painting frames on a machine whose two cores the run saturates,
    // and no check waits for one to end.
    reducedMotion: 'reduce',
    launchOptions: chromiumLaunchOptions,
    // The portal's service worker (docs/decisions/0351) is tested by tests/e2e/pwa, whose
    // contexts allow it; elsewhere every page talks to the server, as the specs expect.
    serviceWorkers: 'block',
  },
  // A fresh database and data folder for every server of every run: migrated and seeded by the
  // server's own start-up.
  webServer: Array.from({ length: WORKERS }, (_, index) => ({
    // SERVER_BUNDLE lets a second checkout of the portal run its own build side by side.
    command: `node ${process.env.SERVER_BUNDLE ?? 'dist/server/main.js'}`,
    url: `${serverURL(index)}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      PORT: String(serverPort(index)),
      DATA_DIR: mkdtempSync(join(tmpdir(), 'portal-e2e-')),
      PUBLIC_URL: serverURL(index),
      LOG_LEVEL: 'warn',
      // Nothing listens there unless a spec does (tests/e2e/mail): the outbox then keeps retrying.
      SMTP_URL: `smtp://127.0.0.1:${mailPort(index)}`,
      MAIL_POLL_SECONDS: '1',
      // The provisioning client of tests/e2e/workforce.
      SCIM_TOKEN: `e2e:${SCIM_E2E_TOKEN}`,
    },
  })),
});
