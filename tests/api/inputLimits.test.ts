import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countRows, createTestApp, expectInvalid, type TestApp } from './helpers';

/** The request kit's limits, on the routes where a probe found them missing. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const post = (url: string, payload: string, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: `/api/main${url}`,
    headers: { 'content-type': 'application/json', ...headers },
    payload,
  });

describe('request input', () => {
  it('drops keys named like Object.prototype members, in bodies and query strings', async () => {
    for (const key of ['toString', 'constructor', 'valueOf', 'hasOwnProperty']) {
      const signIn = await post(
        '/authenticate/LoadUserData',
        `{"login":"a","token":"b","${key}":1}`,
      );
      expect(signIn.statusCode, signIn.body).toBeLessThan(500);
      expect(signIn.statusCode).not.toBe(200);
      const refresh = await post('/authenticate/refresh', `{"token":"b","${key}":1}`);
      expect(refresh.statusCode, refresh.body).toBeLessThan(500);
      const list = await t.call('admin', 'GET', `/Building?${key}=1&q=a`);
      expect(list.statusCode, list.body).toBe(200);
    }
    const proto = await post('/authenticate/LoadUserData', '{"login":"a","__proto__":{"x":1}}');
    expect(proto.statusCode).toBe(400);
    const filter = await t.call('admin', 'GET', '/admin/audit-entries?filter={"toString":1}');
    expect(filter.statusCode, filter.body).toBe(200);
  });

  it('answers 400 naming a field sent as a list or an object where one value is expected', async () => {
    expectInvalid(await t.call('admin', 'GET', '/Building?q=a&q=b'), 'q');
    expectInvalid(await t.call('admin', 'GET', '/user?criteria=ab&criteria=cd'), 'criteria');
    expectInvalid(
      await t.call('admin', 'POST', '/Campaign', { name: ['a'], buildings: [1, 2] }),
      'name',
    );
  });

  it('answers 400 naming an item of the wrong shape, at any depth, before any rule of the contract', async () => {
    const campaigns = await countRows(t, 'sales_campaigns');
    // Ids where the contract wants buildings (objects): once a 500 from the campaign's own rule.
    for (const method of ['POST', 'PUT'] as const) {
      const url = method === 'POST' ? '/Campaign' : '/Campaign/1';
      expectInvalid(
        await t.call('admin', method, url, { name: 'Venta', buildings: [1, 2] }),
        'buildings[0]',
        'buildings[1]',
      );
      expectInvalid(
        await t.call('admin', method, url, { name: 'Venta', buildings: [[{ id: 1 }]] }),
        'buildings[0]',
      );
    }
    expect(await countRows(t, 'sales_campaigns')).toBe(campaigns);
    const orders = await countRows(t, 'sales_orders');
    for (const items of [[null], [1], ['a'], [[]]]) {
      expectInvalid(
        await t.call('employee', 'POST', '/Order', { campaignId: 1, items }),
        'items[0]',
      );
    }
    expect(await countRows(t, 'sales_orders')).toBe(orders);
  });

  it('reads the JSON of an admin list’s filter, sort and range like a body, naming the field', async () => {
    const list = (query: string) => t.call('employee', 'GET', `/admin/company-holidays?${query}`);
    for (const q of ['[1]', '{"a":1}', '[[]]']) {
      const refused = await list(`filter=${encodeURIComponent(`{"q":${q}}`)}`);
      expectInvalid(refused, 'filter.q');
    }
    expectInvalid(await list(`sort=${encodeURIComponent('[["name"],"ASC"]')}`), 'sort[0]');
    expectInvalid(await list(`range=${encodeURIComponent('[null,9]')}`), 'range[0]');
    expect((await list(`filter=${encodeURIComponent('{"q":"navidad"}')}`)).statusCode).toBe(200);
  });

  it('refuses deep or sprawling JSON before parsing it, and keeps the server responsive', async () => {
    const deep = '['.repeat(300_000) + ']'.repeat(300_000);
    expectInvalid(await post('/authenticate/refresh', deep), 'body');
    expectInvalid(
      await post('/authenticate/refresh', `{"a":${'{"a":'.repeat(20)}1${'}'.repeat(21)}`),
      'body',
    );
    expectInvalid(await post('/authenticate/refresh', `[${'1,'.repeat(5_000)}1]`), 'body');
  });

  it('refuses NUL characters, huge strings, ids and integers beyond 32 bits and non-finite numbers', async () => {
    expectInvalid(await t.call('admin', 'GET', '/Building?q=a%00b'), 'q');
    expectInvalid(await t.call('admin', 'GET', `/Building?q=${'x'.repeat(300_000)}`), 'q');
    expectInvalid(await t.call('admin', 'GET', '/Building/2147483648'), 'id');
    expectInvalid(await t.call('admin', 'GET', '/Building/1e308'), 'id');
    expectInvalid(await t.call('admin', 'GET', '/Building?page=1e308'), 'page');
    expectInvalid(await t.call('admin', 'GET', '/Building?page=Infinity'), 'page');
    expectInvalid(
      await t.call('admin', 'PUT', '/Module/Update', { id: 2 ** 31, name: 'Ventas', active: true }),
      'id',
    );
    expect((await t.call('admin', 'GET', '/Building/2147483647')).statusCode).toBe(404);
  });

  it('answers 400 or 413 for a broken multipart body and writes nothing', async () => {
    const before = await t.db
      .selectFrom('sales_buildings')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    const token = await t.tokenOf('admin');
    const send = (contentType: string, payload: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/main/Building',
        headers: { authorization: `Bearer ${token}`, 'content-type': contentType },
        payload,
      });
    const noBoundary = await send('multipart/form-data', '--x\r\n');
    expect(noBoundary.statusCode, noBoundary.body).toBe(400);
    const truncated = await send(
      'multipart/form-data; boundary=x',
      '--x\r\nContent-Disposition: form-data; name="Name"\r\n\r\nEdificio',
    );
    expect(truncated.statusCode, truncated.body).toBe(400);
    const parts = Array.from(
      { length: 60 },
      (_, index) => `--x\r\nContent-Disposition: form-data; name="f${index}"\r\n\r\nv\r\n`,
    ).join('');
    const tooMany = await send('multipart/form-data; boundary=x', `${parts}--x--\r\n`);
    expect(tooMany.statusCode, tooMany.body).toBe(413);
    const prototypeNamed = await t.callMultipart('admin', 'POST', '/Building', {
      Name: 'Edificio Uno',
      Active: 'true',
      toString: 'x',
    });
    expect(prototypeNamed.statusCode, prototypeNamed.body).toBe(400);
    const created = await t.callMultipart('admin', 'POST', '/Building', {
      Name: 'Edificio Uno',
      Active: 'true',
    });
    expect(created.statusCode, created.body).toBe(201);
    const after = await t.db
      .selectFrom('sales_buildings')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n) + 1);
  });
});
