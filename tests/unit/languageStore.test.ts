import { localStorageStore, memoryStore, type Store } from 'react-admin';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { chosenLanguage, keepingLanguage } from '../../src/i18n/languageStore';

beforeEach(() => localStorage.clear());

describe('a logout clears the preferences but the language', () => {
  it('in the portal store (localStorage), without ever removing the language', () => {
    const store = keepingLanguage(localStorageStore());
    store.setup();
    store.setItem('locale', 'en');
    store.setItem('theme', 'dark');
    store.setItem('benefits.listParams', { filter: { q: 'gym' } });
    const heard = vi.fn();
    store.subscribe('locale', heard);

    store.reset();
    expect(store.getItem('locale')).toBe('en');
    expect(store.getItem('theme')).toBeUndefined();
    expect(store.getItem('benefits.listParams')).toBeUndefined();
    expect(heard).not.toHaveBeenCalled();
    store.teardown();
  });

  it('in a store that cannot list its items', () => {
    const unlisted: Store = {
      ...memoryStore({ locale: 'en', theme: 'dark' }),
      listItems: undefined,
    };
    const store = keepingLanguage(unlisted);
    store.setup();
    store.reset();
    expect(store.getItem('locale')).toBe('en');
    expect(store.getItem('theme')).toBeUndefined();
  });

  it('and nothing is kept where no language was chosen', () => {
    const store = keepingLanguage(localStorageStore());
    store.setup();
    store.setItem('theme', 'dark');
    store.reset();
    expect(store.getItem('locale')).toBeUndefined();
    store.teardown();
  });
});

describe('the language the identity provider’s login page speaks', () => {
  it('is the one chosen in the portal, Spanish until one is', () => {
    expect(chosenLanguage(memoryStore())).toBe('es');
    expect(chosenLanguage(memoryStore({ locale: 'en' }))).toBe('en');
    expect(chosenLanguage(memoryStore({ locale: 'es' }))).toBe('es');
  });
});
