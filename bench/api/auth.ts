import { randomUUID } from 'node:crypto';
import { importJWK, SignJWT } from 'jose';
import type { TokenResponse } from '../../contracts/account/authentication';
import { issuerUrl } from '../../server/config';
import { loadSigningKey } from '../../server/idp/keys';

/** What the bench needs of a running server to sign in as its users. */
export interface SignInTarget {
  baseUrl: string;
  /** The server's data folder: the embedded provider keeps its signing key there. */
  dataDir: string;
  /** The provider's signing key (a private JWK as JSON) when it comes from the environment. */
  signingKey?: string;
}

async function postJson(url: string, body: unknown): Promise<TokenResponse> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (response.status !== 200) {
    throw new Error(`${url}: ${response.status} ${await response.text()}`);
  }
  return (await response.json()) as TokenResponse;
}

/**
 * A portal session for `username` through the server's real sign-in: an ID token as the embedded
 * provider signs it goes to LoadUserData (force: one session per user), and every `token()` call
 * rotates the refresh token for a fresh API token, so a run never outlasts the 5-minute TTL.
 */
export async function openSession(target: SignInTarget, username: string) {
  const jwk = await loadSigningKey(target.dataDir, target.signingKey);
  const issuer = issuerUrl({
    url: `${target.baseUrl}/idp`,
    realm: 'portal',
    clientId: 'portal',
    embedded: true,
  });
  const idToken = await new SignJWT({ preferred_username: username })
    .setProtectedHeader({ alg: 'RS256', typ: 'JWT', kid: jwk.kid })
    .setIssuer(issuer)
    .setAudience('portal')
    .setSubject(username)
    .setIssuedAt()
    .setExpirationTime('10m')
    // Its own token, as each of the provider's is: LoadUserData takes an ID token once.
    .setJti(randomUUID())
    .sign(await importJWK(jwk, 'RS256'));
  const main = `${target.baseUrl}/api/main`;
  let { refreshtoken } = await postJson(`${main}/authenticate/LoadUserData`, {
    login: username,
    token: idToken,
    force: true,
  });
  return {
    async token(): Promise<string> {
      const rotated = await postJson(`${main}/authenticate/refresh`, refreshtoken);
      refreshtoken = rotated.refreshtoken;
      return rotated.token;
    },
  };
}
export type BenchSession = Awaited<ReturnType<typeof openSession>>;
