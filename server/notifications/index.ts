import type { ServerModule } from '../modules/types';
import { notificationsPolicy } from './policy';
import { notificationRoutes } from './routes';
import { notificationsMessages } from './i18n';
import { notificationsPersonalData } from './personalData';

/** The signed-in employee's notifications (modules write them with ./service.ts). */
export const notifications: ServerModule = {
  name: 'notifications',
  services: { main: { policy: notificationsPolicy, routes: notificationRoutes } },
  messages: notificationsMessages,
  personalData: notificationsPersonalData,
};
