import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createHttpClient } from '../dataProviders/http';
import { createDataProvider } from '../dataProviders';
import { createAuthenticationApi } from '../dataProviders/account/authentication';
import { App } from './App';
import { UploadLimitsProvider } from '../resources/shared/uploadLimits';
import { createAuthProvider, SIGN_IN_PATH } from './auth/authProvider';
import { i18nProvider, type Locale } from './i18n';
import { IdentityProvider } from './auth/IdentityContext';
import { createIdentity, startIdentity } from './auth/keycloak';
import { chosenLanguage, portalStore } from './i18n/languageStore';
import { rememberLocation } from './auth/redirect';
import { SessionProvider } from './auth/SessionContext';
import { createSessionStore } from '../dataProviders/account/sessionStore';
import { startSession } from './auth/startSession';
import { PORTAL_BASE } from '../contracts/runtimeConfig';
import { loadRuntimeConfig } from '../dataProviders/runtimeConfig';
import { modules } from './modules';
import { registerPortalWorker } from './pwa/serviceWorker';

async function start() {
  const root = createRoot(document.getElementById('root')!);
  // Rare, and it carries both catalogues: fetched only when needed.
  const failed = async (error: unknown) => {
    console.error('Keycloak not available', error);
    const { StartupError } = await import('./StartupError');
    root.render(<StartupError />);
  };
  let config;
  try {
    config = await loadRuntimeConfig();
  } catch (error) {
    return failed(error);
  }
  const store = createSessionStore();
  // The services answer in the language the portal shows (react-admin keeps the user's choice).
  const language = () => i18nProvider.getLocale() as Locale;
  const http = createHttpClient({
    language,
    mainApi: config.services.main,
    store,
    // react-admin's checkError follows up with the redirect; this covers calls outside it.
    onSessionExpired: () => {
      if (!window.location.pathname.startsWith(`${PORTAL_BASE}/session/`)) {
        // The sign-in brings the user back to this page: react-admin's own redirect carries it in
        // the router's state, but this one may get there first, with none.
        rememberLocation(window.location);
        window.history.pushState(null, '', SIGN_IN_PATH);
        window.dispatchEvent(new PopStateEvent('popstate'));
      }
    },
  });
  const locale = () => chosenLanguage(portalStore);
  let keycloak;
  try {
    // A refused refresh signs out with its reason, which the sign-in page then says.
    keycloak = await startSession(
      store,
      () => http.refreshNow(),
      () => {
        // Only a load that leaves for the provider comes back through the fixed redirect URI.
        rememberLocation(window.location);
        return startIdentity(config.identity, locale());
      },
    );
  } catch (error) {
    return failed(error);
  }
  const identity = createIdentity(config.identity, keycloak, locale);
  const authProvider = createAuthProvider(
    identity,
    createAuthenticationApi(config.services.main, language),
    store,
  );
  root.render(
    <StrictMode>
      <IdentityProvider identity={identity}>
        <SessionProvider store={store}>
          <UploadLimitsProvider limits={config.uploads}>
            <App
              authProvider={authProvider}
              dataProvider={createDataProvider(
                modules,
                config.services,
                http,
                config.functionKeys,
                config.clientTokenPhrase,
              )}
            />
          </UploadLimitsProvider>
        </SessionProvider>
      </IdentityProvider>
    </StrictMode>,
  );
}

registerPortalWorker();
void start();
