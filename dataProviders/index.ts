import { combineDataProviders, type DataProvider } from 'react-admin';
import type { RuntimeConfig } from '../src/config';
import type { PortalModule } from '../src/modules/module';
import type { HttpClient } from './http';

/** Every module's adapters, routed by resource name (react-admin combineDataProviders). */
export function createDataProvider(
  modules: readonly PortalModule[],
  services: RuntimeConfig['services'],
  http: HttpClient,
): DataProvider {
  const adapters: Record<string, DataProvider> = {};
  for (const module of modules) {
    for (const [resource, adapter] of Object.entries(module.adapters?.(services, http) ?? {})) {
      if (Object.hasOwn(adapters, resource)) throw new Error(`${resource} has two adapters`);
      adapters[resource] = adapter;
    }
  }
  return combineDataProviders((resource) => {
    const adapter = Object.hasOwn(adapters, resource) ? adapters[resource] : undefined;
    if (!adapter) throw new Error(`No data provider for resource ${resource}`);
    return adapter;
  });
}
