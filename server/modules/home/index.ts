import { routesInTurn, seedsInTurn } from '../inTurn';
import type { ServerModule } from '../types';
import { homeMessageAdminRoutes } from './messages/adminRoutes';
import { birthdayRoutes } from './messages/birthdays';
import { goldenReferrerRoutes } from './messages/goldenReferrers';
import { homeMessageRoutes } from './messages/routes';
import * as homeContent from './migrations/0004_home_content';
import * as messages from './migrations/0005_messages';
import * as birthdayIndex from './migrations/0010_birthday_index';
import * as menuUniqueNames from './migrations/0016_home_menu_unique_names';
import * as birthdayOrder from './migrations/0044_birthday_order';
import * as birthdayCounts from './migrations/0047_birthday_counts';
import { homePolicy } from './policy';
import { seedMessages } from './seed/messages';
import { seedHomeSettings } from './seed/settings';
import { homeSettingsRoutes } from './settings/routes';
import { homeMessages } from './i18n';
import { homePersonalData } from './personalData';

/** The home page: its settings (calendar, menu, CTAs, images), news, kudos and birthdays. */
export const home: ServerModule = {
  name: 'home',
  services: {
    main: {
      policy: homePolicy,
      routes: routesInTurn(
        homeSettingsRoutes,
        homeMessageRoutes,
        homeMessageAdminRoutes,
        birthdayRoutes,
        goldenReferrerRoutes,
      ),
    },
  },
  migrations: {
    '0004_home_content': homeContent,
    '0005_messages': messages,
    '0010_birthday_index': birthdayIndex,
    '0016_home_menu_unique_names': menuUniqueNames,
    '0044_birthday_order': birthdayOrder,
    '0047_birthday_counts': birthdayCounts,
  },
  seed: seedsInTurn(seedHomeSettings, seedMessages),
  messages: homeMessages,
  personalData: homePersonalData,
};
