import simpleRestProvider from 'ra-data-simple-rest';
import type { DataProvider } from 'react-admin';
import type { HttpClient } from './http';

/** Where the portal's own administration resources live on the main API. */
export const ADMIN_PATH = '/admin';

/**
 * The resources of the portal's own design (not the legacy contract): ra-data-simple-rest
 * over `{mainApi}/admin/<resource>`, through the portal's client (bearer token, refresh, the end
 * of the session). Lists, one record, several by id, create, update and delete all follow its
 * conventions, so these resources need no adapter of their own.
 */
export const adminRestProvider = (mainApi: string, http: HttpClient): DataProvider =>
  simpleRestProvider(`${mainApi}${ADMIN_PATH}`, (url, options) => http.fetchJson(url, options));
