import type { ServerModule } from '../types';
import * as newsletters0006 from './migrations/0006_newsletters';
import { newslettersPolicy } from './policy';
import { newsletterRoutes } from './routes';
import { seedNewsletters } from './seed';
import { newslettersMessages } from './i18n';

/** Newsletters: written by their owners, read while current. */
export const newsletters: ServerModule = {
  name: 'newsletters',
  services: { main: { policy: newslettersPolicy, routes: newsletterRoutes } },
  migrations: { '0006_newsletters': newsletters0006 },
  seed: seedNewsletters,
  messages: newslettersMessages,
};
