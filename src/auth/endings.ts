import type { EndingReason, SessionEnding } from '../../dataProviders/account/endings';
import { INACTIVITY_TIMEOUT_MS } from '../constants';

/** Per tab: the ending this tab has shown, so a reload does not say it again. */
const SHOWN_KEY = 'portal.ending.shown';

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
