import { boolean, type InferType, mixed, number, object, string } from 'yup';
import { recordId } from '../fields';
import { MAX_PER_PAGE } from '../listHeaders';
import { MAX_PRICE_MINOR } from '../money';
import { restListQuery, searchText } from '../restQuery';

/**
 * The company's cafeterias: the menu (cafeterias, categories, products and their prices), the
 * employee's cart, the invoices the cafeteria ERP keeps and the payroll deducts.
 *
 * - Main family (/api/main), every signed-in employee: GetCafeterias, GetCafeteriasCategories,
 *   GetCafeteriaPrices, and the cart (/api/main/api/ecommerce/...: get-cart-list,
 *   update-cart-amount, delete-from-cart, checkout). The owners' reference data are the portal's
 *   own resources `cafeterias`, `cafeteria-categories`, `cafeteria-prices`
 *   (/api/main/admin/<name>, ra-data-simple-rest; Payroll_Owner and System_Admin, audited).
 * - Cafeteria family (/api/cafeteria, the ERP, no function key): orders/getOrdersListClient and
 *   orders/getDetailOrderClient, strictly the caller's own invoices (`badgeUser` = '01' + the
 *   caller's badge: `cafeteriaBadgeOf` in contracts/employeeCodes.ts; another badge is 403,
 *   whoever calls).
 *
 * Money is integer céntimos everywhere (`…Minor`).
 */

// ---------------------------------------------------------------------------------------------
// Rules shared by the portal and the service

/** An invoice's life: pending (deducted from the next payslip), deducted, cancelled. */
export const INVOICE_STATUSES = ['pending', 'deducted', 'cancelled'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];
/** What getOrdersListClient lists when `statusInvoice` is not sent. */
export const DEFAULT_INVOICE_STATUS: InvoiceStatus = 'pending';

/** The most of one product a cart line may hold. */
export const MAX_CART_AMOUNT = 20;

/**
 * The most an employee may owe the cafeterias at once: the sum of their pending invoices after a
 * checkout may not exceed ₡50.000,00 (checkout answers 409 naming `cart` otherwise).
 */
export const PENDING_LIMIT_MINOR = 5_000_000;

/** An invoice number as the ERP writes it: 'FC-2026-000123'. */
export const INVOICE_NUMBER = /^FC-\d{4}-\d{6,}$/;

// ---------------------------------------------------------------------------------------------
// Answers

/** GET /Cafeteria/GetCafeterias (any employee): the active cafeterias, by name. */
export interface Cafeteria {
  id: number;
  name: string;
  location: string;
  /** Free text: 'Lunes a viernes, 6:30–15:00'. */
  openingHours: string;
  active: boolean;
}

/** GET /Cafeteria/GetCafeteriasCategories (any employee): the active categories, in sort order. */
export interface CafeteriaCategory {
  id: number;
  name: string;
  sortOrder: number;
  active: boolean;
}

/**
 * GET /Cafeteria/GetCafeteriaPrices (any employee): one product's price in one cafeteria.
 * `id` is the price entry: the cart's `productId`.
 */
export interface CafeteriaPrice {
  id: number;
  cafeteriaId: number;
  cafeteria: string;
  categoryId: number;
  category: string;
  productId: number;
  product: string;
  priceMinor: number;
}

/** One line of my cart, priced now. `uid` is my badge, `productId` the price entry. */
export interface CartItem {
  uid: string;
  productId: number;
  product: string;
  cafeteriaId: number;
  cafeteria: string;
  unitPriceMinor: number;
  amount: number;
  totalMinor: number;
}

/**
 * The cart as every cart call answers it: the lines (by cafeteria, then product) with the current
 * prices; `count` is the number of units (the sum of the amounts). A line whose price entry,
 * product or cafeteria was deactivated is dropped from the cart.
 */
export interface CartList {
  items: CartItem[];
  totalMinor: number;
  count: number;
}

/** An invoice as getOrdersListClient lists it. `items`: the number of units it holds. */
export interface InvoiceSummary {
  invoiceNumber: string;
  /** ISO timestamp. */
  issuedAt: string;
  cafeteria: string;
  items: number;
  totalMinor: number;
  status: InvoiceStatus;
  /** The pay date ('YYYY-MM-DD') of the payslip that deducted it; only when deducted. */
  deductedOn?: string;
}

export interface InvoiceLine {
  product: string;
  quantity: number;
  unitPriceMinor: number;
  totalMinor: number;
}

/** getOrdersListClient's row with its lines (getDetailOrderClient). */
export interface InvoiceDetail extends InvoiceSummary {
  lines: InvoiceLine[];
}

/** POST /api/ecommerce/checkout: the invoices made (one per cafeteria) and their sum. */
export interface CheckoutAnswer {
  invoices: InvoiceSummary[];
  totalMinor: number;
  /** My pending invoices' sum after this checkout. */
  pendingMinor: number;
  /** PENDING_LIMIT_MINOR, for the portal to show. */
  limitMinor: number;
}

// ---------------------------------------------------------------------------------------------
// Calls of the main family (any signed-in employee)

/**
 * GET /Cafeteria/GetCafeteriaPrices?cafeteria=&category=&product=&page=&perPage= → CafeteriaPrice[]
 * of the active entries (active cafeteria, category, product and price), sorted by category
 * (its sort order) then product then cafeteria, paged in SQL (total in X-Total-Count). All
 * filters optional: `cafeteria` and `category` are ids, `product` a text matched anywhere in the
 * product's name, ignoring case and accents.
 */
export const cafeteriaPricesQuery = object({
  cafeteria: recordId().optional(),
  category: recordId().optional(),
  product: string().trim().max(100).optional(),
  page: number().integer().min(1).default(1),
  perPage: number().integer().min(1).max(MAX_PER_PAGE).default(50),
});
export type CafeteriaPricesQuery = InferType<typeof cafeteriaPricesQuery>;

/** A badge as the cart carries it (`uid`): the caller's own (403 otherwise). */
const badge = () =>
  string()
    .trim()
    .required()
    .matches(/^\d{1,10}$/, '${path} must be a badge number');

/** GET /api/ecommerce/get-cart-list (any employee): MY cart, CartList. */

/**
 * POST /api/ecommerce/update-cart-amount {uid, productId, amount} (uid: my badge): sets the line's
 * amount (1 to MAX_CART_AMOUNT, 400 naming amount), adding the line when absent. 404 naming
 * productId when it is not an active price entry. Answers the CartList.
 */
export const updateCartAmountBody = object({
  uid: badge(),
  productId: recordId().required(),
  amount: number().integer().min(1).max(MAX_CART_AMOUNT).required(),
});
export type UpdateCartAmountBody = InferType<typeof updateCartAmountBody>;

/**
 * POST /api/ecommerce/delete-from-cart {uid, productId}: removes the line. 404 naming productId
 * when it is not in my cart. Answers the CartList.
 */
export const deleteFromCartBody = object({
  uid: badge(),
  productId: recordId().required(),
});
export type DeleteFromCartBody = InferType<typeof deleteFromCartBody>;

/**
 * POST /api/ecommerce/checkout {uid} (the portal's own call): turns my cart into pending invoices,
 * one per cafeteria, and empties it, in one transaction. 201 CheckoutAnswer. 409 naming `cart`
 * when the cart is empty, or when my pending invoices would then exceed PENDING_LIMIT_MINOR
 * (also under concurrent checkouts).
 */
export const checkoutBody = object({ uid: badge() });
export type CheckoutBody = InferType<typeof checkoutBody>;

// ---------------------------------------------------------------------------------------------
// Calls of the cafeteria family (the ERP; any employee, strictly their own badgeUser)

/** '01' followed by the caller's badge (cafeteriaBadgeOf). */
const badgeUser = () =>
  string()
    .trim()
    .required()
    .matches(/^01\d{1,10}$/, "${path} must be '01' followed by a badge number");

/**
 * POST orders/getOrdersListClient {badgeUser, statusInvoice} → InvoiceSummary[]: my invoices with
 * that status (default 'pending'; anything else is 400 naming statusInvoice), newest first.
 */
export const ordersListBody = object({
  badgeUser: badgeUser(),
  statusInvoice: mixed<InvoiceStatus>()
    .oneOf([...INVOICE_STATUSES], '${path} must be one of: ' + INVOICE_STATUSES.join(', '))
    .default(DEFAULT_INVOICE_STATUS),
});
export type OrdersListBody = InferType<typeof ordersListBody>;

/**
 * POST orders/getDetailOrderClient {badgeUser, invoiceID} → InvoiceDetail. `invoiceID` is the
 * invoice number (any case); 404 when there is no such invoice of mine (another's is never told).
 */
export const orderDetailBody = object({
  badgeUser: badgeUser(),
  invoiceID: string()
    .trim()
    .required()
    .max(30)
    .matches(/^[A-Za-z0-9-]+$/, '${path} must be an invoice number (FC-2026-000123)'),
});
export type OrderDetailBody = InferType<typeof orderDetailBody>;

// ---------------------------------------------------------------------------------------------
// The owners' reference data (Payroll_Owner, System_Admin): simple-rest resources, audited.
// Every list also sorts by `id` (what a reference input asks for by default).
// DELETE removes a row nothing refers to; a row invoices, prices or products refer to is
// deactivated instead (answered with `active: false`).

/** `cafeterias`: GET list (q: name or location; active), GET one, POST, PUT, DELETE. */
export interface CafeteriaRecord extends Cafeteria {
  updatedAt: string;
}
export const cafeteriaListQuery = restListQuery(
  ['name', 'location', 'active', 'updatedAt', 'id'],
  ['name', 'ASC'],
  object({ q: searchText, active: boolean().optional() }),
);
export type CafeteriaListQuery = InferType<typeof cafeteriaListQuery>;
/** 409 naming `name` when another cafeteria has it. */
export const cafeteriaBody = object({
  name: string().trim().required().min(2).max(100),
  location: string().trim().required().min(2).max(200),
  openingHours: string().trim().required().min(2).max(200),
  active: boolean().default(true),
});
export type CafeteriaBody = InferType<typeof cafeteriaBody>;

/** `cafeteria-categories`: GET list (q: name; active), GET one, POST, PUT, DELETE. */
export interface CafeteriaCategoryRecord extends CafeteriaCategory {
  updatedAt: string;
}
export const categoryListQuery = restListQuery(
  ['sortOrder', 'name', 'active', 'updatedAt', 'id'],
  ['sortOrder', 'ASC'],
  object({ q: searchText, active: boolean().optional() }),
);
export type CategoryListQuery = InferType<typeof categoryListQuery>;
/** 409 naming `name` when another category has it. */
export const categoryBody = object({
  name: string().trim().required().min(2).max(100),
  sortOrder: number().integer().min(0).max(1000).default(0),
  active: boolean().default(true),
});
export type CategoryBody = InferType<typeof categoryBody>;

/**
 * `cafeteria-prices`: a product's price in one cafeteria. GET list (q: product; cafeteriaId,
 * categoryId, active), GET one, POST, PUT, DELETE. The product is named by `product` within
 * `categoryId`: the same name (ignoring case) in that category is the same product, a new name
 * makes a new one. 400 naming cafeteriaId / categoryId when there is no such row; 409 naming
 * `product` when that cafeteria already prices that product.
 */
export interface CafeteriaPriceRecord extends CafeteriaPrice {
  active: boolean;
  updatedAt: string;
}
export const priceListQuery = restListQuery(
  ['product', 'cafeteria', 'category', 'priceMinor', 'active', 'updatedAt', 'id'],
  ['product', 'ASC'],
  object({
    q: searchText,
    cafeteriaId: recordId().optional(),
    categoryId: recordId().optional(),
    active: boolean().optional(),
  }),
);
export type PriceListQuery = InferType<typeof priceListQuery>;
export const priceBody = object({
  cafeteriaId: recordId().required(),
  categoryId: recordId().required(),
  product: string().trim().required().min(2).max(100),
  priceMinor: number().integer().min(1).max(MAX_PRICE_MINOR).required(),
  active: boolean().default(true),
});
export type PriceBody = InferType<typeof priceBody>;
