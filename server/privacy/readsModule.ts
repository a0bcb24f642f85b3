import type { ServerModule } from '../modules/types';
import { recordReadsMessages } from './readsI18n';
import { recordReadsPolicy } from './readsPolicy';
import { recordReadRoutes } from './readsRoutes';

/**
 * The reads of people's records by someone else (./reads.ts records them): the person's list and
 * the administrators'.
 */
export const recordReads: ServerModule = {
  name: 'recordReads',
  services: { main: { policy: recordReadsPolicy, routes: recordReadRoutes } },
  messages: recordReadsMessages,
};
