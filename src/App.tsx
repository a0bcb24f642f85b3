import { CssBaseline } from '@mui/material';
import { lazy, useState } from 'react';
import {
  AccessDenied,
  AdminContext,
  Authenticated,
  AuthenticationError,
  type AuthProvider,
  CoreAdminUI,
  CustomRoutes,
  type DataProvider,
  Error as ErrorPage,
  LoadingPage,
  Notification,
} from 'react-admin';
import { createBrowserRouter, Navigate, Route, RouterProvider, Routes } from 'react-router-dom';
import { PORTAL_BASE } from '../contracts/runtimeConfig';
import { i18nProvider } from './i18n';
import { DocumentLanguage } from './i18n/DocumentLanguage';
import { portalStore } from './i18n/languageStore';
import { CatchAll, NotFoundPage } from './layout/NotFoundPage';
import { PortalLayout } from './layout/PortalLayout';
import { themes } from './layout/themes';
import { AuditedEntitiesContext } from '../resources/shared/audited';
import { HomeSectionsContext } from './modules/module';
import { audited, homeSections, RouteGuard, routes } from './routes';
import { createQueryClient } from './queryClient';
import { resourceElements } from './resourceRoutes';

/** Every administered entity's <Resource>: its definition, and its addresses leading to SPEC's. */
const portalResources = resourceElements();

const SignInPage = lazy(() => import('./auth/SignInPage').then((m) => ({ default: m.SignInPage })));

interface AppProps {
  authProvider: AuthProvider;
  dataProvider: DataProvider;
}

/**
 * react-admin under the fixed base path: its context and UI with a basename inside a
 * browser router's route (a bare basename renders Not Found; the hash router would clash with the
 * OIDC callback fragment). <Admin> is those two plus defaults the portal never shows — its login
 * form alone brings react-hook-form and the form inputs into the first download — so the UI is
 * composed here from the pieces <Admin> would use, without the login page.
 * Every administered entity is a <Resource> (its definition: react-admin's registry, labels,
 * record representations, links); the screens and the employees' flows are custom routes at the
 * SPEC's paths, in the one guarded layout, and a resource's own addresses lead there (0336).
 */
export function App({ authProvider, dataProvider }: AppProps) {
  // One client and one router for the page's life: the cache is what every screen reads.
  const [queryClient] = useState(createQueryClient);
  // A data router: react-admin's forms can only ask before their typed data is left behind
  // (warnWhenUnsavedChanges, a link in the portal or Back) under one.
  const [router] = useState(() =>
    createBrowserRouter([
      { path: '*', element: <PortalRoutes {...{ authProvider, dataProvider, queryClient }} /> },
    ]),
  );
  return <RouterProvider router={router} />;
}

/** The portal under its base, and anything else sent there. */
function PortalRoutes({
  authProvider,
  dataProvider,
  queryClient,
}: AppProps & { queryClient: ReturnType<typeof createQueryClient> }) {
  return (
    <Routes>
      <Route
        path={`${PORTAL_BASE}/*`}
        element={
          <HomeSectionsContext.Provider value={homeSections}>
            <AuditedEntitiesContext.Provider value={audited}>
              <AdminContext
                basename={PORTAL_BASE}
                queryClient={queryClient}
                authProvider={authProvider}
                dataProvider={dataProvider}
                i18nProvider={i18nProvider}
                store={portalStore}
                theme={themes.light}
              >
                <DocumentLanguage />
                <CssBaseline enableColorScheme>
                  <CoreAdminUI
                    layout={PortalLayout}
                    catchAll={CatchAll}
                    loginPage={false}
                    accessDenied={AccessDenied}
                    authenticationError={AuthenticationError}
                    error={ErrorPage}
                    loading={LoadingPage}
                    title="Portal"
                    disableTelemetry
                  >
                    {portalResources}
                    <CustomRoutes noLayout>
                      <Route path="/session/signin" element={<SignInPage />} />
                      <Route path="/session/404" element={<NotFoundPage />} />
                    </CustomRoutes>
                    <CustomRoutes>
                      <Route path="/" element={<Navigate to={`${PORTAL_BASE}/Inicio`} replace />} />
                      {routes.map(({ path, Page, roles, alsoForDeciders }) => (
                        <Route
                          key={path}
                          path={path}
                          element={
                            <Authenticated>
                              <RouteGuard roles={roles} alsoForDeciders={alsoForDeciders}>
                                <Page />
                              </RouteGuard>
                            </Authenticated>
                          }
                        />
                      ))}
                    </CustomRoutes>
                  </CoreAdminUI>
                  <Notification />
                </CssBaseline>
              </AdminContext>
            </AuditedEntitiesContext.Provider>
          </HomeSectionsContext.Provider>
        }
      />
      <Route path="*" element={<Navigate to={`${PORTAL_BASE}/`} replace />} />
    </Routes>
  );
}
