import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { I18nProvider, TranslationMessages } from 'react-admin';
import { inactivityMessages } from '../auth/inactivity/messages';
import { componentMessages, raTiptapSpanishMessages } from '../components/messages';
import { modules as portalModules } from '../modules';
import type { PortalModule } from '../modules/module';
import { es } from './es';
import { mergeMessages, type ModuleMessages, type MessageTree } from './moduleMessages';
import { raSpanishMessages } from './raSpanish';

export type Locale = 'es' | 'en';

type Modules = readonly Pick<PortalModule, 'messages'>[];

/** The shell's texts with the menu labels the modules bring. */
const withMenuLabels = <T extends object>(shell: T, list: Modules, locale: Locale): T =>
  list.reduce(
    (all, module) => mergeMessages(all, { menu: module.messages?.menu?.[locale] ?? {} }),
    shell,
  );

const spanish = {
  ...raSpanishMessages,
  ra: { ...raSpanishMessages.ra, tiptap: raTiptapSpanishMessages },
  ...es,
  ...componentMessages.es,
  ...inactivityMessages.es,
};

/** The shell's texts: Spanish in the first download, English fetched when chosen. */
const shellsWithoutModules: Record<Locale, () => Promise<TranslationMessages>> = {
  es: async () => spanish,
  en: () => import('./english').then((english) => english.englishCatalogue),
};

/** The whole catalogue of a language for a list of modules: the shell and every module's texts. */
export async function catalogue(locale: Locale, list: Modules): Promise<TranslationMessages> {
  const [shell, own] = await Promise.all([
    shellsWithoutModules[locale](),
    Promise.all(
      list.map((module): Promise<MessageTree> | MessageTree => module.messages?.[locale]() ?? {}),
    ),
  ]);
  return own.reduce<TranslationMessages>(
    (all, texts) => mergeMessages(all, texts),
    withMenuLabels(shell, list, locale),
  );
}

/** The portal's first catalogue: the Spanish shell and the side menu. */
const spanishShell = withMenuLabels(spanish, portalModules, 'es');
const shells: Record<Locale, () => Promise<TranslationMessages>> = {
  es: async () => spanishShell,
  en: () => shellsWithoutModules.en().then((shell) => withMenuLabels(shell, portalModules, 'en')),
};

/** Each text file is fetched once; `inUse` are the modules whose pages have been opened. */
const loads = new Map<string, Promise<MessageTree>>();
const loaded = new Map<string, MessageTree>();
const inUse = new Map<string, ModuleMessages>();

function moduleTexts(name: string, locale: Locale): Promise<MessageTree> {
  const key = `${name}:${locale}`;
  let load = loads.get(key);
  if (!load) {
    const fetchTexts = inUse.get(name)![locale];
    load = fetchTexts().then((texts) => {
      loaded.set(key, texts);
      return texts;
    });
    // A failed fetch (a dropped connection) is tried again on the next visit.
    load.catch(() => loads.delete(key));
    loads.set(key, load);
  }
  return load;
}

/**
 * The shell's texts with those of every module in use, built when all have arrived: modules
 * that came in the meantime are included too (the texts are merged from what is loaded then).
 */
async function messagesFor(locale: Locale): Promise<TranslationMessages> {
  const [shell] = await Promise.all([
    shells[locale](),
    ...[...inUse.keys()].map((name) => moduleTexts(name, locale)),
  ]);
  return [...inUse.keys()].reduce(
    (all, name) => mergeMessages(all, loaded.get(`${name}:${locale}`) ?? {}),
    shell,
  );
}

const polyglot = polyglotI18nProvider(
  (locale) => (inUse.size === 0 && locale === 'es' ? spanishShell : messagesFor(locale as Locale)),
  'es',
  [
    { locale: 'es', name: 'Español' },
    { locale: 'en', name: 'English' },
  ],
);

/**
 * Catalogues are rebuilt one at a time, each for the language asked for last, so a module's
 * texts arriving during a switch of language never bring the previous language back.
 */
let wanted: Locale = 'es';
let rebuilds: Promise<void> = Promise.resolve();
const rebuild = () => {
  rebuilds = rebuilds
    .catch(() => undefined)
    .then(() => polyglot.changeLocale(wanted))
    .finally(notify);
  return rebuilds;
};

/** Who shows texts outside a module's page (the breadcrumbs) hears when more arrive. */
const listeners = new Set<() => void>();
let version = 0;
function notify() {
  version += 1;
  listeners.forEach((listener) => listener());
}
export const textsVersion = {
  subscribe: (listener: () => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  current: () => version,
};

/**
 * Spanish first, with English; the choice is remembered by react-admin's store. The shell's
 * Spanish is in the first download; a module's texts come with its first page (or home section)
 * in the language in use, and English, when chosen, with the modules already in use.
 */
export const i18nProvider: I18nProvider = {
  ...polyglot,
  changeLocale: (locale) => {
    wanted = locale as Locale;
    return rebuild();
  },
};

/** Resolves once the module's texts are in the catalogue; the same promise every time. */
const ready = new Map<string, Promise<void>>();
export function moduleTextsReady(name: string, messages: ModuleMessages): Promise<void> {
  let done = ready.get(name);
  if (!done) {
    inUse.set(name, messages);
    done = rebuild();
    // If the fetch failed (the page's error boundary says so), the next visit asks again.
    done.catch(() => {
      ready.delete(name);
      inUse.delete(name);
    });
    ready.set(name, done);
  }
  return done;
}
