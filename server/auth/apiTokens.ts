import { createHash, randomBytes, randomUUID, webcrypto } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import type { ApiTokenClaims } from '../../contracts/account/authentication';

const ISSUER = 'portal-api';
const AUDIENCE = 'portal';

export type ApiUser = Omit<ApiTokenClaims, 'exp'>;

/**
 * Signs and verifies the portal's own short-lived API tokens (HS256). The key is imported once as
 * a CryptoKey: handed a KeyObject or raw bytes, jose imports it again on every verification.
 */
export function createApiTokens(secret: string, ttlSeconds: number) {
  const imported = webcrypto.subtle.importKey(
    'raw',
    Buffer.from(secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign', 'verify'],
  );
  return {
    ttlSeconds,
    async sign(user: ApiUser): Promise<string> {
      const { sub, ...claims } = user;
      return new SignJWT({ ...claims })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(sub)
        .setJti(randomUUID())
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setIssuedAt()
        .setExpirationTime(`${ttlSeconds}s`)
        .sign(await imported);
    },
    /** Throws on a forged, expired or malformed token. */
    async verify(token: string): Promise<ApiUser> {
      const { payload } = await jwtVerify(token, await imported, {
        issuer: ISSUER,
        audience: AUDIENCE,
        algorithms: ['HS256'],
      });
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
