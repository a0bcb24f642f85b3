import { render } from '@testing-library/react';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { ReactNode } from 'react';
import { AdminContext, type AuthProvider, type DataProvider, memoryStore } from 'react-admin';
import { createMemoryRouter, MemoryRouter, Route, RouterProvider, Routes } from 'react-router-dom';
import { UploadLimitsProvider } from '../../../resources/shared/uploadLimits';
import { createQueryClient } from '../../../src/queryClient';
import { spanish } from './portalMessages';

interface PageSetting {
  dataProvider: DataProvider;
  authProvider: AuthProvider;
  /** Routes the page may lead to (the page after saving…). */
  routes?: ReactNode;
  /** What sits beside the routes inside the admin (a `<Notification />`). */
  beside?: ReactNode;
}

/**
 * A portal page opened at `path` (matched by `route`), in Spanish, with its own store, the portal's
 * query client (its retry rule) and the upload limits the service gives (5 MB).
 */
export function renderPageAt(path: string, route: string, page: ReactNode, setting: PageSetting) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <PortalOf page={page} route={route} setting={setting} />
    </MemoryRouter>,
  );
}

/**
 * The same under a data router, as the portal's: what needs one (a form that asks before its
 * typed data is left behind) works as in the browser.
 */
export function renderInDataRouterAt(
  path: string,
  route: string,
  page: ReactNode,
  setting: PageSetting,
) {
  const router = createMemoryRouter(
    [{ path: '*', element: <PortalOf page={page} route={route} setting={setting} /> }],
    { initialEntries: [path] },
  );
  return { ...render(<RouterProvider router={router} />), router };
}

function PortalOf({
  page,
  route,
  setting: { dataProvider, authProvider, routes, beside },
}: {
  page: ReactNode;
  route: string;
  setting: PageSetting;
}) {
  return (
    <UploadLimitsProvider limits={{ maxFileBytes: 5 * 1024 * 1024 }}>
      <AdminContext
        dataProvider={dataProvider}
        authProvider={authProvider}
        i18nProvider={polyglotI18nProvider(() => spanish, 'es')}
        store={memoryStore()}
        queryClient={createQueryClient()}
      >
        <Routes>
          <Route path={route} element={page} />
          {routes}
        </Routes>
        {beside}
      </AdminContext>
    </UploadLimitsProvider>
  );
}
