import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import { inactivityMessages } from '../auth/inactivity/messages';
import { componentMessages, raTiptapSpanishMessages } from '../components/messages';
import { en } from './en';
import { es } from './es';
import { mergeMessages, moduleMessages } from './modules';
import { raSpanishMessages } from './raSpanish';

export type Locale = 'es' | 'en';

const portalMessages = {
  es: {
    ...raSpanishMessages,
    ra: { ...raSpanishMessages.ra, tiptap: raTiptapSpanishMessages },
    ...es,
    ...componentMessages.es,
    ...inactivityMessages.es,
  },
  en: { ...englishMessages, ...en, ...componentMessages.en, ...inactivityMessages.en },
};
const messages = {
  es: moduleMessages.reduce((all, module) => mergeMessages(all, module.es), portalMessages.es),
  en: moduleMessages.reduce((all, module) => mergeMessages(all, module.en), portalMessages.en),
};

/** Spanish first, with English; the choice is remembered by react-admin's store. */
export const i18nProvider = polyglotI18nProvider(
  (locale) => messages[locale as Locale] ?? messages.es,
  'es',
  [
    { locale: 'es', name: 'Español' },
    { locale: 'en', name: 'English' },
  ],
);
