import { screen } from '@testing-library/react';
import { testDataProvider } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DiscountCreate } from '../../../resources/benefits/benefit-discounts/DiscountScreens';
import { signedInAs } from '../helpers/authProvider';
import { renderInDataRouterAt } from '../helpers/renderPage';
import { browserTimeZones } from '../helpers/timeZone';

const inTimeZone = browserTimeZones();
afterEach(() => {
  vi.useRealTimers();
});

describe('a new discount', () => {
  it('opens on the company’s current month, whatever the browser’s time zone', async () => {
    // 1 December 00:00 UTC: still 30 November (18:00) in Costa Rica, 1 December 13:00 in Auckland.
    inTimeZone('Pacific/Auckland');
    vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
    vi.setSystemTime(new Date('2026-12-01T00:00:00Z'));
    renderInDataRouterAt(
      '/Benefits/FormDiscountBenefits',
      '/Benefits/FormDiscountBenefits',
      <DiscountCreate />,
      {
        dataProvider: testDataProvider({ getList: () => Promise.resolve({ data: [], total: 0 }) }),
        authProvider: signedInAs(['Benefits_Owner']),
      },
    );
    expect(await screen.findByRole('textbox', { name: /^Inicio/ })).toHaveValue('01/11/2026 00:00');
    expect(screen.getByRole('textbox', { name: /^Fin/ })).toHaveValue('30/11/2026 23:59');
  });
});
