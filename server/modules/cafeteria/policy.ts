import { CAFETERIA_BADGE_PREFIX } from '../../../contracts/employeeCodes';
import { access, fromBody } from '../../auth/access';
import type { ModulePolicy } from '../types';

/** The menu's reference data: Payroll_Owner (the payroll runs the cafeterias' deductions) and System_Admin. */
const owners = access.owners('payroll');

/** The cart's `uid`: strictly the caller's own badge, whoever they are. */
const ownCart = access.own('employeeid', fromBody('uid'));

/**
 * Every employee eats: the menu and the cart are every signed-in employee's, the cart's `uid`
 * strictly the caller's badge.
 */
export const cafeteriaMainPolicy: ModulePolicy = {
  'GET /Cafeteria/GetCafeterias': access.employee,
  'GET /Cafeteria/GetCafeteriasCategories': access.employee,
  'GET /Cafeteria/GetCafeteriaPrices': access.employee,
  'GET /api/ecommerce/get-cart-list': access.employee,
  'POST /api/ecommerce/update-cart-amount': ownCart,
  'POST /api/ecommerce/delete-from-cart': ownCart,
  'POST /api/ecommerce/checkout': ownCart,
  'GET /admin/cafeterias': owners,
  'GET /admin/cafeterias/:id': owners,
  'POST /admin/cafeterias': owners,
  'PUT /admin/cafeterias/:id': owners,
  'DELETE /admin/cafeterias/:id': owners,
  'GET /admin/cafeteria-categories': owners,
  'GET /admin/cafeteria-categories/:id': owners,
  'POST /admin/cafeteria-categories': owners,
  'PUT /admin/cafeteria-categories/:id': owners,
  'DELETE /admin/cafeteria-categories/:id': owners,
  'GET /admin/cafeteria-prices': owners,
  'GET /admin/cafeteria-prices/:id': owners,
  'POST /admin/cafeteria-prices': owners,
  'PUT /admin/cafeteria-prices/:id': owners,
  'DELETE /admin/cafeteria-prices/:id': owners,
};

/** The ERP: strictly the caller's own invoices ('01' + their badge), no role (every employee eats). */
const ownInvoices = access.own(
  'employeeid',
  fromBody('badgeUser', { prefix: CAFETERIA_BADGE_PREFIX }),
);

export const cafeteriaErpPolicy: ModulePolicy = {
  'POST /orders/getOrdersListClient': ownInvoices,
  'POST /orders/getDetailOrderClient': ownInvoices,
};
