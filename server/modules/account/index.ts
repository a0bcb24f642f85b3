import type { ServerModule } from '../types';
import { authenticationRoutes } from './authenticationRoutes';
import { employeeRoutes } from './employeeRoutes';
import { accountMessages } from './i18n';
import { accountPolicy } from './policy';

/** Sign-in (LoadUserData, refresh, sign-out) and the employees' accounts. */
export const account: ServerModule = {
  name: 'account',
  services: {
    main: {
      policy: accountPolicy,
      routes: async (app, deps) => {
        await authenticationRoutes(app, deps);
        await employeeRoutes(app, deps);
      },
    },
  },
  messages: accountMessages,
};
