import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AuditEntry } from '../../../contracts/permissions/permissions';
import { catalogue } from '../../../src/i18n';
import { modules } from '../../../src/modules';
import { personalDays } from '../../../src/modules/personalDays';
import { changedRows, showAuditChanges } from '../helpers/auditChanges';

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
  showAuditChanges(audit, audited[audit.entity], texts);
}

describe('personal days in the audit trail', () => {
  it('names a decision by its day, links it to its page and labels its fields', () => {
    show(entry({}));
    expect(screen.getByRole('link', { name: '2026-12-02' })).toHaveAttribute(
      'href',
      '/portal/PersonalDays/Aprobaciones/7',
    );
    expect(changedRows('Cambios de 2026-12-02')).toEqual([
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
    expect(changedRows('Cambios de Víspera de Navidad')).toEqual([
      ['Nombre', 'Nochebuena', 'Víspera de Navidad'],
    ]);
  });
});
