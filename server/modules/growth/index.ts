import type { ServerModule } from '../types';
import { growthAdminRoutes } from './adminRoutes';
import { growthMessages } from './i18n';
import * as growth0021 from './migrations/0021_growth';
import * as growth0043 from './migrations/0043_opening_search';
import { growthAdminPolicy, growthPolicy } from './policy';
import { growthRoutes } from './routes';
import { seedGrowth } from './seed';
import { growthPersonalData } from './personalData';

/** Growth opportunities: internal openings, applications and the employee's metrics. */
export const growth: ServerModule = {
  name: 'growth',
  services: {
    growth: { policy: growthPolicy, routes: growthRoutes },
    main: { policy: growthAdminPolicy, routes: growthAdminRoutes },
  },
  migrations: { '0021_growth': growth0021, '0043_opening_search': growth0043 },
  seed: seedGrowth,
  messages: growthMessages,
  personalData: growthPersonalData,
};
