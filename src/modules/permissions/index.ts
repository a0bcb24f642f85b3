import { ownersOf } from '../../../contracts/catalogue';
import { lazyAdapter } from '../../../dataProviders/lazyAdapter';
import { lazyPage, type PortalModule } from '../module';
import { permissionsAudited } from './audited';

const adapters = () => import('../../../dataProviders/permissions/permissions');
const admins = ownersOf('configuration');

/** Configuration: modules, roles, their users and the audit trail (System_Admin). */
export const permissions: PortalModule = {
  name: 'permissions',
  menu: [{ id: 'configuration', to: '/permissions/module', roles: admins }],
  routes: [
    {
      path: '/permissions/module',
      Page: lazyPage(
        () => import('../../../resources/permissions/modules/ModuleList'),
        (m) => m.ModuleList,
      ),
    },
    {
      path: '/permissions/roles/:code',
      Page: lazyPage(
        () => import('../../../resources/permissions/roles/RoleEdit'),
        (m) => m.RoleEdit,
      ),
      roles: admins,
    },
    {
      path: '/permissions/users/:code',
      Page: lazyPage(
        () => import('../../../resources/permissions/role-users/RoleUserList'),
        (m) => m.RoleUserList,
      ),
      roles: admins,
    },
    {
      path: '/permissions/users/form/:code',
      Page: lazyPage(
        () => import('../../../resources/permissions/role-users/RoleUserCreate'),
        (m) => m.RoleUserCreate,
      ),
      roles: admins,
    },
    {
      path: '/permissions/audit',
      Page: lazyPage(
        () => import('../../../resources/permissions/audit-entries/AuditEntryList'),
        (m) => m.AuditEntryList,
      ),
      roles: admins,
    },
  ],
  restResources: ['audit-entries'],
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
  messages: {
    es: () => import('./i18n/es').then((m) => m.es),
    en: () => import('./i18n/en').then((m) => m.en),
  },
};
