import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { AdminContext, type DataProvider, memoryStore } from 'react-admin';
import { createMemoryRouter, Route, RouterProvider, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { CampaignItem, UserCampaignOrders } from '../../../contracts/sales/sales';
import type { CampaignDetailRecord } from '../../../dataProviders/sales/sales';
import { catalogue } from '../../../src/i18n';
import { modules } from '../../../src/modules';
import {
  initialOrderState,
  orderReducer,
  type OrderState,
  quantityLimits,
} from '../../../src/modules/sales/orderState';
import { PurchaseFormPage } from '../../../src/modules/sales/PurchaseFormPage';
import { closingAsks } from '../helpers/leaving';

const item = (id: number, name: string, maxLimitPerPerson: number): CampaignItem => ({
  id,
  campaignId: 1,
  campaignName: 'Renovación de equipos',
  name,
  description: '',
  quantity: 20,
  stockQuantity: 20,
  unitPrice: 10_000,
  maxLimitPerPerson,
  EstimatedPrice: 0,
  imageUrl: null,
  updatedAt: '2026-01-01T00:00:00Z',
});
// The campaign lets each person take 5 units in all; the chair, 3 of its own.
const MONITOR = item(1, 'Monitor', 5);
const CHAIR = item(2, 'Silla', 3);
const KEYBOARD = item(3, 'Teclado', 5);
const CAMPAIGN_LIMIT = 5;
const nothingBought: UserCampaignOrders = { orders: [], boughtByItem: {}, boughtTotal: 0 };

/** The state after choosing these quantities, one after the other. */
const chosen = (...steps: [CampaignItem, number][]): OrderState =>
  steps.reduce(
    (state, [{ id }, quantity]) => orderReducer(state, { type: 'quantity', itemId: id, quantity }),
    initialOrderState,
  );
const limitsAfter = (...steps: [CampaignItem, number][]) => {
  const state = chosen(...steps);
  return quantityLimits(
    [MONITOR, CHAIR, KEYBOARD],
    state.quantities,
    state.raised,
    nothingBought,
    CAMPAIGN_LIMIT,
  );
};

describe('the campaign’s limit on the purchase form', () => {
  it('refuses the item raised past the campaign’s limit, never one chosen before it', () => {
    const limits = limitsAfter([MONITOR, 2], [KEYBOARD, 4]);
    expect(limits[KEYBOARD.id]).toEqual({ max: 3, over: 'campaign' });
    expect(limits[MONITOR.id]).toEqual({ max: 2, over: null });
    expect(limits[CHAIR.id]).toEqual({ max: 0, over: null });
  });

  it('blames the item raised last, whichever was chosen first', () => {
    const limits = limitsAfter([MONITOR, 2], [KEYBOARD, 3], [MONITOR, 3]);
    expect(limits[MONITOR.id]).toEqual({ max: 2, over: 'campaign' });
    expect(limits[KEYBOARD.id]).toEqual({ max: 3, over: null });
  });

  it('keeps the blame where it was when another item is lowered, and lifts it once it fits', () => {
    expect(limitsAfter([MONITOR, 2], [KEYBOARD, 5], [MONITOR, 1])).toMatchObject({
      [KEYBOARD.id]: { max: 4, over: 'campaign' },
      [MONITOR.id]: { max: 1, over: null },
    });
    expect(limitsAfter([MONITOR, 2], [KEYBOARD, 5], [MONITOR, 0])).toMatchObject({
      [KEYBOARD.id]: { max: 5, over: null },
    });
  });

  it('refuses an item above its own limit for that limit, and counts it only up to it', () => {
    const limits = limitsAfter([MONITOR, 2], [CHAIR, 10]);
    expect(limits[CHAIR.id]).toEqual({ max: 3, over: 'item' });
    expect(limits[MONITOR.id]).toEqual({ max: 2, over: null });
    // Chosen after the chair, the monitor still fits next to the chair's 3.
    expect(limitsAfter([CHAIR, 10], [MONITOR, 2])[MONITOR.id]).toEqual({ max: 2, over: null });
  });

  it('counts what the buyer already bought in the campaign', () => {
    const state = chosen([MONITOR, 2]);
    const bought = { boughtByItem: { [String(CHAIR.id)]: 3 }, boughtTotal: 3 };
    const limits = quantityLimits([MONITOR, CHAIR], state.quantities, state.raised, bought, 5);
    expect(limits[MONITOR.id]).toEqual({ max: 2, over: null });
    expect(limits[CHAIR.id]).toEqual({ max: 0, over: null });
  });
});

describe('PurchaseFormPage', () => {
  const campaign: CampaignDetailRecord = {
    id: 1,
    name: 'Renovación de equipos',
    description: '',
    startDate: '2026-01-01',
    endDate: '2099-12-31',
    maxLimitPerPerson: CAMPAIGN_LIMIT,
    pickUpInBuilding: false,
    sentToHome: true,
    message: '',
    shippingMessage: '',
    status: 'active',
    buildings: [],
    buildingIds: [],
    itemCount: 3,
    updatedAt: '2026-01-01T00:00:00Z',
    items: [MONITOR, CHAIR, KEYBOARD],
  };
  const dataProvider = {
    getOne: async () => ({ data: campaign }),
    campaignOrders: async () => nothingBought,
  } as unknown as DataProvider;

  async function renderForm(locale: 'es' | 'en') {
    const messages = await catalogue(locale, modules);
    // A data router, as the portal's: the form asks before what was chosen is left behind.
    const router = createMemoryRouter(
      [
        {
          path: '*',
          element: (
            <AdminContext
              dataProvider={dataProvider}
              i18nProvider={polyglotI18nProvider(() => messages, locale)}
              store={memoryStore()}
            >
              <Routes>
                <Route path="/Ventas/form/:idcampaign" element={<PurchaseFormPage />} />
              </Routes>
            </AdminContext>
          ),
        },
      ],
      { initialEntries: ['/Ventas/form/1'] },
    );
    render(<RouterProvider router={router} />);
    const quantity = async (name: string) =>
      screen.findByRole('spinbutton', {
        name: locale === 'es' ? `Cantidad de «${name}»` : new RegExp(name),
      });
    const choose = async (name: string, value: number) =>
      fireEvent.change(await quantity(name), { target: { value: String(value) } });
    return { quantity, choose };
  }

  it('flags the item that takes the order past the campaign’s limit, and only it', async () => {
    const { quantity, choose } = await renderForm('es');
    await quantity('Monitor');
    expect(closingAsks()).toBe(false);
    await choose('Monitor', 2);
    // What was chosen is not left behind without a question.
    await waitFor(() => expect(closingAsks()).toBe(true));
    await choose('Teclado', 4);
    expect(await quantity('Teclado')).toHaveAccessibleDescription(
      'Supera el límite por persona de la campaña: de este artículo puede llevar hasta 3.',
    );
    expect(await quantity('Teclado')).toBeInvalid();
    expect(await quantity('Monitor')).toBeValid();
    expect(await quantity('Monitor')).toHaveAccessibleDescription('Puede comprar hasta 2');
    expect(screen.getByRole('button', { name: 'Confirmar compra' })).toBeDisabled();

    await choose('Teclado', 3);
    expect(await quantity('Teclado')).toBeValid();
    expect(screen.getByRole('button', { name: 'Confirmar compra' })).toBeEnabled();
  });

  it('says so in English too, and an item above its own limit says that limit', async () => {
    const { quantity, choose } = await renderForm('en');
    await choose('Monitor', 2);
    await choose('Teclado', 4);
    expect(await quantity('Teclado')).toHaveAccessibleDescription(
      "Over the campaign's limit per person: you may take up to 3 of this item.",
    );
    await choose('Teclado', 0);
    await choose('Silla', 4);
    expect(await quantity('Silla')).toHaveAccessibleDescription('More than you may buy (3).');
    expect(await quantity('Monitor')).toBeValid();
  });
});
