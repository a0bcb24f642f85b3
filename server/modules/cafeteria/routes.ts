import {
  type Cafeteria,
  type CafeteriaCategory,
  type CafeteriaPrice,
  cafeteriaBody,
  cafeteriaListQuery,
  cafeteriaPricesQuery,
  type CartList,
  categoryBody,
  categoryListQuery,
  type CheckoutAnswer,
  checkoutBody,
  deleteFromCartBody,
  type InvoiceDetail,
  type InvoiceSummary,
  orderDetailBody,
  ordersListBody,
  priceBody,
  priceListQuery,
  updateCartAmountBody,
} from '../../../contracts/cafeteria/cafeteria';
import type { ApiUser } from '../../auth/apiTokens';
import type { DB } from '../../db';
import { answerCreated, answerPage } from '../../http/answers';
import type { Page } from '../../http/paging';
import { registerStoreResource } from '../../http/simpleRest';
import type { ServiceApp } from '../types';
import { createCartRepository } from './cart';
import { createInvoiceRepository } from './invoices';
import { createMenuRepository } from './menu';

const TAG = 'Cafeteria';
const CART_TAG = 'Cafeteria cart';
const ERP_TAG = 'Cafeteria ERP';

/** The caller's employee id (the token's subject); the badge is its `employeeid` claim. */
const employeeOf = (user: ApiUser) => Number(user.sub);

/** The menu, the cart and the owners' reference data (main family). */
export async function cafeteriaMainRoutes(app: ServiceApp, { db }: { db: DB }) {
  const menu = createMenuRepository(db);
  const cart = createCartRepository(db);

  app.get(
    '/Cafeteria/GetCafeterias',
    { schema: { summary: 'The open cafeterias, by name', tags: [TAG] } },
    async (): Promise<Cafeteria[]> => menu.activeCafeterias(),
  );

  app.get(
    '/Cafeteria/GetCafeteriasCategories',
    { schema: { summary: 'The menu’s categories, in their order', tags: [TAG] } },
    async (): Promise<CafeteriaCategory[]> => menu.activeCategories(),
  );

  app.get(
    '/Cafeteria/GetCafeteriaPrices',
    {
      schema: {
        summary: 'The menu: each product’s price in each cafeteria',
        description:
          'Active entries by category, product and cafeteria. `cafeteria` and `category` are ids; ' +
          '`product` is found anywhere in the name, ignoring case and accents. `page`/`perPage` ' +
          '(50 by default); total in `X-Total-Count`. `id` is the cart’s `productId`.',
        tags: [TAG],
        querystring: cafeteriaPricesQuery,
      },
      preSerialization: answerPage,
    },
    async (request): Promise<Page<CafeteriaPrice>> => menu.prices(request.query),
  );

  app.get(
    '/api/ecommerce/get-cart-list',
    {
      schema: {
        summary: 'My cafeteria cart, priced now',
        description: 'Lines by cafeteria and product; `count` is the number of units.',
        tags: [CART_TAG],
      },
    },
    async (request): Promise<CartList> =>
      cart.list(employeeOf(request.user), request.user.employeeid),
  );

  app.post(
    '/api/ecommerce/update-cart-amount',
    {
      schema: {
        summary: 'Sets how many of a product my cart holds',
        description:
          '`uid` is my badge, `productId` a price entry of the menu (404 naming it when not ' +
          'available), `amount` 1 to 20; the line is added when absent. Answers the cart.',
        tags: [CART_TAG],
        body: updateCartAmountBody,
      },
    },
    async (request): Promise<CartList> =>
      cart.setAmount(
        employeeOf(request.user),
        request.user.employeeid,
        request.body.productId,
        request.body.amount,
      ),
  );

  app.post(
    '/api/ecommerce/delete-from-cart',
    {
      schema: {
        summary: 'Takes a product out of my cart',
        description: '404 naming `productId` when it is not in my cart. Answers the cart.',
        tags: [CART_TAG],
        body: deleteFromCartBody,
      },
    },
    async (request): Promise<CartList> =>
      cart.remove(employeeOf(request.user), request.user.employeeid, request.body.productId),
  );

  app.post(
    '/api/ecommerce/checkout',
    {
      schema: {
        summary: 'Confirms my order: the cart becomes pending invoices',
        description:
          'One pending invoice per cafeteria, deducted from the next payslip; the cart is ' +
          'emptied. 409 naming `cart` when it is empty or when my pending invoices would go ' +
          'over ₡50.000,00.',
        tags: [CART_TAG],
        body: checkoutBody,
      },
      onSend: answerCreated,
    },
    async (request): Promise<CheckoutAnswer> => cart.checkout(employeeOf(request.user)),
  );

  registerStoreResource(app, {
    name: 'cafeterias',
    tag: TAG,
    noun: 'cafeteria',
    store: menu.cafeteriaRecords,
    list: {
      query: cafeteriaListQuery,
      description: 'Filters: `q` (name or location), `active`. Sorts: name, location, active.',
    },
    create: {
      body: cafeteriaBody,
      description: '409 naming `name` when another cafeteria has it. Audited.',
    },
    update: {
      body: cafeteriaBody,
      description: '409 naming `name` when another cafeteria has it. Audited.',
    },
  });

  registerStoreResource(app, {
    name: 'cafeteria-categories',
    tag: TAG,
    noun: 'cafeteria category',
    store: menu.categoryRecords,
    list: {
      query: categoryListQuery,
      description: 'Filters: `q` (name), `active`. Sorts: sortOrder, name, active.',
    },
    create: {
      body: categoryBody,
      description: '409 naming `name` when another category has it. Audited.',
    },
    update: {
      body: categoryBody,
      description: '409 naming `name` when another category has it. Audited.',
    },
  });

  registerStoreResource(app, {
    name: 'cafeteria-prices',
    tag: TAG,
    noun: 'cafeteria price',
    store: menu.priceRecords,
    list: {
      query: priceListQuery,
      description:
        'Filters: `q` (product), `cafeteriaId`, `categoryId`, `active`. Sorts: product, ' +
        'cafeteria, category, priceMinor, active.',
    },
    create: {
      body: priceBody,
      description:
        'The product is named within its category (a new name makes a new product). 409 ' +
        'naming `product` when the cafeteria already prices it. Audited.',
    },
    update: {
      body: priceBody,
      description: '409 naming `product` when the cafeteria already prices it. Audited.',
    },
  });
}

/** The cafeteria ERP's order calls (cafeteria family): the caller's own invoices. */
export async function cafeteriaErpRoutes(app: ServiceApp, { db }: { db: DB }) {
  const invoices = createInvoiceRepository(db);

  app.post(
    '/orders/getOrdersListClient',
    {
      schema: {
        summary: 'My cafeteria invoices with a status, newest first',
        description:
          "`badgeUser` is '01' and my badge; `statusInvoice` pending (default: to be deducted " +
          'from the next payslip), deducted or cancelled.',
        tags: [ERP_TAG],
        body: ordersListBody,
      },
    },
    async (request): Promise<InvoiceSummary[]> =>
      invoices.mine(employeeOf(request.user), request.body.statusInvoice),
  );

  app.post(
    '/orders/getDetailOrderClient',
    {
      schema: {
        summary: 'One of my cafeteria invoices with its lines',
        description: '`invoiceID` is the invoice number; 404 when it is not one of mine.',
        tags: [ERP_TAG],
        body: orderDetailBody,
      },
    },
    async (request): Promise<InvoiceDetail> =>
      invoices.detail(employeeOf(request.user), request.body.invoiceID),
  );
}
