import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { listSearch } from '../../../dataProviders/listParams';
import {
  employeeSearchAdapter,
  modulesAdapter,
  roleUsersAdapter,
  rolesAdapter,
} from '../../../dataProviders/permissions/permissions';
import { fakeMainApi, MAIN_API } from '../helpers/fakeMainApi';

const mainApi = fakeMainApi({
  respond: (request, { body }) => {
    if (request.url.includes('/Module/GetAll/')) {
      return HttpResponse.json(
        [{ id: 1, code: 'BENEFITS', name: 'Benefits', active: true, roles: [] }],
        {
          headers: { 'X-Total-Count': '9' },
        },
      );
    }
    if (request.url.includes('/Role/')) {
      return HttpResponse.json({
        id: 7,
        code: 'Benefits_User',
        name: 'Benefits User',
        active: true,
      });
    }
    if (request.url.includes('/user?')) {
      return HttpResponse.json([
        { id: 3, badge: '100003', username: 'newhire', fullName: 'Natalia', email: 'n@x' },
      ]);
    }
    return HttpResponse.json(body ?? []);
  },
});
const seen = mainApi.sent;

describe('list parameters', () => {
  it('sends page, perPage, sort, order and the non-empty filters', () => {
    expect(
      listSearch({
        pagination: { page: 2, perPage: 25 },
        sort: { field: 'name', order: 'DESC' },
        filter: { q: 'ben', empty: '', none: null, active: false },
      }),
    ).toBe('page=2&perPage=25&sort=name&order=DESC&q=ben&active=false');
  });
});

describe('permission adapters over the legacy endpoints', () => {
  it('lists modules with the total of X-Total-Count', async () => {
    const result = await modulesAdapter(MAIN_API, mainApi.http).getList('modules', {
      pagination: { page: 1, perPage: 10 },
      sort: { field: 'name', order: 'ASC' },
      filter: { q: 'ben' },
    });
    expect(result.total).toBe(9);
    expect(seen[0]?.url).toBe('/Module/GetAll/?page=1&perPage=10&sort=name&order=ASC&q=ben');
  });

  it('updates a module with PUT /Module/Update and only the contract fields', async () => {
    await modulesAdapter(MAIN_API, mainApi.http).update('modules', {
      id: 1,
      data: { id: 1, name: 'Beneficios', active: false, roles: [] },
      previousData: { id: 1 },
    });
    expect(seen[0]).toEqual({
      method: 'PUT',
      url: '/Module/Update',
      body: { id: 1, name: 'Beneficios', active: false },
    });
  });

  it('identifies roles by code and updates them by numeric id', async () => {
    const { data } = await rolesAdapter(MAIN_API, mainApi.http).getOne('roles', {
      id: 'Benefits_User',
    });
    expect(data).toMatchObject({ id: 'Benefits_User', roleId: 7 });
    await rolesAdapter(MAIN_API, mainApi.http).update('roles', {
      id: 'Benefits_User',
      data: { ...data, name: 'B' },
      previousData: data,
    });
    expect(seen[1]).toEqual({
      method: 'PUT',
      url: '/Role/Update',
      body: { id: 7, name: 'B', active: true },
    });
  });

  it('puts the role code of a user list in the path, not the query', async () => {
    await roleUsersAdapter(MAIN_API, mainApi.http).getList('role-users', {
      pagination: { page: 1, perPage: 25 },
      sort: { field: 'fullName', order: 'ASC' },
      filter: { roleCode: 'Benefits_User', q: 'nat' },
    });
    expect(seen[0]?.url).toBe(
      '/User/GetAllUserByRolCode/Benefits_User?page=1&perPage=25&sort=fullName&order=ASC&q=nat',
    );
  });

  it('adds and updates assignments with the contract bodies', async () => {
    await roleUsersAdapter(MAIN_API, mainApi.http).create('role-users', {
      data: { roleCode: 'Benefits_User', badge: '100003' },
    });
    await roleUsersAdapter(MAIN_API, mainApi.http).update('role-users', {
      id: 5,
      data: { id: 5, roleCode: 'Benefits_Owner', active: true, fullName: 'x' },
      previousData: { id: 5 },
    });
    expect(seen).toEqual([
      {
        method: 'POST',
        url: '/User/AddUser',
        body: { roleCode: 'Benefits_User', badge: '100003' },
      },
      {
        method: 'PUT',
        url: '/User/UpdateUser',
        body: { id: 5, roleCode: 'Benefits_Owner', active: true },
      },
    ]);
  });

  it('searches employees from two characters on, identified by badge', async () => {
    const adapter = employeeSearchAdapter(MAIN_API, mainApi.http);
    expect(await adapter.getList('employee-search', { filter: { q: 'n' } } as never)).toEqual({
      data: [],
      total: 0,
    });
    expect(seen).toHaveLength(0);
    const { data } = await adapter.getList('employee-search', { filter: { q: 'Nat' } } as never);
    expect(data[0]).toMatchObject({ id: '100003', employeeId: 3, fullName: 'Natalia' });
    expect(seen[0]?.url).toBe('/user?criteria=Nat');
  });
});
