import AdminPanelSettings from '@mui/icons-material/AdminPanelSettings';
import { ownersOf } from '../../../contracts/catalogue';
import { lazyAdapter } from '../../../dataProviders/lazyAdapter';
import { lazyPage, menuGroup, type PortalModule, representedBy } from '../module';
import { permissionsAudited } from './audited';

const adapters = () => import('../../../dataProviders/permissions/permissions');
const admins = ownersOf('configuration');

/** Configuration: modules, roles, their users and the audit trail (System_Admin). */
export const permissions: PortalModule = {
  name: 'permissions',
  menu: [
    menuGroup('configuration', admins, [
      { id: 'permissionsModules', to: '/permissions/module' },
      { id: 'permissionsAudit', to: '/permissions/audit' },
      { id: 'permissionsReads', to: '/permissions/reads' },
      { id: 'permissionsJobs', to: '/permissions/jobs' },
    ]),
  ],
  routes: [
    {
      path: '/permissions/module',
      Page: lazyPage(
        () => import('../../../resources/permissions/modules/ModuleList'),
        'ModuleList',
      ),
    },
    {
      path: '/permissions/roles/:code',
      Page: lazyPage(() => import('../../../resources/permissions/roles/RoleEdit'), 'RoleEdit'),
      roles: admins,
    },
    {
      path: '/permissions/users/:code',
      Page: lazyPage(
        () => import('../../../resources/permissions/role-users/RoleUserList'),
        'RoleUserList',
      ),
      roles: admins,
    },
    {
      path: '/permissions/users/form/:code',
      Page: lazyPage(
        () => import('../../../resources/permissions/role-users/RoleUserCreate'),
        'RoleUserCreate',
      ),
      roles: admins,
    },
    {
      path: '/permissions/audit',
      Page: lazyPage(
        () => import('../../../resources/permissions/audit-entries/AuditEntryList'),
        'AuditEntryList',
      ),
      roles: admins,
    },
    {
      path: '/permissions/reads',
      Page: lazyPage(
        () => import('../../../resources/permissions/record-reads/RecordReadList'),
        'RecordReadList',
      ),
      roles: admins,
    },
    {
      path: '/permissions/jobs',
      Page: lazyPage(
        () => import('../../../resources/permissions/scheduled-jobs/ScheduledJobList'),
        'ScheduledJobList',
      ),
      roles: admins,
    },
  ],
  restResources: ['audit-entries', 'record-reads', 'scheduled-jobs'],
  adapters: (services, http) => {
    const main = services.main;
    return {
      'employee-search': lazyAdapter(adapters, (m) => m.employeeSearchAdapter(main, http)),
      modules: lazyAdapter(adapters, (m) => m.modulesAdapter(main, http)),
      roles: lazyAdapter(adapters, (m) => m.rolesAdapter(main, http)),
      'role-users': lazyAdapter(adapters, (m) => m.roleUsersAdapter(main, http)),
    };
  },
  audited: permissionsAudited,
  resources: [
    {
      name: 'modules',
      label: 'permissions.modules.title',
      icon: AdminPanelSettings,
      recordRepresentation: 'name',
      list: '/permissions/module',
    },
    // A role's id is its code.
    {
      name: 'roles',
      label: 'resources.roles.name',
      icon: AdminPanelSettings,
      recordRepresentation: 'name',
      list: '/permissions/module',
      edit: '/permissions/roles/:code',
    },
    // A role's users are listed under the role ('/permissions/users/:code'), not by user.
    {
      name: 'role-users',
      label: 'resources.role-users.name',
      icon: AdminPanelSettings,
      recordRepresentation: representedBy('fullName', 'badge'),
    },
    {
      name: 'audit-entries',
      label: 'permissions.audit.title',
      icon: AdminPanelSettings,
      recordRepresentation: representedBy('entity', 'entityId', 'at'),
      list: '/permissions/audit',
    },
    {
      name: 'record-reads',
      label: 'permissions.reads.title',
      icon: AdminPanelSettings,
      recordRepresentation: representedBy('what', 'at'),
      list: '/permissions/reads',
    },
    {
      name: 'scheduled-jobs',
      label: 'permissions.jobs.title',
      icon: AdminPanelSettings,
      recordRepresentation: 'name',
      list: '/permissions/jobs',
    },
  ],
  messages: {
    menu: {
      es: {
        permissionsModules: 'Módulos y roles',
        permissionsAudit: 'Auditoría',
        permissionsReads: 'Lecturas de registros',
        permissionsJobs: 'Tareas programadas',
      },
      en: {
        permissionsModules: 'Modules and roles',
        permissionsAudit: 'Audit trail',
        permissionsReads: 'Reads of records',
        permissionsJobs: 'Scheduled jobs',
      },
    },
    es: () => import('./i18n/es').then((m) => m.es),
    en: () => import('./i18n/en').then((m) => m.en),
  },
};
