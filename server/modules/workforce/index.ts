import { routesInTurn } from '../inTurn';
import { deleted, personal } from '../../privacy/declaration';
import type { ServerModule } from '../types';
import { workforceAdminPolicy } from './adminPolicy';
import { employeeAdministrationRoutes } from './employees/routes';
import { importRoutes } from './import/routes';
import { workforceMessages } from './i18n';
import { scimPolicy } from './policy';
import { scimRoutes } from './scim/routes';

/**
 * The workforce: the employees as HR and the identity provider describe them, provisioned through
 * one service (./provisioning.ts): the identity provider over SCIM 2.0 (./scim/, the scim family).
 */
export const workforce: ServerModule = {
  name: 'workforce',
  services: {
    main: {
      policy: workforceAdminPolicy,
      routes: routesInTurn(importRoutes, employeeAdministrationRoutes),
    },
    scim: { policy: scimPolicy, routes: scimRoutes },
  },
  messages: workforceMessages,
  // A new person's first-login links: the token's hash is a secret; a used or expired link is
  // of no use after a month.
  personalData: {
    tables: [
      personal('first_login_links', 'employee_id', deleted, {
        withhold: ['token_hash'],
        retention: { kind: 'first_login_links', days: 30, after: 'expires_at', expire: 'delete' },
      }),
    ],
  },
};
