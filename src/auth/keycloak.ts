import Keycloak from 'keycloak-js';
import type { RuntimeConfig } from '../config';
import { PORTAL_BASE } from '../config';

/** The one redirect URI registered at the identity provider; deep links are restored by the portal. */
export const signInUrl = () => `${window.location.origin}${PORTAL_BASE}/session/signin`;

/**
 * Sign-in is required on load: keycloak-js, login-required, PKCE. The provider's login page speaks
 * `locale`, the portal's language (keycloak-js sends it as `ui_locales`).
 */
export async function startIdentity(
  identity: RuntimeConfig['identity'],
  locale: string,
): Promise<Keycloak> {
  const keycloak = new Keycloak({
    url: identity.url,
    realm: identity.realm,
    clientId: identity.clientId,
  });
  await keycloak.init({
    onLoad: 'login-required',
    pkceMethod: 'S256',
    checkLoginIframe: false,
    redirectUri: signInUrl(),
    locale,
  });
  return keycloak;
}
