import { CAFETERIA_BADGE_PREFIX } from '../../../contracts/employeeCodes';
import { access, fromBody } from '../../auth/access';
import { restRules } from '../../http/simpleRest';
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
  ...restRules('cafeterias', owners, ['list', 'one', 'create', 'update', 'remove']),
  ...restRules('cafeteria-categories', owners, ['list', 'one', 'create', 'update', 'remove']),
  ...restRules('cafeteria-prices', owners, ['list', 'one', 'create', 'update', 'remove']),
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
