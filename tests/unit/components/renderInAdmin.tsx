import { render } from '@testing-library/react';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import type { ReactNode } from 'react';
import { AdminContext, type DataProvider, memoryStore } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { componentEnglishMessages } from '../../../resources/shared/englishMessages';
import { componentMessages } from '../../../resources/shared/messages';
import { raSpanishMessages } from '../../../src/i18n/raSpanish';

export type Locale = 'es' | 'en';

const messages = {
  es: { ...raSpanishMessages, ...componentMessages.es },
  en: { ...englishMessages, ...componentEnglishMessages },
};

/**
 * Renders inside react-admin with only the shared elements' messages, so a missing key shows.
 * With a `basename`, react-admin sits in an outer router under it, as the portal does.
 */
export function renderInAdmin(
  ui: ReactNode,
  locale: Locale = 'es',
  basename?: string,
  dataProvider?: DataProvider,
) {
  const i18nProvider = polyglotI18nProvider((l) => messages[l as Locale], locale);
  const admin = (
    <AdminContext
      i18nProvider={i18nProvider}
      store={memoryStore()}
      basename={basename}
      dataProvider={dataProvider}
    >
      {ui}
    </AdminContext>
  );
  return render(
    basename ? <MemoryRouter initialEntries={[`${basename}/`]}>{admin}</MemoryRouter> : admin,
  );
}
