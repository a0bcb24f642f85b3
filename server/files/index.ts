import type { ServerModule } from '../modules/types';
import { filesPolicy } from './policy';
import { fileRoutes } from './routes';
import { filesMessages } from './i18n';

/** Stored uploads, served by URL (the platform's upload kit is ./storage.ts). */
export const files: ServerModule = {
  name: 'files',
  services: { main: { policy: filesPolicy, routes: fileRoutes } },
  messages: filesMessages,
};
