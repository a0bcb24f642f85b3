import simpleRestProvider from 'ra-data-simple-rest';
import type { DataProvider } from 'react-admin';
import { deleteEach } from './deleteEach';
import type { HttpClient } from './http';

/** Where the portal's own administration resources live on the main API. */
export const ADMIN_PATH = '/admin';

/**
 * The resources of the portal's own design (not the legacy contract): ra-data-simple-rest
 * over `{mainApi}/admin/<resource>`, through the portal's client (bearer token, refresh, the end
 * of the session). Lists, one record, several by id, create, update and delete all follow its
 * conventions, so these resources need no adapter of their own; a bulk delete is one DELETE per
 * id, like the legacy adapters'.
 */
export function adminRestProvider(mainApi: string, http: HttpClient): DataProvider {
  const provider = simpleRestProvider(`${mainApi}${ADMIN_PATH}`, (url, options) =>
    http.fetchJson(url, options),
  );
  return {
    ...provider,
    // Its own deleteMany fails whole on the first refusal: one DELETE per id says which stayed.
    deleteMany: (resource, { ids }) => deleteEach(ids, (id) => provider.delete(resource, { id })),
  };
}
