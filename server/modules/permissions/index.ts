import { routesInTurn } from '../inTurn';
import type { ServerModule } from '../types';
import { auditRoutes } from './auditRoutes';
import { permissionsMessages } from './i18n';
import { permissionsPolicy } from './policy';
import { permissionRoutes } from './routes';
import { permissionsPersonalData } from './personalData';

/** Modules, roles and their users; the audit trail of administrative writes. */
export const permissions: ServerModule = {
  name: 'permissions',
  services: {
    main: {
      policy: permissionsPolicy,
      routes: routesInTurn(permissionRoutes, auditRoutes),
    },
  },
  messages: permissionsMessages,
  personalData: permissionsPersonalData,
};
