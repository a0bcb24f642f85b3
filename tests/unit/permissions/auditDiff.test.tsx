import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AuditEntry } from '../../../contracts/permissions/permissions';
import { changedFields } from '../../../resources/permissions/audit-entries/auditDiff';
import { raSpanishMessages } from '../../../src/i18n/raSpanish';
import { es as benefits } from '../../../src/modules/benefits/i18n/es';
import { benefitsAudited } from '../../../src/modules/benefits/audited';
import { es as permissions } from '../../../src/modules/permissions/i18n/es';
import { salesAudited } from '../../../src/modules/sales/audited';
import { es as sales } from '../../../src/modules/sales/i18n/es';
import { mergeMessages } from '../../../src/i18n/moduleMessages';
import { changedRows, showAuditChanges } from '../helpers/auditChanges';

const category = {
  id: 12,
  name: 'Viajes',
  position: 3,
  image_file_id: null,
  created_at: '2026-01-01T10:00:00.000Z',
  updated_at: '2026-01-01T10:00:00.000Z',
};

const entry = (overrides: Partial<AuditEntry>): AuditEntry => ({
  id: 1,
  at: '2026-01-02T10:00:00.000Z',
  actorUsername: 'benefits.owner',
  entity: 'benefit_category',
  entityId: '12',
  action: 'update',
  before: category,
  after: { ...category, name: 'Viajes y turismo', updated_at: '2026-01-02T10:00:00.000Z' },
  recordDeleted: false,
  ...overrides,
});

const messages = [benefits, sales, permissions].reduce(
  (all, tree) => mergeMessages(all, tree),
  raSpanishMessages,
);

function show(audit: AuditEntry, entity = benefitsAudited[audit.entity]) {
  showAuditChanges(audit, entity, messages);
}

describe('changedFields', () => {
  it('keeps only the fields that changed, named as the resource names them', () => {
    expect(
      changedFields(
        category,
        { ...category, position: 4, updated_at: 'later' },
        benefitsAudited.benefit_category,
      ),
    ).toEqual([{ source: 'position', field: 'order', before: 3, after: 4 }]);
  });

  it('reads a service column as the portal field, and hides what the entity hides', () => {
    const before = { name: 'Café', name_key: 'cafe', benefit_info: '', active: 1 };
    const after = {
      name: 'Café Britt',
      name_key: 'cafe britt',
      benefit_info: '<p>Hola</p>',
      active: 1,
    };
    expect(changedFields(before, after, benefitsAudited.benefit).map((c) => c.field)).toEqual([
      'name',
      'benefitInfo',
    ]);
  });

  it('lists every field given on a creation, and none of the empty ones', () => {
    expect(changedFields(null, { id: 3, name: 'Nuevo', link: '', icon_file_id: null })).toEqual([
      { source: 'name', field: 'name', before: null, after: 'Nuevo' },
    ]);
  });
});

describe('the changes of an audit entry', () => {
  it('shows the record by name, linked to its page, and each change labelled, old → new', () => {
    show(entry({}));
    expect(screen.getByText(/Categoría de beneficios/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Viajes y turismo' })).toHaveAttribute(
      'href',
      '/portal/Benefits/FormCategoryBenefits/12',
    );
    expect(changedRows('Cambios de Viajes y turismo')).toEqual([
      ['Nombre', 'Viajes', 'Viajes y turismo'],
    ]);
    expect(screen.getByRole('columnheader', { name: 'Antes' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Después' })).toBeInTheDocument();
    expect(screen.queryByText(/"name"/)).not.toBeInTheDocument();
  });

  it('names a deleted record without a link', () => {
    show(entry({ action: 'delete', after: null, recordDeleted: true }));
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(screen.getByText(/Viajes \(eliminado\)/)).toBeInTheDocument();
    expect(changedRows('Cambios de Viajes')).toEqual([
      ['Nombre', 'Viajes', '—'],
      ['Orden', '3', '—'],
    ]);
  });

  it('shows flags as Sí/No and amounts in minor units as money', () => {
    show(
      entry({
        entity: 'sales_item',
        entityId: '8',
        before: { id: 8, name: 'Monitor', unit_price_minor: 2500050, stock_quantity: 10 },
        after: { id: 8, name: 'Monitor', unit_price_minor: 2000000, stock_quantity: 9 },
      }),
      salesAudited.sales_item,
    );
    const [price, stock] = changedRows('Cambios de Monitor');
    expect(price![0]).toBe('Precio unitario (₡)');
    expect(price![1]).toMatch(/25[\s.]?000,50/);
    expect(price![2]).toMatch(/20[\s.]?000,00/);
    expect(stock).toEqual(['Existencias', '10', '9']);

    show(
      entry({
        entity: 'benefit_link',
        before: { id: 5, name: 'WhatsApp', active: 1 },
        after: { id: 5, name: 'WhatsApp', active: 0 },
      }),
      benefitsAudited.benefit_link,
    );
    expect(changedRows('Cambios de WhatsApp')).toEqual([['Activo', 'Sí', 'No']]);
  });
});
