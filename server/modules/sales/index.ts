import type { ServerModule } from '../types';
import * as sales0009 from './migrations/0009_sales';
import * as sales0015 from './migrations/0015_sales_unique_names';
import { salesPolicy, salesToolsPolicy } from './policy';
import { salesRoutes, salesToolsRoutes } from './routes';
import { seedSales } from './seed';
import { salesMessages } from './i18n';
import { salesPersonalData } from './personalData';

/** Asset sale (Venta de Activos): buildings, campaigns, items and orders. */
export const sales: ServerModule = {
  name: 'sales',
  services: {
    main: { policy: salesPolicy, routes: salesRoutes },
    tools: { policy: salesToolsPolicy, routes: salesToolsRoutes },
  },
  migrations: { '0009_sales': sales0009, '0015_sales_unique_names': sales0015 },
  seed: seedSales,
  messages: salesMessages,
  personalData: salesPersonalData,
};
