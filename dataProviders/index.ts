import { combineDataProviders, type DataProvider } from 'react-admin';
import type { RuntimeConfig } from '../src/config';
import type { HttpClient } from './http';
import { employeesAdapter } from './main/employees';

/** One adapter per resource, each over its service family (react-admin combineDataProviders). */
export function createDataProvider(
  services: RuntimeConfig['services'],
  http: HttpClient,
): DataProvider {
  const adapters: Record<string, DataProvider> = {
    employees: employeesAdapter(services.main, http),
  };
  return combineDataProviders((resource) => {
    const adapter = adapters[resource];
    if (!adapter) throw new Error(`No data provider for resource ${resource}`);
    return adapter;
  });
}
