import type { LoadUserDataBody, TokenResponse } from '../../contracts/account/authentication';
import type { Language } from '../../contracts/language';
import { toHttpError } from '../errors';

/**
 * Sign-in calls of the main API. They bypass the authenticated client on purpose: their failures
 * are shown on the sign-in page, not mapped to "session expired". Like every call, they ask for
 * the portal's language.
 */
export function createAuthenticationApi(mainApi: string, language: () => Language) {
  return {
    async loadUserData(body: LoadUserDataBody): Promise<TokenResponse> {
      const response = await fetch(`${mainApi}/authenticate/LoadUserData`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'Accept-Language': language() },
        body: JSON.stringify(body),
      });
      if (!response.ok) throw await toHttpError(response);
      return (await response.json()) as TokenResponse;
    },
    /** DELETE /Authenticate; the caller logs a failure and logs out locally anyway. */
    async logout(token: string): Promise<void> {
      const response = await fetch(`${mainApi}/Authenticate`, {
        method: 'DELETE',
        headers: { Authorization: `Bearer ${token}`, 'Accept-Language': language() },
      });
      if (!response.ok) throw await toHttpError(response);
    },
  };
}
export type AuthenticationApi = ReturnType<typeof createAuthenticationApi>;
