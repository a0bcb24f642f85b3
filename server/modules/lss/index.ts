import type { ServerModule } from '../types';
import { lssMessages } from './i18n';
import * as lss0026 from './migrations/0026_lss';
import * as lss0039 from './migrations/0039_lss_group_summary';
import { lssPolicy } from './policy';
import { lssRoutes } from './routes';
import { seedLss } from './seed';
import { lssPersonalData } from './personalData';

/** The leadership survey: anonymous answers once a quarter, the owners' aggregated results. */
export const lss: ServerModule = {
  name: 'lss',
  services: { main: { policy: lssPolicy, routes: lssRoutes } },
  migrations: { '0026_lss': lss0026, '0039_lss_group_summary': lss0039 },
  seed: seedLss,
  messages: lssMessages,
  personalData: lssPersonalData,
};
