import type { DataProvider, Identifier } from 'react-admin';
// Types only from the contract (its yup schemas must be built after the portal sets yup's
// messages).
import type {
  Cafeteria,
  CafeteriaCategory,
  CafeteriaPrice,
  CartList,
  CheckoutAnswer,
  InvoiceDetail,
  InvoiceStatus,
  InvoiceSummary,
} from '../../contracts/cafeteria/cafeteria';
import { cafeteriaBadgeOf } from '../../contracts/employeeCodes';
import type { HttpClient } from '../http';
import { legacyAdapter } from '../legacyAdapter';
import { search } from '../listParams';

/**
 * The cafeterias over their calls as react-admin resources:
 * - main family: `cafeteria-places` (GetCafeterias), `cafeteria-menu-categories`
 *   (GetCafeteriasCategories), `cafeteria-menu` (GetCafeteriaPrices: `filter.cafeteria`,
 *   `filter.category`, `filter.product`, paged by the service);
 * - the cart (main family, /api/ecommerce/…): `cafeteria-cart`, one record per employee keyed by
 *   the badge (`uid`): getOne reads it, update `{ productId, amount }` sets a line's amount and
 *   amount 0 removes the line (update-cart-amount / delete-from-cart); `cafeteria-checkouts`
 *   create `{ uid }` turns the cart into pending invoices;
 * - the ERP (cafeteria family): `cafeteria-invoices`, my invoices (`filter.badge`,
 *   `filter.status`; getOrdersListClient), and `cafeteria-invoice-details`, one with its lines
 *   (getDetailOrderClient), its id `invoiceKey(badge, invoiceNumber)`: the ERP's calls name the
 *   badge, which react-admin's getOne carries only in the id.
 */

export type CafeteriaPlaceRecord = Cafeteria;
export type CartRecord = CartList & { id: Identifier };
export type CheckoutRecord = CheckoutAnswer & { id: Identifier };
export type InvoiceRecord = InvoiceSummary & { id: string };
export type InvoiceDetailRecord = InvoiceDetail & { id: string };

/** What the cart's update sends: a line's new amount, 0 to remove it. */
export interface CartLineChange {
  productId: number;
  amount: number;
}

const KEY_SEPARATOR = '~';

/** One invoice's record id: the badge it is read for and its number. */
export const invoiceKey = (badge: string, invoiceNumber: string) =>
  `${badge}${KEY_SEPARATOR}${invoiceNumber}`;

const fromInvoiceKey = (id: Identifier) => {
  const [badge = '', invoiceNumber = ''] = String(id).split(KEY_SEPARATOR);
  return { badge, invoiceNumber };
};

const post = (body: object): RequestInit => ({ method: 'POST', body: JSON.stringify(body) });

export const placesAdapter = (mainApi: string, http: HttpClient): DataProvider =>
  legacyAdapter<CafeteriaPlaceRecord>(http, {
    resource: 'cafeteria-places',
    list: () => `${mainApi}/Cafeteria/GetCafeterias`,
  });

export const menuCategoriesAdapter = (mainApi: string, http: HttpClient): DataProvider =>
  legacyAdapter<CafeteriaCategory>(http, {
    resource: 'cafeteria-menu-categories',
    list: () => `${mainApi}/Cafeteria/GetCafeteriasCategories`,
  });

export const menuAdapter = (mainApi: string, http: HttpClient): DataProvider =>
  legacyAdapter<CafeteriaPrice>(http, {
    resource: 'cafeteria-menu',
    list: ({ filter, pagination }) =>
      `${mainApi}/Cafeteria/GetCafeteriaPrices?${search({
        cafeteria: filter?.cafeteria,
        category: filter?.category,
        product: filter?.product,
        page: pagination?.page,
        perPage: pagination?.perPage,
      })}`,
  });

export function cartAdapter(mainApi: string, http: HttpClient): DataProvider {
  const cart = `${mainApi}/api/ecommerce`;
  const provider = legacyAdapter<CartRecord, CartRecord, CartLineChange>(http, {
    resource: 'cafeteria-cart',
    getOne: async (id) => ({ ...(await http.json<CartList>(`${cart}/get-cart-list`)), id }),
    update: {
      method: 'POST',
      path: ({ data }) => (data.amount ? `${cart}/update-cart-amount` : `${cart}/delete-from-cart`),
      body: ({ id, data }) =>
        data.amount
          ? { uid: String(id), productId: data.productId, amount: data.amount }
          : { uid: String(id), productId: data.productId },
    },
  });
  return {
    ...provider,
    // The service answers the cart; its record keeps the badge as its id.
    update: async (resource, params) => {
      const { data } = await provider.update(resource, params);
      return { data: { ...data, id: params.id } };
    },
  };
}

export const checkoutAdapter = (mainApi: string, http: HttpClient): DataProvider =>
  legacyAdapter<CheckoutRecord, CheckoutAnswer, { uid: string }>(http, {
    resource: 'cafeteria-checkouts',
    create: {
      path: `${mainApi}/api/ecommerce/checkout`,
      body: ({ data }) => ({ uid: data.uid }),
    },
    toRecord: (answer) => ({
      ...answer,
      id: answer.invoices.map((invoice) => invoice.invoiceNumber).join(','),
    }),
  });

export const invoicesAdapter = (cafeteriaApi: string, http: HttpClient): DataProvider =>
  legacyAdapter<InvoiceRecord>(http, {
    resource: 'cafeteria-invoices',
    // The ERP answers the whole list of one status: a few a month each.
    getList: async ({ filter, signal }) => {
      const badge = filter?.badge as string | undefined;
      if (!badge) return { data: [], total: 0 };
      const invoices = await http.json<InvoiceSummary[]>(
        `${cafeteriaApi}/orders/getOrdersListClient`,
        {
          ...post({
            badgeUser: cafeteriaBadgeOf(badge),
            statusInvoice: (filter?.status as InvoiceStatus | undefined) ?? 'pending',
          }),
          signal,
        },
      );
      const data = invoices.map((invoice) => ({
        ...invoice,
        id: invoiceKey(badge, invoice.invoiceNumber),
      }));
      return { data, total: data.length };
    },
  });

/**
 * One of my invoices with its lines: a resource of its own, so the list's rows (without lines)
 * never stand for it in react-admin's cache.
 */
export const invoiceDetailsAdapter = (cafeteriaApi: string, http: HttpClient): DataProvider =>
  legacyAdapter<InvoiceDetailRecord>(http, {
    resource: 'cafeteria-invoice-details',
    getOne: async (id) => {
      const { badge, invoiceNumber } = fromInvoiceKey(id);
      const detail = await http.json<InvoiceDetail>(
        `${cafeteriaApi}/orders/getDetailOrderClient`,
        post({ badgeUser: cafeteriaBadgeOf(badge), invoiceID: invoiceNumber }),
      );
      return { ...detail, id: String(id) };
    },
  });
