import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { TranslationMessages } from 'react-admin';
import { inactivityMessages } from '../auth/inactivity/messages';
import { componentMessages, raTiptapSpanishMessages } from '../components/messages';
import { es } from './es';
import { mergeMessages, moduleMessages } from './moduleMessages';
import { raSpanishMessages } from './raSpanish';

export type Locale = 'es' | 'en';

const spanish = moduleMessages.reduce((all, module) => mergeMessages(all, module.es), {
  ...raSpanishMessages,
  ra: { ...raSpanishMessages.ra, tiptap: raTiptapSpanishMessages },
  ...es,
  ...componentMessages.es,
  ...inactivityMessages.es,
});

/**
 * Spanish first, with English; the choice is remembered by react-admin's store. Spanish is in the
 * first download; English (and ra-language-english) is loaded when chosen — react-admin waits for
 * it before rendering, also when a reload starts in English.
 */
export const i18nProvider = polyglotI18nProvider(
  (locale): TranslationMessages | Promise<TranslationMessages> =>
    locale === 'en'
      ? import('./english').then((module) => module.english as TranslationMessages)
      : spanish,
  'es',
  [
    { locale: 'es', name: 'Español' },
    { locale: 'en', name: 'English' },
  ],
);
