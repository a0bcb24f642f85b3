import type { AuthProvider } from 'react-admin';
import type { AuthenticationApi } from '../../dataProviders/account/authentication';
import { PORTAL_BASE } from '../../contracts/runtimeConfig';
import type { EndingReason } from '../../dataProviders/account/endings';
import type { Identity } from './keycloak';
import type { SessionStore } from '../../dataProviders/account/sessionStore';
import { forgetAllDrafts } from '../../resources/shared/draftStorage';

/** react-admin redirects are not basename-aware: they carry the full path. */
export const SIGN_IN_PATH = `${PORTAL_BASE}/session/signin`;

/** Stored as the login error when LoadUserData finds no active employee: the page translates it. */
export const INACTIVE_EMPLOYEE = 'session.signin.inactiveEmployee';

/** The identity provider's login, then our own API session. */
export function createAuthProvider(
  identity: Identity,
  api: AuthenticationApi,
  store: SessionStore,
): AuthProvider {
  return {
    /**
     * 'Load data': exchanges the provider's ID token for a portal session, keeping the token for
     * the logout. The sign-in page comes to it with a fresh one (else it goes to the provider);
     * once exchanged, the token is spent (the server takes it once).
     */
    async login({ force }: { force?: boolean } = {}) {
      const signIn = identity.signedIn();
      const idToken = signIn?.idToken ?? '';
      try {
        store.signedIn(
          await api.loadUserData({
            login: signIn?.username ?? '',
            token: idToken,
            force: Boolean(force),
          }),
          idToken || undefined,
        );
        identity.spent(idToken);
      } catch (error) {
        const status = (error as { status?: number }).status;
        const body = (error as { body?: unknown }).body;
        // The sign-in page shows the server text of a 409 and the response body of other failures.
        const message =
          status === 403
            ? INACTIVE_EMPLOYEE
            : body && typeof body === 'object' && 'message' in body
              ? String(body.message)
              : String((error as Error).message);
        store.loginFailed(message, status === 409);
        throw error;
      }
    },

    /**
     * Ends the session on the server (a failure is logged, not shown), clears local state and signs
     * out of the identity provider with the session's ID token, which comes back to the sign-in
     * page. `ending` is why, when the user did not ask (inactivity): the sign-in page says so after
     * the provider's login.
     */
    async logout(params?: { ending?: EndingReason } | null) {
      // react-admin's own logout button passes null.
      const ending = params?.ending;
      const user = store.get().user;
      if (!user) return SIGN_IN_PATH;
      store.loggingOut();
      try {
        await api.logout(user.token);
      } catch (error) {
        console.error('Logout failed on the server; logging out locally', error);
      }
      forgetAllDrafts();
      store.signedOut(
        null,
        ending ? { reason: ending, username: user.username, at: Date.now() } : null,
      );
      // Even a page that never went to the provider (a reload) signs out there: the next sign-in
      // must show the provider's login page.
      try {
        await identity.signOut(user.idToken ?? null);
        return false;
      } catch (error) {
        // The provider's client could not be fetched (offline): the local logout is done.
        console.error('Sign-out at the identity provider failed', error);
        return SIGN_IN_PATH;
      }
    },

    async checkAuth() {
      if (!store.get().user) throw { redirectTo: SIGN_IN_PATH, message: false };
    },

    /**
     * The HTTP client has already refreshed or ended the session; react-admin only has to follow,
     * unless the user's own logout cut the call: that logout goes to the identity provider. Where
     * the client has taken the user to the sign-in page already, remembering the page they were
     * on, there is no second redirect: react-admin's would carry the page the refused call was
     * made from, which the user may have left since (a poll of /Inicio answered on another page).
     */
    async checkError() {
      if (store.get().user || store.isLoggingOut()) return;
      const taken = window.location.pathname === SIGN_IN_PATH;
      throw { redirectTo: taken ? false : SIGN_IN_PATH, message: false };
    },

    async getIdentity() {
      const user = store.get().user;
      if (!user) throw new Error('Not signed in');
      return {
        id: user.employeeid,
        fullName: user.fullName,
        username: user.username,
        email: user.email,
      };
    },

    async getPermissions() {
      return store.get().user?.role ?? [];
    },
  };
}
