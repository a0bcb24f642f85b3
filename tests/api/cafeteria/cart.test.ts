/**
 * The cafeteria cart (the sample cart's calls): strictly the caller's own `uid`, quantities
 * validated, totals computed by the service with the current prices, and the checkout that makes
 * one pending invoice per cafeteria within the pending limit, also under concurrent checkouts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type CafeteriaPrice,
  type CartList,
  type CheckoutAnswer,
  type InvoiceSummary,
  PENDING_LIMIT_MINOR,
} from '../../../contracts/cafeteria/cafeteria';
import {
  badgeOf,
  createTestApp,
  employeeIdOf,
  expectInvalid,
  expectJson,
  type TestApp,
} from '../helpers';
import { checkout, ordersOf, setAmount } from './cafeteriaCalls';

let t: TestApp;
let menu: CafeteriaPrice[];
beforeAll(async () => {
  t = await createTestApp();
  menu = expectJson<CafeteriaPrice[]>(
    await t.call('employee', 'GET', '/Cafeteria/GetCafeteriaPrices?perPage=100'),
  );
});
afterAll(async () => {
  await t?.close();
});

const cartOf = async (username: string) =>
  expectJson<CartList>(await t.call(username, 'GET', '/api/ecommerce/get-cart-list'));

const pendingOf = async (username: string) =>
  expectJson<InvoiceSummary[]>(await ordersOf(t, username, 'pending')).reduce(
    (sum, invoice) => sum + invoice.totalMinor,
    0,
  );

/** A generated colleague nobody else's test uses: the tests below own their cart. */
const colleague = async (index: number) =>
  (
    await t.db
      .selectFrom('employees')
      .select('username')
      .where('username', 'like', '%.%')
      .orderBy('id', 'desc')
      .offset(index)
      .limit(1)
      .executeTakeFirstOrThrow()
  ).username;

describe('the cart', () => {
  it('adds, changes and removes lines, priced by the service', async () => {
    const user = await colleague(0);
    const [first, second] = [menu[0]!, menu.find((p) => p.cafeteriaId !== menu[0]!.cafeteriaId)!];
    expect((await cartOf(user)).items).toEqual([]);
    expectJson(await setAmount(t, user, first.id, 2));
    const cart = expectJson<CartList>(await setAmount(t, user, second.id, 1));
    expect(cart.count).toBe(3);
    expect(cart.totalMinor).toBe(first.priceMinor * 2 + second.priceMinor);
    const line = cart.items.find((i) => i.productId === first.id)!;
    expect(line).toMatchObject({
      uid: await badgeOf(t, user),
      product: first.product,
      cafeteria: first.cafeteria,
      unitPriceMinor: first.priceMinor,
      amount: 2,
      totalMinor: first.priceMinor * 2,
    });
    const changed = expectJson<CartList>(await setAmount(t, user, first.id, 5));
    expect(changed.items.find((i) => i.productId === first.id)!.amount).toBe(5);
    expect(changed.count).toBe(6);
    const after = expectJson<CartList>(
      await t.call(user, 'POST', '/api/ecommerce/delete-from-cart', {
        uid: await badgeOf(t, user),
        productId: first.id,
      }),
    );
    expect(after.items.map((i) => i.productId)).toEqual([second.id]);
    const missing = await t.call(user, 'POST', '/api/ecommerce/delete-from-cart', {
      uid: await badgeOf(t, user),
      productId: first.id,
    });
    expect(missing.statusCode).toBe(404);
    expect(Object.keys(missing.json<{ errors: object }>().errors)).toEqual(['productId']);
  });

  it('refuses amounts outside 1–20 and products not on the menu, naming the field', async () => {
    const user = await colleague(1);
    for (const amount of [0, 21, 1.5, -1, 'tres'])
      expectInvalid(await setAmount(t, user, menu[0]!.id, amount as number), 'amount');
    expectInvalid(await setAmount(t, user, 0, 1), 'productId');
    const unknown = await setAmount(t, user, 999_999, 1);
    expect(unknown.statusCode).toBe(404);
    expect(Object.keys(unknown.json<{ errors: object }>().errors)).toEqual(['productId']);
  });

  it('is strictly the caller’s own: another badge is 403, for the admin too', async () => {
    const other = await badgeOf(t, 'newhire');
    for (const username of ['employee', 'admin', 'payroll.owner']) {
      const calls = [
        ['/api/ecommerce/update-cart-amount', { uid: other, productId: menu[0]!.id, amount: 1 }],
        ['/api/ecommerce/delete-from-cart', { uid: other, productId: menu[0]!.id }],
        ['/api/ecommerce/checkout', { uid: other }],
      ] as const;
      for (const [path, body] of calls)
        expect((await t.call(username, 'POST', path, body)).statusCode).toBe(403);
    }
    expect((await cartOf('newhire')).items).toEqual([]);
  });
});

describe('checkout', () => {
  it('makes one pending invoice per cafeteria and empties the cart', async () => {
    const user = 'employee';
    const before = await pendingOf(user);
    const a = menu[0]!;
    const b = menu.find((p) => p.cafeteriaId !== a.cafeteriaId)!;
    await setAmount(t, user, a.id, 2);
    await setAmount(t, user, b.id, 1);
    const answer = expectJson<CheckoutAnswer>(await checkout(t, user), 201);
    expect(answer.invoices).toHaveLength(2);
    expect(answer.totalMinor).toBe(a.priceMinor * 2 + b.priceMinor);
    expect(answer.pendingMinor).toBe(before + answer.totalMinor);
    expect(answer.limitMinor).toBe(PENDING_LIMIT_MINOR);
    for (const invoice of answer.invoices) {
      expect(invoice.invoiceNumber).toMatch(/^FC-\d{4}-\d{6}$/);
      expect(invoice.status).toBe('pending');
    }
    expect((await cartOf(user)).items).toEqual([]);
    expect(await pendingOf(user)).toBe(before + answer.totalMinor);
    const listed = expectJson<InvoiceSummary[]>(await ordersOf(t, user));
    expect(
      listed
        .slice(0, 2)
        .map((i) => i.invoiceNumber)
        .sort(),
    ).toEqual(answer.invoices.map((i) => i.invoiceNumber).sort());
  });

  it('refuses an empty cart with 409 naming the cart', async () => {
    const user = await colleague(2);
    const response = await t.call(
      user,
      'POST',
      '/api/ecommerce/checkout',
      { uid: await badgeOf(t, user) },
      { 'accept-language': 'es' },
    );
    expect(response.statusCode).toBe(409);
    expect(Object.keys(response.json<{ errors: object }>().errors)).toEqual(['cart']);
    expect(response.json<{ message: string }>().message).toMatch(/carrito está vacío/);
  });

  it('refuses an order that would take the pending invoices over the limit', async () => {
    const user = await colleague(3);
    const dear = menu.reduce((max, p) => (p.priceMinor > max.priceMinor ? p : max));
    const pending = await pendingOf(user);
    // Enough of the dearest product to go over the limit in a few lines.
    const lines = menu.filter((p) => p.priceMinor === dear.priceMinor || p.priceMinor >= 300_000);
    for (const price of lines) await setAmount(t, user, price.id, 20);
    const cart = await cartOf(user);
    expect(pending + cart.totalMinor).toBeGreaterThan(PENDING_LIMIT_MINOR);
    const response = await checkout(t, user);
    expect(response.statusCode).toBe(409);
    expect(Object.keys(response.json<{ errors: object }>().errors)).toEqual(['cart']);
    expect(response.json<{ message: string }>().message).toMatch(/CRC 50\.000,00/);
    expect(await pendingOf(user)).toBe(pending);
    expect((await cartOf(user)).count).toBe(cart.count);
  });

  it('invoices a cart once when 20 checkouts of it race, within the limit', async () => {
    const user = await colleague(5);
    const dear = menu.reduce((max, p) => (p.priceMinor > max.priceMinor ? p : max));
    const before = await pendingOf(user);
    // As many as fit under the limit: twice that would not.
    const amount = Math.min(20, Math.floor((PENDING_LIMIT_MINOR - before) / dear.priceMinor));
    expect(before + 2 * amount * dear.priceMinor).toBeGreaterThan(PENDING_LIMIT_MINOR);
    expectJson(await setAmount(t, user, dear.id, amount));
    const responses = await Promise.all(Array.from({ length: 20 }, () => checkout(t, user)));
    const codes = responses.map((r) => r.statusCode).sort();
    expect(codes).toEqual([201, ...Array<number>(19).fill(409)]);
    for (const refused of responses.filter((r) => r.statusCode === 409))
      expect(Object.keys(refused.json<{ errors: object }>().errors)).toEqual(['cart']);
    expect(await pendingOf(user)).toBe(before + amount * dear.priceMinor);
    expect(await pendingOf(user)).toBeLessThanOrEqual(PENDING_LIMIT_MINOR);
  });

  it('keeps the limit when 20 checkouts of one employee race', async () => {
    const user = await colleague(4);
    const employeeId = await employeeIdOf(t, user);
    const price = menu.find((p) => p.priceMinor >= 200_000)!;
    // Each checkout is 5 units of a product over ₡2.000: at most a few fit under the limit.
    const perOrder = price.priceMinor * 5;
    await t.tokenOf(user);
    const before = await pendingOf(user);
    const responses = await Promise.all(
      Array.from({ length: 20 }, async () => {
        await setAmount(t, user, price.id, 5);
        return checkout(t, user);
      }),
    );
    const codes = responses.map((r) => r.statusCode);
    expect(codes.every((code) => code === 201 || code === 409)).toBe(true);
    const pending = await t.db
      .selectFrom('cafeteria_invoices')
      .select((eb) => eb.fn.sum<number | string>('total_minor').as('s'))
      .where('employee_id', '=', employeeId)
      .where('status', '=', 'pending')
      .executeTakeFirstOrThrow();
    const after = Number(pending.s ?? 0);
    expect(after).toBeLessThanOrEqual(PENDING_LIMIT_MINOR);
    const accepted = codes.filter((code) => code === 201).length;
    expect(after).toBe(before + accepted * perOrder);
    expect(accepted).toBeGreaterThan(0);
    // Whoever was refused for the limit saw it: nothing more would have fitted.
    const overLimit = responses.filter(
      (r) => r.statusCode === 409 && /CRC/.test(r.json<{ message: string }>().message),
    );
    if (overLimit.length) expect(after + perOrder).toBeGreaterThan(PENDING_LIMIT_MINOR);
  });
});
