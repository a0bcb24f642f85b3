import { render, screen, within } from '@testing-library/react';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { AdminContext, memoryStore } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { addDays, calendarDay } from '../../../contracts/calendar';
import type { DiscountRecord } from '../../../dataProviders/benefits/benefits';
import { catalogue } from '../../../src/i18n';
import { modules } from '../../../src/modules';
import { DiscountGrid } from '../../../src/modules/benefits/BenefitCards';
import { discountState } from '../../../resources/benefits/shared/dates';

const texts = { es: await catalogue('es', modules), en: await catalogue('en', modules) };

describe('a discount’s state (company wall clock, both ends inclusive)', () => {
  const window = { startDate: '2026-03-01T00:00:00', endDate: '2026-03-10T23:59:59' };
  it('is upcoming before its start, current through its end and ended after it', () => {
    expect(discountState(window, '2026-02-28T23:59:59')).toBe('upcoming');
    expect(discountState(window, '2026-03-01T00:00:00')).toBe('current');
    expect(discountState(window, '2026-03-10T23:59:59')).toBe('current');
    expect(discountState(window, '2026-03-11T00:00:00')).toBe('ended');
  });
});

describe('DiscountGrid', () => {
  const today = calendarDay();
  const discount = (id: number, discountName: string, from: string, to: string) =>
    ({
      id,
      idBenefits: id,
      benefitName: 'Óptica Mirada',
      benefitLogo: null,
      idLocation: null,
      discountName,
      link: null,
      startDate: `${from}T00:00:00`,
      endDate: `${to}T23:59:59`,
      image: null,
      picture: null,
      updatedAt: '2026-01-01T00:00:00Z',
    }) satisfies DiscountRecord;
  const discounts = [
    discount(1, 'Lentes 2x1', addDays(today, -1), addDays(today, 1)),
    discount(2, 'Aros nuevos', addDays(today, 2), addDays(today, 3)),
    discount(3, 'Examen gratis', addDays(today, -21), addDays(today, -20)),
  ];

  function renderGrid(locale: 'es' | 'en') {
    render(
      <MemoryRouter>
        <AdminContext
          i18nProvider={polyglotI18nProvider(() => texts[locale], locale)}
          store={memoryStore()}
        >
          <DiscountGrid discounts={discounts} />
        </AdminContext>
      </MemoryRouter>,
    );
    const card = (name: string) => screen.getByRole('link', { name: new RegExp(name) });
    return { card };
  }

  it('marks the discount that has ended and the one that starts later, in Spanish', () => {
    const { card } = renderGrid('es');
    expect(within(card('Examen gratis')).getByText('Vencido')).toBeVisible();
    expect(within(card('Aros nuevos')).getByText('Próximamente')).toBeVisible();
    expect(within(card('Lentes 2x1')).queryByText(/Vencido|Próximamente/)).toBeNull();
  });

  it('and in English', () => {
    const { card } = renderGrid('en');
    expect(within(card('Examen gratis')).getByText('Expired')).toBeVisible();
    expect(within(card('Aros nuevos')).getByText('Coming soon')).toBeVisible();
    expect(within(card('Lentes 2x1')).queryByText(/Expired|Coming soon/)).toBeNull();
  });
});
