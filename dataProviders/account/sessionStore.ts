import { decodeJwt } from 'jose';
import type { ApiTokenClaims, TokenResponse } from '../../contracts/account/authentication';
import type { SessionEnding } from './endings';

/** The signed-in user: the API token's claims plus the tokens themselves. */
type SignedInUser = Omit<ApiTokenClaims, 'sub' | 'sid'> & {
  token: string;
  refreshtoken: string;
  /**
   * The identity provider's ID token the session was opened with: the `id_token_hint` of the
   * logout, as a reload no longer signs in at the provider. Absent in sessions stored before it.
   */
  idToken?: string;
};

/** The login slice of the central state (loading lives in the page, not in storage). */
interface LoginState {
  success: boolean;
  token: string | null;
  token_type: string | null;
  refreshtoken: string | null;
  error: string | null;
  /** Set after a 409: the next sign-in ends the other session. */
  force: boolean;
  /** Why the last session ended when its user did not ask: the sign-in page says so. */
  ending?: SessionEnding | null;
}

export interface SessionState {
  login: LoginState;
  user: SignedInUser | null;
}

const STORAGE_KEY = 'portal.session';

const signedOut = (
  error: string | null = null,
  force = false,
  ending: SessionEnding | null = null,
): SessionState => ({
  login: {
    success: false,
    token: null,
    token_type: null,
    refreshtoken: null,
    error,
    force,
    ending,
  },
  user: null,
});

function userFromToken(
  response: Pick<TokenResponse, 'token' | 'refreshtoken'>,
  idToken: string | undefined,
): SignedInUser {
  const claims = decodeJwt(response.token) as unknown as ApiTokenClaims;
  return {
    ...(idToken ? { idToken } : {}),
    username: claims.username,
    email: claims.email,
    fullName: claims.fullName,
    employeeid: claims.employeeid,
    role: claims.role ?? [],
    exp: claims.exp,
    token: response.token,
    refreshtoken: response.refreshtoken,
  };
}

/**
 * Login and user state, persisted in localStorage and shared by the browser's tabs:
 * a refresh or a logout in one tab is seen by the others through the `storage` event.
 */
export function createSessionStore(storage: Storage = window.localStorage) {
  const listeners = new Set<() => void>();
  const read = (): SessionState => {
    try {
      const raw = storage.getItem(STORAGE_KEY);
      return raw ? (JSON.parse(raw) as SessionState) : signedOut();
    } catch {
      return signedOut();
    }
  };
  let state = read();
  // This tab's user asked to sign out and the logout is under way (not shared: a tab's own).
  let loggingOut = false;
  const write = (next: SessionState) => {
    state = next;
    storage.setItem(STORAGE_KEY, JSON.stringify(next));
    listeners.forEach((listener) => listener());
  };
  if (typeof window !== 'undefined') {
    window.addEventListener('storage', (event) => {
      if (event.key !== STORAGE_KEY) return;
      state = read();
      listeners.forEach((listener) => listener());
    });
  }

  return {
    get: (): SessionState => state,
    /** Re-reads storage: another tab may have refreshed the tokens. */
    reload: (): SessionState => (state = read()),
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    /**
     * A new or refreshed session. `idToken` is the provider's, given by LoadUserData's sign-in; a
     * refresh keeps the one the session has.
     */
    signedIn(response: TokenResponse, idToken?: string): void {
      loggingOut = false;
      const kept = idToken ?? state.user?.idToken;
      write({
        login: {
          success: true,
          token: response.token,
          token_type: response.token_type,
          refreshtoken: response.refreshtoken,
          error: null,
          force: false,
          ending: null,
        },
        user: userFromToken(response, kept),
      });
    },
    /**
     * The user asked to sign out (authProvider.logout): until the page leaves for the identity
     * provider, a call the server refuses was cut by that logout. It is no session ending to
     * report, nor a reason to refresh or to go to the sign-in page.
     */
    loggingOut(): void {
      loggingOut = true;
    },
    isLoggingOut: (): boolean => loggingOut,
    loginFailed(error: string, force: boolean): void {
      write(signedOut(error, force));
    },
    /** `ending` when the session ended without its user asking (a logout they chose has none). */
    signedOut(error: string | null = null, ending: SessionEnding | null = null): void {
      write(signedOut(error, false, ending));
    },
  };
}
export type SessionStore = ReturnType<typeof createSessionStore>;
