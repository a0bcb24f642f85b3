/** Runtime configuration written by the server from its environment (`/portal/config.json`). */
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

export const PORTAL_BASE = '/portal';

export async function loadRuntimeConfig(): Promise<RuntimeConfig> {
  const response = await fetch(`${PORTAL_BASE}/config.json`, { cache: 'no-cache' });
  if (!response.ok) throw new Error(`config.json: HTTP ${response.status}`);
  return (await response.json()) as RuntimeConfig;
}
