import type { ServerModule } from '../types';
import { personalDaysMessages } from './i18n';
import * as personalDays0024 from './migrations/0024_personal_days';
import { personalDaysPolicy } from './policy';
import { personalDaysRoutes } from './routes';
import { seedPersonalDays } from './seed';
import { personalDaysPersonalData } from './personalData';

/**
 * Personal days: categories with yearly quotas and time intervals, the employees' requests and
 * their approvals (the author's supervisor or the owners), and the company's holidays.
 */
export const personalDays: ServerModule = {
  name: 'personalDays',
  services: { main: { policy: personalDaysPolicy, routes: personalDaysRoutes } },
  migrations: { '0024_personal_days': personalDays0024 },
  seed: seedPersonalDays,
  messages: personalDaysMessages,
  personalData: personalDaysPersonalData,
};
