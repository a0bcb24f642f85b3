/** A value the shell shows and the service worker's events change (useSyncExternalStore). */
function signal<T>(initial: T) {
  let value = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => value,
    set(next: T) {
      value = next;
      listeners.forEach((listener) => listener());
    },
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** A new version of the portal is installed and waits for the user's reload. */
export const updateWaiting = signal(false);

/** The browser's offer to install the portal (Chromium's `beforeinstallprompt`), kept for the menu. */
export interface InstallOffer extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}
export const installOffer = signal<InstallOffer | null>(null);

let update: ((reload?: boolean) => Promise<void>) | null = null;

/**
 * Registers the service worker (vite.config.ts: prompt mode) once the page has loaded, with
 * Workbox's window library fetched then: neither the precache's downloads nor the library weigh
 * on the first paint. A new deployment's worker installs beside the running one and waits: the
 * page keeps its own version's chunks (served from the precache) until the user chooses to
 * reload, never a mix of the two.
 */
export function registerPortalWorker(): void {
  window.addEventListener('beforeinstallprompt', (event) => {
    // The portal offers it from the user menu instead of the browser's own mini bar.
    event.preventDefault();
    installOffer.set(event as InstallOffer);
  });
  window.addEventListener('appinstalled', () => installOffer.set(null));
  if (!('serviceWorker' in navigator)) return;
  const register = async () => {
    const { registerSW } = await import('virtual:pwa-register');
    update = registerSW({ immediate: true, onNeedRefresh: () => updateWaiting.set(true) });
  };
  if (document.readyState === 'complete') void register();
  else window.addEventListener('load', () => void register(), { once: true });
}

/** The user chose to reload: the waiting version takes over and the page reloads into it. */
export async function reloadIntoUpdate(): Promise<void> {
  await update?.(true);
}
