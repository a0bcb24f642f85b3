import type { AuditedEntity } from '../../../resources/shared/audited';

/** The Configuration's records in the audit trail, and the platform's uploaded files. */
export const permissionsAudited: Record<string, AuditedEntity> = {
  module: { resource: 'modules', page: () => '/permissions/module' },
  role: {
    resource: 'roles',
    hidden: ['moduleId'],
    page: (_id, role) => `/permissions/roles/${encodeURIComponent(String(role.code))}`,
  },
  role_user: {
    label: 'permissions.audit.entities.role_user',
    resource: 'role-users',
    hidden: ['roleId', 'employeeId'],
    nameOf: (assignment) => `${String(assignment.username)} · ${String(assignment.roleCode)}`,
    page: (_id, assignment) =>
      `/permissions/users/${encodeURIComponent(String(assignment.roleCode))}`,
  },
  file: { label: 'permissions.audit.entities.file', resource: 'files' },
};
