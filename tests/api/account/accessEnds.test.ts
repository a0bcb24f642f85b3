/**
 * Sessions end when access ends: a deactivated employee's next call answers 401 and their refresh
 * ends the session; a removed role (assignment, role or module switched off) answers 403 for what
 * it allowed as soon as the app has heard of the change (`accessSettled`: at once on SQLite, the
 * trip of PostgreSQL's notice otherwise; server/auth/accessCache.ts). SQLite and, with
 * TEST_DATABASE_URL, PostgreSQL.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await t.db.updateTable('employees').set({ active: 1 }).execute();
  await t.db.updateTable('role_users').set({ active: 1 }).execute();
  await t.db.updateTable('roles').set({ active: 1 }).execute();
  await t.db.updateTable('modules').set({ active: 1 }).execute();
  await t.resetSessions();
});
afterAll(async () => {
  await t?.close();
});

const BENEFITS_LIST = '/BenefitLink';
const OWN_PROFILE = '/User/GetUserByUserName/employee';

async function setEmployeeActive(username: string, active: 0 | 1) {
  await t.db.updateTable('employees').set({ active }).where('username', '=', username).execute();
  await t.accessSettled();
}

async function benefitsUserAssignment() {
  return t.db
    .selectFrom('role_users')
    .innerJoin('employees', 'employees.id', 'role_users.employee_id')
    .innerJoin('roles', 'roles.id', 'role_users.role_id')
    .select(['role_users.id', 'roles.id as role_id', 'roles.module_id'])
    .where('employees.username', '=', 'employee')
    .where('roles.code', '=', 'Benefits_User')
    .executeTakeFirstOrThrow();
}

describe('a deactivated employee', () => {
  it('is answered 401 on the next call, and the refresh ends the session', async () => {
    const tokens = await t.signIn('employee', { force: true });
    const call = (path: string) =>
      t.app.inject({
        method: 'GET',
        url: `/api/main${path}`,
        headers: { authorization: `Bearer ${tokens.token}` },
      });
    expect((await call(OWN_PROFILE)).statusCode).toBe(200);

    await setEmployeeActive('employee', 0);
    const after = await call(OWN_PROFILE);
    expect(after.statusCode).toBe(401);
    expect((await call(BENEFITS_LIST)).statusCode).toBe(401);

    expect((await t.refresh(tokens.refreshtoken)).statusCode).toBe(401);
    const session = await t.db
      .selectFrom('sessions')
      .select(['revoked_at', 'revoked_reason'])
      .executeTakeFirstOrThrow();
    expect(session.revoked_reason).toBe('employee-inactive');

    // Reactivated, the ended session stays ended.
    await setEmployeeActive('employee', 1);
    expect((await call(OWN_PROFILE)).statusCode).toBe(401);
  });

  it('cannot open a session: LoadUserData answers 403', async () => {
    await setEmployeeActive('employee', 0);
    const response = await t.loadUserData('employee', { force: true });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toMatch(/no active employee/);
  });
});

describe('a removed role', () => {
  it('stops allowing its routes at the next call; the others keep working', async () => {
    expect((await t.call('employee', 'GET', BENEFITS_LIST)).statusCode).toBe(200);
    const assignment = await benefitsUserAssignment();
    const removed = await t.call('admin', 'PUT', '/User/UpdateUser', {
      id: assignment.id,
      roleCode: 'Benefits_User',
      active: false,
    });
    expect(removed.statusCode, removed.body).toBe(200);
    await t.accessSettled();
    expect((await t.call('employee', 'GET', BENEFITS_LIST)).statusCode).toBe(403);
    expect((await t.call('employee', 'GET', OWN_PROFILE)).statusCode).toBe(200);

    // Given back, it counts again: the token still names it.
    await t.db
      .updateTable('role_users')
      .set({ active: 1 })
      .where('id', '=', assignment.id)
      .execute();
    await t.accessSettled();
    expect((await t.call('employee', 'GET', BENEFITS_LIST)).statusCode).toBe(200);
  });

  it('switched off as a role or with its module stops counting at once', async () => {
    const assignment = await benefitsUserAssignment();
    expect((await t.call('employee', 'GET', BENEFITS_LIST)).statusCode).toBe(200);
    await t.db
      .updateTable('roles')
      .set({ active: 0 })
      .where('id', '=', assignment.role_id)
      .execute();
    await t.accessSettled();
    expect((await t.call('employee', 'GET', BENEFITS_LIST)).statusCode).toBe(403);
    await t.db
      .updateTable('roles')
      .set({ active: 1 })
      .where('id', '=', assignment.role_id)
      .execute();
    await t.db
      .updateTable('modules')
      .set({ active: 0 })
      .where('id', '=', assignment.module_id)
      .execute();
    await t.accessSettled();
    expect((await t.call('employee', 'GET', BENEFITS_LIST)).statusCode).toBe(403);
  });

  it('does not grant a role added after the token was signed until the refresh', async () => {
    const newhire = await t.signIn('newhire', { force: true });
    const call = (token: string) =>
      t.app.inject({
        method: 'GET',
        url: `/api/main${BENEFITS_LIST}`,
        headers: { authorization: `Bearer ${token}` },
      });
    expect((await call(newhire.token)).statusCode).toBe(403);
    const badge = await t.db
      .selectFrom('employees')
      .select('badge')
      .where('username', '=', 'newhire')
      .executeTakeFirstOrThrow();
    const added = await t.call('admin', 'POST', '/User/AddUser', {
      roleCode: 'Benefits_User',
      badge: badge.badge,
    });
    expect(added.statusCode, added.body).toBe(201);
    expect((await call(newhire.token)).statusCode).toBe(403);
    const refreshed = await t.refresh(newhire.refreshtoken);
    expect(refreshed.statusCode).toBe(200);
    expect((await call(refreshed.json<{ token: string }>().token)).statusCode).toBe(200);
  });
});
