import type { inactivityMessages } from './messages';

/** The inactivity warning's English: fetched with the English catalogue. */
export const inactivityEnglishMessages: typeof inactivityMessages.es = {
  inactivity: {
    title: 'Your session will expire in',
    countdown: '%{smart_count} second |||| %{smart_count} seconds',
    logout: 'Log out',
    continue: 'Continue browsing',
  },
};
