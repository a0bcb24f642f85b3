/**
 * Issue 7: asset sale (Venta de Activos) — buildings, campaigns, items and orders, with the
 * limits per person across orders. Runs on SQLite and, with TEST_DATABASE_URL, on PostgreSQL.
 * The concurrency test is in salesConcurrency.test.ts.
 */
import type { HTTPMethods, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TOTAL_COUNT_HEADER } from '../../../contracts/listQuery';
import { addDays, calendarDay } from '../../../contracts/calendar';
import type {
  Building,
  Campaign,
  CampaignDetail,
  CampaignItem,
  Order,
  OrderedItem,
  UserCampaignOrders,
} from '../../../contracts/sales/sales';
import {
  createTestApp,
  expectInvalid,
  expectJson,
  type MultipartField,
  PNG,
  type TestApp,
} from '../helpers';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const today = () => calendarDay();
const total = (response: LightMyRequestResponse) => Number(response.headers[TOTAL_COUNT_HEADER]);
const call: TestApp['call'] = (...args) => t.call(...args);
const get = (username: string, path: string) => call(username, 'GET', path);
const multipart = (
  username: string,
  method: HTTPMethods,
  path: string,
  fields: Record<string, MultipartField>,
) => t.callMultipart(username, method, path, fields);
/** A call to the employee-tools service (the contract's {middleware}). */
const tools = async (
  username: string,
  method: HTTPMethods,
  path: string,
  headers: Record<string, string> = {},
) =>
  t.app.inject({
    method,
    url: `/api/tools${path}`,
    headers: { authorization: `Bearer ${await t.tokenOf(username)}`, ...headers },
  });

let buildingSeq = 0;
async function createBuilding(active = true): Promise<Building> {
  buildingSeq += 1;
  const response = await multipart('sales.owner', 'POST', '/Building', {
    Name: `Edificio de prueba ${buildingSeq}`,
    Active: String(active),
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<Building>();
}

/** Campaign names are unique: each body names a campaign of its own. */
let campaignSeq = 0;
const campaignBody = (buildingIds: number[], overrides: Record<string, unknown> = {}) => ({
  name: `Venta de prueba ${++campaignSeq}`,
  description: 'Equipo usado en buen estado.',
  startDate: addDays(today(), -1),
  endDate: addDays(today(), 10),
  maxLimitPerPerson: 4,
  pickUpInBuilding: true,
  sentToHome: true,
  message: 'Pagos por planilla.',
  shippingMessage: 'Envío por Correos de Costa Rica.',
  buildings: buildingIds.map((id) => ({ building: { id }, active: true })),
  ...overrides,
});

async function createCampaign(
  buildingIds: number[],
  overrides: Record<string, unknown> = {},
): Promise<Campaign> {
  const response = await call(
    'sales.owner',
    'POST',
    '/Campaign',
    campaignBody(buildingIds, overrides),
  );
  expect(response.statusCode, response.body).toBe(201);
  return response.json<Campaign>();
}

const itemFields = (overrides: Record<string, MultipartField> = {}) => ({
  name: 'Monitor de 24"',
  description: 'Full HD',
  quantity: '10',
  stockQuantity: '10',
  unitPrice: '25000.50',
  maxLimitPerPerson: '2',
  EstimatedPrice: '3500,25',
  image: { filename: 'monitor.png', data: PNG },
  ...overrides,
});

async function createItem(
  campaignId: number,
  overrides: Record<string, MultipartField> = {},
): Promise<CampaignItem> {
  const response = await multipart(
    'sales.owner',
    'POST',
    `/Campaign/${campaignId}/Items`,
    itemFields(overrides),
  );
  expect(response.statusCode, response.body).toBe(201);
  return response.json<CampaignItem>();
}

async function stockOf(itemId: number): Promise<number> {
  const row = await t.db
    .selectFrom('sales_items')
    .select('stock_quantity')
    .where('id', '=', itemId)
    .executeTakeFirstOrThrow();
  return row.stock_quantity;
}

describe('Building', () => {
  it('creates, reads, updates and lists buildings (multipart Name, Active), audited', async () => {
    const building = await createBuilding();
    expect(building).toMatchObject({
      name: expect.stringMatching(/^Edificio de prueba/),
      active: true,
    });
    const audit = await t.auditRows('sales_building', building.id);
    expect(audit.map((row) => row.action)).toEqual(['create']);

    const updated = await multipart('sales.owner', 'PUT', `/Building/${building.id}`, {
      Name: 'Heredia — Edificio B',
      Active: 'false',
    });
    expect(expectJson<Building>(updated)).toEqual({
      id: building.id,
      name: 'Heredia — Edificio B',
      active: false,
    });
    expect((await get('sales.owner', `/Building/${building.id}`)).json<Building>().active).toBe(
      false,
    );

    const list = await get('sales.owner', '/Building?q=heredia&sort=name&perPage=50');
    expect(list.statusCode).toBe(200);
    const names = list.json<Building[]>().map((b) => b.name);
    expect(names).toContain('Heredia — Edificio B');
    expect(total(list)).toBe(names.length);
    const inactive = await get('sales.owner', '/Building?active=false');
    expect(inactive.json<Building[]>().every((b) => !b.active)).toBe(true);
  });

  it('answers 400 naming the field, 403 to employees, 404 and 409 for a repeated name', async () => {
    const missing = await multipart('sales.owner', 'POST', '/Building', { Active: 'true' });
    expectInvalid(missing, 'Name');
    const badFlag = await multipart('sales.owner', 'POST', '/Building', {
      Name: 'Sitio Pérez Zeledón',
      Active: 'maybe',
    });
    expectInvalid(badFlag, 'Active');
    const forbidden = await multipart('employee', 'POST', '/Building', {
      Name: 'Sitio Pérez Zeledón',
      Active: 'true',
    });
    expect(forbidden.statusCode).toBe(403);
    expect((await get('sales.owner', '/Building/999999')).statusCode).toBe(404);
    expect((await get('employee', '/Building')).statusCode).toBe(403);
    const existing = (await get('sales.owner', '/Building')).json<Building[]>()[0]!;
    // The name is compared ignoring case.
    const duplicate = await multipart('sales.owner', 'POST', '/Building', {
      Name: existing.name.toUpperCase(),
      Active: 'true',
    });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().errors).toEqual({ Name: 'another building has this name' });
    const other = await createBuilding();
    const renamed = await multipart('sales.owner', 'PUT', `/Building/${other.id}`, {
      Name: existing.name,
      Active: 'true',
    });
    expect(renamed.statusCode).toBe(409);
    expect(renamed.json().errors).toHaveProperty('Name');
    // Its own name in other letters is no clash.
    const ownName = await multipart('sales.owner', 'PUT', `/Building/${other.id}`, {
      Name: other.name.toUpperCase(),
      Active: 'true',
    });
    expect(ownName.statusCode, ownName.body).toBe(200);
  });

  it('deletes an unused building and refuses one a campaign uses, with the reason', async () => {
    const unused = await createBuilding();
    const deleted = await call('sales.owner', 'DELETE', `/Building/${unused.id}`);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect((await get('sales.owner', `/Building/${unused.id}`)).statusCode).toBe(404);

    const used = await createBuilding();
    await createCampaign([used.id]);
    const refused = await call('sales.owner', 'DELETE', `/Building/${used.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      message:
        `The building "${used.name}" cannot be deleted: 1 campaign(s) and 0 order(s) refer to ` +
        'it. Deactivate it instead.',
      code: 'sales.building.inUse',
    });
    const inSpanish = await call('sales.owner', 'DELETE', `/Building/${used.id}`, undefined, {
      'accept-language': 'es-CR',
    });
    expect(inSpanish.json().message).toBe(
      `No se puede eliminar el edificio «${used.name}»: 1 campaña(s) y 0 compra(s) lo usan. ` +
        'Desactívelo en su lugar.',
    );
    expect((await call('employee', 'DELETE', `/Building/${used.id}`)).statusCode).toBe(403);
  });
});

describe('Campaigns', () => {
  it('creates a campaign with its buildings and shows it to buyers while it is active', async () => {
    const building = await createBuilding();
    const campaign = await createCampaign([building.id]);
    expect(campaign).toMatchObject({
      status: 'active',
      maxLimitPerPerson: 4,
      pickUpInBuilding: true,
      sentToHome: true,
      itemCount: 0,
    });
    expect(campaign.buildings).toEqual([
      {
        id: expect.any(Number),
        active: true,
        building: { id: building.id, name: building.name, active: true },
      },
    ]);
    expect((await t.auditRows('sales_campaign', campaign.id)).map((r) => r.action)).toEqual([
      'create',
    ]);

    const active = await get('employee', '/Campaign/Active');
    const activeCampaigns = expectJson<Campaign[]>(active);
    expect(activeCampaigns.map((c) => c.id)).toContain(campaign.id);
    expect(activeCampaigns.every((c) => c.status === 'active')).toBe(true);
    expect(activeCampaigns.map((c) => c.name)).toContain('Renovación de equipo de oficina');

    const detail = await tools('employee', 'GET', `/Campaign/${campaign.id}`);
    expect(detail.statusCode, detail.body).toBe(200);
    expect(detail.json<CampaignDetail>().items).toEqual([]);
  });

  it('searches the active campaigns by name (q), ignoring case and accents', async () => {
    const named = await createCampaign([], {
      pickUpInBuilding: false,
      name: 'Liquidación de sillas ergonómicas',
    });
    const finished = await createCampaign([], {
      pickUpInBuilding: false,
      name: 'Liquidación de sillas antiguas',
      startDate: addDays(today(), -9),
      endDate: addDays(today(), -2),
    });
    const found = expectJson<Campaign[]>(
      await get('employee', `/Campaign/Active?q=${encodeURIComponent('SILLAS ERGONOMICAS')}`),
    );
    expect(found.map((c) => c.id)).toEqual([named.id]);
    const liquidations = expectJson<Campaign[]>(
      await get('employee', '/Campaign/Active?q=liquidaci'),
    );
    expect(liquidations.map((c) => c.id)).toContain(named.id);
    expect(liquidations.map((c) => c.id)).not.toContain(finished.id);
    expect(expectJson<Campaign[]>(await get('employee', '/Campaign/Active?q=%25'))).toEqual([]);
    expectInvalid(await get('employee', `/Campaign/Active?q=${'x'.repeat(101)}`), 'q');
    expect((await get('newhire', '/Campaign/Active?q=sillas')).statusCode).toBe(403);
  });

  it('hides scheduled and finished campaigns from buyers (404) but not from owners', async () => {
    const future = await createCampaign([], {
      pickUpInBuilding: false,
      startDate: addDays(today(), 5),
      endDate: addDays(today(), 9),
    });
    expect(future.status).toBe('scheduled');
    expect((await tools('employee', 'GET', `/Campaign/${future.id}`)).statusCode).toBe(404);
    expect((await tools('sales.owner', 'GET', `/Campaign/${future.id}`)).statusCode).toBe(200);
    expect((await tools('admin', 'GET', `/Campaign/${future.id}`)).statusCode).toBe(200);
    expect((await tools('sales.owner', 'GET', '/Campaign/999999')).statusCode).toBe(404);
    expect((await tools('newhire', 'GET', `/Campaign/${future.id}`)).statusCode).toBe(403);
    const scheduled = await get('sales.owner', '/Campaign?status=scheduled&perPage=100');
    expect(scheduled.json<Campaign[]>().map((c) => c.id)).toContain(future.id);
    expect(scheduled.json<Campaign[]>().every((c) => c.status === 'scheduled')).toBe(true);
  });

  it('answers 400 naming the field for bad campaigns and 403 to employees', async () => {
    const building = await createBuilding();
    const cases: [Record<string, unknown>, string][] = [
      [{ endDate: addDays(today(), -5) }, 'endDate'],
      [{ maxLimitPerPerson: 1.5 }, 'maxLimitPerPerson'],
      [{ pickUpInBuilding: false, sentToHome: false }, 'sentToHome'],
      [{ name: '' }, 'name'],
      [{ startDate: '2026-02-30' }, 'startDate'],
    ];
    for (const [overrides, field] of cases) {
      const response = await call(
        'sales.owner',
        'POST',
        '/Campaign',
        campaignBody([building.id], overrides),
      );
      expect(response.statusCode, JSON.stringify(overrides)).toBe(400);
      expect(response.json().errors).toHaveProperty(field);
    }
    const noBuilding = await call('sales.owner', 'POST', '/Campaign', campaignBody([]));
    expectInvalid(noBuilding, 'buildings');
    const unknownBuilding = await call('sales.owner', 'POST', '/Campaign', campaignBody([999999]));
    expect(unknownBuilding.statusCode).toBe(400);
    expect(unknownBuilding.json().errors.buildings).toMatch(/999999/);
    expect(
      (await call('employee', 'POST', '/Campaign', campaignBody([building.id]))).statusCode,
    ).toBe(403);
    expect((await get('employee', '/Campaign')).statusCode).toBe(403);
    const missing = await call(
      'sales.owner',
      'PUT',
      '/Campaign/999999',
      campaignBody([building.id]),
    );
    expect(missing.statusCode).toBe(404);
  });

  it('refuses a name another campaign has, ignoring case (409 naming the field)', async () => {
    const building = await createBuilding();
    const first = await createCampaign([building.id]);
    const second = await createCampaign([building.id]);
    const clash = await call(
      'sales.owner',
      'POST',
      '/Campaign',
      campaignBody([building.id], { name: first.name.toLowerCase() }),
    );
    expect(clash.statusCode).toBe(409);
    expect(clash.json()).toEqual({
      code: 'sales.campaign.duplicate',
      message: `A campaign named "${first.name.toLowerCase()}" already exists`,
      errors: { name: 'another campaign has this name' },
    });
    const renamed = await call(
      'sales.owner',
      'PUT',
      `/Campaign/${second.id}`,
      campaignBody([building.id], { name: first.name }),
    );
    expect(renamed.statusCode).toBe(409);
    expect(renamed.json().errors).toHaveProperty('name');
    const kept = await call(
      'sales.owner',
      'PUT',
      `/Campaign/${first.id}`,
      campaignBody([building.id], { name: first.name }),
    );
    expect(kept.statusCode, kept.body).toBe(200);
  });

  it('updates the fields and replaces the building links', async () => {
    const [first, second] = [await createBuilding(), await createBuilding()];
    const campaign = await createCampaign([first.id]);
    const response = await call(
      'sales.owner',
      'PUT',
      `/Campaign/${campaign.id}`,
      campaignBody([second.id], { name: 'Venta renombrada', maxLimitPerPerson: 6 }),
    );
    const updated = expectJson<Campaign>(response);
    expect(updated).toMatchObject({ name: 'Venta renombrada', maxLimitPerPerson: 6 });
    expect(updated.buildings.map((link) => link.building.id)).toEqual([second.id]);
  });
});

describe('Campaign items', () => {
  it('adds an item with its image; prices are decimals, the shipping price takes a comma', async () => {
    const campaign = await createCampaign([(await createBuilding()).id]);
    const item = await createItem(campaign.id);
    expect(item).toMatchObject({
      campaignId: campaign.id,
      quantity: 10,
      stockQuantity: 10,
      unitPrice: 25000.5,
      EstimatedPrice: 3500.25,
      maxLimitPerPerson: 2,
      imageUrl: expect.stringMatching(/^\/api\/main\/files\/[0-9a-f-]{36}$/),
    });
    const stored = await t.db
      .selectFrom('sales_items')
      .select(['unit_price_minor', 'shipping_price_minor'])
      .where('id', '=', item.id)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ unit_price_minor: 2500050, shipping_price_minor: 350025 });
    const image = await t.app.inject({ method: 'GET', url: item.imageUrl! });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');

    const read = await get('sales.owner', `/Campaign/Items/${item.id}`);
    expect(read.json<CampaignItem>()).toEqual(item);
    const listed = await get('sales.owner', `/Campaign/Items?campaignId=${campaign.id}`);
    expect(listed.json<CampaignItem[]>().map((i) => i.id)).toEqual([item.id]);
    expect(total(listed)).toBe(1);
    const detail = await tools('employee', 'GET', `/Campaign/${campaign.id}`);
    expect(detail.json<CampaignDetail>().items.map((i) => i.id)).toEqual([item.id]);
  });

  it('updates an item, keeping its image when no file comes', async () => {
    const campaign = await createCampaign([(await createBuilding()).id]);
    const item = await createItem(campaign.id);
    const withoutImage: Record<string, MultipartField> = itemFields();
    delete withoutImage.image;
    const response = await multipart('sales.owner', 'PUT', `/Campaign/Items/${item.id}`, {
      ...withoutImage,
      stockQuantity: '7',
      EstimatedPrice: '4000',
    });
    expect(expectJson<CampaignItem>(response)).toMatchObject({
      stockQuantity: 7,
      EstimatedPrice: 4000,
      imageUrl: item.imageUrl,
    });
    expect((await t.auditRows('sales_item', item.id)).map((r) => r.action)).toEqual([
      'create',
      'update',
    ]);
  });

  it('answers 400 naming the field, 403 to employees and 404 for unknown ones', async () => {
    const campaign = await createCampaign([(await createBuilding()).id]);
    const cases: [Record<string, MultipartField>, string][] = [
      [{ unitPrice: '12,345' }, 'unitPrice'],
      [{ EstimatedPrice: 'gratis' }, 'EstimatedPrice'],
      [{ quantity: '2.5' }, 'quantity'],
      [{ stockQuantity: '11' }, 'stockQuantity'],
      [{ maxLimitPerPerson: '0' }, 'maxLimitPerPerson'],
      [{ image: { filename: 'foto.png', data: Buffer.from('MZ\x90\x00 not an image') } }, 'image'],
    ];
    for (const [overrides, field] of cases) {
      const response = await multipart(
        'sales.owner',
        'POST',
        `/Campaign/${campaign.id}/Items`,
        itemFields(overrides),
      );
      expect(response.statusCode, field).toBe(400);
      expect(response.json().errors).toHaveProperty(field);
    }
    const tooLarge = await multipart('sales.owner', 'POST', `/Campaign/${campaign.id}/Items`, {
      ...itemFields(),
      image: { filename: 'big.png', data: Buffer.alloc(5 * 1024 * 1024 + 1) },
    });
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json().message).toMatch(/too large|larger than/);
    expect(
      (await multipart('employee', 'POST', `/Campaign/${campaign.id}/Items`, itemFields()))
        .statusCode,
    ).toBe(403);
    expect(
      (await multipart('sales.owner', 'POST', '/Campaign/999999/Items', itemFields())).statusCode,
    ).toBe(404);
    expect(
      (await multipart('sales.owner', 'PUT', '/Campaign/Items/999999', itemFields())).statusCode,
    ).toBe(404);
    expect((await get('sales.owner', '/Campaign/Items/999999')).statusCode).toBe(404);
    expect((await get('employee', '/Campaign/Items')).statusCode).toBe(403);
    expect((await call('sales.owner', 'DELETE', '/Campaign/Items/999999')).statusCode).toBe(404);
  });
});

describe('Orders', () => {
  async function saleWithItem(
    campaignOverrides: Record<string, unknown> = {},
    itemOverrides: Record<string, MultipartField> = {},
  ) {
    const building = await createBuilding();
    const campaign = await createCampaign([building.id], campaignOverrides);
    const item = await createItem(campaign.id, itemOverrides);
    return { building, campaign, item };
  }

  const order = (
    username: string,
    campaignId: number,
    items: { itemId: number; quantity: number }[],
    delivery: Record<string, unknown>,
  ) => call(username, 'POST', '/Order', { campaignId, items, ...delivery });

  it('places an order: stock goes down, totals in money, the buyer is notified', async () => {
    const { building, campaign, item } = await saleWithItem();
    const response = await order('employee', campaign.id, [{ itemId: item.id, quantity: 2 }], {
      delivery: 'building',
      buildingId: building.id,
    });
    const placed = expectJson<Order>(response, 201);
    expect(placed).toMatchObject({
      campaignId: campaign.id,
      delivery: 'building',
      building: { id: building.id, name: building.name },
      address: null,
      itemsTotal: 50001,
      shippingTotal: 0,
      total: 50001,
      employee: { username: 'employee' },
      items: [{ itemId: item.id, quantity: 2, unitPrice: 25000.5, shippingPrice: 0, total: 50001 }],
    });
    expect(await stockOf(item.id)).toBe(8);
    const notifications = await t.db
      .selectFrom('notifications')
      .innerJoin('employees', 'employees.id', 'notifications.employee_id')
      .select(['notifications.kind', 'notifications.link', 'employees.username'])
      .where('notifications.link', '=', `/Ventas/CompraDetalle/${placed.id}`)
      .execute();
    expect(notifications).toEqual([
      { kind: 'sales-order', link: `/Ventas/CompraDetalle/${placed.id}`, username: 'employee' },
    ]);
  });

  it('sends home with each item’s shipping price per unit', async () => {
    const { campaign, item } = await saleWithItem();
    const response = await order('employee', campaign.id, [{ itemId: item.id, quantity: 1 }], {
      delivery: 'home',
      address: 'De la iglesia de Santo Domingo 200 m norte, Heredia',
      phone: '8888-1234',
    });
    expect(expectJson<Order>(response, 201)).toMatchObject({
      delivery: 'home',
      building: null,
      itemsTotal: 25000.5,
      shippingTotal: 3500.25,
      total: 28500.75,
    });
  });

  it('counts earlier orders against the item’s and the campaign’s limits per person', async () => {
    const { building, campaign, item } = await saleWithItem({ maxLimitPerPerson: 3 });
    const second = await createItem(campaign.id, { name: 'Silla', maxLimitPerPerson: '5' });
    const pickUp = { delivery: 'building', buildingId: building.id };
    const buy = (username: string, itemId: number, quantity: number) =>
      order(username, campaign.id, [{ itemId, quantity }], pickUp);
    expect((await buy('employee', item.id, 1)).statusCode).toBe(201);
    expect((await buy('employee', item.id, 1)).statusCode).toBe(201);
    const aboveItem = await buy('employee', item.id, 1);
    expect(aboveItem.statusCode).toBe(409);
    expect(aboveItem.json().message).toBe(
      'You may buy at most 2 of "Monitor de 24"" in this campaign; you already bought 2.',
    );
    expect(aboveItem.json().errors).toEqual({ 'items[0].quantity': 'above the limit per person' });
    const aboveCampaign = await buy('employee', second.id, 2);
    expect(aboveCampaign.statusCode).toBe(409);
    expect(aboveCampaign.json().message).toMatch(
      /at most 3 units in the campaign "Venta de prueba \d+"; you already bought 2/,
    );
    // Nothing of a refused order is written.
    expect(await stockOf(second.id)).toBe(10);
    // Another employee has their own allowance.
    expect((await buy('admin', item.id, 2)).statusCode).toBe(201);

    const mine = await get('employee', `/Order/User/Campaign/${campaign.id}`);
    const bought = expectJson<UserCampaignOrders>(mine);
    expect(bought.orders).toHaveLength(2);
    expect(bought.boughtByItem).toEqual({ [item.id]: 2 });
    expect(bought.boughtTotal).toBe(2);
    expect((await get('employee', '/Order/User/Campaign/999999')).statusCode).toBe(404);
  });

  it('refuses more than the stock left with the reason (409)', async () => {
    const { building, campaign, item } = await saleWithItem(
      {},
      { quantity: '3', stockQuantity: '1', maxLimitPerPerson: '3' },
    );
    const response = await order('employee', campaign.id, [{ itemId: item.id, quantity: 2 }], {
      delivery: 'building',
      buildingId: building.id,
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('Only 1 of "Monitor de 24"" left; you asked for 2.');
    expect(await stockOf(item.id)).toBe(1);
  });

  it('answers 400 for bad orders, 404 for an unknown campaign, 409 for a closed one, 403 without a sales role', async () => {
    const { building, campaign, item } = await saleWithItem({ sentToHome: false });
    const line = [{ itemId: item.id, quantity: 1 }];
    const cases: [Record<string, unknown>, string][] = [
      [
        { campaignId: campaign.id, items: [], delivery: 'building', buildingId: building.id },
        'items',
      ],
      [{ campaignId: campaign.id, items: line, delivery: 'building' }, 'buildingId'],
      [{ campaignId: campaign.id, items: line, delivery: 'drone' }, 'delivery'],
      [
        {
          campaignId: campaign.id,
          items: [...line, ...line],
          delivery: 'building',
          buildingId: building.id,
        },
        'items',
      ],
      [
        {
          campaignId: campaign.id,
          items: [{ itemId: item.id, quantity: 0 }],
          delivery: 'building',
          buildingId: building.id,
        },
        'items[0].quantity',
      ],
      [
        {
          campaignId: campaign.id,
          items: line,
          delivery: 'home',
          address: 'Heredia centro, casa 12',
          phone: '8888-1234',
        },
        'delivery',
      ],
      [{ campaignId: campaign.id, items: line, delivery: 'building', buildingId: 1 }, 'buildingId'],
    ];
    for (const [body, field] of cases) {
      const response = await call('employee', 'POST', '/Order', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().errors).toHaveProperty(field);
    }
    const other = await saleWithItem();
    const foreignItem = await call('employee', 'POST', '/Order', {
      campaignId: campaign.id,
      items: [{ itemId: other.item.id, quantity: 1 }],
      delivery: 'building',
      buildingId: building.id,
    });
    expect(foreignItem.statusCode).toBe(400);
    expect(foreignItem.json().errors).toHaveProperty(['items[0].itemId']);

    const unknown = await call('employee', 'POST', '/Order', {
      campaignId: 999999,
      items: line,
      delivery: 'building',
      buildingId: building.id,
    });
    expect(unknown.statusCode).toBe(404);

    const finished = await saleWithItem({
      startDate: addDays(today(), -10),
      endDate: addDays(today(), -1),
    });
    const closed = await call('employee', 'POST', '/Order', {
      campaignId: finished.campaign.id,
      items: [{ itemId: finished.item.id, quantity: 1 }],
      delivery: 'building',
      buildingId: finished.building.id,
    });
    expect(closed.statusCode).toBe(409);
    expect(closed.json().message).toMatch(/is not open for orders/);

    const noRole = await call('newhire', 'POST', '/Order', {
      campaignId: campaign.id,
      items: line,
      delivery: 'building',
      buildingId: building.id,
    });
    expect(noRole.statusCode).toBe(403);
  });

  it('shows an order to its buyer and the owners only (403 for another employee)', async () => {
    const { building, campaign, item } = await saleWithItem();
    const placed = (
      await order('employee', campaign.id, [{ itemId: item.id, quantity: 1 }], {
        delivery: 'building',
        buildingId: building.id,
      })
    ).json<Order>();
    expect((await get('employee', `/Order/${placed.id}`)).json<Order>()).toEqual(placed);
    expect((await get('sales.owner', `/Order/${placed.id}`)).statusCode).toBe(200);
    expect((await get('admin', `/Order/${placed.id}`)).statusCode).toBe(200);
    const othersOrder = await t.db
      .selectFrom('sales_orders')
      .innerJoin('employees', 'employees.id', 'sales_orders.employee_id')
      .select('sales_orders.id')
      .where('employees.username', '!=', 'employee')
      .executeTakeFirstOrThrow();
    const foreign = await get('employee', `/Order/${othersOrder.id}`);
    expect(foreign.statusCode).toBe(403);
    expect((await get('employee', '/Order/999999')).statusCode).toBe(404);
    expect((await get('newhire', `/Order/${placed.id}`)).statusCode).toBe(403);

    const mine = await get('employee', '/Order/User');
    const orders = expectJson<Order[]>(mine);
    expect(orders.every((o) => o.employee.username === 'employee')).toBe(true);
    expect(orders[0]!.id).toBe(placed.id);
    expect(total(mine)).toBe(orders.length);
    // The portal's own-order lookup: another employee's id finds nothing.
    expect((await get('employee', `/Order/User?id=${placed.id}`)).json<Order[]>()).toHaveLength(1);
    expect((await get('employee', `/Order/User?id=${othersOrder.id}`)).json<Order[]>()).toEqual([]);
  });

  it('lists every order for the owners with filters, and the units bought per item', async () => {
    const { building, campaign, item } = await saleWithItem();
    const second = await createItem(campaign.id, {
      name: 'Teclado',
      unitPrice: '1000',
      maxLimitPerPerson: '5',
    });
    await order('employee', campaign.id, [{ itemId: item.id, quantity: 2 }], {
      delivery: 'building',
      buildingId: building.id,
    });
    await order(
      'admin',
      campaign.id,
      [
        { itemId: item.id, quantity: 1 },
        { itemId: second.id, quantity: 3 },
      ],
      {
        delivery: 'home',
        address: 'San Pedro de Montes de Oca, del Mall 100 sur',
        phone: '2222 3333',
      },
    );

    const byCampaign = await get(
      'sales.owner',
      `/Order?campaignId=${campaign.id}&sort=total&order=DESC`,
    );
    const listed = expectJson<Order[]>(byCampaign);
    expect(total(byCampaign)).toBe(2);
    // 50 001,00 against 42 001,50 (two items, one with shipping).
    expect(listed.map((o) => o.employee.username)).toEqual(['employee', 'admin']);
    expect(listed.map((o) => o.total)).toEqual([50001, 42001.5]);
    const byBuilding = await get('sales.owner', `/Order?buildingId=${building.id}`);
    expect(byBuilding.json<Order[]>().map((o) => o.employee.username)).toEqual(['employee']);
    const byEmployee = await get('sales.owner', `/Order?campaignId=${campaign.id}&q=esteban`);
    expect(byEmployee.json<Order[]>().map((o) => o.employee.username)).toEqual(['employee']);
    const todayOnly = await get('sales.owner', `/Order?from=${today()}&to=${today()}&perPage=100`);
    expect(todayOnly.json<Order[]>().map((o) => o.id)).toEqual(
      expect.arrayContaining(listed.map((o) => o.id)),
    );
    const yesterday = addDays(today(), -1);
    const past = await get(
      'sales.owner',
      `/Order?from=${yesterday}&to=${yesterday}&campaignId=${campaign.id}`,
    );
    expect(past.json<Order[]>()).toEqual([]);
    expect((await get('sales.owner', '/Order?from=ayer')).statusCode).toBe(400);
    expect((await get('employee', '/Order')).statusCode).toBe(403);

    const items = await get('sales.owner', `/Order/Campaign/${campaign.id}/Items`);
    const summary = expectJson<OrderedItem[]>(items);
    expect(summary.find((row) => row.id === item.id)).toMatchObject({
      quantityBought: 3,
      orders: 2,
      itemsTotal: 75001.5,
      shippingTotal: 3500.25,
      stockQuantity: 7,
    });
    expect(summary.find((row) => row.id === second.id)).toMatchObject({
      quantityBought: 3,
      orders: 1,
      itemsTotal: 3000,
    });
    expect((await get('sales.owner', '/Order/Campaign/999999/Items')).statusCode).toBe(404);
    expect((await get('employee', `/Order/Campaign/${campaign.id}/Items`)).statusCode).toBe(403);
  });

  it('refuses to delete a campaign or an item with orders, with the service’s message', async () => {
    const { building, campaign, item } = await saleWithItem();
    await order('employee', campaign.id, [{ itemId: item.id, quantity: 1 }], {
      delivery: 'building',
      buildingId: building.id,
    });
    const es = await tools('sales.owner', 'DELETE', `/Campaign/${campaign.id}?culture=es`);
    expect(es.statusCode).toBe(409);
    expect(es.json().message).toBe(
      `No se puede eliminar la campaña «${campaign.name}»: tiene 1 compra(s) registrada(s).`,
    );
    const en = await tools('sales.owner', 'DELETE', `/Campaign/${campaign.id}?culture=en`);
    expect(en.json().message).toBe(
      `The campaign "${campaign.name}" cannot be deleted: it has 1 order(s).`,
    );
    // `culture` names the language where the contract has it; without it, Accept-Language does.
    const namedOverHeader = await tools(
      'sales.owner',
      'DELETE',
      `/Campaign/${campaign.id}?culture=en`,
      {
        'accept-language': 'es',
      },
    );
    expect(namedOverHeader.json().message).toBe(en.json().message);
    const byHeader = await tools('sales.owner', 'DELETE', `/Campaign/${campaign.id}`, {
      'accept-language': 'es',
    });
    expect(byHeader.json()).toEqual({
      message: es.json().message,
      code: 'sales.campaign.hasOrders',
    });
    expect(
      (await tools('sales.owner', 'DELETE', `/Campaign/${campaign.id}?culture=fr`)).statusCode,
    ).toBe(400);
    const itemRefused = await call('sales.owner', 'DELETE', `/Campaign/Items/${item.id}`);
    expect(itemRefused.statusCode).toBe(409);
    expect(itemRefused.json().message).toBe(
      'The item "Monitor de 24"" cannot be deleted: it is in 1 order(s).',
    );
    expect(
      (await tools('employee', 'DELETE', `/Campaign/${campaign.id}?culture=es`)).statusCode,
    ).toBe(403);
    expect((await tools('sales.owner', 'DELETE', '/Campaign/999999?culture=es')).statusCode).toBe(
      404,
    );
  });

  it('deletes a campaign without orders with its items, and an item without orders', async () => {
    const { campaign, item } = await saleWithItem();
    const other = await createItem(campaign.id, { name: 'Otro' });
    const deletedItem = await call('sales.owner', 'DELETE', `/Campaign/Items/${other.id}`);
    expect(deletedItem.statusCode, deletedItem.body).toBe(200);
    const deleted = await tools('sales.owner', 'DELETE', `/Campaign/${campaign.id}?culture=es`);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect((await tools('sales.owner', 'GET', `/Campaign/${campaign.id}`)).statusCode).toBe(404);
    expect((await get('sales.owner', `/Campaign/Items/${item.id}`)).statusCode).toBe(404);
    expect((await t.auditRows('sales_campaign', campaign.id)).map((r) => r.action)).toEqual([
      'create',
      'delete',
    ]);
  });
});

describe('seed', () => {
  it('has buildings, a current, a finished and a scheduled campaign, and the employee’s order', async () => {
    const campaigns = (await get('sales.owner', '/Campaign?perPage=100')).json<Campaign[]>();
    const statuses = new Set(campaigns.map((c) => c.status));
    expect(statuses).toEqual(new Set(['active', 'finished', 'scheduled']));
    const mine = (await get('employee', '/Order/User')).json<Order[]>();
    expect(mine.length).toBeGreaterThan(0);
    const items = (await get('sales.owner', '/Campaign/Items?perPage=100')).json<CampaignItem[]>();
    expect(
      items.every((item) => item.imageUrl !== null && item.stockQuantity <= item.quantity),
    ).toBe(true);
  });
});

describe('OpenAPI document', () => {
  it('shows the sale’s routes on both services, with the order contract', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(document.paths['/api/tools/Campaign/{id}']?.get).toBeDefined();
    expect(document.paths['/api/tools/Campaign/{id}']?.delete?.parameters).toEqual(
      expect.arrayContaining([expect.objectContaining({ name: 'culture', in: 'query' })]),
    );
    const order = document.paths['/api/main/Order']?.post;
    expect(order?.description).toMatch(/Roles: AssetsSale_User, AssetsSale_Owner/);
    const schema = order?.requestBody?.content?.['application/json']?.schema;
    expect(Object.keys(schema?.properties ?? {})).toEqual(
      expect.arrayContaining(['campaignId', 'delivery', 'buildingId', 'items']),
    );
    for (const path of [
      '/api/main/Building',
      '/api/main/Campaign/Items/{id}',
      '/api/main/Order/User/Campaign/{id}',
    ]) {
      expect(document.paths[path], path).toBeDefined();
    }
  });
});
