import { combineDataProviders, type DataProvider } from 'react-admin';
import { dateToken } from '../contracts/dateToken';
import type { RuntimeConfig } from '../contracts/runtimeConfig';
import type { DownloadedFile, HttpClient } from './http';
import { lazyAdapter } from './lazyAdapter';

/** The portal's data provider: the resources' calls, and a private document's bytes. */
export type PortalDataProvider = DataProvider & {
  /** A document only its module's route serves (a résumé): read with the session's token. */
  download(url: string): Promise<DownloadedFile>;
};

/** What a module brings to the data provider (the portal's manifests extend it). */
export interface DataModule {
  /**
   * Its resources of the portal's own administration API, served by ra-data-simple-rest
   * (`dataProviders/simpleRest.ts`): no adapter to write.
   */
  restResources?: readonly string[];
  /** Its react-admin resources over the legacy contract: their adapters, by resource name. */
  adapters?: (
    services: RuntimeConfig['services'],
    http: HttpClient,
    /** The `code` the function services ask for (payroll, certificates). */
    functionKeys: RuntimeConfig['functionKeys'],
    /** Today's client date-token, which appointment, schedule and some other calls carry. */
    todayToken: () => Promise<string>,
  ) => Record<string, DataProvider>;
}

/**
 * Every module's resources, routed by name (react-admin combineDataProviders): the legacy ones to
 * the module's adapters, the portal's own to one ra-data-simple-rest provider.
 */
export function createDataProvider(
  modules: readonly DataModule[],
  services: RuntimeConfig['services'],
  http: HttpClient,
  /** Without them (tests of other modules) the function services refuse the calls. */
  functionKeys: RuntimeConfig['functionKeys'] = { payroll: '', certificates: '' },
  /** The runtime configuration's phrase of the client date-token. */
  clientTokenPhrase = '',
): PortalDataProvider {
  const todayToken = () => dateToken(clientTokenPhrase);
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
    for (const [resource, adapter] of Object.entries(
      module.adapters?.(services, http, functionKeys, todayToken) ?? {},
    )) {
      add(resource, adapter);
    }
    for (const resource of module.restResources ?? []) add(resource, rest);
  }
  const combined = combineDataProviders((resource) => {
    const adapter = Object.hasOwn(adapters, resource) ? adapters[resource] : undefined;
    if (!adapter) throw new Error(`No data provider for resource ${resource}`);
    return adapter;
  });
  // combineDataProviders routes every method by its resource; a document has none.
  const download = (url: string) => http.download(url);
  return new Proxy(combined, {
    get: (target, name, receiver) =>
      name === 'download' ? download : Reflect.get(target, name, receiver),
  }) as PortalDataProvider;
}
