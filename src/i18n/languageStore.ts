import { localStorageStore, type Store } from 'react-admin';

/** react-admin's key of the language chosen. */
const LOCALE_KEY = 'locale';

/**
 * A store whose reset (react-admin's, at every logout) keeps the language chosen: preferences go
 * with the user, but the sign-in page that says why a session ended speaks the user's language.
 * The language is never removed on the way, so the page does not flicker into the default one.
 */
export function keepingLanguage(store: Store): Store {
  return {
    ...store,
    reset() {
      if (!store.listItems) {
        const locale: unknown = store.getItem(LOCALE_KEY);
        store.reset();
        if (locale !== undefined) store.setItem(LOCALE_KEY, locale);
        return;
      }
      for (const key of Object.keys(store.listItems())) {
        if (key !== LOCALE_KEY) store.removeItem(key);
      }
    },
  };
}

/**
 * Language, appearance and list preferences survive a reload, as with <Admin>'s default store; a
 * logout clears them but the language.
 */
export const portalStore = keepingLanguage(localStorageStore());

/** The language the user chose (Spanish until they choose): the provider's login page speaks it. */
export function chosenLanguage(store: Store): 'es' | 'en' {
  return store.getItem(LOCALE_KEY) === 'en' ? 'en' : 'es';
}
