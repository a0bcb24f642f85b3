import englishMessages from 'ra-language-english';
import { inactivityMessages } from '../auth/inactivity/messages';
import { componentMessages } from '../components/messages';
import { en } from './en';
import { mergeMessages, type MessageTree } from './moduleMessages';

/**
 * The English catalogue with the modules' English texts: its own chunk, fetched when a user
 * switches to English (see ./index.ts, which passes the modules' texts).
 */
export const englishCatalogue = (moduleTexts: readonly MessageTree[]) =>
  moduleTexts.reduce((all, texts) => mergeMessages(all, texts), {
    ...englishMessages,
    ...en,
    ...componentMessages.en,
    ...inactivityMessages.en,
  });
