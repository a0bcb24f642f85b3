import type { LoadUserDataBody, TokenResponse } from '../../contracts/account/authentication';
import { toHttpError } from '../errors';

/**
 * Sign-in calls of the main API. They bypass the authenticated client on purpose: their failures
 * are shown on the sign-in page, not mapped to "session expired".
 */
export function createAuthenticationApi(mainApi: string) {
  return {
    async loadUserData(body: LoadUserDataBody): Promise<TokenResponse> {
      const response = await fetch(`${mainApi}/authenticate/LoadUserData`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      });
      if (!response.ok) throw await toHttpError(response);
      return (await response.json()) as TokenResponse;
    },
    /** DELETE /Authenticate; the caller logs a failure and logs out locally anyway. */
    async logout(token: string): Promise<void> {
      const response = await fetch(`${mainApi}/Authenticate`, {
        method: 'DELETE',
        headers: { Authorization: `Bearer ${token}` },
      });
      if (!response.ok) throw await toHttpError(response);
    },
  };
}
export type AuthenticationApi = ReturnType<typeof createAuthenticationApi>;
