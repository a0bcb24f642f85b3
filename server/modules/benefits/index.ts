import { routesInTurn, seedsInTurn } from '../inTurn';
import type { ServerModule } from '../types';
import { benefitRoutes } from './catalogue/routes';
import { geographyRoutes } from './geography/routes';
import { benefitLocationRoutes } from './locations/routes';
import * as catalogue from './migrations/0007_benefits';
import * as locations from './migrations/0008_benefit_locations';
import * as nameKey from './migrations/0011_benefit_name_key';
import * as uniqueNames from './migrations/0014_benefit_unique_names';
import * as searchIndex from './migrations/0037_benefit_search_index';
import * as searchText from './migrations/0042_benefit_search_text';
import { benefitsPolicy } from './policy';
import { seedBenefits } from './seed/catalogue';
import { seedBenefitLocations } from './seed/locations';
import { benefitsMessages } from './i18n';

/** The benefits catalogue, its locations and the Costa Rica geography they stand on. */
export const benefits: ServerModule = {
  name: 'benefits',
  services: {
    main: {
      policy: benefitsPolicy,
      routes: routesInTurn(geographyRoutes, benefitLocationRoutes, benefitRoutes),
    },
  },
  migrations: {
    '0007_benefits': catalogue,
    '0008_benefit_locations': locations,
    '0011_benefit_name_key': nameKey,
    '0014_benefit_unique_names': uniqueNames,
    '0037_benefit_search_index': searchIndex,
    '0042_benefit_search_text': searchText,
  },
  // Locations belong to the benefits seeded just before.
  seed: seedsInTurn(seedBenefits, seedBenefitLocations),
  messages: benefitsMessages,
};
