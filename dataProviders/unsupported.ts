import type { DataProvider } from 'react-admin';

const METHODS = [
  'getList',
  'getOne',
  'getMany',
  'getManyReference',
  'create',
  'update',
  'updateMany',
  'delete',
  'deleteMany',
] as const;

/**
 * A resource adapter over legacy endpoints offers only the operations its service has; the
 * others reject with a clear message instead of calling a path that does not exist.
 */
export function resourceAdapter(resource: string, operations: Partial<DataProvider>): DataProvider {
  const provider: Record<string, unknown> = { ...operations };
  for (const method of METHODS) {
    provider[method] ??= () =>
      Promise.reject(new Error(`${resource}: ${method} is not offered by the service`));
  }
  return provider as DataProvider;
}
