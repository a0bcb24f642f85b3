import { routesInTurn } from '../inTurn';
import type { ServerModule } from '../types';
import { authenticationRoutes } from './authenticationRoutes';
import { employeeRoutes } from './employeeRoutes';
import { accountMessages } from './i18n';
import { accountPolicy } from './policy';
import { accountPersonalData } from './personalData';

/** Sign-in (LoadUserData, refresh, sign-out) and the employees' accounts. */
export const account: ServerModule = {
  name: 'account',
  services: {
    main: {
      policy: accountPolicy,
      routes: routesInTurn(authenticationRoutes, employeeRoutes),
    },
  },
  messages: accountMessages,
  personalData: accountPersonalData,
};
