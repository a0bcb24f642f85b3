import { createHash, createSecretKey, randomBytes, randomUUID } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import type { ApiTokenClaims } from '../../contracts/authentication';

const ISSUER = 'portal-api';
const AUDIENCE = 'portal';

export type ApiUser = Omit<ApiTokenClaims, 'exp'>;

/** Signs and verifies the portal's own short-lived API tokens (HS256, key imported once). */
export function createApiTokens(secret: string, ttlSeconds: number) {
  const key = createSecretKey(Buffer.from(secret));
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
        .sign(key);
    },
    /** Throws on a forged, expired or malformed token. */
    async verify(token: string): Promise<ApiUser> {
      const { payload } = await jwtVerify(token, key, {
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
