import { combineDataProviders, type DataProvider } from 'react-admin';
import type { RuntimeConfig } from '../src/config';
import type { HttpClient } from './http';
import { employeesAdapter } from './main/employees';
import {
  auditAdapter,
  employeeSearchAdapter,
  modulesAdapter,
  roleUsersAdapter,
  rolesAdapter,
} from './main/permissions';

/** One adapter per resource, each over its service family (react-admin combineDataProviders). */
export function createDataProvider(
  services: RuntimeConfig['services'],
  http: HttpClient,
): DataProvider {
  const adapters: Record<string, DataProvider> = {
    employees: employeesAdapter(services.main, http),
    'employee-search': employeeSearchAdapter(services.main, http),
    modules: modulesAdapter(services.main, http),
    roles: rolesAdapter(services.main, http),
    'role-users': roleUsersAdapter(services.main, http),
    'audit-entries': auditAdapter(services.main, http),
  };
  return combineDataProviders((resource) => {
    const adapter = adapters[resource];
    if (!adapter) throw new Error(`No data provider for resource ${resource}`);
    return adapter;
  });
}
