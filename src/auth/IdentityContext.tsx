import type Keycloak from 'keycloak-js';
import { createContext, type ReactNode, useContext } from 'react';

const IdentityContext = createContext<Keycloak | null>(null);

/** The identity provider's client (keycloak-js), signed in before the portal renders. */
export function IdentityProvider({
  keycloak,
  children,
}: {
  keycloak: Keycloak;
  children: ReactNode;
}) {
  return <IdentityContext.Provider value={keycloak}>{children}</IdentityContext.Provider>;
}

type IdentityClaims = { name?: string; preferred_username?: string } | undefined;

/** The name the identity provider knows the user by, before the portal session exists. */
export function useIdentityName(): string | null {
  const claims = useContext(IdentityContext)?.idTokenParsed as IdentityClaims;
  return claims?.name ?? claims?.preferred_username ?? null;
}

/** The user name signed in at the identity provider (the portal session's `username`). */
export function useIdentityUsername(): string | null {
  const claims = useContext(IdentityContext)?.idTokenParsed as IdentityClaims;
  return claims?.preferred_username ?? null;
}
