import type { ServerModule } from '../modules/types';
import { geographyMessages } from './i18n';
import * as employeeHomes from './migrations/0032_employee_homes';
import * as divisionBoundaries from './migrations/0059_division_boundaries';
import { seedHomes } from './seed';
import { geographyPersonalData } from './personalData';

/**
 * Costa Rica's geography and where employees live: a kit with no routes of its own. Benefits
 * serve the geography to their forms, the extracurricular family serves it and My location on its
 * contract, transportation suggests routes from the homes (./places.ts).
 */
export const geography: ServerModule = {
  name: 'geography',
  services: {},
  migrations: {
    '0032_employee_homes': employeeHomes,
    '0059_division_boundaries': divisionBoundaries,
  },
  seed: seedHomes,
  messages: geographyMessages,
  personalData: geographyPersonalData,
};
