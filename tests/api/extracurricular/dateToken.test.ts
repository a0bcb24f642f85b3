/**
 * Every call of the family that carries `{token}` in its path (both databases): a missing, stale
 * or malformed token is a 400 naming token, worded in the caller's language; the bearer token
 * and the own-badge rule come first.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { badgeOf, createTestApp, expectInvalid, type TestApp } from '../helpers';
import { EXTRACURRICULAR, joined, staleToken, todayToken } from './extracurricularCalls';

let t: TestApp;
let calls: { method: 'GET' | 'PUT'; path: (token: string | null) => string }[];

beforeAll(async () => {
  t = await createTestApp();
  const admin = await badgeOf(t, 'extracurricular.admin');
  const holder = await t.db
    .selectFrom('role_users as ru')
    .innerJoin('roles as r', 'r.id', 'ru.role_id')
    .select('ru.id')
    .where('r.code', '=', 'Extracurricular_Admin')
    .executeTakeFirstOrThrow();
  const withToken = (base: string) => (token: string | null) =>
    token === null ? base : `${base}${base.endsWith('/') ? '' : '&'}${encodeURIComponent(token)}`;
  calls = [
    { method: 'GET', path: withToken('/Province/GetAllProvinces/') },
    { method: 'GET', path: withToken('/Canton/GetCantonByProvinceId/1') },
    { method: 'GET', path: withToken('/District/GetDistrictsByCantonId/101') },
    { method: 'GET', path: withToken(`/UserLocation/GetUserLocationByBadge/${admin}`) },
    { method: 'GET', path: withToken('/UserAdmin/GetAllUsersAdmin/') },
    { method: 'GET', path: withToken(`/UserAdmin/GetUserAdminById/${holder.id}`) },
    { method: 'GET', path: withToken(`/UserAdmin/GetUserRoles/${admin}`) },
    {
      method: 'PUT',
      path: withToken(`/UserAdmin/PutInsUpdtUserAdmin/${joined(0, admin, admin, true, admin)}`),
    },
  ];
});
afterAll(async () => {
  await t?.close();
});

const send = async (method: 'GET' | 'PUT', path: string, headers: Record<string, string> = {}) =>
  t.app.inject({
    method,
    url: `${EXTRACURRICULAR}${path}`,
    headers: { authorization: `Bearer ${await t.tokenOf('extracurricular.admin')}`, ...headers },
  });

describe('the date token in the path', () => {
  it('is accepted when it is today’s', async () => {
    const token = await todayToken(t);
    for (const { method, path } of calls) {
      const response = await send(method, path(token));
      expect(response.statusCode, `${method} ${path(token)}: ${response.body}`).toBeLessThan(300);
    }
  });

  it('is refused missing, stale or malformed, naming token', async () => {
    const stale = await staleToken(t);
    for (const { method, path } of calls) {
      for (const token of [null, stale, 'zz', '']) {
        expectInvalid(await send(method, path(token)), 'token');
      }
    }
  });

  it('is worded in the caller’s language', async () => {
    const [call] = calls;
    const english = await send(call!.method, call!.path('zz'), { 'accept-language': 'en' });
    expect(english.json<{ errors: Record<string, string> }>().errors.token).toMatch(/today/);
    const spanish = await send(call!.method, call!.path('zz'), { 'accept-language': 'es' });
    expect(spanish.json<{ errors: Record<string, string> }>().errors.token).toMatch(/hoy/);
  });

  it('comes after the bearer token and the own-badge rule', async () => {
    const badge = await badgeOf(t, 'employee');
    const signedOut = await t.app.inject({
      method: 'GET',
      url: `${EXTRACURRICULAR}/Province/GetAllProvinces/zz`,
    });
    expect(signedOut.statusCode).toBe(401);
    const others = await t.app.inject({
      method: 'GET',
      url: `${EXTRACURRICULAR}/UserLocation/GetUserLocationByBadge/${badge}&zz`,
      headers: { authorization: `Bearer ${await t.tokenOf('supervisor')}` },
    });
    expect(others.statusCode).toBe(403);
  });
});
