import englishMessages from 'ra-language-english';
import { inactivityMessages } from '../auth/inactivity/messages';
import { componentMessages } from '../components/messages';
import { en } from './en';
import { mergeMessages, moduleMessages } from './moduleMessages';

/** The English catalogue: its own chunk, fetched when a user switches to English (see ./index.ts). */
export const english = moduleMessages.reduce((all, module) => mergeMessages(all, module.en), {
  ...englishMessages,
  ...en,
  ...componentMessages.en,
  ...inactivityMessages.en,
});
