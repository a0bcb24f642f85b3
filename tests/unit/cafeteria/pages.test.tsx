import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { CafeteriaPrice } from '../../../contracts/cafeteria/cafeteria';
import type { DataProvider } from 'react-admin';
import { Notification } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import type { CartList, InvoiceDetail } from '../../../contracts/cafeteria/cafeteria';
import { CafeteriaHomePage } from '../../../src/modules/cafeteria/CafeteriaHomePage';
import { InvoiceDetailPage } from '../../../src/modules/cafeteria/InvoiceDetailPage';
import { MyInvoicesPage } from '../../../src/modules/cafeteria/MyInvoicesPage';
import { renderPageAt } from '../helpers/renderPage';
import { signedInAs } from '../helpers/authProvider';

const authProvider = signedInAs(['payroll_User'], { id: '100002', fullName: 'Ana Mora' });

const invoice: InvoiceDetail = {
  invoiceNumber: 'FC-2026-000123',
  issuedAt: '2026-11-20T18:00:00.000Z',
  cafeteria: 'Comedor Central',
  items: 3,
  totalMinor: 345_000,
  status: 'deducted',
  deductedOn: '2026-11-30',
  lines: [
    { product: 'Enyucado', quantity: 3, unitPriceMinor: 95_000, totalMinor: 285_000 },
    { product: 'Café negro', quantity: 1, unitPriceMinor: 60_000, totalMinor: 60_000 },
  ],
};

const cart: CartList = {
  items: [
    {
      uid: '100002',
      productId: 7,
      product: 'Enyucado',
      cafeteriaId: 1,
      cafeteria: 'Comedor Central',
      unitPriceMinor: 95_000,
      amount: 2,
      totalMinor: 190_000,
    },
  ],
  totalMinor: 190_000,
  count: 2,
};

function provider() {
  const getList = vi.fn(async (resource: string) => {
    const data: unknown[] =
      resource === 'cafeteria-invoices'
        ? [{ ...invoice, id: `100002~${invoice.invoiceNumber}` }]
        : resource === 'cafeteria-places'
          ? [{ id: 1, name: 'Comedor Central', location: 'Edificio A', openingHours: '6:30–15:00' }]
          : [];
    return { data, total: data.length };
  });
  const getOne = vi.fn(async (resource: string, { id }: { id: string }) => ({
    data: resource === 'cafeteria-cart' ? { ...cart, id } : { ...invoice, id },
  }));
  const update = vi.fn(async (_resource: string, { id }: { id: string }) => ({
    data: { items: [] as CartList['items'], totalMinor: 0, count: 0, id },
  }));
  return {
    dataProvider: { getList, getOne, update } as unknown as DataProvider,
    getList,
    getOne,
    update,
  };
}

describe('cafeteria pages', () => {
  it('lists my invoices of the status the address asks for, with my badge', async () => {
    const { dataProvider, getList } = provider();
    renderPageAt('/payroll/cafeteria?status=deducted', '/payroll/cafeteria', <MyInvoicesPage />, {
      dataProvider,
      authProvider,
    });
    expect(await screen.findByRole('link', { name: 'FC-2026-000123' })).toHaveAttribute(
      'href',
      '/payroll/cafeteriaDetails/FC-2026-000123',
    );
    expect(screen.getByText(/Deducido: ₡\s?3\s?450,00/)).toBeInTheDocument();
    expect(getList).toHaveBeenCalledWith(
      'cafeteria-invoices',
      expect.objectContaining({ filter: { badge: '100002', status: 'deducted' } }),
    );
  });

  it('shows an invoice with its lines and total', async () => {
    const { dataProvider, getOne } = provider();
    renderPageAt(
      '/payroll/cafeteriaDetails/FC-2026-000123',
      '/payroll/cafeteriaDetails/:invoiceNumber',
      <InvoiceDetailPage />,
      { dataProvider, authProvider },
    );
    const table = await screen.findByRole('table', { name: 'Líneas de la factura' });
    expect(within(table).getByRole('row', { name: /Enyucado/ })).toHaveTextContent('3');
    expect(within(table).getByRole('row', { name: /Total de la factura/ })).toHaveTextContent(
      /3\s?450,00/,
    );
    expect(getOne).toHaveBeenCalledWith(
      'cafeteria-invoice-details',
      expect.objectContaining({ id: '100002~FC-2026-000123' }),
    );
  });

  it('removes a cart line only once the employee confirms', async () => {
    const { dataProvider, update } = provider();
    renderPageAt('/cafeteria/home', '/cafeteria/home', <CafeteriaHomePage />, {
      dataProvider,
      authProvider,
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Quitar Enyucado' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('¿Quitar Enyucado del carrito?');
    expect(update).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Sí' }));
    await waitFor(() =>
      expect(update).toHaveBeenCalledWith(
        'cafeteria-cart',
        expect.objectContaining({ id: '100002', data: { productId: 7, amount: 0 } }),
      ),
    );
    expect(await screen.findByText(/Su carrito está vacío/)).toBeInTheDocument();
  });

  it("says what went into the cart, and shows the cart's count at the top of the page", async () => {
    const { dataProvider, getList, update } = provider();
    const cafe: CafeteriaPrice = {
      id: 9,
      productId: 3,
      product: 'Café negro',
      categoryId: 1,
      category: 'Bebidas',
      cafeteriaId: 1,
      cafeteria: 'Comedor Central',
      priceMinor: 60_000,
    };
    getList.mockImplementation(async (resource: string) => {
      const data: unknown[] = resource === 'cafeteria-menu' ? [cafe] : [];
      return { data, total: data.length };
    });
    update.mockImplementation(async (_resource: string, { id }: { id: string }) => ({
      data: { ...cart, items: [...cart.items, { ...cart.items[0]!, productId: 9, amount: 1 }], id },
    }));
    renderPageAt('/cafeteria/home', '/cafeteria/home', <CafeteriaHomePage />, {
      dataProvider,
      authProvider,
      beside: <Notification />,
    });
    const toCart = await screen.findByRole('link', { name: 'Mi carrito: 2 unidades' });
    expect(toCart).toHaveAttribute('href', '#cafeteria-cart');
    // Before the menu: reachable without scrolling past it.
    const menu = screen.getByRole('list', { name: 'Menú' });
    expect(toCart.compareDocumentPosition(menu) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    const add = await screen.findByRole('button', { name: 'Agregar Café negro al carrito' });
    // On a phone's row the button keeps its icon and word inside its outline.
    expect(getComputedStyle(add)).toMatchObject({ flexShrink: '0', whiteSpace: 'nowrap' });
    fireEvent.click(add);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Se agregó 1 unidad de Café negro al carrito',
    );
    expect(await screen.findByRole('link', { name: 'Mi carrito: 3 unidades' })).toBeVisible();
  });

  it('asks the menu for a product once the typing pauses, not at every key', async () => {
    const { dataProvider, getList } = provider();
    renderPageAt('/cafeteria/home', '/cafeteria/home', <CafeteriaHomePage />, {
      dataProvider,
      authProvider,
    });
    const search = await screen.findByRole('searchbox', { name: 'Buscar producto' });
    const menuCalls = () =>
      (getList.mock.calls as unknown as [string, { filter: object }][]).filter(
        ([resource]) => resource === 'cafeteria-menu',
      );
    await waitFor(() => expect(menuCalls()).toHaveLength(1));
    for (const typed of ['E', 'En', 'Eny', 'Enyu'])
      fireEvent.change(search, { target: { value: typed } });
    await waitFor(() => expect(menuCalls()).toHaveLength(2));
    expect(menuCalls()[1]![1]).toMatchObject({ filter: { product: 'Enyu' } });
  });
});
