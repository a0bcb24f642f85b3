import { render, waitFor } from '@testing-library/react';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { AdminContext, memoryStore, type TranslationMessages } from 'react-admin';
import { afterEach, describe, expect, it } from 'vitest';
import { DocumentLanguage } from '../../../src/i18n/DocumentLanguage';

afterEach(() => document.head.querySelector('link[rel="manifest"]')?.remove());

describe('the installed app’s name', () => {
  it.each([
    ['es', '/portal/manifest.webmanifest'],
    ['en', '/portal/manifest.en.webmanifest'],
  ])('in %s comes from the manifest of that language', async (locale, manifest) => {
    const link = document.createElement('link');
    link.rel = 'manifest';
    link.href = '/portal/manifest.webmanifest';
    document.head.append(link);
    const i18nProvider = polyglotI18nProvider(() => ({}) as TranslationMessages, locale, [
      { locale: 'es', name: 'Español' },
      { locale: 'en', name: 'English' },
    ]);
    render(
      <AdminContext i18nProvider={i18nProvider} store={memoryStore()}>
        <DocumentLanguage />
      </AdminContext>,
    );
    await waitFor(() => expect(new URL(link.href).pathname).toBe(manifest));
    expect(document.documentElement.lang).toBe(locale);
  });
});
