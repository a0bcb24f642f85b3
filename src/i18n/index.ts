import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { TranslationMessages } from 'react-admin';
import { inactivityMessages } from '../auth/inactivity/messages';
import { componentMessages, raTiptapSpanishMessages } from '../components/messages';
import { es } from './es';
import { modules } from '../modules';
import { mergeMessages } from './moduleMessages';
import { raSpanishMessages } from './raSpanish';

/** Spanish: the shell's texts with every module's, in the first download. */
export const spanish = modules.reduce(
  (all, module) => mergeMessages(all, module.messages?.es ?? {}),
  {
    ...raSpanishMessages,
    ra: { ...raSpanishMessages.ra, tiptap: raTiptapSpanishMessages },
    ...es,
    ...componentMessages.es,
    ...inactivityMessages.es,
  },
);

/** English: its catalogue and every module's texts, fetched when a user chooses it. */
export const loadEnglish = () =>
  Promise.all([import('./english'), ...modules.map((module) => module.messages?.en() ?? {})]).then(
    ([english, ...moduleTexts]) => english.englishCatalogue(moduleTexts) as TranslationMessages,
  );

/**
 * Spanish first, with English; the choice is remembered by react-admin's store. Spanish is in the
 * first download; English (and ra-language-english) is loaded when chosen — react-admin waits for
 * it before rendering, also when a reload starts in English.
 */
export const i18nProvider = polyglotI18nProvider(
  (locale): TranslationMessages | Promise<TranslationMessages> =>
    locale === 'en' ? loadEnglish() : spanish,
  'es',
  [
    { locale: 'es', name: 'Español' },
    { locale: 'en', name: 'English' },
  ],
);
