import type { ServerModule } from '../modules/types';
import { jobsMessages } from './i18n';
import { jobsPolicy } from './policy';
import { jobRoutes } from './routes';

/**
 * The scheduled jobs (./jobs.ts): modules declare theirs (`ServerModule.jobs`), the server runs
 * them (server/start.ts), administrators read how they went here.
 */
export const jobs: ServerModule = {
  name: 'jobs',
  services: { main: { policy: jobsPolicy, routes: jobRoutes } },
  messages: jobsMessages,
};
