import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BenefitLocation } from '../../../contracts/benefits/locations';
import {
  createTestApp,
  expectInvalid,
  expectJson,
  type MultipartField,
  type TestApp,
} from '../helpers';

let t: TestApp;
let benefitId: number;
let otherBenefitId: number;
let inactiveBenefitId: number;

/** Benefits of our own, so the tests do not depend on the demo catalogue. */
async function insertBenefit(name: string, active: boolean): Promise<number> {
  const at = new Date().toISOString();
  const category = await t.db
    .insertInto('benefit_categories')
    .values({ name: `Pruebas ${name}`, position: 99, created_at: at, updated_at: at })
    .returning('id')
    .executeTakeFirstOrThrow();
  const benefit = await t.db
    .insertInto('benefits')
    .values({
      category_id: category.id,
      name,
      name_key: name.toLowerCase(),
      detail: 'Descuento de prueba',
      description: '<p>Prueba</p>',
      benefit_info: '<p>Prueba</p>',
      active: active ? 1 : 0,
      created_at: at,
      updated_at: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return benefit.id;
}

beforeAll(async () => {
  t = await createTestApp();
  for (const username of ['employee', 'newhire', 'benefits.owner', 'admin', 'news.owner']) {
    await t.tokenOf(username);
  }
  benefitId = await insertBenefit('Óptica Pruebas', true);
  otherBenefitId = await insertBenefit('Gimnasio Pruebas', true);
  inactiveBenefitId = await insertBenefit('Beneficio Inactivo', false);
});
afterAll(async () => {
  await t?.close();
});

/** A valid multipart body: Pérez Zeledón, San Isidro de El General. */
const fields = (overrides: Record<string, string> = {}): Record<string, MultipartField> => ({
  idBenefits: String(benefitId),
  provinceCode: '1',
  cantonCode: '119',
  districtCode: '11901',
  address: 'Costado sur del parque central de San Isidro',
  latitude: '9,3733',
  longitude: '-83,7036',
  phone: '+506 2771-1234',
  whatsapp: '8888-1234',
  active: 'true',
  principalLocation: 'false',
  ubicationType: 'store',
  ...overrides,
});

/** POST /BenefitsLocation as the Benefits owner with the valid body changed by `overrides`. */
const post = (overrides: Record<string, string> = {}) =>
  t.callMultipart('benefits.owner', 'POST', '/BenefitsLocation', fields(overrides));

async function create(overrides: Record<string, string> = {}): Promise<BenefitLocation> {
  return expectJson<BenefitLocation>(await post(overrides), 201);
}

const jsonBody = (location: BenefitLocation, overrides: Record<string, unknown> = {}) => ({
  idBenefits: location.idBenefits,
  provinceCode: location.provinceCode,
  cantonCode: location.cantonCode,
  districtCode: location.districtCode,
  address: location.address,
  latitude: location.latitude,
  longitude: location.longitude,
  phone: location.phone,
  whatsapp: location.whatsapp,
  active: location.active,
  principalLocation: location.principalLocation,
  ubicationType: location.ubicationType,
  ...overrides,
});

describe('POST /BenefitsLocation', () => {
  it('stores a location: decimal commas parsed, names from the codes, phones normalised, audited', async () => {
    const created = await create();
    expect(created).toMatchObject({
      idBenefits: benefitId,
      benefitName: 'Óptica Pruebas',
      province: 'San José',
      provinceCode: 1,
      canton: 'Pérez Zeledón',
      cantonCode: '119',
      district: 'San Isidro de El General',
      districtCode: '11901',
      latitude: '9,3733',
      longitude: '-83,7036',
      phone: '27711234',
      whatsapp: '88881234',
      active: true,
      principalLocation: false,
      ubicationType: 'store',
    });
    const stored = await t.db
      .selectFrom('benefit_locations')
      .select(['latitude', 'longitude'])
      .where('id', '=', created.id)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ latitude: 9.3733, longitude: -83.7036 });
    const rows = await t.auditRows('benefit_location', created.id);
    expect(rows.map((row) => row.action)).toEqual(['create']);
    expect(rows[0]!.actor_username).toBe('benefits.owner');
  });

  it('accepts integer coordinates and empty phones', async () => {
    const created = await create({ latitude: '10', longitude: '-84', phone: '', whatsapp: '' });
    expect(created).toMatchObject({
      latitude: '10',
      longitude: '-84',
      phone: null,
      whatsapp: null,
    });
  });

  it('answers 400 naming each bad field', async () => {
    const response = await post({
      latitude: '9.928,1',
      longitude: '-120,5',
      phone: '1234',
      whatsapp: '+1 555 0100',
      address: '',
      ubicationType: 'castle',
    });
    expect(response.statusCode).toBe(400);
    const { errors } = response.json<{ errors: Record<string, string> }>();
    expect(errors.latitude).toMatch(/decimal comma/);
    expect(errors.longitude).toMatch(/inside Costa Rica/);
    expect(Object.keys(errors)).toEqual(
      expect.arrayContaining(['phone', 'whatsapp', 'address', 'ubicationType']),
    );
  });

  it('answers 400 when the canton is not in the province or the district not in the canton', async () => {
    const canton = await post({ provinceCode: '2', cantonCode: '119', districtCode: '11901' });
    expect(canton.statusCode).toBe(400);
    expect(canton.json().errors).toEqual({
      cantonCode: 'cantonCode 119 is not a canton of province 2',
    });
    const district = await post({ districtCode: '10101' });
    expectInvalid(district, 'districtCode');
    const benefit = await post({ idBenefits: '999999' });
    expectInvalid(benefit, 'idBenefits');
  });

  it('refuses employees and other owners (403) and writes nothing', async () => {
    const before = await t.db
      .selectFrom('benefit_locations')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    for (const user of ['employee', 'news.owner']) {
      const response = await t.callMultipart(user, 'POST', '/BenefitsLocation', fields());
      expect(response.statusCode).toBe(403);
    }
    const after = await t.db
      .selectFrom('benefit_locations')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });
});

describe('principal location', () => {
  it('keeps one principal per benefit: saving another unsets the first, both audited', async () => {
    const first = await create({ principalLocation: 'true' });
    expect(first.principalLocation).toBe(true);
    const second = await create({ principalLocation: 'true', address: 'Segunda sucursal, centro' });
    const firstAgain = (
      await t.call('benefits.owner', 'GET', `/BenefitsLocation/${first.id}`)
    ).json<BenefitLocation>();
    expect(firstAgain.principalLocation).toBe(false);
    const principals = await t.db
      .selectFrom('benefit_locations')
      .select('id')
      .where('benefit_id', '=', benefitId)
      .where('principal_location', '=', 1)
      .execute();
    expect(principals).toEqual([{ id: second.id }]);
    expect((await t.auditRows('benefit_location', first.id)).map((r) => r.action)).toEqual([
      'create',
      'update',
    ]);

    // Through PUT as well.
    const updated = await t.call(
      'benefits.owner',
      'PUT',
      `/BenefitsLocation/${first.id}`,
      jsonBody(firstAgain, { principalLocation: true }),
    );
    expect(updated.statusCode, updated.body).toBe(200);
    const secondAgain = (
      await t.call('benefits.owner', 'GET', `/BenefitsLocation/${second.id}`)
    ).json<BenefitLocation>();
    expect(secondAgain.principalLocation).toBe(false);
  });
});

describe('GET /BenefitsLocation and /BenefitsLocation/{id}', () => {
  it('pages one benefit’s locations, readers see only active ones of active benefits', async () => {
    const hidden = await create({ active: 'false', address: 'Local cerrado por remodelación' });
    const owner = await t.call(
      'benefits.owner',
      'GET',
      `/BenefitsLocation?idBenefits=${benefitId}&perPage=2&sort=address`,
    );
    expect(expectJson<BenefitLocation[]>(owner)).toHaveLength(2);
    const ownerTotal = Number(owner.headers['x-total-count']);
    const employee = await t.call('employee', 'GET', `/BenefitsLocation?idBenefits=${benefitId}`);
    expect(Number(employee.headers['x-total-count'])).toBe(ownerTotal - 1);
    expect(employee.json<BenefitLocation[]>().some((l) => l.id === hidden.id)).toBe(false);
    expect((await t.call('employee', 'GET', `/BenefitsLocation/${hidden.id}`)).statusCode).toBe(
      404,
    );
    expect(
      (await t.call('benefits.owner', 'GET', `/BenefitsLocation/${hidden.id}`)).statusCode,
    ).toBe(200);
  });

  it('answers 404 for an unknown id, 400 for a bad one, 403 without a Benefits role', async () => {
    expect((await t.call('employee', 'GET', '/BenefitsLocation/999999')).statusCode).toBe(404);
    expect((await t.call('employee', 'GET', '/BenefitsLocation/abc')).statusCode).toBe(400);
    expect((await t.call('newhire', 'GET', '/BenefitsLocation')).statusCode).toBe(403);
    expect((await t.call('newhire', 'GET', '/BenefitsLocation/1')).statusCode).toBe(403);
    const badFilter = await t.call('employee', 'GET', '/BenefitsLocation?active=maybe');
    expect(badFilter.statusCode).toBe(400);
  });
});

describe('FindByProvincia and FindByProvinciaCanton', () => {
  beforeAll(async () => {
    await create({
      idBenefits: String(otherBenefitId),
      provinceCode: '7',
      cantonCode: '701',
      districtCode: '70101',
      address: 'Avenida 2, frente al parque Vargas',
      latitude: '9,9913',
      longitude: '-83,0415',
    });
    await create({
      idBenefits: String(otherBenefitId),
      provinceCode: '7',
      cantonCode: '702',
      districtCode: '70201',
      address: 'Centro de Guápiles, 100 m sur de la terminal',
      latitude: '10,2156',
      longitude: '-83,7848',
    });
    await create({
      idBenefits: String(inactiveBenefitId),
      provinceCode: '7',
      cantonCode: '701',
      districtCode: '70101',
      address: 'Local de un beneficio inactivo',
      latitude: '9,99',
      longitude: '-83,04',
    });
  });

  it('finds the active locations of active benefits in a province, by code or by name', async () => {
    const byCode = await t.call(
      'employee',
      'GET',
      '/BenefitsLocation/FindByProvincia?provincia=7&perPage=100',
    );
    const found = expectJson<BenefitLocation[]>(byCode);
    const expected = await t.db
      .selectFrom('benefit_locations')
      .innerJoin('benefits', 'benefits.id', 'benefit_locations.benefit_id')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('benefit_locations.province_code', '=', 7)
      .where('benefit_locations.active', '=', 1)
      .where('benefits.active', '=', 1)
      .executeTakeFirstOrThrow();
    expect(Number(byCode.headers['x-total-count'])).toBe(Number(expected.n));
    expect(found.every((l) => l.provinceCode === 7 && l.active)).toBe(true);
    const addresses = found.map((l) => l.address);
    expect(addresses).toEqual(
      expect.arrayContaining([
        'Avenida 2, frente al parque Vargas',
        'Centro de Guápiles, 100 m sur de la terminal',
      ]),
    );
    expect(addresses).not.toContain('Local de un beneficio inactivo');
    const byName = await t.call(
      'employee',
      'GET',
      `/BenefitsLocation/FindByProvincia?provincia=${encodeURIComponent('limon')}&perPage=100`,
    );
    expect(byName.json<BenefitLocation[]>().map((l) => l.id)).toEqual(found.map((l) => l.id));
  });

  it('narrows to a canton and to one benefit', async () => {
    const oneBenefit = await t.call(
      'employee',
      'GET',
      `/BenefitsLocation/FindByProvincia?provincia=7&idBenefits=${otherBenefitId}`,
    );
    expect(oneBenefit.json<BenefitLocation[]>().map((l) => l.address)).toEqual([
      'Avenida 2, frente al parque Vargas',
      'Centro de Guápiles, 100 m sur de la terminal',
    ]);
    const canton = await t.call(
      'employee',
      'GET',
      `/BenefitsLocation/FindByProvinciaCanton?provincia=7&canton=702&idBenefits=${otherBenefitId}`,
    );
    expect(canton.json<BenefitLocation[]>().map((l) => l.address)).toEqual([
      'Centro de Guápiles, 100 m sur de la terminal',
    ]);
    const everyBenefit = await t.call(
      'employee',
      'GET',
      '/BenefitsLocation/FindByProvinciaCanton?provincia=7&canton=702',
    );
    expect(everyBenefit.json<BenefitLocation[]>().every((l) => l.cantonCode === '702')).toBe(true);
    const byName = await t.call(
      'employee',
      'GET',
      `/BenefitsLocation/FindByProvinciaCanton?provincia=Limón&canton=${encodeURIComponent('Pococí')}&idBenefits=${otherBenefitId}`,
    );
    expect(byName.json<BenefitLocation[]>()).toHaveLength(1);
    const elsewhere = await t.call(
      'employee',
      'GET',
      `/BenefitsLocation/FindByProvincia?provincia=1&idBenefits=${otherBenefitId}`,
    );
    expect(elsewhere.json<BenefitLocation[]>()).toEqual([]);
  });

  it('answers 400 for an unknown province or a canton of another province, 403 without a role', async () => {
    const province = await t.call(
      'employee',
      'GET',
      '/BenefitsLocation/FindByProvincia?provincia=9',
    );
    expectInvalid(province, 'provincia');
    const missing = await t.call('employee', 'GET', '/BenefitsLocation/FindByProvincia');
    expect(missing.statusCode).toBe(400);
    const canton = await t.call(
      'employee',
      'GET',
      '/BenefitsLocation/FindByProvinciaCanton?provincia=7&canton=101',
    );
    expectInvalid(canton, 'canton');
    expect(
      (await t.call('newhire', 'GET', '/BenefitsLocation/FindByProvincia?provincia=7')).statusCode,
    ).toBe(403);
  });
});

describe('PUT and DELETE /BenefitsLocation/{id}', () => {
  it('updates with a decimal comma in JSON, audited; a save without changes leaves no row', async () => {
    const created = await create();
    const response = await t.call(
      'benefits.owner',
      'PUT',
      `/BenefitsLocation/${created.id}`,
      jsonBody(created, {
        cantonCode: '101',
        districtCode: '10108',
        address: 'Sabana Norte, edificio Torre',
        latitude: '9,9392',
        longitude: '-84,1002',
        ubicationType: 'office',
      }),
    );
    expect(expectJson<BenefitLocation>(response)).toMatchObject({
      canton: 'San José',
      district: 'Mata Redonda',
      latitude: '9,9392',
      longitude: '-84,1002',
      ubicationType: 'office',
    });
    await t.call(
      'benefits.owner',
      'PUT',
      `/BenefitsLocation/${created.id}`,
      jsonBody(response.json<BenefitLocation>()),
    );
    expect((await t.auditRows('benefit_location', created.id)).map((r) => r.action)).toEqual([
      'create',
      'update',
    ]);
  });

  it('answers 400, 403 and 404 on PUT', async () => {
    const created = await create();
    const bad = await t.call(
      'benefits.owner',
      'PUT',
      `/BenefitsLocation/${created.id}`,
      jsonBody(created, { districtCode: '20101' }),
    );
    expectInvalid(bad, 'districtCode');
    const forbidden = await t.call(
      'employee',
      'PUT',
      `/BenefitsLocation/${created.id}`,
      jsonBody(created),
    );
    expect(forbidden.statusCode).toBe(403);
    const missing = await t.call(
      'benefits.owner',
      'PUT',
      '/BenefitsLocation/999999',
      jsonBody(created),
    );
    expect(missing.statusCode).toBe(404);
  });

  it('deletes (403 for employees, 404 afterwards), audited with the deleted row', async () => {
    const created = await create();
    expect((await t.call('employee', 'DELETE', `/BenefitsLocation/${created.id}`)).statusCode).toBe(
      403,
    );
    const response = await t.call('benefits.owner', 'DELETE', `/BenefitsLocation/${created.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json<BenefitLocation>().id).toBe(created.id);
    expect(
      (await t.call('benefits.owner', 'DELETE', `/BenefitsLocation/${created.id}`)).statusCode,
    ).toBe(404);
    const rows = await t.auditRows('benefit_location', created.id);
    expect(rows.map((row) => row.action)).toEqual(['create', 'delete']);
    expect(JSON.parse(rows[1]!.before!)).toMatchObject({ address: created.address });
  });
});

describe('the demo locations', () => {
  it('spread 150 locations over every province, with one principal per benefit', async () => {
    const rows = await t.db
      .selectFrom('benefit_locations')
      .innerJoin('benefits', 'benefits.id', 'benefit_locations.benefit_id')
      .select(['benefit_locations.province_code', 'benefit_locations.benefit_id'])
      .where('benefits.name', 'not like', '%Pruebas%')
      .where('benefits.name', '!=', 'Beneficio Inactivo')
      .where('benefit_locations.created_by', 'is', null)
      .execute();
    expect(rows).toHaveLength(150);
    expect(new Set(rows.map((row) => row.province_code))).toEqual(new Set([1, 2, 3, 4, 5, 6, 7]));
    const principals = await t.db
      .selectFrom('benefit_locations')
      .select(['benefit_id', (eb) => eb.fn.countAll<number>().as('n')])
      .where('principal_location', '=', 1)
      .where('created_by', 'is', null)
      .groupBy('benefit_id')
      .execute();
    expect(principals.every((row) => Number(row.n) === 1)).toBe(true);
    expect(principals).toHaveLength(new Set(rows.map((row) => row.benefit_id)).size);
  });
});
