import { combineDataProviders, type DataProvider } from 'react-admin';
import type { RuntimeConfig } from '../src/config';
import type { PortalModule } from '../src/modules/module';
import type { HttpClient } from './http';
import { lazyAdapter } from './lazyAdapter';

/**
 * Every module's resources, routed by name (react-admin combineDataProviders): the legacy ones to
 * the module's adapters, the portal's own to one ra-data-simple-rest provider.
 */
export function createDataProvider(
  modules: readonly PortalModule[],
  services: RuntimeConfig['services'],
  http: HttpClient,
): DataProvider {
  const adapters: Record<string, DataProvider> = {};
  const add = (resource: string, adapter: DataProvider) => {
    if (Object.hasOwn(adapters, resource)) throw new Error(`${resource} has two adapters`);
    adapters[resource] = adapter;
  };
  // Fetched on first use, like the modules' adapters: /Inicio needs none of these resources.
  const rest = lazyAdapter(
    () => import('./simpleRest'),
    (m) => m.adminRestProvider(services.main, http),
  );
  for (const module of modules) {
    for (const [resource, adapter] of Object.entries(module.adapters?.(services, http) ?? {})) {
      add(resource, adapter);
    }
    for (const resource of module.restResources ?? []) add(resource, rest);
  }
  return combineDataProviders((resource) => {
    const adapter = Object.hasOwn(adapters, resource) ? adapters[resource] : undefined;
    if (!adapter) throw new Error(`No data provider for resource ${resource}`);
    return adapter;
  });
}
