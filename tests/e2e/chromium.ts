import type { LaunchOptions } from '@playwright/test';

/**
 * The system Chromium's headless shell, quiet: the e2e suite and the browser bench run the same
 * one. It is the build Playwright itself runs headless (the same Blink and V8 without the desktop
 * browser's windowing): the e2e suite takes about a sixth less time than in `chromium --headless`
 * (measured: 66 s against 79 s for the home and newsletters specs). CHROMIUM_PATH=/usr/bin/chromium
 * runs the full browser, the one `--headed` needs.
 */
export const chromiumLaunchOptions: LaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--disable-quic',
  ],
};
