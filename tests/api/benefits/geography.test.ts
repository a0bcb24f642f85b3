import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Canton, District, Province } from '../../../contracts/benefits/locations';
import { createTestApp, type TestApp } from '../helpers';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('GET /Provinces', () => {
  it('answers the seven provinces by INEC code to any employee', async () => {
    const response = await t.call('newhire', 'GET', '/Provinces');
    expect(response.statusCode).toBe(200);
    expect(response.json<Province[]>()).toEqual([
      { id: 1, name: 'San José' },
      { id: 2, name: 'Alajuela' },
      { id: 3, name: 'Cartago' },
      { id: 4, name: 'Heredia' },
      { id: 5, name: 'Guanacaste' },
      { id: 6, name: 'Puntarenas' },
      { id: 7, name: 'Limón' },
    ]);
  });

  it('refuses a caller without a token (401)', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/main/Provinces' });
    expect(response.statusCode).toBe(401);
  });
});

describe('GET /Provinces/{id}/Cantons', () => {
  it("answers a province's cantons in official order, the newest cantons included", async () => {
    const alajuela = (await t.call('employee', 'GET', '/Provinces/2/Cantons')).json<Canton[]>();
    expect(alajuela).toHaveLength(16);
    expect(alajuela[0]).toEqual({ id: '201', provinceId: 2, name: 'Alajuela' });
    expect(alajuela.at(-1)).toEqual({ id: '216', provinceId: 2, name: 'Río Cuarto' });
    const puntarenas = (await t.call('employee', 'GET', '/Provinces/6/Cantons')).json<Canton[]>();
    expect(puntarenas.map((canton) => canton.name).slice(-2)).toEqual([
      'Monteverde',
      'Puerto Jiménez',
    ]);
    let cantons = 0;
    for (let province = 1; province <= 7; province++) {
      const response = await t.call('employee', 'GET', `/Provinces/${province}/Cantons`);
      cantons += response.json<Canton[]>().length;
    }
    expect(cantons).toBe(84);
  });

  it('answers 400 for a province id that is not 1–7', async () => {
    for (const id of ['0', '8', 'abc']) {
      const response = await t.call('employee', 'GET', `/Provinces/${id}/Cantons`);
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toHaveProperty('provinceId');
    }
  });
});

describe('GET /Provinces/{id}/Cantons/{id}/Districts', () => {
  it("answers a canton's districts with their INEC codes, gaps kept where a district moved", async () => {
    const response = await t.call('employee', 'GET', '/Provinces/1/Cantons/119/Districts');
    expect(response.statusCode).toBe(200);
    const districts = response.json<District[]>();
    expect(districts[0]).toEqual({
      id: '11901',
      cantonId: '119',
      name: 'San Isidro de El General',
    });
    expect(districts).toHaveLength(12);
    const grecia = (await t.call('employee', 'GET', '/Provinces/2/Cantons/203/Districts')).json<
      District[]
    >();
    expect(grecia.map((district) => district.id)).toEqual([
      '20301',
      '20302',
      '20303',
      '20304',
      '20305',
      '20307',
      '20308',
    ]);
    const total = await t.db
      .selectFrom('districts')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(total.n)).toBe(492);
  });

  it('answers 404 for a canton of another province, 400 for a malformed canton', async () => {
    const elsewhere = await t.call('employee', 'GET', '/Provinces/2/Cantons/101/Districts');
    expect(elsewhere.statusCode).toBe(404);
    const malformed = await t.call('employee', 'GET', '/Provinces/1/Cantons/1x/Districts');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().errors).toHaveProperty('cantonId');
  });
});
