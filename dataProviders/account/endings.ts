import { SESSION_REPLACED } from '../../contracts/account/sessionEnd';

/**
 * Why a session ended without its user asking: another sign-in of the same user replaced it,
 * nobody was active, or it expired (a refused refresh, a status that ends the session).
 */
export type EndingReason = 'replaced' | 'inactivity' | 'expired';

/** Kept with the signed-out state until the next sign-in: whose session ended, why and when. */
export interface SessionEnding {
  reason: EndingReason;
  username: string;
  /** When it ended (ms): tells one ending from the next. */
  at: number;
}

/** The reason a refused refresh gives (its 401 body): only a replaced session has one. */
export function endingOfRefusal(body: unknown): EndingReason {
  return body && typeof body === 'object' && 'reason' in body && body.reason === SESSION_REPLACED
    ? 'replaced'
    : 'expired';
}
