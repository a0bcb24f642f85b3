/**
 * `reason` of the refresh's 401 when another sign-in of the same user ended the session (one
 * session per user); any other refusal has no reason: the session expired. Its own file, without
 * yup: the portal's first download reads it (src/auth/endings.ts).
 */
export const SESSION_REPLACED = 'replaced';
