import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { createSigner, createVerifier } from 'fast-jwt';
import type { ApiTokenClaims } from '../../contracts/account/authentication';

const ISSUER = 'portal-api';
const AUDIENCE = 'portal';

export type ApiUser = Omit<ApiTokenClaims, 'exp'>;

/**
 * Signs and verifies the portal's own short-lived API tokens (HS256). fast-jwt verifies
 * synchronously with node:crypto: every authenticated call verifies one, and WebCrypto's
 * asynchronous HMAC (jose) cost ~3–4% of a read's CPU in its job queue and promises.
 */
export function createApiTokens(secret: string, ttlSeconds: number) {
  const signer = createSigner({
    key: secret,
    algorithm: 'HS256',
    iss: ISSUER,
    aud: AUDIENCE,
    expiresIn: ttlSeconds * 1000,
  });
  const verifier = createVerifier({
    key: secret,
    algorithms: ['HS256'],
    allowedIss: ISSUER,
    allowedAud: AUDIENCE,
    requiredClaims: ['exp', 'sub', 'sid'],
  });
  return {
    ttlSeconds,
    sign(user: ApiUser): string {
      return signer({ ...user, jti: randomUUID() });
    },
    /** Throws on a forged, expired or malformed token. */
    verify(token: string): ApiUser {
      const payload = verifier(token) as Record<string, unknown>;
      return {
        sub: String(payload.sub),
        sid: String(payload.sid),
        username: String(payload.username),
        email: String(payload.email),
        fullName: String(payload.fullName),
        employeeid: String(payload.employeeid),
        role: Array.isArray(payload.role) ? payload.role.map(String) : [],
      };
    },
  };
}
export type ApiTokens = ReturnType<typeof createApiTokens>;

/** Opaque refresh tokens: only their SHA-256 is stored. */
export const newOpaqueToken = (): string => randomBytes(32).toString('base64url');
export const hashToken = (token: string): string =>
  createHash('sha256').update(token).digest('hex');
