import { createHash, randomBytes } from 'node:crypto';
import type { TestApp } from './helpers';

/** The name=value pairs of Set-Cookie headers, as a Cookie header. */
export const cookieHeader = (setCookie: string | string[] | undefined) =>
  [setCookie ?? []]
    .flat()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');

/** Starts a sign-in at the embedded provider as keycloak-js does; answers the provider's response. */
export function authorize(t: TestApp, headers: Record<string, string> = {}) {
  const verifier = randomBytes(32).toString('base64url');
  const challenge = createHash('sha256').update(verifier).digest('base64url');
  const query = new URLSearchParams({
    client_id: 'portal',
    response_type: 'code',
    scope: 'openid',
    redirect_uri: `${t.config.publicUrl}/portal/session/signin`,
    code_challenge: challenge,
    code_challenge_method: 'S256',
    state: 'state',
    nonce: 'nonce',
  });
  return t.app.inject({
    method: 'GET',
    url: `/idp/realms/portal/protocol/openid-connect/auth?${query}`,
    headers,
  });
}
