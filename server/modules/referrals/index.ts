import type { ServerModule } from '../types';
import { referralsMessages } from './i18n';
import * as referrals0020 from './migrations/0020_referrals';
import { referralsPolicy, referralsToolsPolicy } from './policy';
import { referralRoutes, referralToolsRoutes } from './routes';
import { seedReferrals } from './seed';
import { referralsPersonalData } from './personalData';

/** Bring a friend (RAFT / BAF): referrals, positions and locations, the owners' status moves. */
export const referrals: ServerModule = {
  name: 'referrals',
  services: {
    main: { policy: referralsPolicy, routes: referralRoutes },
    tools: { policy: referralsToolsPolicy, routes: referralToolsRoutes },
  },
  migrations: { '0020_referrals': referrals0020 },
  seed: seedReferrals,
  messages: referralsMessages,
  personalData: referralsPersonalData,
};
