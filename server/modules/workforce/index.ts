import { routesInTurn } from '../inTurn';
import type { ServerModule } from '../types';
import { workforceAdminPolicy } from './adminPolicy';
import { employeeAdministrationRoutes } from './employees/routes';
import { importRoutes } from './import/routes';
import { workforceMessages } from './i18n';

/**
 * The workforce: the employees as HR and the identity provider describe them, provisioned through
 * one service (./provisioning.ts).
 */
export const workforce: ServerModule = {
  name: 'workforce',
  services: {
    main: {
      policy: workforceAdminPolicy,
      routes: routesInTurn(importRoutes, employeeAdministrationRoutes),
    },
  },
  messages: workforceMessages,
};
