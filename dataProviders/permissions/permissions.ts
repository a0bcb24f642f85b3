import type { DataProvider } from 'react-admin';
import type {
  AuditEntry,
  EmployeeSearchResult,
  ModuleWithRoles,
  RoleAssignment,
  RoleSummary,
} from '../../contracts/permissions/permissions';
import type { HttpClient } from '../http';
import { listSearch } from '../listParams';
import { resourceAdapter } from '../unsupported';

const json = (body: unknown): RequestInit => ({ body: JSON.stringify(body) });

/** `modules`: GET /Module/GetAll/, PUT /Module/Update. */
export function modulesAdapter(mainApi: string, http: HttpClient): DataProvider {
  return resourceAdapter('modules', {
    getList: async (_resource, params) =>
      http.list<ModuleWithRoles>(`${mainApi}/Module/GetAll/?${listSearch(params)}`) as never,
    update: async (_resource, { data }) => {
      const { id, name, active } = data as ModuleWithRoles;
      const updated = await http.json<ModuleWithRoles>(`${mainApi}/Module/Update`, {
        method: 'PUT',
        ...json({ id, name, active }),
      });
      return { data: updated as never };
    },
  });
}

/** A role as the portal holds it: identified by its code, as the contract's paths are. */
export type RoleRecord = Omit<RoleSummary, 'id'> & { id: string; roleId: number };
const withCodeId = (role: RoleSummary): RoleRecord => ({ ...role, roleId: role.id, id: role.code });

/** `roles`, whose record id is the role code: GET /Role/GetByCode/{code}, PUT /Role/Update. */
export function rolesAdapter(mainApi: string, http: HttpClient): DataProvider {
  return resourceAdapter('roles', {
    getOne: async (_resource, { id }) => ({
      data: withCodeId(
        await http.json<RoleSummary>(`${mainApi}/Role/GetByCode/${encodeURIComponent(String(id))}`),
      ) as never,
    }),
    getList: async (_resource, params) => {
      const moduleCode = String(params.filter?.moduleCode ?? '');
      const roles = await http.json<RoleSummary[]>(
        `${mainApi}/Module/GetRolesByModule?${new URLSearchParams({ moduleCode })}`,
      );
      return { data: roles.map(withCodeId) as never, total: roles.length };
    },
    update: async (_resource, { data }) => {
      const { roleId, name, active } = data as RoleRecord;
      const updated = await http.json<RoleSummary>(`${mainApi}/Role/Update`, {
        method: 'PUT',
        ...json({ id: roleId, name, active }),
      });
      return { data: withCodeId(updated) as never };
    },
  });
}

/** `role-users` (assignments): GET /User/GetAllUserByRolCode/{code}, POST /User/AddUser, PUT /User/UpdateUser. */
export function roleUsersAdapter(mainApi: string, http: HttpClient): DataProvider {
  return resourceAdapter('role-users', {
    getList: async (_resource, params) => {
      const { roleCode, ...filter } = params.filter ?? {};
      const url = `${mainApi}/User/GetAllUserByRolCode/${encodeURIComponent(String(roleCode))}?${listSearch(params, filter)}`;
      return http.list<RoleAssignment>(url) as never;
    },
    create: async (_resource, { data }) => {
      const { roleCode, badge } = data as { roleCode: string; badge: string };
      const created = await http.json<RoleAssignment>(`${mainApi}/User/AddUser`, {
        method: 'POST',
        ...json({ roleCode, badge }),
      });
      return { data: created as never };
    },
    update: async (_resource, { data }) => {
      const { id, roleCode, active } = data as RoleAssignment;
      const updated = await http.json<RoleAssignment>(`${mainApi}/User/UpdateUser`, {
        method: 'PUT',
        ...json({ id, roleCode, active }),
      });
      return { data: updated as never };
    },
  });
}

/** `employee-search`: GET /user?criteria= (badge or name), for pickers; the record id is the badge. */
export function employeeSearchAdapter(mainApi: string, http: HttpClient): DataProvider {
  const search = async (criteria: string) => {
    if (criteria.trim().length < 2) return [];
    const query = new URLSearchParams({ criteria: criteria.trim() });
    const found = await http.json<EmployeeSearchResult[]>(`${mainApi}/user?${query}`);
    return found.map((employee) => ({ ...employee, employeeId: employee.id, id: employee.badge }));
  };
  return resourceAdapter('employee-search', {
    getList: async (_resource, params) => {
      const data = await search(String(params.filter?.q ?? ''));
      return { data: data as never, total: data.length };
    },
    // A picker re-reads its selected badges: a badge search finds each one.
    getMany: async (_resource, { ids }) => {
      const found = await Promise.all(ids.map((badge) => search(String(badge))));
      return { data: found.flat().filter((employee) => ids.includes(employee.id)) as never };
    },
  });
}

/** `audit-entries`: GET /Audit. */
export function auditAdapter(mainApi: string, http: HttpClient): DataProvider {
  return resourceAdapter('audit-entries', {
    getList: async (_resource, params) =>
      http.list<AuditEntry>(`${mainApi}/Audit?${listSearch(params)}`) as never,
  });
}
