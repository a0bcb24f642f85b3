/**
 * The cafeterias' menu as employees read it (active rows, filters, paging in SQL) and as the
 * owners keep it (simple-rest resources: audited, deactivated instead of deleted when referred to).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  Cafeteria,
  CafeteriaCategory,
  CafeteriaPrice,
  CafeteriaPriceRecord,
  CafeteriaRecord,
} from '../../../contracts/cafeteria/cafeteria';
import { createTestApp, expectInvalid, expectJson, type TestApp } from '../helpers';
import { contentRange, restQuery } from '../simpleRest';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const prices = async (query = '') => {
  const response = await t.call('newhire', 'GET', `/Cafeteria/GetCafeteriaPrices?${query}`);
  return {
    rows: expectJson<CafeteriaPrice[]>(response),
    total: Number(response.headers['x-total-count']),
  };
};

describe('the menu', () => {
  it('lists the open cafeterias and the categories in order, for any employee', async () => {
    const cafeterias = expectJson<Cafeteria[]>(
      await t.call('newhire', 'GET', '/Cafeteria/GetCafeterias'),
    );
    expect(cafeterias.map((c) => c.name)).toEqual([
      'Café Terraza',
      'Comedor Central',
      'Soda Parqueo',
    ]);
    expect(cafeterias[1]).toMatchObject({ location: 'Edificio A, primer piso', active: true });
    const categories = expectJson<CafeteriaCategory[]>(
      await t.call('newhire', 'GET', '/Cafeteria/GetCafeteriasCategories'),
    );
    expect(categories.map((c) => c.name)).toEqual([
      'Desayunos',
      'Almuerzos',
      'Bebidas',
      'Repostería',
      'Saludable',
    ]);
  });

  it('answers prices by category then product, paged with the total', async () => {
    const all = await prices('perPage=100');
    expect(all.total).toBe(57);
    expect(all.rows[0]).toMatchObject({ category: 'Desayunos', product: 'Gallo pinto con huevo' });
    const page2 = await prices('perPage=10&page=2');
    expect(page2.rows.map((r) => r.id)).toEqual(all.rows.slice(10, 20).map((r) => r.id));
    expect(page2.total).toBe(57);
  });

  it('filters by cafeteria, category and product text ignoring case and accents', async () => {
    const cafeterias = expectJson<Cafeteria[]>(
      await t.call('employee', 'GET', '/Cafeteria/GetCafeterias'),
    );
    const soda = cafeterias.find((c) => c.name === 'Soda Parqueo')!;
    const inSoda = await prices(`cafeteria=${soda.id}&perPage=100`);
    expect(inSoda.total).toBe(17);
    expect(inSoda.rows.every((r) => r.cafeteriaId === soda.id)).toBe(true);
    const found = await prices('product=REPOSTERIA');
    expect(found.total).toBe(0);
    const cafe = await prices('product=CAFE');
    expect(new Set(cafe.rows.map((r) => r.product))).toEqual(
      new Set(['Café negro', 'Café con leche']),
    );
    const category = cafe.rows[0]!.categoryId;
    const drinks = await prices(`category=${category}&perPage=100`);
    expect(drinks.rows.every((r) => r.category === 'Bebidas')).toBe(true);
  });

  it('refuses malformed filters with 400 naming them', async () => {
    expectInvalid(
      await t.call('employee', 'GET', '/Cafeteria/GetCafeteriaPrices?cafeteria=x'),
      'cafeteria',
    );
    expectInvalid(
      await t.call('employee', 'GET', '/Cafeteria/GetCafeteriaPrices?perPage=500'),
      'perPage',
    );
  });
});

describe('the owners’ reference data', () => {
  it('is refused to employees without the owner role', async () => {
    expect((await t.call('employee', 'GET', '/admin/cafeterias')).statusCode).toBe(403);
    expect((await t.call('payroll.owner', 'GET', '/admin/cafeterias')).statusCode).toBe(200);
  });

  it('creates, edits and searches cafeterias, audited; a taken name is 409', async () => {
    const created = expectJson<CafeteriaRecord>(
      await t.call('payroll.owner', 'POST', '/admin/cafeterias', {
        name: 'Kiosco Norte',
        location: 'Edificio C',
        openingHours: 'Lunes a viernes, 8:00–12:00',
      }),
      201,
    );
    expect(created).toMatchObject({ name: 'Kiosco Norte', active: true });
    const taken = await t.call('payroll.owner', 'POST', '/admin/cafeterias', {
      name: 'kiosco norte',
      location: 'x y',
      openingHours: 'x y',
    });
    expect(taken.statusCode).toBe(409);
    expect(Object.keys(taken.json<{ errors: object }>().errors)).toEqual(['name']);
    const edited = expectJson<CafeteriaRecord>(
      await t.call('payroll.owner', 'PUT', `/admin/cafeterias/${created.id}`, {
        name: 'Kiosco Norte',
        location: 'Edificio C, vestíbulo',
        openingHours: 'Lunes a viernes, 8:00–12:00',
      }),
    );
    expect(edited.location).toBe('Edificio C, vestíbulo');
    const list = await t.call(
      'payroll.owner',
      'GET',
      `/admin/cafeterias?${restQuery({ filter: { q: 'vestibulo' } })}`,
    );
    expect(expectJson<CafeteriaRecord[]>(list).map((c) => c.id)).toEqual([created.id]);
    expect(contentRange(list, 'cafeterias').total).toBe(1);
    expect((await t.auditRows('cafeteria', created.id)).length).toBe(2);
    // Nothing refers to it: it is deleted.
    expectJson(await t.call('payroll.owner', 'DELETE', `/admin/cafeterias/${created.id}`));
    expect(
      (await t.call('payroll.owner', 'GET', `/admin/cafeterias/${created.id}`)).statusCode,
    ).toBe(404);
  });

  it('prices a new product, which the menu then offers; deactivates a sold price instead of deleting it', async () => {
    const [cafeteria] = expectJson<Cafeteria[]>(
      await t.call('employee', 'GET', '/Cafeteria/GetCafeterias'),
    );
    const [category] = expectJson<CafeteriaCategory[]>(
      await t.call('employee', 'GET', '/Cafeteria/GetCafeteriasCategories'),
    );
    const created = expectJson<CafeteriaPriceRecord>(
      await t.call('payroll.owner', 'POST', '/admin/cafeteria-prices', {
        cafeteriaId: cafeteria!.id,
        categoryId: category!.id,
        product: 'Chorreada con natilla',
        priceMinor: 175_000,
      }),
      201,
    );
    expect(created).toMatchObject({
      product: 'Chorreada con natilla',
      priceMinor: 175_000,
      active: true,
    });
    expect((await prices('product=chorreada')).rows.map((r) => r.id)).toEqual([created.id]);
    const again = await t.call('payroll.owner', 'POST', '/admin/cafeteria-prices', {
      cafeteriaId: cafeteria!.id,
      categoryId: category!.id,
      product: 'CHORREADA CON NATILLA',
      priceMinor: 100_000,
    });
    expect(again.statusCode).toBe(409);
    expect(Object.keys(again.json<{ errors: object }>().errors)).toEqual(['product']);
    expectInvalid(
      await t.call('payroll.owner', 'POST', '/admin/cafeteria-prices', {
        cafeteriaId: 999_999,
        categoryId: category!.id,
        product: 'Algo',
        priceMinor: 100,
      }),
      'cafeteriaId',
    );
    expectInvalid(
      await t.call('payroll.owner', 'POST', '/admin/cafeteria-prices', {
        cafeteriaId: cafeteria!.id,
        categoryId: category!.id,
        product: 'Algo',
        priceMinor: 0,
      }),
      'priceMinor',
    );
    // A seeded price that invoices refer to: deactivated, gone from the menu, kept for the invoices.
    const sold = await t.db
      .selectFrom('cafeteria_invoice_lines')
      .select('price_id')
      .where('price_id', 'is not', null)
      .executeTakeFirstOrThrow();
    const removed = expectJson<CafeteriaPriceRecord>(
      await t.call('payroll.owner', 'DELETE', `/admin/cafeteria-prices/${sold.price_id}`),
    );
    expect(removed.active).toBe(false);
    const kept = expectJson<CafeteriaPriceRecord>(
      await t.call('admin', 'GET', `/admin/cafeteria-prices/${sold.price_id}`),
    );
    expect(kept.active).toBe(false);
    expect((await prices('perPage=100')).rows.some((r) => r.id === sold.price_id)).toBe(false);
  });

  it('saves a price edited or left as it was, audited, and the instance answers on', async () => {
    const [seeded] = (await prices('perPage=1')).rows;
    const record = expectJson<CafeteriaPriceRecord>(
      await t.call('payroll.owner', 'GET', `/admin/cafeteria-prices/${seeded!.id}`),
    );
    const body = {
      cafeteriaId: record.cafeteriaId,
      categoryId: record.categoryId,
      product: record.product,
      priceMinor: record.priceMinor,
      active: record.active,
    };
    // As the edit form sends it back unchanged: on SQLite this once waited for ever.
    expect(
      expectJson<CafeteriaPriceRecord>(
        await t.call('payroll.owner', 'PUT', `/admin/cafeteria-prices/${record.id}`, body),
      ),
    ).toMatchObject(body);
    const edited = expectJson<CafeteriaPriceRecord>(
      await t.call('admin', 'PUT', `/admin/cafeteria-prices/${record.id}`, {
        ...body,
        priceMinor: record.priceMinor + 5_000,
      }),
    );
    expect(edited.priceMinor).toBe(record.priceMinor + 5_000);
    const audit = await t.auditRows('cafeteria_price', record.id);
    expect(audit.at(-1)).toMatchObject({ action: 'update' });
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });
});
