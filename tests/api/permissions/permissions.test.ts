/**
 * Issue 4: permissions administration (modules → roles → users), the audit trail of its writes,
 * and the employee search. Runs on SQLite and, with TEST_DATABASE_URL, on PostgreSQL.
 */
import type { HTTPMethods, LightMyRequestResponse } from 'fastify';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiTokenClaims, TokenResponse } from '../../../contracts/account/authentication';
import { TOTAL_COUNT_HEADER } from '../../../contracts/listQuery';
import type {
  AuditEntry,
  EmployeeSearchResult,
  ModuleWithRoles,
  RoleAssignment,
  RoleSummary,
} from '../../../contracts/permissions/permissions';
import { recordAudit } from '../../../server/audit/audit';
import { catalogueNames } from '../../../contracts/permissions/names';
import { foldText } from '../../../server/db/text';
import { writeTransaction } from '../../../server/db/transaction';
import { createTestApp, type TestApp } from '../helpers';
import { contentRange, restQuery } from '../simpleRest';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const main = (path: string) => `/api/main${path}`;
const rolesOf = (token: string) => (decodeJwt(token) as unknown as ApiTokenClaims).role;
const total = (response: LightMyRequestResponse) => Number(response.headers[TOTAL_COUNT_HEADER]);

interface Session {
  tokens: TokenResponse;
  call(method: HTTPMethods, path: string, payload?: object): Promise<LightMyRequestResponse>;
  get(path: string): Promise<LightMyRequestResponse>;
  /** Refreshes the session and answers the roles of the new API token. */
  refreshedRoles(): Promise<string[]>;
}

/** Signs `username` in (ending any other session of theirs). */
async function as(username: string): Promise<Session> {
  let tokens = await t.signIn(username, { force: true });
  const call: Session['call'] = (method, path, payload) =>
    t.app.inject({
      method,
      url: main(path),
      headers: { authorization: `Bearer ${tokens.token}` },
      ...(payload ? { payload } : {}),
    });
  return {
    get tokens() {
      return tokens;
    },
    call,
    get: (path) => call('GET', path),
    async refreshedRoles() {
      const response = await t.refresh(tokens.refreshtoken);
      expect(response.statusCode, response.body).toBe(200);
      tokens = response.json<TokenResponse>();
      return rolesOf(tokens.token);
    },
  };
}

async function badgeOf(username: string): Promise<string> {
  const row = await t.db
    .selectFrom('employees')
    .select('badge')
    .where('username', '=', username)
    .executeTakeFirstOrThrow();
  return row.badge;
}

/** PUT /Role/Update: renames a role and switches it on or off. */
const updateRole = (admin: Session, id: number, name: string, active: unknown) =>
  admin.call('PUT', '/Role/Update', { id, name, active });

/** PUT /User/UpdateUser: moves an assignment to another role of its module, or ends it. */
const updateAssignment = (admin: Session, id: number, roleCode: string, active: boolean) =>
  admin.call('PUT', '/User/UpdateUser', { id, roleCode, active });

async function auditOf(admin: Session, entity: string, entityId: number | string) {
  const query = restQuery({ sort: ['at', 'ASC'], range: [0, 99], filter: { entity } });
  const response = await admin.get(`/admin/audit-entries?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<AuditEntry[]>().filter((entry) => entry.entityId === String(entityId));
}

describe('GET /Module/GetAll/', () => {
  it('lists every module with its roles and active user counts, by name, with the total', async () => {
    const admin = await as('admin');
    const response = await admin.get('/Module/GetAll/');
    expect(response.statusCode).toBe(200);
    expect(total(response)).toBe(19);
    const modules = response.json<ModuleWithRoles[]>();
    expect(modules).toHaveLength(19);
    const benefits = modules.find((m) => m.code === 'BENEFITS')!;
    expect(benefits).toMatchObject({ name: 'Benefits', active: true });
    expect(benefits.roles.map((r) => [r.code, r.userCount, r.active])).toEqual([
      ['Benefits_Owner', 1, true],
      ['Benefits_User', 1, true],
    ]);
    expect(benefits.roles[0]).toMatchObject({
      moduleId: benefits.id,
      moduleCode: 'BENEFITS',
      moduleName: 'Benefits',
    });
    expect(modules.find((m) => m.code === 'CERTIFICATES')!.roles).toEqual([]);
  });

  it.each(['es', 'en'] as const)(
    'sorts by the names the reader sees in their language (%s), in alphabetical order',
    async (language) => {
      const response = await t.call('admin', 'GET', '/Module/GetAll/?perPage=100', undefined, {
        'accept-language': language,
      });
      const modules = response.json<ModuleWithRoles[]>();
      expect(modules).toHaveLength(19);
      // The seeded names are shown translated (the portal's names by code).
      const shown = modules.map((m) => foldText(catalogueNames[language].modules[m.code]!));
      expect(shown).toEqual([...shown].sort());
    },
  );

  it('pages and sorts in SQL', async () => {
    const admin = await as('admin');
    const all = (await admin.get('/Module/GetAll/?sort=code&perPage=100')).json<
      ModuleWithRoles[]
    >();
    const codes = all.map((m) => m.code);
    expect(codes).toEqual([...codes].sort());
    const page = await admin.get('/Module/GetAll/?sort=code&order=DESC&page=2&perPage=5');
    expect(total(page)).toBe(19);
    expect(page.json<ModuleWithRoles[]>().map((m) => m.code)).toEqual(
      [...codes].reverse().slice(5, 10),
    );
    const last = await admin.get('/Module/GetAll/?sort=code&page=4&perPage=5');
    expect(last.json<ModuleWithRoles[]>().map((m) => m.code)).toEqual(codes.slice(15));
    const beyond = await admin.get('/Module/GetAll/?page=9&perPage=5');
    expect(beyond.json()).toEqual([]);
    expect(total(beyond)).toBe(19);
  });

  it('filters by name or code, ignoring case and accents', async () => {
    const admin = await as('admin');
    const byName = await admin.get('/Module/GetAll/?q=VENTA');
    expect(byName.json<ModuleWithRoles[]>().map((m) => m.code)).toEqual(['ASSETS_SALE']);
    expect(total(byName)).toBe(1);
    const byCode = await admin.get('/Module/GetAll/?q=personal_d');
    expect(byCode.json<ModuleWithRoles[]>().map((m) => m.code)).toEqual(['PERSONAL_DAYS']);
    // '_' is a literal, not a LIKE wildcard.
    expect((await admin.get('/Module/GetAll/?q=PERSONAL%25')).json()).toEqual([]);
    const accented = await admin.get(`/Module/GetAll/?q=${encodeURIComponent('ÉDUCATIONAL')}`);
    expect(accented.json<ModuleWithRoles[]>().map((m) => m.code)).toEqual(['REIMBURSEMENT']);
  });

  it('answers 400 naming the field for bad paging or sorting', async () => {
    const admin = await as('admin');
    for (const [query, field] of [
      ['perPage=0', 'perPage'],
      ['perPage=101', 'perPage'],
      ['page=0', 'page'],
      ['sort=id', 'sort'],
      ['order=UP', 'order'],
    ]) {
      const response = await admin.get(`/Module/GetAll/?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().errors).toHaveProperty(field!);
    }
  });
});

describe('roles of a module', () => {
  it('GET /Module/GetRolesByModule lists them; 404 for an unknown module; 400 without one', async () => {
    const admin = await as('admin');
    const response = await admin.get('/Module/GetRolesByModule?moduleCode=RAFT');
    expect(response.statusCode).toBe(200);
    expect(response.json<RoleSummary[]>().map((r) => r.code)).toEqual(['Raft_Owner', 'Raft_User']);
    expect((await admin.get('/Module/GetRolesByModule?moduleCode=NOPE')).statusCode).toBe(404);
    const missing = await admin.get('/Module/GetRolesByModule');
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toHaveProperty('moduleCode');
  });

  it('GET /Role/GetByCode answers the role, 404 when unknown', async () => {
    const admin = await as('admin');
    const response = await admin.get('/Role/GetByCode/System_Admin');
    expect(response.statusCode).toBe(200);
    expect(response.json<RoleSummary>()).toMatchObject({
      code: 'System_Admin',
      moduleCode: 'CONFIGURATION',
      active: true,
      userCount: 1,
    });
    expect((await admin.get('/Role/GetByCode/Nope_Role')).statusCode).toBe(404);
  });
});

describe('PUT /Module/Update', () => {
  it('renames a module and audits the change with before and after', async () => {
    const admin = await as('admin');
    const raft = (await admin.get('/Module/GetRolesByModule?moduleCode=RAFT')).json<
      RoleSummary[]
    >()[0]!;
    const response = await admin.call('PUT', '/Module/Update', {
      id: raft.moduleId,
      name: '  Refer a friend ',
      active: true,
    });
    expect(response.statusCode, response.body).toBe(200);
    const updated = response.json<ModuleWithRoles>();
    expect(updated).toMatchObject({ id: raft.moduleId, code: 'RAFT', name: 'Refer a friend' });
    expect(updated.roles.map((r) => r.code)).toEqual(['Raft_Owner', 'Raft_User']);

    const [entry, ...more] = await auditOf(admin, 'module', raft.moduleId);
    expect(more).toEqual([]);
    expect(entry).toMatchObject({
      actorUsername: 'admin',
      entity: 'module',
      entityId: String(raft.moduleId),
      action: 'update',
      before: { id: raft.moduleId, code: 'RAFT', name: 'Bring a friend', active: true },
      after: { id: raft.moduleId, code: 'RAFT', name: 'Refer a friend', active: true },
    });
    expect(Date.now() - Date.parse(entry!.at)).toBeLessThan(60_000);

    // The same values again change nothing and leave no row.
    await admin.call('PUT', '/Module/Update', {
      id: raft.moduleId,
      name: 'Refer a friend',
      active: true,
    });
    expect(await auditOf(admin, 'module', raft.moduleId)).toHaveLength(1);
  });

  it('deactivating a module takes its roles out of tokens at the next refresh', async () => {
    const admin = await as('admin');
    const owner = await as('raft.owner');
    const employee = await as('employee');
    expect(rolesOf(owner.tokens.token)).toEqual(['Raft_Owner']);
    const { moduleId } = (await admin.get('/Role/GetByCode/Raft_User')).json<RoleSummary>();

    const off = await admin.call('PUT', '/Module/Update', {
      id: moduleId,
      name: 'Refer a friend',
      active: false,
    });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json<ModuleWithRoles>().active).toBe(false);
    expect(await owner.refreshedRoles()).toEqual([]);
    expect(await employee.refreshedRoles()).not.toContain('Raft_User');

    const on = await admin.call('PUT', '/Module/Update', {
      id: moduleId,
      name: 'Refer a friend',
      active: true,
    });
    expect(on.statusCode).toBe(200);
    expect(await owner.refreshedRoles()).toEqual(['Raft_Owner']);
    expect(await employee.refreshedRoles()).toContain('Raft_User');
  });

  it('refuses to deactivate the module holding System_Admin (409)', async () => {
    const admin = await as('admin');
    const { moduleId } = (await admin.get('/Role/GetByCode/System_Admin')).json<RoleSummary>();
    const response = await admin.call('PUT', '/Module/Update', {
      id: moduleId,
      name: 'Configuration',
      active: false,
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toMatch(/System_Admin/);
    expect(await admin.refreshedRoles()).toContain('System_Admin');
  });

  it('answers 404 for an unknown module and 400 naming the fields', async () => {
    const admin = await as('admin');
    const unknown = await admin.call('PUT', '/Module/Update', {
      id: 9999,
      name: 'Nope',
      active: true,
    });
    expect(unknown.statusCode).toBe(404);
    const invalid = await admin.call('PUT', '/Module/Update', { id: 'x', name: 'a' });
    expect(invalid.statusCode).toBe(400);
    expect(Object.keys(invalid.json().errors).sort()).toEqual(['active', 'id', 'name']);
  });
});

describe('PUT /Role/Update', () => {
  it('renames and deactivates a role; the role leaves the token at the next refresh; audited', async () => {
    const admin = await as('admin');
    const employee = await as('employee');
    const role = (await admin.get('/Role/GetByCode/PD_User')).json<RoleSummary>();

    const off = await updateRole(admin, role.id, 'Días personales', false);
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json<RoleSummary>()).toMatchObject({
      id: role.id,
      code: 'PD_User',
      name: 'Días personales',
      active: false,
      moduleCode: 'PERSONAL_DAYS',
    });
    expect(await employee.refreshedRoles()).not.toContain('PD_User');

    const on = await updateRole(admin, role.id, 'PD User', true);
    expect(on.statusCode).toBe(200);
    expect(await employee.refreshedRoles()).toContain('PD_User');

    const entries = await auditOf(admin, 'role', role.id);
    expect(entries.map((e) => [e.action, e.before, e.after])).toEqual([
      [
        'update',
        { id: role.id, code: 'PD_User', name: 'PD User', moduleId: role.moduleId, active: true },
        {
          id: role.id,
          code: 'PD_User',
          name: 'Días personales',
          moduleId: role.moduleId,
          active: false,
        },
      ],
      [
        'update',
        {
          id: role.id,
          code: 'PD_User',
          name: 'Días personales',
          moduleId: role.moduleId,
          active: false,
        },
        { id: role.id, code: 'PD_User', name: 'PD User', moduleId: role.moduleId, active: true },
      ],
    ]);
  });

  it('refuses to deactivate System_Admin (409) but may rename it', async () => {
    const admin = await as('admin');
    const role = (await admin.get('/Role/GetByCode/System_Admin')).json<RoleSummary>();
    const off = await updateRole(admin, role.id, role.name, false);
    expect(off.statusCode).toBe(409);
    expect(off.json().message).toMatch(/System_Admin/);
    const renamed = await updateRole(admin, role.id, 'Administrador', true);
    expect(renamed.statusCode).toBe(200);
    await updateRole(admin, role.id, role.name, true);
  });

  it('answers 404 for an unknown role and 400 naming the fields', async () => {
    const admin = await as('admin');
    expect((await updateRole(admin, 9999, 'Nope', true)).statusCode).toBe(404);
    const invalid = await updateRole(admin, 1, '', 'maybe');
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().errors).toHaveProperty('name');
    expect(invalid.json().errors).toHaveProperty('active');
  });
});

describe('assignments', () => {
  it('AddUser by badge gives newhire the role at the next refresh; UpdateUser active:false takes it away; both audited', async () => {
    const admin = await as('admin');
    const newhire = await as('newhire');
    const badge = await badgeOf('newhire');
    expect(rolesOf(newhire.tokens.token)).toEqual([]);

    const added = await admin.call('POST', '/User/AddUser', { roleCode: 'Benefits_User', badge });
    expect(added.statusCode, added.body).toBe(201);
    const assignment = added.json<RoleAssignment>();
    expect(assignment).toMatchObject({
      roleCode: 'Benefits_User',
      roleName: 'Benefits User',
      badge,
      username: 'newhire',
      fullName: 'Natalia Quesada Brenes',
      email: 'newhire@portal.example.com',
      active: true,
    });
    expect(assignment.createdAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(await newhire.refreshedRoles()).toEqual(['Benefits_User']);

    const again = await admin.call('POST', '/User/AddUser', { roleCode: 'Benefits_User', badge });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      message: `The employee with badge ${badge} already has the role Benefits_User.`,
      code: 'permissions.assignment.duplicate',
    });
    const inSpanish = await t.app.inject({
      method: 'POST',
      url: main('/User/AddUser'),
      headers: { authorization: `Bearer ${admin.tokens.token}`, 'accept-language': 'es' },
      payload: { roleCode: 'Benefits_User', badge },
    });
    expect(inSpanish.json()).toEqual({
      message: `El colaborador con carné ${badge} ya tiene el rol Benefits_User.`,
      code: 'permissions.assignment.duplicate',
    });

    const removed = await updateAssignment(admin, assignment.id, 'Benefits_User', false);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json<RoleAssignment>()).toMatchObject({ id: assignment.id, active: false });
    expect(await newhire.refreshedRoles()).toEqual([]);

    // Adding again re-activates the same assignment.
    const readded = await admin.call('POST', '/User/AddUser', { roleCode: 'Benefits_User', badge });
    expect(readded.statusCode).toBe(201);
    expect(readded.json<RoleAssignment>()).toMatchObject({ id: assignment.id, active: true });
    expect(await newhire.refreshedRoles()).toEqual(['Benefits_User']);

    const snapshot = {
      id: assignment.id,
      roleId: (await admin.get('/Role/GetByCode/Benefits_User')).json<RoleSummary>().id,
      roleCode: 'Benefits_User',
      employeeId: assignment.employeeId,
      badge,
      username: 'newhire',
    };
    const entries = await auditOf(admin, 'role_user', assignment.id);
    expect(entries.map((e) => ({ action: e.action, before: e.before, after: e.after }))).toEqual([
      { action: 'create', before: null, after: { ...snapshot, active: true } },
      {
        action: 'delete',
        before: { ...snapshot, active: true },
        after: { ...snapshot, active: false },
      },
      {
        action: 'update',
        before: { ...snapshot, active: false },
        after: { ...snapshot, active: true },
      },
    ]);
    expect(entries.every((e) => e.actorUsername === 'admin')).toBe(true);

    await updateAssignment(admin, assignment.id, 'Benefits_User', false);
  });

  it('AddUser answers 404 for an unknown role or badge and 400 naming the fields', async () => {
    const admin = await as('admin');
    const badge = await badgeOf('newhire');
    expect(
      (await admin.call('POST', '/User/AddUser', { roleCode: 'Nope_Role', badge })).statusCode,
    ).toBe(404);
    expect(
      (await admin.call('POST', '/User/AddUser', { roleCode: 'Benefits_User', badge: '999999' }))
        .statusCode,
    ).toBe(404);
    const invalid = await admin.call('POST', '/User/AddUser', { roleCode: '' });
    expect(invalid.statusCode).toBe(400);
    expect(Object.keys(invalid.json().errors).sort()).toEqual(['badge', 'roleCode']);
  });

  it('AddUser refuses an inactive employee (404)', async () => {
    const admin = await as('admin');
    await t.db.updateTable('employees').set({ active: 0 }).where('badge', '=', '200050').execute();
    const response = await admin.call('POST', '/User/AddUser', {
      roleCode: 'LSS_User',
      badge: '200050',
    });
    expect(response.statusCode).toBe(404);
    await t.db.updateTable('employees').set({ active: 1 }).where('badge', '=', '200050').execute();
  });

  it('UpdateUser moves an assignment to another role of the same module, audited with before and after', async () => {
    const admin = await as('admin');
    const added = (
      await admin.call('POST', '/User/AddUser', { roleCode: 'Newsletters_User', badge: '200010' })
    ).json<RoleAssignment>();
    const moved = await updateAssignment(admin, added.id, 'Newsletters_Owner', true);
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json<RoleAssignment>()).toMatchObject({
      id: added.id,
      roleCode: 'Newsletters_Owner',
      badge: '200010',
      active: true,
    });
    const [, update] = await auditOf(admin, 'role_user', added.id);
    expect(update).toMatchObject({
      action: 'update',
      before: { id: added.id, roleCode: 'Newsletters_User', active: true },
      after: { id: added.id, roleCode: 'Newsletters_Owner', active: true },
    });
  });

  it('UpdateUser answers 400 for a role of another module, 409 onto a role already held, 404 when unknown', async () => {
    const admin = await as('admin');
    const first = (
      await admin.call('POST', '/User/AddUser', { roleCode: 'Raft_User', badge: '200011' })
    ).json<RoleAssignment>();
    await admin.call('POST', '/User/AddUser', { roleCode: 'Raft_Owner', badge: '200011' });

    const otherModule = await updateAssignment(admin, first.id, 'Benefits_User', true);
    expect(otherModule.statusCode).toBe(400);
    expect(otherModule.json().errors).toHaveProperty('roleCode');

    const taken = await updateAssignment(admin, first.id, 'Raft_Owner', true);
    expect(taken.statusCode).toBe(409);

    expect((await updateAssignment(admin, 99999, 'Raft_User', true)).statusCode).toBe(404);
    expect((await updateAssignment(admin, first.id, 'Nope_Role', true)).statusCode).toBe(404);
    const invalid = await admin.call('PUT', '/User/UpdateUser', { id: -1, active: 'no' });
    expect(invalid.statusCode).toBe(400);
    expect(Object.keys(invalid.json().errors).sort()).toEqual(['active', 'id', 'roleCode']);
    // Nothing of the refused changes was written.
    const entries = await auditOf(admin, 'role_user', first.id);
    expect(entries.map((e) => e.action)).toEqual(['create']);
  });

  it('10 simultaneous AddUser of one badge and role: one 201, nine 409, one row', async () => {
    const admin = await as('admin');
    const responses = await Promise.all(
      Array.from({ length: 10 }, () =>
        admin.call('POST', '/User/AddUser', { roleCode: 'LSS_User', badge: '200020' }),
      ),
    );
    const statuses = responses.map((r) => r.statusCode).sort();
    expect(statuses).toEqual([201, 409, 409, 409, 409, 409, 409, 409, 409, 409]);
    const rows = await t.db
      .selectFrom('role_users')
      .innerJoin('employees', 'employees.id', 'role_users.employee_id')
      .innerJoin('roles', 'roles.id', 'role_users.role_id')
      .select('role_users.id')
      .where('employees.badge', '=', '200020')
      .where('roles.code', '=', 'LSS_User')
      .execute();
    expect(rows).toHaveLength(1);
    expect(await auditOf(admin, 'role_user', rows[0]!.id)).toHaveLength(1);
  });
});

describe('lock-out protection', () => {
  async function adminAssignmentId(badge: string): Promise<number> {
    const row = await t.db
      .selectFrom('role_users')
      .innerJoin('employees', 'employees.id', 'role_users.employee_id')
      .innerJoin('roles', 'roles.id', 'role_users.role_id')
      .select('role_users.id')
      .where('employees.badge', '=', badge)
      .where('roles.code', '=', 'System_Admin')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  async function usernameOf(badge: string): Promise<string> {
    const row = await t.db
      .selectFrom('employees')
      .select('username')
      .where('badge', '=', badge)
      .executeTakeFirstOrThrow();
    return row.username;
  }

  it('refuses to remove the last active System_Admin assignment', async () => {
    const admin = await as('admin');
    const adminBadge = await badgeOf('admin');
    const own = await adminAssignmentId(adminBadge);
    const alone = await updateAssignment(admin, own, 'System_Admin', false);
    expect(alone.statusCode).toBe(409);
    expect(alone.json().message).toMatch(/last active System_Admin/);

    // With a second administrator the first may go, and then the second is the last one.
    const second = await admin.call('POST', '/User/AddUser', {
      roleCode: 'System_Admin',
      badge: '200030',
    });
    expect(second.statusCode).toBe(201);
    const secondId = second.json<RoleAssignment>().id;
    const other = await as(await usernameOf('200030'));
    expect((await updateAssignment(admin, own, 'System_Admin', false)).statusCode).toBe(200);
    // The removed role stops counting at once, though the admin's token still names it.
    expect(rolesOf(admin.tokens.token)).toContain('System_Admin');
    expect((await admin.get('/Module/GetAll/')).statusCode).toBe(403);
    const last = await updateAssignment(other, secondId, 'System_Admin', false);
    expect(last.statusCode).toBe(409);
    expect(
      (await other.call('POST', '/User/AddUser', { roleCode: 'System_Admin', badge: adminBadge }))
        .statusCode,
    ).toBe(201);
    expect((await updateAssignment(admin, secondId, 'System_Admin', false)).statusCode).toBe(200);
    expect(await admin.refreshedRoles()).toContain('System_Admin');
  });

  it('two administrators removing each other at once leave one of them', async () => {
    const admin = await as('admin');
    const own = await adminAssignmentId(await badgeOf('admin'));
    const secondId = (
      await admin.call('POST', '/User/AddUser', { roleCode: 'System_Admin', badge: '200030' })
    ).json<RoleAssignment>().id;
    const other = await as(await usernameOf('200030'));
    const responses = await Promise.all([
      updateAssignment(admin, secondId, 'System_Admin', false),
      updateAssignment(other, own, 'System_Admin', false),
    ]);
    // The second either finds itself the last administrator (409) or no longer one at all (403).
    const [first, loser] = responses.map((r) => r.statusCode).sort();
    expect(first).toBe(200);
    expect([403, 409]).toContain(loser);
    const active = await t.db
      .selectFrom('role_users')
      .innerJoin('roles', 'roles.id', 'role_users.role_id')
      .select('role_users.id')
      .where('roles.code', '=', 'System_Admin')
      .where('role_users.active', '=', 1)
      .execute();
    expect(active).toHaveLength(1);
    // Put the demo administrator back as the only one.
    if (active[0]!.id !== own) {
      await other.call('POST', '/User/AddUser', {
        roleCode: 'System_Admin',
        badge: await badgeOf('admin'),
      });
      await updateAssignment(admin, secondId, 'System_Admin', false);
    }
    expect(await admin.refreshedRoles()).toContain('System_Admin');
  });
});

describe('GET /User/GetAllUserByRolCode/{code}', () => {
  const BADGES = ['200101', '200102', '200103', '200104', '200105'];

  beforeAll(async () => {
    const admin = await as('admin');
    for (const badge of BADGES) {
      const response = await admin.call('POST', '/User/AddUser', { roleCode: 'PD_Owner', badge });
      expect(response.statusCode).toBe(201);
    }
  });

  it('pages and sorts the role’s assignments with the total', async () => {
    const admin = await as('admin');
    const all = await admin.get('/User/GetAllUserByRolCode/PD_Owner?sort=badge&perPage=100');
    expect(total(all)).toBe(6);
    const badges = all.json<RoleAssignment[]>().map((a) => a.badge);
    expect(badges).toEqual([await badgeOf('pd.owner'), ...BADGES]);
    const page = await admin.get(
      '/User/GetAllUserByRolCode/PD_Owner?sort=badge&order=DESC&page=2&perPage=2',
    );
    expect(total(page)).toBe(6);
    expect(page.json<RoleAssignment[]>().map((a) => a.badge)).toEqual(['200103', '200102']);
    const byUsername = await admin.get(
      '/User/GetAllUserByRolCode/PD_Owner?sort=username&perPage=100',
    );
    const usernames = byUsername.json<RoleAssignment[]>().map((a) => a.username);
    expect(usernames).toEqual([...usernames].sort());
  });

  it('lists removed assignments too, sortable by active', async () => {
    const admin = await as('admin');
    const all = (await admin.get('/User/GetAllUserByRolCode/PD_Owner?perPage=100')).json<
      RoleAssignment[]
    >();
    const victim = all.find((a) => a.badge === '200105')!;
    await updateAssignment(admin, victim.id, 'PD_Owner', false);
    const sorted = await admin.get('/User/GetAllUserByRolCode/PD_Owner?sort=active&perPage=100');
    expect(total(sorted)).toBe(6);
    expect(sorted.json<RoleAssignment[]>()[0]).toMatchObject({ badge: '200105', active: false });
    expect((await admin.get('/Role/GetByCode/PD_Owner')).json<RoleSummary>().userCount).toBe(5);
    await admin.call('POST', '/User/AddUser', { roleCode: 'PD_Owner', badge: '200105' });
  });

  it('searches full name, badge and user name, ignoring case and accents', async () => {
    const admin = await as('admin');
    const list = async (q: string) => {
      const response = await admin.get(
        `/User/GetAllUserByRolCode/PD_Owner?perPage=100&q=${encodeURIComponent(q)}`,
      );
      expect(response.statusCode).toBe(200);
      return response.json<RoleAssignment[]>();
    };
    expect((await list('0103')).map((a) => a.badge)).toEqual(['200103']);
    expect((await list('PD.OWN')).map((a) => a.username)).toEqual(['pd.owner']);
    expect((await list('madrigal soto')).map((a) => a.username)).toEqual(['pd.owner']);
    const someone = (await list('200104'))[0]!;
    const [firstName] = someone.fullName.split(' ');
    const shouted = foldText(firstName!).toUpperCase();
    expect((await list(shouted)).map((a) => a.badge)).toContain('200104');
    const counted = await admin.get(`/User/GetAllUserByRolCode/PD_Owner?q=0103`);
    expect(counted.headers[TOTAL_COUNT_HEADER]).toBe('1');
  });

  it('answers 404 for an unknown role and 400 for a bad sort', async () => {
    const admin = await as('admin');
    expect((await admin.get('/User/GetAllUserByRolCode/Nope_Role')).statusCode).toBe(404);
    const bad = await admin.get('/User/GetAllUserByRolCode/PD_Owner?sort=password');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toHaveProperty('sort');
  });
});

describe('GET /user?criteria=', () => {
  const search = async (criteria: string, username = 'newhire') => {
    const session = await as(username);
    const response = await session.get(`/user?criteria=${encodeURIComponent(criteria)}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<EmployeeSearchResult[]>();
  };

  it('finds employees whose badge starts with the criteria', async () => {
    const found = await search('10000');
    expect(found.map((e) => e.badge).sort()).toEqual([
      '100001',
      '100002',
      '100003',
      '100004',
      '100005',
      '100006',
      '100007',
      '100008',
      '100009',
    ]);
    expect(found.find((e) => e.username === 'admin')).toEqual({
      id: expect.any(Number),
      badge: '100001',
      username: 'admin',
      fullName: 'Adriana Solís Mora',
      email: 'admin@portal.example.com',
    });
    // A badge is matched from its start only.
    expect((await search('00001')).map((e) => e.badge)).not.toContain('100001');
  });

  it('finds names with or without accents, in any case, ordered by full name', async () => {
    const plain = await search('jimenez');
    expect(plain.map((e) => e.username)).toContain('raft.owner');
    expect(plain.length).toBeGreaterThan(1);
    expect(plain.length).toBeLessThanOrEqual(20);
    for (const e of plain) expect(foldText(e.fullName)).toContain('jimenez');
    const folded = plain.map((e) => foldText(e.fullName));
    expect(folded).toEqual([...folded].sort());
    expect(await search('JIMÉNEZ')).toEqual(plain);
    expect(await search('Jiménez')).toEqual(plain);
    expect((await search('calderon ulate')).map((e) => e.username)).toEqual(['news.owner']);
    expect((await search('SOLÍS')).map((e) => e.username)).toContain('admin');
  });

  it('finds by user name, answers at most 20, skips inactive employees', async () => {
    expect((await search('news.own')).map((e) => e.username)).toEqual(['news.owner']);
    expect(await search('an')).toHaveLength(20);
    await t.db.updateTable('employees').set({ active: 0 }).where('badge', '=', '200060').execute();
    expect(await search('200060')).toEqual([]);
    await t.db.updateTable('employees').set({ active: 1 }).where('badge', '=', '200060').execute();
    expect((await search('200060')).map((e) => e.badge)).toEqual(['200060']);
  });

  it('answers 400 naming criteria when it is missing or too short; LIKE wildcards are literal', async () => {
    const session = await as('employee');
    for (const query of ['', '?criteria=a', '?criteria=%20%20']) {
      const response = await session.get(`/user${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().errors).toHaveProperty('criteria');
    }
    expect(await search('%%')).toEqual([]);
    expect(await search('__')).toEqual([]);
  });
});

describe('GET /admin/audit-entries', () => {
  const ENTITY = 'audit_test';

  beforeAll(async () => {
    const at = (iso: string) => new Date(iso);
    const write = (actor: string, entityId: string, iso: string) =>
      recordAudit(
        t.db,
        {
          actor: { sub: '1', username: actor },
          entity: ENTITY,
          entityId,
          before: { value: entityId, n: 1 },
          after: { value: entityId, n: 2 },
        },
        at(iso),
      );
    await write('auditor.one', 'a', '2020-01-01T23:59:59.999Z');
    await write('auditor.one', 'b', '2020-01-02T00:00:00.000Z');
    await write('auditor.two', 'c', '2020-01-02T23:59:59.999Z');
    await write('AUDITOR.Three', 'd', '2020-01-03T00:00:00.000Z');
  });

  const audit = async (params: Parameters<typeof restQuery>[0]) => {
    const admin = await as('admin');
    const response = await admin.get(`/admin/audit-entries?${restQuery(params)}`);
    expect(response.statusCode, response.body).toBe(200);
    const { window, total } = contentRange(response, 'audit-entries');
    return { entries: response.json<AuditEntry[]>(), total, window };
  };
  const byDate = ['at', 'ASC'] as [string, 'ASC'];

  it('filters by entity and by a date range, both ends inclusive', async () => {
    const all = await audit({ filter: { entity: ENTITY }, sort: byDate });
    expect(all.entries.map((e) => e.entityId)).toEqual(['a', 'b', 'c', 'd']);
    expect(all).toMatchObject({ total: 4, window: '0-3' });
    expect(all.entries[0]).toEqual({
      id: expect.any(Number),
      at: '2020-01-01T23:59:59.999Z',
      actorUsername: 'auditor.one',
      entity: ENTITY,
      entityId: 'a',
      action: 'update',
      before: { value: 'a', n: 1 },
      after: { value: 'a', n: 2 },
      recordDeleted: false,
    });
    const day = await audit({
      filter: { entity: ENTITY, from: '2020-01-02', to: '2020-01-02' },
      sort: byDate,
    });
    expect(day.entries.map((e) => e.entityId)).toEqual(['b', 'c']);
    expect(day.total).toBe(2);
    const since = await audit({ filter: { entity: ENTITY, from: '2020-01-02' }, sort: byDate });
    expect(since.entries.map((e) => e.entityId)).toEqual(['b', 'c', 'd']);
    const until = await audit({ filter: { entity: ENTITY, to: '2020-01-01' }, sort: byDate });
    expect(until.entries.map((e) => e.entityId)).toEqual(['a']);
    expect((await audit({ filter: { entity: ENTITY.toUpperCase() } })).total).toBe(0);
  });

  it('filters by actor (user name contains, any case), newest first by default, in windows', async () => {
    const byActor = await audit({ filter: { actor: 'AUDITOR.T' }, sort: byDate });
    expect(byActor.entries.map((e) => e.entityId)).toEqual(['c', 'd']);
    const admin = await audit({ filter: { actor: 'admin' }, range: [0, 99] });
    expect(admin.total).toBeGreaterThan(0);
    expect(admin.entries.every((e) => e.actorUsername === 'admin')).toBe(true);
    const newest = await audit({ filter: { entity: ENTITY } });
    expect(newest.entries.map((e) => e.entityId)).toEqual(['d', 'c', 'b', 'a']);
    const window = await audit({ filter: { entity: ENTITY }, range: [3, 5] });
    expect(window).toMatchObject({ total: 4, window: '3-3' });
    expect(window.entries.map((e) => e.entityId)).toEqual(['a']);
    const past = await audit({ filter: { entity: ENTITY }, range: [10, 12] });
    expect(past).toMatchObject({ total: 4, window: '*', entries: [] });
    const byActorName = await audit({
      filter: { entity: ENTITY },
      sort: ['actorUsername', 'DESC'],
      range: [0, 0],
    });
    expect(byActorName.entries.map((e) => e.actorUsername)).toEqual(['auditor.two']);
  });

  it('says of each entry whether its record was deleted for good since', async () => {
    const entity = 'audit_deletion_test';
    const write = (entityId: string, before: unknown, after: unknown, softDelete = false) =>
      recordAudit(t.db, {
        actor: { sub: '1', username: 'admin' },
        entity,
        entityId,
        before,
        after,
        softDelete,
      });
    await write('1', null, { name: 'Primero' });
    await write('1', { name: 'Primero' }, { name: 'Primero bis' });
    await write('1', { name: 'Primero bis' }, null);
    // A new record that took the same id: its own entries still have a page.
    await write('1', null, { name: 'Otro' });
    await write('2', { name: 'Segundo', active: true }, { name: 'Segundo', active: false }, true);
    const { entries } = await audit({ filter: { entity }, sort: ['at', 'ASC'] });
    expect(entries.map((e) => [e.entityId, e.action, e.recordDeleted])).toEqual([
      ['1', 'create', true],
      ['1', 'update', true],
      ['1', 'delete', true],
      ['1', 'create', false],
      ['2', 'delete', false],
    ]);
  });

  it('reads several entries by id (getMany) and one by its id (getOne)', async () => {
    const all = await audit({ filter: { entity: ENTITY }, sort: byDate });
    const [a, , c] = all.entries;
    const many = await audit({ filter: { id: [c!.id, a!.id] }, sort: byDate });
    expect(many.entries.map((e) => e.entityId)).toEqual(['a', 'c']);
    const admin = await as('admin');
    const one = await admin.get(`/admin/audit-entries/${c!.id}`);
    expect(one.statusCode).toBe(200);
    expect(one.json()).toEqual(c);
    expect((await admin.get('/admin/audit-entries/999999')).statusCode).toBe(404);
    expect((await admin.get('/admin/audit-entries/abc')).statusCode).toBe(400);
  });

  it('answers 400 naming the field for a malformed sort, range or filter', async () => {
    const admin = await as('admin');
    for (const [query, field] of [
      [`filter=${encodeURIComponent('{"from":"2020-1-1"}')}`, 'filter.from'],
      [`filter=${encodeURIComponent('{"to":"yesterday"}')}`, 'filter.to'],
      [`filter=${encodeURIComponent('{"who":"me"}')}`, 'filter'],
      [`filter=${encodeURIComponent('{"id":[]}')}`, 'filter.id'],
      ['filter=entity', 'filter'],
      [`sort=${encodeURIComponent('["before","ASC"]')}`, 'sort[0]'],
      [`sort=${encodeURIComponent('["at","UP"]')}`, 'sort[1]'],
      ['sort=at', 'sort'],
      [`range=${encodeURIComponent('[5,2]')}`, 'range'],
      [`range=${encodeURIComponent('[0,5000]')}`, 'range'],
      [`range=${encodeURIComponent('[-1,3]')}`, 'range[0]'],
    ]) {
      const response = await admin.get(`/admin/audit-entries?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().errors, query).toHaveProperty([field!]);
    }
  });

  it('is written in the same transaction as the change: all or nothing', async () => {
    const before = (await audit({ range: [0, 0] })).total;
    const admin = await as('admin');
    // A refused change writes neither the change nor a row.
    const { moduleId } = (await admin.get('/Role/GetByCode/System_Admin')).json<RoleSummary>();
    const refused = await admin.call('PUT', '/Module/Update', {
      id: moduleId,
      name: 'Renamed',
      active: false,
    });
    expect(refused.statusCode).toBe(409);
    // An audit row that cannot be written undoes the change it describes.
    const circular: Record<string, unknown> = {};
    circular.self = circular;
    await expect(
      writeTransaction(t.db, async (trx) => {
        await trx
          .updateTable('modules')
          .set({ name: 'Half written' })
          .where('code', '=', 'HOME')
          .execute();
        await recordAudit(trx, {
          actor: { sub: '1', username: 'admin' },
          entity: 'module',
          entityId: 'HOME',
          before: circular,
          after: null,
        });
      }),
    ).rejects.toThrow();
    expect((await audit({ range: [0, 0] })).total).toBe(before);
    const names = await t.db
      .selectFrom('modules')
      .select(['code', 'name'])
      .where('code', 'in', ['CONFIGURATION', 'HOME'])
      .orderBy('code')
      .execute();
    expect(names).toEqual([
      { code: 'CONFIGURATION', name: 'Configuration' },
      { code: 'HOME', name: 'Settings / Home' },
    ]);
  });
});
