import englishMessages from 'ra-language-english';
import type { TranslationMessages } from 'react-admin';
import { inactivityEnglishMessages } from '../auth/inactivity/englishMessages';
import {
  componentEnglishMessages,
  raTiptapEnglishMessages,
} from '../../resources/shared/englishMessages';
import { en } from './en';

/** The shell's English catalogue: its own chunk, fetched when a user switches to English. */
export const englishCatalogue: TranslationMessages = {
  ...englishMessages,
  ra: { ...englishMessages.ra, tiptap: raTiptapEnglishMessages } as TranslationMessages['ra'],
  ...en,
  ...componentEnglishMessages,
  ...inactivityEnglishMessages,
};
