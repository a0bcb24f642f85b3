import { RUNTIME_CONFIG_PATH, type RuntimeConfig } from '../contracts/runtimeConfig';

/** The server's runtime configuration for the portal, read once at start (and by the map). */
export async function loadRuntimeConfig(): Promise<RuntimeConfig> {
  const response = await fetch(RUNTIME_CONFIG_PATH, { cache: 'no-cache' });
  if (!response.ok) throw new Error(`config.json: HTTP ${response.status}`);
  return (await response.json()) as RuntimeConfig;
}
