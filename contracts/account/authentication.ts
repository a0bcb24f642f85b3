import { boolean, type InferType, object, string } from 'yup';

/** POST /authenticate/LoadUserData */
export const loadUserDataBody = object({
  login: string().trim().required().max(100),
  /** The identity provider's ID token of this login. */
  token: string().required().max(16384),
  /** Ends the user's other active session instead of answering 409. */
  force: boolean().default(false),
});
export type LoadUserDataBody = InferType<typeof loadUserDataBody>;

/** POST /authenticate/refresh: the body is the refresh token itself, as a JSON string. */
export const refreshBody = string().required().max(512);

export interface TokenResponse {
  token: string;
  token_type: 'Bearer';
  refreshtoken: string;
  /** Seconds until `token` expires. */
  expires_in: number;
}

/** Claims of the portal's API token: the signed-in user. */
export interface ApiTokenClaims {
  sub: string;
  sid: string;
  username: string;
  email: string;
  fullName: string;
  /** The employee's badge. */
  employeeid: string;
  role: string[];
  exp: number;
}
