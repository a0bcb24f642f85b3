/**
 * Geography and my location on the extracurricular family (both databases): the '&'-joined path
 * parameters, the date token in the path, the administrators' INEC upserts and the employee's
 * own home address (nobody else's, System_Admin included).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  Canton,
  District,
  Province,
  UserLocation,
} from '../../../contracts/extracurricular/extracurricular';
import {
  badgeOf,
  countRows,
  createTestApp,
  expectInvalid,
  expectJson,
  injectMultipart,
  type TestApp,
} from '../helpers';
import { EXTRACURRICULAR, joined, staleToken, todayToken, xcCall } from './extracurricularCalls';

let t: TestApp;
let employee: string;

beforeAll(async () => {
  t = await createTestApp();
  employee = await badgeOf(t, 'employee');
});
afterAll(async () => {
  await t?.close();
});

describe('provinces, cantons and districts', () => {
  it('answers the INEC divisions through the joined path parameters', async () => {
    const provinces = expectJson<Province[]>(
      await xcCall(t, 'employee', 'GET', '/Province/GetAllProvinces/{token}'),
    );
    expect(provinces.map((p) => p.code)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    const cantons = expectJson<Canton[]>(
      await xcCall(t, 'employee', 'GET', '/Canton/GetCantonByProvinceId/1&{token}'),
    );
    expect(cantons[0]).toEqual({ code: '101', provinceCode: 1, name: 'San José' });
    const districts = expectJson<District[]>(
      await xcCall(t, 'employee', 'GET', '/District/GetDistrictsByCantonId/101&{token}'),
    );
    expect(districts[0]).toMatchObject({ code: '10101', cantonCode: '101' });
  });

  it('refuses a missing, stale or malformed date token with a 400 naming token', async () => {
    expectInvalid(await xcCall(t, 'employee', 'GET', '/Canton/GetCantonByProvinceId/1'), 'token');
    expectInvalid(
      await xcCall(t, 'employee', 'GET', '/Canton/GetCantonByProvinceId/1&{token}', undefined, {
        token: await staleToken(t),
      }),
      'token',
    );
    expectInvalid(
      await xcCall(t, 'employee', 'GET', '/Province/GetAllProvinces/{token}', undefined, {
        token: 'not-a-token',
      }),
      'token',
    );
    expectInvalid(
      await xcCall(t, 'employee', 'GET', '/Canton/GetCantonByProvinceId/1&{token}&3'),
      'token',
    );
    expectInvalid(
      await xcCall(t, 'employee', 'GET', '/Canton/GetCantonByProvinceId/x&{token}'),
      'id',
    );
    // An '&' inside a value arrives encoded and stays in that value.
    expectInvalid(
      await xcCall(t, 'employee', 'GET', '/Canton/GetCantonByProvinceId/1%262&{token}'),
      'id',
    );
    // A broken percent-encoding is the router's own 400.
    expect(
      (await xcCall(t, 'employee', 'GET', '/Canton/GetCantonByProvinceId/%E0%A4%A&{token}'))
        .statusCode,
    ).toBe(400);
  });

  it('lets administrators create and rename divisions by INEC code, idempotently', async () => {
    const body = { code: '199', provinceCode: 1, name: 'Cantón de prueba' };
    expectJson(
      await xcCall(t, 'extracurricular.admin', 'PUT', '/Canton/PutInsUpdtCanton', body),
      201,
    );
    expectJson(
      await xcCall(t, 'extracurricular.admin', 'PUT', '/Canton/PutInsUpdtCanton', body),
      200,
    );
    const district = { code: '19901', cantonCode: '199', name: 'Distrito de prueba' };
    expectJson(
      await xcCall(t, 'extracurricular.admin', 'PUT', '/District/PutInsUpdtDistrict', district),
      201,
    );
    expect(await t.auditRows('canton', '199')).toHaveLength(1);
    const renamed = expectJson<Canton>(
      await xcCall(t, 'extracurricular.admin', 'PUT', '/Canton/PutInsUpdtCanton', {
        ...body,
        name: 'Cantón renombrado',
      }),
    );
    expect(renamed.name).toBe('Cantón renombrado');
    expect(await t.auditRows('canton', '199')).toHaveLength(2);
    const province = { code: 8, name: 'Provincia de prueba' };
    for (const status of [201, 200]) {
      expectJson(
        await xcCall(t, 'extracurricular.admin', 'PUT', '/Province/PutInsUpdtProvince', province),
        status,
      );
    }
    const taken = await xcCall(t, 'extracurricular.admin', 'PUT', '/Province/PutInsUpdtProvince', {
      code: 9,
      name: 'HEREDIA',
    });
    expect(taken.statusCode).toBe(409);
  });

  it('refuses codes that do not nest, unknown parents and taken names', async () => {
    const before = await countRows(t, 'cantons');
    const put = (path: string, body: object) =>
      xcCall(t, 'extracurricular.admin', 'PUT', path, body);
    expectInvalid(
      await put('/Canton/PutInsUpdtCanton', { code: '298', provinceCode: 1, name: 'Otro' }),
      'code',
    );
    expectInvalid(
      await put('/Canton/PutInsUpdtCanton', { code: '998', provinceCode: 9, name: 'Otro' }),
      'provinceCode',
    );
    expectInvalid(
      await put('/District/PutInsUpdtDistrict', { code: '10299', cantonCode: '101', name: 'Otro' }),
      'code',
    );
    expectInvalid(
      await put('/District/PutInsUpdtDistrict', { code: '99899', cantonCode: '998', name: 'Otro' }),
      'cantonCode',
    );
    const taken = await put('/Canton/PutInsUpdtCanton', {
      code: '197',
      provinceCode: 1,
      name: 'san josé',
    });
    expect(taken.statusCode, taken.body).toBe(409);
    expect(Object.keys(taken.json<{ errors: object }>().errors)).toEqual(['name']);
    expect(await countRows(t, 'cantons')).toBe(before);
  });

  it('keeps the writes for administrators', async () => {
    for (const username of ['employee', 'mlt.admin']) {
      const response = await xcCall(t, username, 'PUT', '/Province/PutInsUpdtProvince', {
        code: 8,
        name: 'Provincia ocho',
      });
      expect(response.statusCode).toBe(403);
    }
  });
});

describe('my location', () => {
  const save = async (username: string, ids: (string | number)[], fields: Record<string, string>) =>
    injectMultipart(t.app, {
      method: 'PUT',
      url: `${EXTRACURRICULAR}/UserLocation/PutInsUpdateUserLocation/${joined(...ids)}`,
      token: await t.tokenOf(username),
      fields: Object.entries(fields),
    });

  it('saves and reads my own home', async () => {
    // The demo new hire has not said where they live; the demo employee has.
    const newhire = await badgeOf(t, 'newhire');
    expect(
      expectJson<UserLocation | null>(
        await xcCall(
          t,
          'newhire',
          'GET',
          `/UserLocation/GetUserLocationByBadge/${newhire}&{token}`,
        ),
      ),
    ).toBeNull();
    expect(
      expectJson<UserLocation>(
        await xcCall(
          t,
          'employee',
          'GET',
          `/UserLocation/GetUserLocationByBadge/${employee}&{token}`,
        ),
      ),
    ).toMatchObject({ badge: employee, districtCode: '40801' });
    const saved = expectJson<UserLocation>(
      await save('employee', [employee, 4, '401', '40101'], {
        address: '100 m norte de la iglesia',
        Token: await todayToken(t),
      }),
    );
    expect(saved).toMatchObject({
      badge: employee,
      districtCode: '40101',
      provinceName: 'Heredia',
    });
    const read = expectJson<UserLocation>(
      await xcCall(
        t,
        'employee',
        'GET',
        `/UserLocation/GetUserLocationByBadge/${employee}&{token}`,
      ),
    );
    expect(read.address).toBe('100 m norte de la iglesia');
  });

  it('refuses another employee’s location to everyone, System_Admin included', async () => {
    for (const username of ['supervisor', 'admin', 'extracurricular.admin']) {
      const read = await xcCall(
        t,
        username,
        'GET',
        `/UserLocation/GetUserLocationByBadge/${employee}&{token}`,
      );
      expect(read.statusCode).toBe(403);
      const write = await save(username, [employee, 1, '101', '10101'], {
        address: 'Otra dirección cualquiera',
        Token: await todayToken(t),
      });
      expect(write.statusCode).toBe(403);
    }
  });

  it('refuses a place that does not nest, or a bad Token, writing nothing', async () => {
    const token = await todayToken(t);
    const address = 'Frente al parque central';
    expectInvalid(
      await save('employee', [employee, 1, '401', '40101'], { address, Token: token }),
      'cantonCode',
    );
    expectInvalid(
      await save('employee', [employee, 4, '401', '10101'], { address, Token: token }),
      'districtCode',
    );
    expectInvalid(await save('employee', [employee, 4, '401', '40101'], { address }), 'Token');
    expectInvalid(
      await save('employee', [employee, 4, '401', '40101'], {
        address,
        Token: await staleToken(t),
      }),
      'Token',
    );
    expectInvalid(
      await save('employee', [employee, 4, '401'], { address, Token: token }),
      'districtCode',
    );
    expectInvalid(
      await save('employee', [employee, 4, '401', '40101'], { address: '', Token: token }),
      'address',
    );
    const read = expectJson<UserLocation>(
      await xcCall(
        t,
        'employee',
        'GET',
        `/UserLocation/GetUserLocationByBadge/${employee}&{token}`,
      ),
    );
    expect(read.address).toBe('100 m norte de la iglesia');
  });
});
