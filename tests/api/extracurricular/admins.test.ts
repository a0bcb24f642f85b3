/**
 * The family's administrators (both databases): UserAdmin and UserMLTAdmin rows are the role
 * assignments of Extracurricular_Admin and Extracurricular_MLT; GetUserRoles answers what an
 * employee is on the family.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RoleHolder, UserRoles } from '../../../contracts/extracurricular/extracurricular';
import { TOTAL_COUNT_HEADER } from '../../../contracts/listQuery';
import {
  badgeOf,
  countRows,
  createTestApp,
  expectInvalid,
  expectJson,
  type TestApp,
} from '../helpers';
import { joined, staleToken, xcCall } from './extracurricularCalls';

let t: TestApp;
let admin: string;
let supervisor: string;
let newhire: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await badgeOf(t, 'extracurricular.admin');
  supervisor = await badgeOf(t, 'supervisor');
  newhire = await badgeOf(t, 'newhire');
});
afterAll(async () => {
  await t?.close();
});

const putAdmin = (
  parts: (string | number | boolean)[],
  username = 'extracurricular.admin',
  query = '',
) =>
  xcCall(t, username, 'PUT', `/UserAdmin/PutInsUpdtUserAdmin/${joined(...parts)}&{token}${query}`);

describe('UserAdmin', () => {
  it('lists the administrators as the role’s assignments, paged in SQL', async () => {
    const response = await xcCall(
      t,
      'extracurricular.admin',
      'GET',
      '/UserAdmin/GetAllUsersAdmin/{token}?perPage=100&sort=badge',
    );
    const rows = expectJson<RoleHolder[]>(response);
    expect(rows.map((row) => row.badge)).toContain(admin);
    expect(Number(response.headers[TOTAL_COUNT_HEADER.toLowerCase()])).toBe(rows.length);
    const one = expectJson<RoleHolder>(
      await xcCall(
        t,
        'extracurricular.admin',
        'GET',
        `/UserAdmin/GetUserAdminById/${rows[0]!.id}&{token}`,
      ),
    );
    expect(one).toMatchObject({ badge: rows[0]!.badge, fName: rows[0]!.name });
  });

  it('makes an employee an administrator, idempotently, and deactivates them', async () => {
    const created = expectJson<RoleHolder>(
      await putAdmin([0, supervisor, supervisor, true, admin], undefined, '?fName=Sonia'),
      201,
    );
    expect(created).toMatchObject({ badge: supervisor, active: true });
    const repeat = expectJson<RoleHolder>(await putAdmin([0, supervisor, supervisor, true, admin]));
    expect(repeat.id).toBe(created.id);
    expect(await t.auditRows('role_user', created.id)).toHaveLength(1);
    const roles = expectJson<UserRoles>(
      await xcCall(
        t,
        'extracurricular.admin',
        'GET',
        `/UserAdmin/GetUserRoles/${supervisor}&{token}`,
      ),
    );
    expect(roles).toMatchObject({ badge: supervisor, isAdmin: true, isMLTAdmin: false });
    const off = expectJson<RoleHolder>(
      await putAdmin([created.id, supervisor, supervisor, false, admin]),
    );
    expect(off.active).toBe(false);
    expect(await t.auditRows('role_user', created.id)).toHaveLength(2);
  });

  it('refuses bad input naming the field, writing nothing', async () => {
    const before = await countRows(t, 'role_users');
    expectInvalid(await putAdmin([0, newhire, supervisor, true, admin]), 'confirmBadge');
    expectInvalid(await putAdmin([0, newhire, newhire, true, supervisor]), 'modified_By');
    expectInvalid(await putAdmin([0, 'NOPE99', 'NOPE99', true, admin]), 'badge');
    expectInvalid(await putAdmin([0, newhire, newhire, 'maybe', admin]), 'active');
    expectInvalid(
      await xcCall(
        t,
        'extracurricular.admin',
        'PUT',
        `/UserAdmin/PutInsUpdtUserAdmin/${joined(0, newhire, newhire, true, admin)}`,
      ),
      'token',
    );
    expectInvalid(
      await xcCall(
        t,
        'extracurricular.admin',
        'PUT',
        `/UserAdmin/PutInsUpdtUserAdmin/${joined(0, newhire, newhire, true, admin)}&{token}`,
        undefined,
        { token: await staleToken(t) },
      ),
      'token',
    );
    expect(await countRows(t, 'role_users')).toBe(before);
    const missing = await putAdmin([999999, newhire, newhire, true, admin]);
    expect(missing.statusCode).toBe(404);
  });

  it('makes one assignment of two identical creates sent at once', async () => {
    const badge = await badgeOf(t, 'sales.owner');
    const before = await countRows(t, 'role_users');
    const answers = await Promise.all([
      putAdmin([0, badge, badge, true, admin]),
      putAdmin([0, badge, badge, true, admin]),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 201]);
    const [first, second] = answers.map((a) => a.json<RoleHolder>());
    expect(first!.id).toBe(second!.id);
    expect(await countRows(t, 'role_users')).toBe(before + 1);
  });

  it('keeps the administration for administrators', async () => {
    expect(
      (await putAdmin([0, newhire, newhire, true, await badgeOf(t, 'mlt.admin')], 'mlt.admin'))
        .statusCode,
    ).toBe(403);
    expect(
      (await xcCall(t, 'employee', 'GET', '/UserAdmin/GetAllUsersAdmin/{token}')).statusCode,
    ).toBe(403);
    expect(
      (await xcCall(t, 'employee', 'GET', `/UserAdmin/GetUserRoles/${supervisor}&{token}`))
        .statusCode,
    ).toBe(403);
    const mine = expectJson<UserRoles>(
      await xcCall(
        t,
        'mlt.admin',
        'GET',
        `/UserAdmin/GetUserRoles/${await badgeOf(t, 'mlt.admin')}&{token}`,
      ),
    );
    expect(mine).toMatchObject({ isAdmin: false, isMLTAdmin: true });
  });
});

describe('UserMLTAdmin', () => {
  it('lists, reads and upserts the MLT admins', async () => {
    const rows = expectJson<RoleHolder[]>(
      await xcCall(t, 'mlt.admin', 'GET', '/UserMLTAdmin/GetAllMLTAdmin?q=&active=true'),
    );
    expect(rows.length).toBeGreaterThan(0);
    expectJson<RoleHolder>(
      await xcCall(t, 'mlt.admin', 'GET', `/UserMLTAdmin/GetMLTAdminById?id=${rows[0]!.id}`),
    );
    const body = { id: 0, badge: newhire, active: true, modified_By: admin };
    const created = expectJson<RoleHolder>(
      await xcCall(t, 'extracurricular.admin', 'PUT', '/UserMLTAdmin/PutInsUpdtMLTAdmin', body),
      201,
    );
    const repeat = expectJson<RoleHolder>(
      await xcCall(t, 'extracurricular.admin', 'PUT', '/UserMLTAdmin/PutInsUpdtMLTAdmin', body),
    );
    expect(repeat).toEqual(created);
    expectInvalid(
      await xcCall(t, 'extracurricular.admin', 'PUT', '/UserMLTAdmin/PutInsUpdtMLTAdmin', {
        ...body,
        modified_By: newhire,
      }),
      'modified_By',
    );
    expect(
      (await xcCall(t, 'mlt.admin', 'PUT', '/UserMLTAdmin/PutInsUpdtMLTAdmin', body)).statusCode,
    ).toBe(403);
    expect((await xcCall(t, 'employee', 'GET', '/UserMLTAdmin/GetAllMLTAdmin')).statusCode).toBe(
      403,
    );
  });
});
