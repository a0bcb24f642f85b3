import { createContext, type ReactNode, useContext } from 'react';
import type { Identity } from './keycloak';

const IdentityContext = createContext<Identity | null>(null);

/** The identity provider as the portal uses it: this page's sign-in there, if any, and the way to it. */
export function IdentityProvider({
  identity,
  children,
}: {
  identity: Identity;
  children: ReactNode;
}) {
  return <IdentityContext.Provider value={identity}>{children}</IdentityContext.Provider>;
}

export function useIdentity(): Identity {
  const identity = useContext(IdentityContext);
  if (!identity) throw new Error('useIdentity outside IdentityProvider');
  return identity;
}
