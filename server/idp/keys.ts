import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createLocalJWKSet, exportJWK, generateKeyPair, type JWK } from 'jose';

/**
 * The provider's signing key, kept in the data folder so a restart does not invalidate tokens.
 * IDP_SIGNING_KEY (a private JWK as JSON) overrides it.
 */
export async function loadSigningKey(dataDir: string, fromEnv?: string): Promise<JWK> {
  if (fromEnv) return JSON.parse(fromEnv) as JWK;
  const file = join(dataDir, 'idp-signing-key.json');
  if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8')) as JWK;
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const jwk = {
    ...(await exportJWK(privateKey)),
    alg: 'RS256',
    use: 'sig',
    kid: `portal-${Date.now()}`,
  };
  writeFileSync(file, JSON.stringify(jwk), { mode: 0o600 });
  return jwk;
}

/** The public half, to verify ID tokens without an HTTP round trip to ourselves. */
export function publicKeySet(privateJwk: JWK) {
  const { kty, n, e, alg, use, kid } = privateJwk;
  return createLocalJWKSet({ keys: [{ kty, n, e, alg, use, kid }] });
}
