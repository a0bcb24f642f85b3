import { render, screen, within } from '@testing-library/react';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { AdminContext, memoryStore, type TranslationMessages } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import type { AuditEntry } from '../../../contracts/permissions/permissions';
import { AuditChanges } from '../../../resources/permissions/audit-entries/AuditChanges';
import type { AuditedEntity } from '../../../resources/shared/audited';

/** An audit entry's changes as the audit trail shows them under `/portal`, in Spanish `messages`. */
export function showAuditChanges(
  audit: AuditEntry,
  entity: AuditedEntity | undefined,
  messages: TranslationMessages,
) {
  render(
    <MemoryRouter>
      <AdminContext
        i18nProvider={polyglotI18nProvider(() => messages, 'es')}
        store={memoryStore()}
        basename="/portal"
      >
        <AuditChanges entry={audit} entity={entity} />
      </AdminContext>
    </MemoryRouter>,
  );
}

/** Each changed field's row of the table named `name` as a reader reads it: label, old, new. */
export const changedRows = (name: string) =>
  within(screen.getByRole('table', { name }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));
