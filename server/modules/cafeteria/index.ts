import type { ServerModule } from '../types';
import { cafeteriaMessages } from './i18n';
import * as cafeteria0028 from './migrations/0028_cafeteria';
import { cafeteriaErpPolicy, cafeteriaMainPolicy } from './policy';
import { cafeteriaErpRoutes, cafeteriaMainRoutes } from './routes';
import { seedCafeteria } from './seed';
import { cafeteriaPersonalData } from './personalData';

/** The cafeterias: the menu and the cart (main family), the ERP's invoices (cafeteria family). */
export const cafeteria: ServerModule = {
  name: 'cafeteria',
  services: {
    main: { policy: cafeteriaMainPolicy, routes: cafeteriaMainRoutes },
    cafeteria: { policy: cafeteriaErpPolicy, routes: cafeteriaErpRoutes },
  },
  migrations: { '0028_cafeteria': cafeteria0028 },
  seed: seedCafeteria,
  messages: cafeteriaMessages,
  personalData: cafeteriaPersonalData,
};
