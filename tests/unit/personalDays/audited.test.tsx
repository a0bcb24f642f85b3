import { render, screen, within } from '@testing-library/react';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { AdminContext, memoryStore } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { AuditEntry } from '../../../contracts/permissions/permissions';
import { AuditChanges } from '../../../resources/permissions/audit-entries/AuditChanges';
import { catalogue } from '../../../src/i18n';
import { modules } from '../../../src/modules';
import { personalDays } from '../../../src/modules/personalDays';

const texts = await catalogue('es', modules);
const audited = personalDays.audited!;

const entry = (overrides: Partial<AuditEntry>): AuditEntry => ({
  id: 1,
  at: '2026-11-24T10:00:00.000Z',
  actorUsername: 'supervisor',
  entity: 'personal_day_request',
  entityId: '7',
  action: 'update',
  before: { requestDate: '2026-12-02', status: 'submitted' },
  after: { requestDate: '2026-12-02', status: 'rejected', note: 'Cierre de mes' },
  recordDeleted: false,
  ...overrides,
});

function show(audit: AuditEntry) {
  render(
    <MemoryRouter>
      <AdminContext
        i18nProvider={polyglotI18nProvider(() => texts, 'es')}
        store={memoryStore()}
        basename="/portal"
      >
        <AuditChanges entry={audit} entity={audited[audit.entity]} />
      </AdminContext>
    </MemoryRouter>,
  );
}

/** Each changed field's row: label, old value, new value. */
const rows = (name: string) =>
  within(screen.getByRole('table', { name }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));

describe('personal days in the audit trail', () => {
  it('names a decision by its day, links it to its page and labels its fields', () => {
    show(entry({}));
    expect(screen.getByRole('link', { name: '2026-12-02' })).toHaveAttribute(
      'href',
      '/portal/PersonalDays/Aprobaciones/7',
    );
    expect(rows('Cambios de 2026-12-02')).toEqual([
      ['Estado', 'submitted', 'rejected'],
      ['Motivo o nota', '—', 'Cierre de mes'],
    ]);
  });

  it('names a holiday and opens its form', () => {
    show(
      entry({
        entity: 'company_holiday',
        entityId: '3',
        before: { date: '2026-12-24', name: 'Nochebuena' },
        after: { date: '2026-12-24', name: 'Víspera de Navidad' },
      }),
    );
    expect(screen.getByRole('link', { name: 'Víspera de Navidad' })).toHaveAttribute(
      'href',
      '/portal/PersonalDays/Feriados/form/3',
    );
    expect(rows('Cambios de Víspera de Navidad')).toEqual([
      ['Nombre', 'Nochebuena', 'Víspera de Navidad'],
    ]);
  });
});
