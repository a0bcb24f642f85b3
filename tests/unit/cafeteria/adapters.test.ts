// @vitest-environment node
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { CartList, InvoiceDetail } from '../../../contracts/cafeteria/cafeteria';
import {
  cartAdapter,
  checkoutAdapter,
  invoiceDetailsAdapter,
  invoiceKey,
  invoicesAdapter,
  menuAdapter,
  menuCategoriesAdapter,
  placesAdapter,
} from '../../../dataProviders/cafeteria/cafeteria';
import { fakeMainApi, MAIN_API } from '../helpers/fakeMainApi';

/** The ERP's base in these tests: any base the runtime configuration names works the same. */
const ERP = `${MAIN_API}/erp`;

const cart = (amount: number): CartList => ({
  items: amount
    ? [
        {
          uid: '100002',
          productId: 7,
          product: 'Gallo pinto',
          cafeteriaId: 1,
          cafeteria: 'Central',
          unitPriceMinor: 150_000,
          amount,
          totalMinor: 150_000 * amount,
        },
      ]
    : [],
  totalMinor: 150_000 * amount,
  count: amount,
});

const detail: InvoiceDetail = {
  invoiceNumber: 'FC-2026-000123',
  issuedAt: '2026-11-20T18:00:00.000Z',
  cafeteria: 'Central',
  items: 2,
  totalMinor: 300_000,
  status: 'pending',
  lines: [{ product: 'Gallo pinto', quantity: 2, unitPriceMinor: 150_000, totalMinor: 300_000 }],
};

const api = fakeMainApi({
  respond: (_request, { url, method, body }) => {
    if (url === '/Cafeteria/GetCafeterias') return HttpResponse.json([{ id: 1, name: 'Central' }]);
    if (url === '/Cafeteria/GetCafeteriasCategories') {
      return HttpResponse.json([{ id: 3, name: 'Desayunos', sortOrder: 1, active: true }]);
    }
    if (url.startsWith('/Cafeteria/GetCafeteriaPrices?')) {
      return HttpResponse.json([{ id: 7, product: 'Gallo pinto' }], {
        headers: { 'X-Total-Count': '57' },
      });
    }
    if (url === '/api/ecommerce/get-cart-list') return HttpResponse.json(cart(2));
    if (url === '/api/ecommerce/update-cart-amount') {
      return HttpResponse.json(cart((body as { amount: number }).amount));
    }
    if (url === '/api/ecommerce/delete-from-cart') return HttpResponse.json(cart(0));
    if (url === '/api/ecommerce/checkout' && method === 'POST') {
      if ((body as { uid: string }).uid === '100099') {
        return HttpResponse.json(
          { message: 'Su carrito está vacío.', errors: { cart: 'vacío' } },
          { status: 409 },
        );
      }
      return HttpResponse.json(
        { invoices: [detail], totalMinor: 300_000, pendingMinor: 300_000, limitMinor: 5_000_000 },
        { status: 201 },
      );
    }
    if (url === '/erp/orders/getOrdersListClient') {
      return HttpResponse.json([{ ...detail, lines: undefined }]);
    }
    if (url === '/erp/orders/getDetailOrderClient') {
      return (body as { invoiceID: string }).invoiceID === detail.invoiceNumber
        ? HttpResponse.json(detail)
        : HttpResponse.json({ message: 'No existe esa factura.' }, { status: 404 });
    }
    return HttpResponse.json({ message: `unexpected ${method} ${url}` }, { status: 500 });
  },
});

const list = { pagination: { page: 1, perPage: 20 }, sort: { field: 'id', order: 'ASC' } } as const;

describe('cafeteria adapters', () => {
  it('reads the cafeterias and the categories', async () => {
    const places = await placesAdapter(MAIN_API, api.http).getList('cafeteria-places', list);
    const categories = await menuCategoriesAdapter(MAIN_API, api.http).getList(
      'cafeteria-menu-categories',
      list,
    );
    expect(places.data).toEqual([{ id: 1, name: 'Central' }]);
    expect(categories.data[0]?.name).toBe('Desayunos');
    expect(api.sent.map((sent) => sent.url)).toEqual([
      '/Cafeteria/GetCafeterias',
      '/Cafeteria/GetCafeteriasCategories',
    ]);
  });

  it('asks the service for one page of the menu with its filters', async () => {
    const { data, total } = await menuAdapter(MAIN_API, api.http).getList('cafeteria-menu', {
      ...list,
      pagination: { page: 3, perPage: 20 },
      filter: { cafeteria: 2, category: 5, product: 'café' },
    });
    expect(total).toBe(57);
    expect(data).toHaveLength(1);
    const [sent] = api.sent;
    const query = new URL(`${MAIN_API}${sent?.url}`).searchParams;
    expect(Object.fromEntries(query)).toEqual({
      cafeteria: '2',
      category: '5',
      product: 'café',
      page: '3',
      perPage: '20',
    });
  });

  it('reads my cart as a record keyed by my badge', async () => {
    const { data } = await cartAdapter(MAIN_API, api.http).getOne('cafeteria-cart', {
      id: '100002',
    });
    expect(data).toMatchObject({ id: '100002', totalMinor: 300_000, count: 2 });
    expect(api.sent[0]).toMatchObject({ method: 'GET', url: '/api/ecommerce/get-cart-list' });
  });

  it('sets a line amount, and removes the line with amount 0', async () => {
    const adapter = cartAdapter(MAIN_API, api.http);
    const set = await adapter.update('cafeteria-cart', {
      id: '100002',
      data: { productId: 7, amount: 5 },
      previousData: { id: '100002' },
    });
    const removed = await adapter.update('cafeteria-cart', {
      id: '100002',
      data: { productId: 7, amount: 0 },
      previousData: { id: '100002' },
    });
    expect(set.data).toMatchObject({ id: '100002', count: 5, totalMinor: 750_000 });
    expect(removed.data).toMatchObject({ id: '100002', count: 0, items: [] });
    expect(api.sent).toEqual([
      {
        method: 'POST',
        url: '/api/ecommerce/update-cart-amount',
        body: { uid: '100002', productId: 7, amount: 5 },
      },
      {
        method: 'POST',
        url: '/api/ecommerce/delete-from-cart',
        body: { uid: '100002', productId: 7 },
      },
    ]);
  });

  it('checks the cart out into invoices, and reports a refusal with its message', async () => {
    const adapter = checkoutAdapter(MAIN_API, api.http);
    const { data } = await adapter.create('cafeteria-checkouts', { data: { uid: '100002' } });
    expect(data).toMatchObject({ id: 'FC-2026-000123', totalMinor: 300_000 });
    expect(api.sent[0]?.body).toEqual({ uid: '100002' });
    await expect(
      adapter.create('cafeteria-checkouts', { data: { uid: '100099' } }),
    ).rejects.toMatchObject({ status: 409, message: 'Su carrito está vacío.' });
  });

  it('lists my invoices of a status with my ERP badge, pending by default', async () => {
    const adapter = invoicesAdapter(ERP, api.http);
    const { data, total } = await adapter.getList('cafeteria-invoices', {
      ...list,
      filter: { badge: '100002' },
    });
    await adapter.getList('cafeteria-invoices', {
      ...list,
      filter: { badge: '100002', status: 'deducted' },
    });
    expect(total).toBe(1);
    expect(data[0]?.id).toBe(invoiceKey('100002', 'FC-2026-000123'));
    expect(api.sent.map((sent) => sent.body)).toEqual([
      { badgeUser: '01100002', statusInvoice: 'pending' },
      { badgeUser: '01100002', statusInvoice: 'deducted' },
    ]);
  });

  it('asks nothing before the badge is known', async () => {
    const { data } = await invoicesAdapter(ERP, api.http).getList('cafeteria-invoices', {
      ...list,
      filter: {},
    });
    expect(data).toEqual([]);
    expect(api.sent).toEqual([]);
  });

  it('reads one invoice with its lines, and an unknown one is the service 404', async () => {
    const adapter = invoiceDetailsAdapter(ERP, api.http);
    const id = invoiceKey('100002', 'FC-2026-000123');
    const { data } = await adapter.getOne('cafeteria-invoice-details', { id });
    expect(data).toMatchObject({ id, totalMinor: 300_000, lines: detail.lines });
    expect(api.sent[0]).toMatchObject({
      method: 'POST',
      url: '/erp/orders/getDetailOrderClient',
      body: { badgeUser: '01100002', invoiceID: 'FC-2026-000123' },
    });
    await expect(
      adapter.getOne('cafeteria-invoice-details', { id: invoiceKey('100002', 'FC-2026-999999') }),
    ).rejects.toMatchObject({ status: 404 });
  });
});
