import type { ServerModule } from '../types';
import { transportationMessages } from './i18n';
import * as transportation0034 from './migrations/0034_transportation';
import { transportationPolicy } from './policy';
import { transportationRoutes } from './routes';
import { seedTransportation } from './seed';
import { transportationPersonalData } from './personalData';

/** Transportation: the employees' seat requests, the coordinators' routes and inbox. */
export const transportation: ServerModule = {
  name: 'transportation',
  services: { main: { policy: transportationPolicy, routes: transportationRoutes } },
  migrations: { '0034_transportation': transportation0034 },
  seed: seedTransportation,
  messages: transportationMessages,
  personalData: transportationPersonalData,
};
