import { lazy } from 'react';
import {
  Admin,
  Authenticated,
  type AuthProvider,
  CustomRoutes,
  type DataProvider,
} from 'react-admin';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';
import { PORTAL_BASE } from './config';
import { i18nProvider } from './i18n';
import { CatchAll, NotFoundPage } from './layout/NotFoundPage';
import { PortalLayout } from './layout/PortalLayout';
import { themes } from './layout/themes';
import { RouteGuard, routes } from './routes';

const SignInPage = lazy(() =>
  import('./pages/session/SignInPage').then((m) => ({ default: m.SignInPage })),
);

interface AppProps {
  authProvider: AuthProvider;
  dataProvider: DataProvider;
}

/**
 * react-admin under the fixed base path: <Admin basename> inside a BrowserRouter route (a bare
 * basename renders Not Found; the hash router would clash with the OIDC callback fragment).
 */
export function App({ authProvider, dataProvider }: AppProps) {
  return (
    <BrowserRouter>
      <Routes>
        <Route
          path={`${PORTAL_BASE}/*`}
          element={
            <Admin
              basename={PORTAL_BASE}
              authProvider={authProvider}
              dataProvider={dataProvider}
              i18nProvider={i18nProvider}
              loginPage={false}
              layout={PortalLayout}
              catchAll={CatchAll}
              theme={themes.light}
              title="Portal"
              disableTelemetry
            >
              <CustomRoutes noLayout>
                <Route path="/session/signin" element={<SignInPage />} />
                <Route path="/session/404" element={<NotFoundPage />} />
              </CustomRoutes>
              <CustomRoutes>
                <Route path="/" element={<Navigate to={`${PORTAL_BASE}/Inicio`} replace />} />
                {routes.map(({ path, Page, roles }) => (
                  <Route
                    key={path}
                    path={path}
                    element={
                      <Authenticated>
                        <RouteGuard roles={roles}>
                          <Page />
                        </RouteGuard>
                      </Authenticated>
                    }
                  />
                ))}
              </CustomRoutes>
            </Admin>
          }
        />
        <Route path="*" element={<Navigate to={`${PORTAL_BASE}/`} replace />} />
      </Routes>
    </BrowserRouter>
  );
}
