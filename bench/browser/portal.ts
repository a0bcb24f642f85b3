import { type Browser, chromium } from '@playwright/test';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromiumLaunchOptions } from '../../tests/e2e/chromium';
import type { RunningServer } from '../lib/server';

/** A portal screen the weight and browser parts load after sign-in. */
export interface PortalPage {
  name: string;
  /** Path under the server, as the address bar shows it. */
  path: string;
  /** Demo user who opens it (password = user name). */
  user: string;
  /** The module its route imports lazily in src/routes.tsx (its key in the Vite manifest). */
  source: string;
}

export const portalPages: PortalPage[] = [
  {
    name: '/Inicio',
    path: '/portal/Inicio',
    user: 'employee',
    source: 'src/modules/home/HomePage.tsx',
  },
  {
    name: '/Benefits/Home',
    path: '/portal/Benefits/Home',
    user: 'employee',
    source: 'src/modules/benefits/BenefitsHomePage.tsx',
  },
  {
    name: 'admin list /permissions/module',
    path: '/portal/permissions/module',
    user: 'admin',
    source: 'resources/permissions/modules/ModuleList.tsx',
  },
];

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

export function readManifest(dist: string): Manifest {
  const file = join(dist, 'portal', '.vite', 'manifest.json');
  if (!existsSync(file)) throw new Error(`${file} is missing: run npm run build first`);
  return JSON.parse(readFileSync(file, 'utf8')) as Manifest;
}

/** Fails loudly when a page's module is not in the build (renamed, or its route gone). */
export function assertBuilt(manifest: Manifest, pages: readonly PortalPage[]): void {
  const missing = pages.filter((page) => !(page.source in manifest));
  if (missing.length > 0) {
    throw new Error(`not in the build: ${missing.map((page) => page.source).join(', ')}`);
  }
}

/** What one load of a page measured, in the final document (after any identity provider redirect). */
export interface PageLoad {
  /** First and largest contentful paint, from the final document's navigation start. */
  fcp: number;
  lcp: number;
  /** Largest contentful paint from the moment the address was entered, redirects included. */
  lcpFromAddressBar: number;
  /** Portal assets (JS, CSS) the browser fetched, as paths under the portal build. */
  assets: string[];
}

declare global {
  interface Window {
    benchPaints?: { fcp: number | null; lcp: number | null };
    /** The last LCP seen while waiting for it to settle, and since when. */
    benchSettle?: { lcp: number | null; since: number };
  }
}

/** What a repeat visit (the service worker installed by a first one) measured. */
export interface RepeatVisit {
  /** From the navigation's start to the shell's side menu in the page. */
  shell: number;
  /** Bytes of the portal's scripts and styles that came over the network (not from the worker). */
  assetBytesOverNetwork: number;
  /** Bytes of every answer that came over the network: the API's reads, the configuration. */
  bytesOverNetwork: number;
  /** Answers the service worker served. */
  fromWorker: number;
}

/** Runs in every document before the portal's scripts: when the shell's side menu first shows. */
function observeShell() {
  // No named inner functions: the bench's loader would wrap them in a helper the page lacks.
  const observer = new MutationObserver(() => {
    if (document.querySelector('nav[aria-label="Menú principal"]')) {
      (window as { benchShell?: number }).benchShell = performance.now();
      observer.disconnect();
    }
  });
  observer.observe(document, { childList: true, subtree: true });
}

/** Runs in every document before the portal's scripts: paint timings and the first navigation. */
function observePaints() {
  if (!sessionStorage.getItem('bench.start')) {
    sessionStorage.setItem('bench.start', String(performance.timeOrigin));
  }
  const paints: { fcp: number | null; lcp: number | null } = { fcp: null, lcp: null };
  window.benchPaints = paints;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.name === 'first-contentful-paint') paints.fcp = entry.startTime;
    }
  }).observe({ type: 'paint', buffered: true });
  new PerformanceObserver((list) => {
    const entries = list.getEntries();
    paints.lcp = entries[entries.length - 1]?.startTime ?? paints.lcp;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
}

/**
 * The system Chromium (as the e2e tests run it) against a running server, with every demo user
 * signed in once through the provider's real login page. Each `load` opens a fresh context
 * carrying that user's stored state (the provider's cookie and the portal's rotated session), so
 * no load reuses another's cache.
 */
export async function openPortalBrowser(server: RunningServer) {
  const browser: Browser = await chromium.launch(chromiumLaunchOptions);
  const contextOptions = { baseURL: server.baseUrl, locale: 'es-CR' };
  type StorageState = Awaited<
    ReturnType<Awaited<ReturnType<Browser['newContext']>>['storageState']>
  >;
  const states = new Map<string, StorageState>();

  async function signIn(username: string) {
    const context = await browser.newContext(contextOptions);
    const page = await context.newPage();
    await page.goto('/portal/');
    await page.getByLabel('Usuario').fill(username);
    await page.getByLabel('Contraseña').fill(username);
    await page.getByRole('button', { name: 'Ingresar' }).click();
    await page.getByRole('button', { name: 'Cargar datos' }).click();
    const again = page.getByRole('button', { name: 'Iniciar sesión de nuevo' });
    const menu = page.getByRole('navigation', { name: 'Menú principal' });
    await again.or(menu).waitFor();
    if (await again.isVisible()) await again.click();
    await menu.waitFor();
    states.set(username, await context.storageState());
    await context.close();
  }

  return {
    async load(target: PortalPage, cpuThrottlingRate: number): Promise<PageLoad> {
      if (!states.has(target.user)) await signIn(target.user);
      const context = await browser.newContext({
        ...contextOptions,
        storageState: states.get(target.user)!,
      });
      try {
        await context.addInitScript(observePaints);
        const page = await context.newPage();
        const cdp = await context.newCDPSession(page);
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuThrottlingRate });
        const assets = new Set<string>();
        page.on('response', (response) => {
          const { pathname } = new URL(response.url());
          if (/^\/portal\/assets\/.+\.(js|css)$/.test(pathname)) {
            assets.add(pathname.slice('/portal/'.length));
          }
        });
        await page.goto(target.path);
        await page.waitForURL(`**${target.path}`);
        await page.getByRole('navigation', { name: 'Menú principal' }).waitFor();
        await page.waitForLoadState('networkidle');
        // An image fetched last is painted after the network goes quiet: read the paints once
        // the largest one has not changed for a second.
        await page.waitForFunction(
          () => {
            const now = performance.now();
            const state = window.benchSettle ?? { lcp: null, since: now };
            if (state.lcp !== window.benchPaints?.lcp) {
              window.benchSettle = { lcp: window.benchPaints?.lcp ?? null, since: now };
              return false;
            }
            return now - state.since >= 1000;
          },
          undefined,
          { polling: 100, timeout: 15_000 },
        );
        const paints = await page.evaluate(() => ({
          ...window.benchPaints,
          start: Number(sessionStorage.getItem('bench.start')),
          origin: performance.timeOrigin,
        }));
        if (paints.fcp == null || paints.lcp == null) {
          throw new Error(`${target.path}: the browser reported no paint`);
        }
        // The portal rotated the session's refresh token: the next load starts from this state.
        states.set(target.user, await context.storageState());
        return {
          fcp: paints.fcp,
          lcp: paints.lcp,
          lcpFromAddressBar: paints.origin + paints.lcp - paints.start,
          assets: [...assets].sort(),
        };
      } finally {
        await context.close();
      }
    },
    /**
     * A first visit that installs the service worker, then a second one in the same browser
     * profile (the installed app opened again): how soon the shell shows and what came over the
     * network.
     */
    async repeatVisit(target: PortalPage): Promise<RepeatVisit> {
      if (!states.has(target.user)) await signIn(target.user);
      const context = await browser.newContext({
        ...contextOptions,
        storageState: states.get(target.user)!,
        serviceWorkers: 'allow',
      });
      try {
        await context.addInitScript(observeShell);
        const first = await context.newPage();
        await first.goto(target.path);
        await first.getByRole('navigation', { name: 'Menú principal' }).waitFor();
        // Installed and in control, its precache filled.
        await first.waitForFunction(
          () => navigator.serviceWorker.controller?.state === 'activated',
          undefined,
          {
            timeout: 30_000,
          },
        );
        await first.close();
        const page = await context.newPage();
        let assetBytesOverNetwork = 0;
        let bytesOverNetwork = 0;
        let fromWorker = 0;
        const sizes: Promise<void>[] = [];
        page.on('response', (response) => {
          if (response.fromServiceWorker()) {
            fromWorker++;
            return;
          }
          const asset = /^\/portal\/assets\/.+\.(js|css)$/.test(new URL(response.url()).pathname);
          sizes.push(
            response
              .request()
              .sizes()
              .then(({ responseBodySize, responseHeadersSize }) => {
                bytesOverNetwork += responseBodySize + responseHeadersSize;
                if (asset) assetBytesOverNetwork += responseBodySize;
              })
              .catch(() => {}),
          );
        });
        await page.goto(target.path);
        await page.getByRole('navigation', { name: 'Menú principal' }).waitFor();
        await page.waitForLoadState('networkidle');
        const shell = await page.evaluate(() => (window as { benchShell?: number }).benchShell);
        await Promise.all(sizes);
        if (shell === undefined) throw new Error(`${target.path}: the shell never showed`);
        // The portal rotated the session's refresh token: the next load starts from this state.
        states.set(target.user, await context.storageState());
        return { shell, assetBytesOverNetwork, bytesOverNetwork, fromWorker };
      } finally {
        await context.close();
      }
    },
    close: () => browser.close(),
  };
}
