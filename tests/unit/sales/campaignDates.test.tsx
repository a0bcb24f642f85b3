import { render, screen } from '@testing-library/react';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { AdminContext, type DataProvider, memoryStore } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CampaignRecord } from '../../../dataProviders/sales/sales';
import { CampaignList } from '../../../resources/sales/sales-campaigns/CampaignList';
import { catalogue } from '../../../src/i18n';
import { modules } from '../../../src/modules';

const campaign = {
  id: 1,
  name: 'Renovación de equipos',
  description: '',
  startDate: '2026-11-01',
  endDate: '2026-11-15',
  maxLimitPerPerson: 5,
  pickUpInBuilding: true,
  sentToHome: false,
  message: '',
  shippingMessage: '',
  status: 'active',
  buildings: [],
  buildingIds: [],
  itemCount: 3,
  updatedAt: '2026-01-01T00:00:00Z',
} as unknown as CampaignRecord;

/** A phone's screen: the list shows each campaign as lines, its dates the second one. */
function onAPhone() {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query.includes('max-width'),
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
  }));
}

async function renderList(locale: 'es' | 'en') {
  const messages = await catalogue(locale, modules);
  const dataProvider = {
    getList: async () => ({ data: [campaign], total: 1 }),
  } as unknown as DataProvider;
  render(
    <MemoryRouter>
      <AdminContext
        dataProvider={dataProvider}
        i18nProvider={polyglotI18nProvider(() => messages, locale)}
        store={memoryStore()}
      >
        <CampaignList />
      </AdminContext>
    </MemoryRouter>,
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('a sales campaign’s dates', () => {
  it('are written in Spanish in a Spanish portal', async () => {
    onAPhone();
    await renderList('es');
    expect(
      await screen.findByText('Del 1 de noviembre de 2026 al 15 de noviembre de 2026'),
    ).toBeInTheDocument();
  });

  it('are written in English in an English portal, whatever the browser’s language', async () => {
    onAPhone();
    await renderList('en');
    expect(
      await screen.findByText('From November 1, 2026 to November 15, 2026'),
    ).toBeInTheDocument();
  });
});
