// @vitest-environment node
// Node's own fetch, FormData and File: jsdom's FormData is not one Node's fetch can send.
import { HttpResponse } from 'msw';
import { HttpError } from 'react-admin';
import { describe, expect, it } from 'vitest';
import type { Campaign, CampaignItem, Order } from '../../../contracts/sales/sales';
import {
  salesBuildingsAdapter,
  salesCampaignsAdapter,
  salesItemsAdapter,
  salesMyOrdersAdapter,
  salesOrderedItemsAdapter,
} from '../../../dataProviders/sales/sales';
import {
  orderReducer,
  initialOrderState,
  quantityLimits,
} from '../../../src/modules/sales/orderState';
import { fakeMainApi, MAIN_API } from '../helpers/fakeMainApi';

/** The employee-tools service ({middleware}), faked under the same host. */
const TOOLS_API = `${MAIN_API}/middleware`;

const campaign: Campaign = {
  id: 3,
  name: 'Renovación de equipo',
  description: '',
  startDate: '2026-11-01',
  endDate: '2026-11-30',
  maxLimitPerPerson: 4,
  pickUpInBuilding: true,
  sentToHome: true,
  message: '',
  shippingMessage: '',
  status: 'active',
  buildings: [
    { id: 10, active: true, building: { id: 1, name: 'Heredia', active: true } },
    { id: 11, active: false, building: { id: 2, name: 'Escazú', active: true } },
  ],
  itemCount: 1,
  updatedAt: '2026-11-01T10:00:00.000Z',
};
const item: CampaignItem = {
  id: 5,
  campaignId: 3,
  campaignName: 'Renovación de equipo',
  name: 'Monitor',
  description: '',
  quantity: 10,
  stockQuantity: 8,
  unitPrice: 25000.5,
  maxLimitPerPerson: 2,
  EstimatedPrice: 3500.25,
  imageUrl: '/api/main/files/abc',
  updatedAt: '2026-11-01T10:00:00.000Z',
};

const api = fakeMainApi({
  respond: (request, { url }) => {
    if (url.startsWith('/Order/User?id=99')) return HttpResponse.json([]);
    if (url.startsWith('/Order/User?id=')) return HttpResponse.json([{ id: 4 } as Order]);
    if (url.startsWith('/Order/Campaign/'))
      return HttpResponse.json([{ id: 5, quantityBought: 2 }]);
    if (url.startsWith('/Campaign/Items') || url.includes('/Items')) return HttpResponse.json(item);
    if (url.startsWith('/Building'))
      return HttpResponse.json({ id: 1, name: 'Heredia', active: true });
    if (request.method === 'GET' && url === '/Campaign/Active') {
      return HttpResponse.json([campaign]);
    }
    return HttpResponse.json(campaign);
  },
});
const seen = api.sent;

describe('sales adapters over campaigns, orders and buildings', () => {
  it('sends the campaign with integers and the chosen buildings as active links', async () => {
    const adapter = salesCampaignsAdapter(MAIN_API, TOOLS_API, api.http);
    await adapter.create('sales-campaigns', {
      data: {
        name: 'Renovación de equipo',
        startDate: '2026-11-01',
        endDate: '2026-11-30',
        maxLimitPerPerson: '4',
        pickUpInBuilding: true,
        sentToHome: false,
        buildingIds: [1, 2],
        status: 'active',
      },
    });
    expect(seen[0]).toEqual({
      method: 'POST',
      url: '/Campaign',
      body: {
        name: 'Renovación de equipo',
        description: '',
        startDate: '2026-11-01',
        endDate: '2026-11-30',
        maxLimitPerPerson: 4,
        pickUpInBuilding: true,
        sentToHome: false,
        message: '',
        shippingMessage: '',
        buildings: [
          { building: { id: 1 }, active: true },
          { building: { id: 2 }, active: true },
        ],
      },
    });
  });

  it('reads a campaign from the middleware, its active links as the form’s buildings', async () => {
    const adapter = salesCampaignsAdapter(MAIN_API, TOOLS_API, api.http);
    const { data } = await adapter.getOne('sales-campaigns', { id: 3 });
    expect(seen[0]).toMatchObject({ method: 'GET', url: '/middleware/Campaign/3' });
    expect(data.buildingIds).toEqual([1]);
    const active = await adapter.getList('sales-campaigns', {
      filter: { active: true },
      pagination: { page: 1, perPage: 100 },
      sort: { field: 'name', order: 'ASC' },
    });
    expect(seen[1]).toMatchObject({ method: 'GET', url: '/Campaign/Active' });
    expect(active.total).toBe(1);
  });

  it('deletes a campaign on the middleware with the portal’s language as culture (es first)', async () => {
    const adapter = salesCampaignsAdapter(MAIN_API, TOOLS_API, api.http);
    await adapter.delete<Campaign>('sales-campaigns', { id: 3, previousData: campaign });
    expect(seen[0]).toMatchObject({ method: 'DELETE', url: '/middleware/Campaign/3?culture=es' });
    api.speak('en');
    await adapter.delete<Campaign>('sales-campaigns', { id: 3, previousData: campaign });
    expect(seen[1]).toMatchObject({ method: 'DELETE', url: '/middleware/Campaign/3?culture=en' });
  });

  it('sends an item as multipart: integers, the shipping price with a decimal comma, the image', async () => {
    const adapter = salesItemsAdapter(MAIN_API, api.http);
    const file = new File([new Uint8Array([137, 80, 78, 71])], 'monitor.png', {
      type: 'image/png',
    });
    await adapter.create('sales-items', {
      data: {
        campaignId: 3,
        name: 'Monitor',
        description: 'Full HD',
        quantity: '10',
        stockQuantity: 8.7,
        unitPrice: 25000.5,
        maxLimitPerPerson: '2',
        EstimatedPrice: 3500.25,
        image: { src: 'blob:x', rawFile: file },
      },
    });
    expect(seen[0]).toEqual({
      method: 'POST',
      url: '/Campaign/3/Items',
      body: {
        name: 'Monitor',
        description: 'Full HD',
        quantity: '10',
        stockQuantity: '8',
        unitPrice: '25000.5',
        maxLimitPerPerson: '2',
        EstimatedPrice: '3500,25',
        image: 'file:monitor.png:4',
      },
    });
    const { data } = await adapter.update('sales-items', {
      id: 5,
      data: { ...item, EstimatedPrice: 4000, image: { src: item.imageUrl! } },
      previousData: item as never,
    });
    expect(seen[1]).toMatchObject({
      method: 'PUT',
      url: '/Campaign/Items/5',
      body: expect.objectContaining({ EstimatedPrice: '4000,00' }),
    });
    expect(seen[1]!.body).not.toHaveProperty('image');
    expect(data.image).toEqual({ src: '/api/main/files/abc', title: 'Monitor' });
  });

  it('sends a building as multipart Name and Active', async () => {
    const adapter = salesBuildingsAdapter(MAIN_API, api.http);
    await adapter.update('sales-buildings', {
      id: 1,
      data: { name: 'Heredia', active: false },
      previousData: { id: 1 },
    });
    expect(seen[0]).toEqual({
      method: 'PUT',
      url: '/Building/1',
      body: { Name: 'Heredia', Active: 'false' },
    });
  });

  it('reads the caller’s own order through GET /Order/User?id=, never GET /Order/{id}', async () => {
    const adapter = salesMyOrdersAdapter(MAIN_API, api.http);
    const { data } = await adapter.getOne('sales-my-orders', { id: 4 });
    expect(data.id).toBe(4);
    expect(seen[0]).toMatchObject({ method: 'GET', url: '/Order/User?id=4' });
    const missing = adapter.getOne('sales-my-orders', { id: 99 });
    await expect(missing).rejects.toBeInstanceOf(HttpError);
    await expect(missing).rejects.toMatchObject({ status: 404 });
    await adapter.placeOrder('sales-my-orders', {
      order: {
        campaignId: 3,
        delivery: 'building',
        buildingId: 1,
        address: null,
        phone: null,
        items: [{ itemId: 5, quantity: 2 }],
      },
    });
    expect(seen.at(-1)).toMatchObject({ method: 'POST', url: '/Order' });
  });

  it('asks for nothing bought before a campaign is chosen', async () => {
    const adapter = salesOrderedItemsAdapter(MAIN_API, api.http);
    const none = await adapter.getList('sales-ordered-items', {
      filter: {},
      pagination: { page: 1, perPage: 25 },
      sort: { field: 'name', order: 'ASC' },
    });
    expect(none).toEqual({ data: [], total: 0 });
    expect(seen).toEqual([]);
    const some = await adapter.getList('sales-ordered-items', {
      filter: { campaignId: 3 },
      pagination: { page: 1, perPage: 25 },
      sort: { field: 'name', order: 'ASC' },
    });
    expect(seen[0]).toMatchObject({ url: '/Order/Campaign/3/Items' });
    expect(some.total).toBe(1);
  });
});

describe('the purchase form’s order state', () => {
  it('keeps quantities and delivery, and cleanup resets everything', () => {
    let state = orderReducer(initialOrderState, { type: 'quantity', itemId: 5, quantity: 2 });
    state = orderReducer(state, { type: 'delivery', delivery: 'home' });
    state = orderReducer(state, { type: 'address', address: 'Heredia centro, casa 12' });
    state = orderReducer(state, { type: 'refused', reason: '"Monitor" is sold out.' });
    expect(state).toMatchObject({
      quantities: { 5: 2 },
      delivery: 'home',
      refusal: '"Monitor" is sold out.',
    });
    // A new choice clears the refusal; zero removes the line.
    state = orderReducer(state, { type: 'quantity', itemId: 5, quantity: 0 });
    expect(state.quantities).toEqual({});
    expect(state.refusal).toBeNull();
    expect(orderReducer(state, { type: 'cleanup' })).toEqual(initialOrderState);
  });

  it('allows the least of the stock, the item’s limit left and the campaign’s limit left', () => {
    const bought = { boughtByItem: { '5': 1 }, boughtTotal: 3 };
    const max = (
      item: { id: number; stockQuantity: number; maxLimitPerPerson: number },
      limit = 10,
    ) =>
      quantityLimits(
        [item, { id: 7, stockQuantity: 9, maxLimitPerPerson: 9 }],
        { 7: 1 },
        [7],
        bought,
        limit,
      )[item.id]!.max;
    expect(max({ id: 5, stockQuantity: 8, maxLimitPerPerson: 2 })).toBe(1);
    expect(max({ id: 6, stockQuantity: 8, maxLimitPerPerson: 9 }, 5)).toBe(1);
    expect(max({ id: 6, stockQuantity: 0, maxLimitPerPerson: 9 })).toBe(0);
    expect(max({ id: 5, stockQuantity: 8, maxLimitPerPerson: 1 })).toBe(0);
  });
});
