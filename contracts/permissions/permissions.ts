import { boolean, type InferType, object, string } from 'yup';
import { listQuery } from '../listQuery';
import { restListQuery } from '../restQuery';
import { recordId } from '../fields';

/** Permissions: modules → roles → users (the permission tables every role comes from). */

export interface RoleSummary {
  id: number;
  code: string;
  name: string;
  active: boolean;
  moduleId: number;
  moduleCode: string;
  moduleName: string;
  /** Active assignments of the role. */
  userCount: number;
}

export interface ModuleWithRoles {
  id: number;
  code: string;
  name: string;
  active: boolean;
  roles: RoleSummary[];
}

/** GET /Module/GetAll/ */
export const moduleListQuery = listQuery(['name', 'code', 'active'], 'name');

/** GET /Module/GetRolesByModule?moduleCode= */
export const rolesByModuleQuery = object({ moduleCode: string().trim().required().max(50) });

/** PUT /Module/Update: rename or (de)activate a module. */
export const moduleUpdateBody = object({
  id: recordId().required(),
  name: string().trim().required().min(2).max(100),
  active: boolean().required(),
});
export type ModuleUpdateBody = InferType<typeof moduleUpdateBody>;

/** PUT /Role/Update: rename or (de)activate a role. */
export const roleUpdateBody = object({
  id: recordId().required(),
  name: string().trim().required().min(2).max(100),
  active: boolean().required(),
});
export type RoleUpdateBody = InferType<typeof roleUpdateBody>;

/** GET /Role/GetByCode/{code} (an addition: the role page needs its role). */
export const roleCodeParams = object({ code: string().trim().required().max(50) });

/** One employee's assignment to a role. */
export interface RoleAssignment {
  id: number;
  roleCode: string;
  roleName: string;
  employeeId: number;
  badge: string;
  username: string;
  fullName: string;
  email: string;
  active: boolean;
  createdAt: string;
}

/** GET /User/GetAllUserByRolCode/{code}: `q` searches name, badge and user name. */
export const roleUsersQuery = listQuery(
  ['fullName', 'badge', 'username', 'active', 'createdAt'],
  'fullName',
);

/** POST /User/AddUser: assign an employee (by badge) to a role; re-activates a removed assignment. */
export const addUserBody = object({
  roleCode: string().trim().required().max(50),
  badge: string().trim().required().max(20),
});
export type AddUserBody = InferType<typeof addUserBody>;

/** PUT /User/UpdateUser: move an assignment to another role of the same module, or remove it (active false). */
export const updateUserBody = object({
  id: recordId().required(),
  roleCode: string().trim().required().max(50),
  active: boolean().required(),
});
export type UpdateUserBody = InferType<typeof updateUserBody>;

/** GET /user?criteria=: employees by badge or name (at most 20), for pickers. */
export const userSearchQuery = object({ criteria: string().trim().required().min(2).max(100) });

export interface EmployeeSearchResult {
  id: number;
  badge: string;
  username: string;
  fullName: string;
  email: string;
}

/** An entry of the audit trail of administrative writes. */
export interface AuditEntry {
  id: number;
  at: string;
  actorUsername: string;
  entity: string;
  entityId: string;
  /** 'read': a recorded read of private records (a medical history). */
  action: 'create' | 'update' | 'delete' | 'read';
  before: unknown;
  after: unknown;
  /**
   * The record was deleted for good by this change or a later one: the trail has no page of it
   * to link to (a removal that keeps the row inactive is not one).
   */
  recordDeleted: boolean;
}

/** GET /admin/audit-entries (simple-rest): newest first unless `sort` says otherwise. */
export const auditQuery = restListQuery(
  ['at', 'actorUsername', 'entity', 'action'],
  ['at', 'DESC'],
  object({
    /** User name contains (case-insensitive). */
    actor: string().trim().max(100).optional(),
    entity: string().trim().max(50).optional(),
    /** ISO dates (YYYY-MM-DD), inclusive. */
    from: string()
      .matches(/^\d{4}-\d{2}-\d{2}$/, 'from must be YYYY-MM-DD')
      .optional(),
    to: string()
      .matches(/^\d{4}-\d{2}-\d{2}$/, 'to must be YYYY-MM-DD')
      .optional(),
  }),
);
export type AuditQuery = InferType<typeof auditQuery>;
