import { SESSION_REPLACED } from '../../contracts/account/sessionEnd';
import { INACTIVITY_TIMEOUT_MS } from '../constants';

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

/** Per tab: the ending this tab has shown, so a reload does not say it again. */
const SHOWN_KEY = 'portal.ending.shown';

/** The reason a refused refresh gives (its 401 body): only a replaced session has one. */
export function endingOfRefusal(body: unknown): EndingReason {
  return body && typeof body === 'object' && 'reason' in body && body.reason === SESSION_REPLACED
    ? 'replaced'
    : 'expired';
}

/**
 * The ending the sign-in page shows: that of the user now signed in at the identity provider
 * (never another user's, on a shared computer) and not shown in this tab yet.
 */
export function endingToShow(
  ending: SessionEnding | null | undefined,
  username: string | null,
  storage: Storage = sessionStorage,
): SessionEnding | null {
  if (!ending || !username) return null;
  if (ending.username.toLowerCase() !== username.toLowerCase()) return null;
  return storage.getItem(SHOWN_KEY) === String(ending.at) ? null : ending;
}

export function markEndingShown(ending: SessionEnding, storage: Storage = sessionStorage): void {
  storage.setItem(SHOWN_KEY, String(ending.at));
}

/** The minutes without activity the inactivity sentence names: when the warning opens. */
const INACTIVITY_MINUTES = INACTIVITY_TIMEOUT_MS / 60_000;

/** The sentence that says why: its i18n key and values. */
export const endingMessage = (reason: EndingReason): [key: string, values: { minutes: number }] => [
  `session.ended.${reason}`,
  { minutes: INACTIVITY_MINUTES },
];
