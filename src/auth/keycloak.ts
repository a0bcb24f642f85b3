import type Keycloak from 'keycloak-js';
import type { RuntimeConfig } from '../../contracts/runtimeConfig';
import { PORTAL_BASE } from '../../contracts/runtimeConfig';

/** The one redirect URI registered at the identity provider; deep links are restored by the portal. */
export const signInUrl = () => `${window.location.origin}${PORTAL_BASE}/session/signin`;

type IdentityConfig = RuntimeConfig['identity'];

/** An ID token this close to its expiry is not sent to LoadUserData: the provider gives a new one. */
const MIN_ID_TOKEN_VALIDITY_SECONDS = 30;

/** The provider's sign-in this page holds: what LoadUserData takes and the sign-in page names. */
export interface ProviderSignIn {
  idToken: string;
  username: string | null;
  name: string | null;
}

/**
 * The identity provider as the portal uses it. A page load with a portal session does not ask
 * the provider anything (the portal's own refresh decides): only the sign-in page and the logout
 * need it, and keycloak-js is fetched then.
 */
export interface Identity {
  /**
   * This page's sign-in at the provider while its ID token is still good for LoadUserData: not
   * once it has opened a portal session (`spent`).
   */
  signedIn(now?: number): ProviderSignIn | null;
  /**
   * The sign-in's ID token opened a portal session: LoadUserData takes a token once, so the next
   * sign-in of this page (after the session ends) asks the provider for a new one.
   */
  spent(idToken: string): void;
  /** To the provider's login (it comes back to the sign-in page); the page leaves. */
  signIn(): Promise<void>;
  /**
   * Signs out at the provider, which comes back to the sign-in page; `idToken` is the one the
   * portal session was opened with (its `id_token_hint`, accepted expired by the provider).
   */
  signOut(idToken: string | null): Promise<void>;
}

async function createKeycloak(identity: IdentityConfig): Promise<Keycloak> {
  // Its own chunk: a reload with a portal session never fetches it.
  const { default: KeycloakClient } = await import('keycloak-js');
  return new KeycloakClient({
    url: identity.url,
    realm: identity.realm,
    clientId: identity.clientId,
  });
}

const initOptions = { pkceMethod: 'S256', checkLoginIframe: false } as const;

/**
 * Sign-in at the provider, required: keycloak-js, login-required, PKCE. Resolves once the provider
 * has come back with a code (a page without one leaves for the provider's login). The login page
 * speaks `locale`, the portal's language (keycloak-js sends it as `ui_locales`).
 */
export async function startIdentity(identity: IdentityConfig, locale: string): Promise<Keycloak> {
  const keycloak = await createKeycloak(identity);
  await keycloak.init({
    ...initOptions,
    onLoad: 'login-required',
    redirectUri: signInUrl(),
    locale,
  });
  return keycloak;
}

/** The ID token's claims while it has time left, by the provider's clock (keycloak-js's skew). */
export function freshSignIn(
  keycloak: Pick<Keycloak, 'authenticated' | 'idToken' | 'idTokenParsed' | 'timeSkew'> | null,
  now = Date.now(),
): ProviderSignIn | null {
  const claims = keycloak?.idTokenParsed as
    { exp?: number; preferred_username?: string; name?: string } | undefined;
  if (!keycloak?.authenticated || !keycloak.idToken || !claims?.exp) return null;
  const providerNow = now / 1000 - (keycloak.timeSkew ?? 0);
  if (claims.exp - providerNow <= MIN_ID_TOKEN_VALIDITY_SECONDS) return null;
  return {
    idToken: keycloak.idToken,
    username: claims.preferred_username ?? null,
    name: claims.name ?? claims.preferred_username ?? null,
  };
}

/**
 * The portal's identity: `keycloak` is this page's sign-in at the provider, or null when the page
 * started from a stored portal session. `locale` is the portal's language when leaving.
 */
export function createIdentity(
  config: IdentityConfig,
  keycloak: Keycloak | null,
  locale: () => string,
  leaveFor: (url: string) => void = (url) => window.location.replace(url),
): Identity {
  // One trip to the provider, however many times it is asked for (React's strict effects).
  let leaving: Promise<void> | null = null;
  const leave = (go: () => Promise<void>) =>
    (leaving ??= go().catch((error: unknown) => {
      // A failed trip (keycloak-js could not be fetched) may be asked for again.
      leaving = null;
      throw error;
    }));
  let spentToken: string | null = null;
  return {
    signedIn: (now) => {
      const signIn = freshSignIn(keycloak, now);
      return signIn?.idToken === spentToken ? null : signIn;
    },
    spent: (idToken) => {
      spentToken = idToken;
    },
    signIn: () =>
      leave(async () => {
        const client = keycloak ?? (await createKeycloak(config));
        if (!keycloak) await client.init({ ...initOptions, redirectUri: signInUrl() });
        await client.login({ redirectUri: signInUrl(), locale: locale() });
      }),
    signOut: (idToken) =>
      leave(async () => {
        const client = keycloak ?? (await createKeycloak(config));
        // Without onLoad, init only sets the endpoints up: no request to the provider.
        if (!keycloak) await client.init({ ...initOptions, redirectUri: signInUrl() });
        const url = new URL(client.createLogoutUrl({ redirectUri: signInUrl() }));
        const hint = idToken ?? client.idToken;
        if (hint) url.searchParams.set('id_token_hint', hint);
        leaveFor(url.href);
      }),
  };
}
