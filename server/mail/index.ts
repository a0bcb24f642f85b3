import type { ServerModule } from '../modules/types';
import { mailMessages } from './i18n';
import { mailPolicy } from './policy';
import { mailRoutes } from './routes';

/** E-mail: the outbox notices write into (./outbox.ts), its sender (./sender.ts) and its view. */
export const mail: ServerModule = {
  name: 'mail',
  services: { main: { policy: mailPolicy, routes: mailRoutes } },
  messages: mailMessages,
};
