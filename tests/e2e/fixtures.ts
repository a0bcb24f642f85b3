import { test as base } from '@playwright/test';
import { serverURL } from './servers';

/** Playwright's test, aimed at the worker's own server (servers.ts). */
export const test = base.extend({
  // Playwright reads a fixture's dependencies from its first parameter: it must be a pattern.
  // eslint-disable-next-line no-empty-pattern
  baseURL: async ({}, provide, testInfo) => provide(serverURL(testInfo.parallelIndex)),
});
