import { createRemoteJWKSet, type JWTVerifyGetKey, jwtVerify } from 'jose';
import type { IdentityConfig } from '../config';
import { issuerUrl } from '../config';

export interface VerifiedIdentity {
  username: string;
  /** When the token expires: a sign-in spends it until then (auth/sessions.ts open). */
  expiresAt: Date;
}

/**
 * Verifies the identity provider's ID token sent to LoadUserData: signature (issuer's JWKS),
 * issuer, audience (our client) and expiry. The embedded provider hands its keys directly.
 */
export function createIdentityVerifier(identity: IdentityConfig, keys?: JWTVerifyGetKey) {
  const issuer = issuerUrl(identity);
  const getKey = keys ?? createRemoteJWKSet(new URL(`${issuer}/protocol/openid-connect/certs`));
  return async (idToken: string): Promise<VerifiedIdentity> => {
    const { payload } = await jwtVerify(idToken, getKey, { issuer, audience: identity.clientId });
    const username = payload.preferred_username;
    if (typeof username !== 'string' || username === '')
      throw new Error('ID token without preferred_username');
    if (typeof payload.exp !== 'number') throw new Error('ID token without exp');
    return { username, expiresAt: new Date(payload.exp * 1000) };
  };
}
export type IdentityVerifier = ReturnType<typeof createIdentityVerifier>;
