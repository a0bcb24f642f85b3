import { lazy } from 'react';
import {
  Admin,
  Authenticated,
  CustomRoutes,
  type AuthProvider,
  type DataProvider,
} from 'react-admin';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';
import { PORTAL_BASE } from './config';
import { i18nProvider } from './i18n';

const SignInPage = lazy(() =>
  import('./pages/session/SignInPage').then((m) => ({ default: m.SignInPage })),
);
const HomePage = lazy(() => import('./pages/home/HomePage').then((m) => ({ default: m.HomePage })));

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
              title="Portal"
            >
              <CustomRoutes noLayout>
                <Route path="/session/signin" element={<SignInPage />} />
              </CustomRoutes>
              <CustomRoutes>
                <Route path="/" element={<Navigate to={`${PORTAL_BASE}/Inicio`} replace />} />
                <Route
                  path="/Inicio"
                  element={
                    <Authenticated>
                      <HomePage />
                    </Authenticated>
                  }
                />
              </CustomRoutes>
            </Admin>
          }
        />
        <Route path="*" element={<Navigate to={`${PORTAL_BASE}/`} replace />} />
      </Routes>
    </BrowserRouter>
  );
}
