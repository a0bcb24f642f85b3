import type { InvoiceStatus } from '../../../contracts/cafeteria/cafeteria';

/** Adapters' resources (dataProviders/cafeteria). */
export const PLACES_RESOURCE = 'cafeteria-places';
export const MENU_CATEGORIES_RESOURCE = 'cafeteria-menu-categories';
export const MENU_RESOURCE = 'cafeteria-menu';
export const CART_RESOURCE = 'cafeteria-cart';
export const CHECKOUT_RESOURCE = 'cafeteria-checkouts';
export const INVOICES_RESOURCE = 'cafeteria-invoices';
export const INVOICE_DETAILS_RESOURCE = 'cafeteria-invoice-details';

/** The owners' reference data: the portal's own resources (ra-data-simple-rest). */
export const CAFETERIAS_RESOURCE = 'cafeterias';
export const CATEGORIES_RESOURCE = 'cafeteria-categories';
export const PRICES_RESOURCE = 'cafeteria-prices';

export const HOME_PATH = '/cafeteria/home';
export const INVOICES_PATH = '/payroll/cafeteria';
const DETAIL_PATH = '/payroll/cafeteriaDetails';
export const CAFETERIAS_LIST = '/cafeteria/admin/cafeterias';
export const CAFETERIAS_FORM = '/cafeteria/admin/cafeterias/form';
export const CATEGORIES_LIST = '/cafeteria/admin/categories';
export const CATEGORIES_FORM = '/cafeteria/admin/categories/form';
export const PRICES_LIST = '/cafeteria/admin/prices';
export const PRICES_FORM = '/cafeteria/admin/prices/form';

export const detailPath = (invoiceNumber: string) =>
  `${DETAIL_PATH}/${encodeURIComponent(invoiceNumber)}`;
export const invoicesPath = (status?: InvoiceStatus) =>
  status ? `${INVOICES_PATH}?status=${status}` : INVOICES_PATH;
export { DETAIL_PATH };
