import { renderHook } from '@testing-library/react';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { ReactNode } from 'react';
import { AdminContext, memoryStore, type TranslationMessages } from 'react-admin';
import { describe, expect, it } from 'vitest';
import {
  catalogue,
  type CatalogueModule,
  rolesOf,
  seededModuleName,
  seededRoleName,
} from '../../../contracts/catalogue';
import { usePermissionNames } from '../../../resources/permissions/shared/names';
import { en } from '../../../src/modules/permissions/i18n/en';
import { es } from '../../../src/modules/permissions/i18n/es';

const modules = Object.values(catalogue);
const roles = (Object.keys(catalogue) as CatalogueModule[]).flatMap((module) => rolesOf(module));

function names(messages: TranslationMessages) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <AdminContext i18nProvider={polyglotI18nProvider(() => messages, 'es')} store={memoryStore()}>
      {children}
    </AdminContext>
  );
  return renderHook(() => usePermissionNames(), { wrapper }).result.current;
}

describe('module and role names on the permission screens', () => {
  it('has every module and role of the catalogue named in Spanish and in English', () => {
    for (const { code } of modules) {
      expect(es.permissions.names.modules, code).toHaveProperty([code]);
      expect(en.permissions.names.modules, code).toHaveProperty([code]);
    }
    for (const code of roles) {
      expect(es.permissions.names.roles, code).toHaveProperty([code]);
      expect(en.permissions.names.roles, code).toHaveProperty([code]);
    }
  });

  it('shows the seeded names in the user’s language', () => {
    const benefits = { code: 'BENEFITS', name: seededModuleName('BENEFITS')! };
    const owner = { code: 'Benefits_Owner', name: seededRoleName('Benefits_Owner') };
    expect(names(es as unknown as TranslationMessages).module(benefits)).toBe('Beneficios');
    expect(names(es as unknown as TranslationMessages).role(owner)).toBe(
      'Administrador de Beneficios',
    );
    expect(names(en as unknown as TranslationMessages).module(benefits)).toBe('Benefits');
    expect(names(en as unknown as TranslationMessages).role(owner)).toBe('Benefits administrator');
  });

  it('keeps the name an administrator gave, in any language', () => {
    expect(
      names(es as unknown as TranslationMessages).module({
        code: 'BENEFITS',
        name: 'Beneficios 2026',
      }),
    ).toBe('Beneficios 2026');
    expect(
      names(en as unknown as TranslationMessages).role({ code: 'Benefits_Owner', name: 'Gestora' }),
    ).toBe('Gestora');
  });
});
