import type { Generated } from 'kysely';
import type { InvoiceStatus } from '../../../contracts/cafeteria/cafeteria';

// Cafeteria (migration 0028_cafeteria). Flags are integers 0/1, money integer céntimos.

export interface CafeteriaTable {
  id: Generated<number>;
  name: string;
  location: string;
  opening_hours: string;
  active: number;
  created_at: string;
  updated_at: string;
}

export interface CafeteriaCategoryTable {
  id: Generated<number>;
  name: string;
  sort_order: number;
  active: number;
  created_at: string;
  updated_at: string;
}

/** A product of a category; its name is unique within the category, ignoring case. */
export interface CafeteriaProductTable {
  id: Generated<number>;
  name: string;
  category_id: number;
  active: number;
  created_at: string;
  updated_at: string;
}

/** A product's price in one cafeteria: the entry the cart and the invoice lines point at. */
export interface CafeteriaPriceTable {
  id: Generated<number>;
  cafeteria_id: number;
  product_id: number;
  price_minor: number;
  active: number;
  created_at: string;
  updated_at: string;
}

/** One employee's cart line: a price entry and how many. */
export interface CartItemTable {
  id: Generated<number>;
  employee_id: number;
  price_id: number;
  amount: number;
  created_at: string;
  updated_at: string;
}

export interface CafeteriaInvoiceTable {
  id: Generated<number>;
  /** 'FC-2026-000123'. */
  invoice_number: string;
  employee_id: number;
  cafeteria_id: number;
  /** ISO instant. */
  issued_at: string;
  status: InvoiceStatus;
  total_minor: number;
  /** The pay date that deducted it ('YYYY-MM-DD'), when deducted. */
  deducted_on: string | null;
}

/** A line keeps the product's name and price as sold, whatever the menu says later. */
export interface CafeteriaInvoiceLineTable {
  id: Generated<number>;
  invoice_id: number;
  price_id: number | null;
  product: string;
  quantity: number;
  unit_price_minor: number;
  total_minor: number;
}

export interface CafeteriaTables {
  cafeterias: CafeteriaTable;
  cafeteria_categories: CafeteriaCategoryTable;
  cafeteria_products: CafeteriaProductTable;
  cafeteria_prices: CafeteriaPriceTable;
  cart_items: CartItemTable;
  cafeteria_invoices: CafeteriaInvoiceTable;
  cafeteria_invoice_lines: CafeteriaInvoiceLineTable;
}
