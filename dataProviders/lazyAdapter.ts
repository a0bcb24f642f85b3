import type { DataProvider } from 'react-admin';

/**
 * An adapter whose module is fetched on its first call, so the first download of every page
 * carries only the adapters the home page uses. Every DataProvider method (custom ones too)
 * returns a promise, so each simply waits for the module.
 */
export function lazyAdapter<Module>(
  load: () => Promise<Module>,
  make: (module: Module) => DataProvider,
): DataProvider {
  let adapter: Promise<DataProvider> | undefined;
  return new Proxy({} as DataProvider, {
    get: (_target, method) =>
      typeof method === 'symbol' || method === 'then'
        ? undefined
        : (...args: unknown[]) =>
            (adapter ??= load().then(make)).then((ready) =>
              (ready[method] as (...params: unknown[]) => Promise<unknown>)(...args),
            ),
  });
}
