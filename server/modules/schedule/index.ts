import type { ServerModule } from '../types';
import { scheduleMessages } from './i18n';
import * as schedule0031 from './migrations/0031_schedule';
import { schedulePolicy, scheduleToolsPolicy } from './policy';
import { scheduleRoutes, scheduleToolsRoutes } from './routes';
import { seedSchedules } from './seed';
import { schedulePersonalData } from './personalData';

/** Schedule change: the agents' requests on the tools family, the planners' inbox and schedules. */
export const schedule: ServerModule = {
  name: 'schedule',
  services: {
    main: { policy: schedulePolicy, routes: scheduleRoutes },
    tools: { policy: scheduleToolsPolicy, routes: scheduleToolsRoutes },
  },
  migrations: { '0031_schedule': schedule0031 },
  seed: seedSchedules,
  messages: scheduleMessages,
  personalData: schedulePersonalData,
};
