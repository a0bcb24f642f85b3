/** Where the server serves the portal: its pages, its assets and its runtime configuration. */
export const PORTAL_BASE = '/portal';

/** The runtime configuration's address. */
export const RUNTIME_CONFIG_PATH = `${PORTAL_BASE}/config.json`;

/**
 * What the server tells the portal at `/portal/config.json`, from its environment
 * (server/portal/index.ts writes it, src/config.ts reads it).
 */
export interface RuntimeConfig {
  services: {
    main: string;
    growth: string;
    extracurricular: string;
    tools: string;
    appointments: string;
    payroll: string;
    cafeteria: string;
    certificates: string;
  };
  identity: { url: string; realm: string; clientId: string };
  clientTokenPhrase: string;
  /** The `code` the function services (payroll, certificates) ask for: it names the portal. */
  functionKeys: { payroll: string; certificates: string };
  /** Map tiles of the benefit locations: a Leaflet URL template and its credit (HTML). */
  mapTiles: { url: string; attribution: string };
  /** The largest file an upload may carry, in bytes (UPLOAD_MAX_FILE_BYTES). */
  uploads: { maxFileBytes: number };
}

/**
 * The service worker's file under the portal (vite.config.ts builds it, the server serves it with
 * the portal's CSP and `no-cache`, the portal registers it): one name for the three.
 */
export const SERVICE_WORKER_FILE = 'sw.js';

/** The web app manifest of each language the portal speaks (Spanish first, then English). */
export const webManifestFile = (language: 'es' | 'en') =>
  language === 'es' ? 'manifest.webmanifest' : `manifest.${language}.webmanifest`;
