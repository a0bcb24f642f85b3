import { employeesAdapter } from '../../../dataProviders/account/employees';
import type { PortalModule } from '../module';

/** The signed-in employee's account (sign-in itself is the shell's: src/auth). */
export const account: PortalModule = {
  name: 'account',
  routes: [],
  adapters: (services, http) => ({ employees: employeesAdapter(services.main, http) }),
};
