import { defineMessages, givenWords, type RuleParams } from '../../http/messages';
/** What the permission services say: modules, roles, their users and the audit trail. */
export const { catalogue: permissionsMessages, say } = defineMessages('permissions', {
  es: {
    'module.duplicate': ({ name }: { name: string }) => `Ya existe un módulo llamado «${name}».`,
    'module.nameTaken': 'otro módulo tiene este nombre',
    'role.duplicate': ({ name }: { name: string }) =>
      `Este módulo ya tiene un rol llamado «${name}».`,
    'role.nameTaken': 'otro rol de este módulo tiene este nombre',
    'module.notFound': 'El módulo no existe.',
    'module.holdsAdmin':
      'Este módulo contiene el rol System_Admin y no se puede desactivar: todos los administradores perderían el acceso.',
    'role.notFound': 'El rol no existe.',
    'role.adminStaysActive':
      'El rol System_Admin no se puede desactivar: todos los administradores perderían el acceso.',
    'assignment.notFound': 'La asignación no existe.',
    'assignment.lastAdmin':
      'Esta es la última asignación activa de System_Admin: quitarla dejaría a todos los administradores sin acceso.',
    'assignment.duplicate': ({ badge, roleCode }: { badge: string; roleCode: string }) =>
      `El colaborador con carné ${badge} ya tiene el rol ${roleCode}.`,
    'assignment.taken': ({ roleCode }: { roleCode: string }) =>
      `El colaborador ya tiene una asignación al rol ${roleCode}.`,
    'assignment.otherModule': 'El nuevo rol debe pertenecer al módulo del rol actual.',
    'assignment.notRoleOfModule': ({ roleCode, current }: { roleCode: string; current: string }) =>
      `${roleCode} no es un rol del módulo de ${current}`,
    'employee.noActiveBadge': ({ badge }: { badge: string }) =>
      `Ningún colaborador activo tiene el carné ${badge}.`,
    'audit.notFound': 'La entrada de auditoría no existe.',
    'validation.from.matches': ({ path }: RuleParams) => `${path} debe tener el formato AAAA-MM-DD`,
    'validation.to.matches': ({ path }: RuleParams) => `${path} debe tener el formato AAAA-MM-DD`,
  },
  en: {
    'module.duplicate': ({ name }) => `A module named "${name}" already exists`,
    'module.nameTaken': 'another module has this name',
    'role.duplicate': ({ name }) => `A role of this module named "${name}" already exists`,
    'role.nameTaken': 'another role of this module has this name',
    'module.notFound': 'Module not found',
    'module.holdsAdmin':
      'This module holds the System_Admin role and cannot be deactivated: every administrator would be locked out.',
    'role.notFound': 'Role not found',
    'role.adminStaysActive':
      'The System_Admin role cannot be deactivated: every administrator would be locked out.',
    'assignment.notFound': 'Assignment not found',
    'assignment.lastAdmin':
      'This is the last active System_Admin assignment: removing it would lock every administrator out.',
    'assignment.duplicate': ({ badge, roleCode }) =>
      `The employee with badge ${badge} already has the role ${roleCode}.`,
    'assignment.taken': ({ roleCode }) =>
      `The employee already has an assignment to the role ${roleCode}.`,
    'assignment.otherModule': 'The new role must belong to the module of the current role',
    'assignment.notRoleOfModule': ({ roleCode, current }) =>
      `${roleCode} is not a role of the module of ${current}`,
    'employee.noActiveBadge': ({ badge }) => `No active employee has badge ${badge}`,
    'audit.notFound': 'Audit entry not found',
    'validation.from.matches': givenWords,
    'validation.to.matches': givenWords,
  },
});
