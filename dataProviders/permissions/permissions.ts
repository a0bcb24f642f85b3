import type { DataProvider } from 'react-admin';
import type {
  EmployeeSearchResult,
  ModuleWithRoles,
  RoleAssignment,
  RoleSummary,
} from '../../contracts/permissions/permissions';
import type { HttpClient } from '../http';
import { legacyAdapter, segment } from '../legacyAdapter';
import { listSearch } from '../listParams';

/** `modules`: GET /Module/GetAll/, PUT /Module/Update. */
export const modulesAdapter = (mainApi: string, http: HttpClient): DataProvider =>
  legacyAdapter<ModuleWithRoles>(http, {
    resource: 'modules',
    list: (params) => `${mainApi}/Module/GetAll/?${listSearch(params)}`,
    update: {
      path: `${mainApi}/Module/Update`,
      body: ({ data: { id, name, active } }) => ({ id, name, active }),
    },
  });

/** A role as the portal holds it: identified by its code, as the contract's paths are. */
export type RoleRecord = Omit<RoleSummary, 'id'> & { id: string; roleId: number };

/** `roles`, whose record id is the role code: GET /Role/GetByCode/{code}, PUT /Role/Update. */
export const rolesAdapter = (mainApi: string, http: HttpClient): DataProvider =>
  legacyAdapter(http, {
    resource: 'roles',
    toRecord: (role: RoleSummary): RoleRecord => ({ ...role, roleId: role.id, id: role.code }),
    one: (id) => `${mainApi}/Role/GetByCode/${segment(id)}`,
    list: ({ filter }) =>
      `${mainApi}/Module/GetRolesByModule?${new URLSearchParams({ moduleCode: String(filter?.moduleCode ?? '') })}`,
    update: {
      path: `${mainApi}/Role/Update`,
      body: ({ data: { roleId, name, active } }) => ({ id: roleId, name, active }),
    },
  });

/** `role-users` (assignments): GET /User/GetAllUserByRolCode/{code}, POST /User/AddUser, PUT /User/UpdateUser. */
export const roleUsersAdapter = (mainApi: string, http: HttpClient): DataProvider =>
  legacyAdapter<RoleAssignment>(http, {
    resource: 'role-users',
    list: (params) => {
      const { roleCode, ...filter } = params.filter ?? {};
      return `${mainApi}/User/GetAllUserByRolCode/${segment(roleCode)}?${listSearch(params, filter)}`;
    },
    create: {
      path: `${mainApi}/User/AddUser`,
      body: ({ data: { roleCode, badge } }) => ({ roleCode, badge }),
    },
    update: {
      path: `${mainApi}/User/UpdateUser`,
      body: ({ data: { id, roleCode, active } }) => ({ id, roleCode, active }),
    },
  });

/** `employee-search`: GET /user?criteria= (badge or name), for pickers; the record id is the badge. */
export function employeeSearchAdapter(mainApi: string, http: HttpClient): DataProvider {
  const search = async (criteria: string, signal?: AbortSignal) => {
    if (criteria.trim().length < 2) return [];
    const query = new URLSearchParams({ criteria: criteria.trim() });
    const found = await http.json<EmployeeSearchResult[]>(`${mainApi}/user?${query}`, { signal });
    return found.map((employee) => ({ ...employee, employeeId: employee.id, id: employee.badge }));
  };
  return legacyAdapter(http, {
    resource: 'employee-search',
    getList: async ({ filter, signal }) => {
      const data = await search(String(filter?.q ?? ''), signal);
      return { data, total: data.length };
    },
    // A picker re-reads its selected badges: a badge search finds each one.
    getMany: async (ids) => {
      const found = await Promise.all(ids.map((badge) => search(String(badge))));
      return found.flat().filter((employee) => ids.includes(employee.id));
    },
  });
}
