import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { I18nProvider, TranslationMessages } from 'react-admin';
import type { Language } from '../../contracts/language';
import { inactivityMessages } from '../auth/inactivity/messages';
import { componentMessages, raTiptapSpanishMessages } from '../../resources/shared/messages';
import { modules as portalModules } from '../modules';
import type { PortalModule } from '../modules/module';
import { es } from './es';
import { mergeMessages, type ModuleMessages } from './moduleMessages';
import { raSpanishMessages } from './raSpanish';

/** The portal's languages (contracts/language.ts), by react-admin's name for them. */
export type Locale = Language;

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
const shells: Record<Locale, () => Promise<TranslationMessages>> = {
  es: async () => spanish,
  en: () => import('./english').then((english) => english.englishCatalogue),
};

/** A language's catalogue: the shell, the menu labels of `menus` and the texts of `texts`. */
async function compose(
  locale: Locale,
  menus: Modules,
  texts: readonly ModuleMessages[],
): Promise<TranslationMessages> {
  const [shell, own] = await Promise.all([
    shells[locale](),
    Promise.all(texts.map((messages) => messages[locale]())),
  ]);
  return own.reduce<TranslationMessages>(
    (all, tree) => mergeMessages(all, tree),
    withMenuLabels(shell, menus, locale),
  );
}

/** The whole catalogue of a language for a list of modules: the shell and every module's texts. */
export const catalogue = (locale: Locale, list: Modules) =>
  compose(
    locale,
    list,
    list.flatMap((module) => (module.messages ? [module.messages] : [])),
  );

/** The portal's first catalogue: the Spanish shell and the side menu. */
const spanishShell = withMenuLabels(spanish, portalModules, 'es');

/** The texts of the modules whose pages have been opened (import() fetches each file once). */
const inUse = new Map<string, ModuleMessages>();

const polyglot = polyglotI18nProvider(
  (locale) =>
    inUse.size === 0 && locale === 'es'
      ? spanishShell
      : compose(locale as Locale, portalModules, [...inUse.values()]),
  'es',
  [
    { locale: 'es', name: 'Español' },
    { locale: 'en', name: 'English' },
  ],
);

/**
 * Catalogues are rebuilt one at a time, each for the language asked for last and with every
 * module in use then, so a module's texts arriving during a switch of language never bring the
 * previous language back, and a module added during a rebuild is in the next one.
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
 * Resolves once the portal shows `locale` (its catalogue rebuilt): a call made after it asks the
 * services in that language. react-admin switches the language in an effect after its store.
 */
export function localeShown(locale: Locale): Promise<void> {
  return new Promise((resolve) => {
    if (polyglot.getLocale() === locale) return resolve();
    const unsubscribe = textsVersion.subscribe(() => {
      if (polyglot.getLocale() !== locale) return;
      unsubscribe();
      resolve();
    });
  });
}

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
