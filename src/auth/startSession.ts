import type Keycloak from 'keycloak-js';
import type { SessionStore } from '../../dataProviders/account/sessionStore';

/**
 * How a page load starts. A stored portal session is the sign-in: its refresh (which reads the
 * roles again) decides, and the page paints without the identity provider (null). Without one, or
 * when the refresh is refused (the store then holds why), the provider's login comes first.
 * A refresh that got no answer (the installed app opened offline) ends nothing: the page paints
 * from the stored session, says it is offline, and its calls refresh once the network is back
 * (the inactivity rules still apply to it).
 */
export async function startSession(
  store: Pick<SessionStore, 'get'>,
  refreshNow: () => Promise<boolean>,
  signInAtProvider: () => Promise<Keycloak>,
): Promise<Keycloak | null> {
  if (store.get().user !== null) {
    let refreshed: boolean;
    try {
      refreshed = await refreshNow();
    } catch {
      return null;
    }
    if (refreshed) return null;
  }
  return signInAtProvider();
}
