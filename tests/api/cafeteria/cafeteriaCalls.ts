import type { LightMyRequestResponse } from 'fastify';
import { cafeteriaBadgeOf } from '../../../contracts/employeeCodes';
import { badgeOf, type TestApp } from '../helpers';

/** A call of the cafeteria family (the ERP) as `username`. */
export async function erp(
  t: TestApp,
  username: string,
  path: string,
  payload: object,
): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method: 'POST',
    url: `/api/cafeteria${path}`,
    headers: { authorization: `Bearer ${await t.tokenOf(username)}` },
    payload,
  });
}

/** `username`'s invoices with a status, through the ERP. */
export const ordersOf = async (t: TestApp, username: string, statusInvoice?: string) =>
  erp(t, username, '/orders/getOrdersListClient', {
    badgeUser: cafeteriaBadgeOf(await badgeOf(t, username)),
    ...(statusInvoice === undefined ? {} : { statusInvoice }),
  });

/** Sets a cart line of `username`. */
export const setAmount = async (t: TestApp, username: string, productId: number, amount: number) =>
  t.call(username, 'POST', '/api/ecommerce/update-cart-amount', {
    uid: await badgeOf(t, username),
    productId,
    amount,
  });

export const checkout = async (t: TestApp, username: string) =>
  t.call(username, 'POST', '/api/ecommerce/checkout', { uid: await badgeOf(t, username) });
