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

/** A sign-in waiting at the provider's login page: its path and the provider's cookies. */
export interface LoginFlow {
  url: string;
  cookie: string;
}

/** Starts a sign-in (see `authorize`), which must send the browser to the login page. */
export async function startLogin(t: TestApp): Promise<LoginFlow> {
  const response = await authorize(t);
  if (response.statusCode !== 303) {
    throw new Error(`authorization: ${response.statusCode} ${response.body}`);
  }
  return {
    url: new URL(response.headers.location as string, t.config.publicUrl).pathname,
    cookie: cookieHeader(response.headers['set-cookie']),
  };
}

/** Posts the login form with `fields` (username, password, locale) as a browser does. */
export function submitLogin(
  t: TestApp,
  flow: LoginFlow,
  fields: Record<string, string>,
  headers: Record<string, string> = {},
) {
  return t.app.inject({
    method: 'POST',
    url: flow.url,
    headers: {
      cookie: flow.cookie,
      'content-type': 'application/x-www-form-urlencoded',
      ...headers,
    },
    payload: new URLSearchParams(fields).toString(),
  });
}

/** The message of a provider page's alert. */
export const alertOf = (body: string) => /role="alert">([^<]*)</.exec(body)?.[1] ?? '';
