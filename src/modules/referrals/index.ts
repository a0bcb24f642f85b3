import Groups from '@mui/icons-material/Groups';
import { ownersOf, usersOf } from '../../../contracts/catalogue';
import type { Referral } from '../../../contracts/referrals/referrals';
import { lazyAdapter } from '../../../dataProviders/lazyAdapter';
import { findInList, lazyPage, menuGroup, type PortalModule, representedBy } from '../module';

const adapters = () => import('../../../dataProviders/referrals/referrals');
const referrers = usersOf('referrals');
const owners = ownersOf('referrals');

/**
 * Bring a friend (RAFT / BAF): the programme's page, the referral form and my referrals for
 * employees; the referrals' list and their status moves for the programme's owners. Its calendar,
 * video and banners are the home module's settings screens (src/modules/home).
 */
export const referrals: PortalModule = {
  name: 'referrals',
  menu: [
    menuGroup('bringAFriend', referrers, [
      { id: 'bafHome', to: '/BAF/Home' },
      { id: 'bafMyReferrals', to: '/BAF/MyReferrals' },
      { id: 'bafReferrals', to: '/BAF/Referrals', roles: owners },
      { id: 'bafCalendar', to: '/BAF/Calendar', roles: owners },
      { id: 'bafVideo', to: '/BAF/Video', roles: owners },
      { id: 'bafBanners', to: '/BAF/Banners', roles: owners },
    ]),
  ],
  routes: [
    { path: '/BAF/Home', Page: lazyPage(() => import('./ReferralHomePage'), 'ReferralHomePage') },
    {
      path: '/BAF/form',
      Page: lazyPage(() => import('./ReferralFormPage'), 'ReferralFormPage'),
      roles: referrers,
    },
    {
      path: '/BAF/MyReferrals',
      Page: lazyPage(() => import('./MyReferralsPage'), 'MyReferralsPage'),
    },
    {
      path: '/BAF/Referrals',
      Page: lazyPage(
        () => import('../../../resources/referrals/referrals/ReferralList'),
        'ReferralList',
      ),
    },
    {
      path: '/BAF/Referrals/:id',
      Page: lazyPage(
        () => import('../../../resources/referrals/referrals/ReferralShow'),
        'ReferralShow',
      ),
      roles: owners,
    },
  ],
  search: [
    {
      // Owners find a referral by its candidate (or identification, or referrer).
      id: 'referrals',
      roles: owners,
      ...findInList<Referral>(
        'referrals',
        (q) => ({ q }),
        (referral) => ({
          id: referral.id,
          label: referral.candidateName,
          detail: `${referral.positionTitle} · ${referral.referrer.fullName}`,
          to: `/BAF/Referrals/${referral.id}`,
        }),
        { field: 'createdAt', order: 'DESC' },
      ),
    },
  ],
  restResources: ['referrals'],
  adapters: (services, http) => {
    const { main, tools } = services;
    return {
      'referral-locations': lazyAdapter(adapters, (m) => m.referralLocationsAdapter(main, http)),
      'referral-positions': lazyAdapter(adapters, (m) => m.referralPositionsAdapter(main, http)),
      'referral-english-levels': lazyAdapter(adapters, (m) =>
        m.referralEnglishLevelsAdapter(tools, http),
      ),
      'referral-settings': lazyAdapter(adapters, (m) =>
        m.referralSettingsAdapter(main, tools, http),
      ),
      'my-referrals': lazyAdapter(adapters, (m) => m.myReferralsAdapter(main, tools, http)),
    };
  },
  // Status moves are audited: the trail names the move's fields and opens the referral.
  audited: {
    referral: { resource: 'referrals', page: (id) => `/BAF/Referrals/${id}` },
  },
  resources: [
    {
      name: 'referrals',
      label: 'referrals.admin.title',
      icon: Groups,
      recordRepresentation: representedBy('candidateName', 'positionTitle'),
      list: '/BAF/Referrals',
      show: '/BAF/Referrals/:id',
    },
  ],
  messages: {
    menu: {
      es: { bafMyReferrals: 'Mis referidos', bafReferrals: 'Referidos' },
      en: { bafMyReferrals: 'My referrals', bafReferrals: 'Referrals' },
    },
    es: () => import('./i18n/es').then((m) => m.es),
    en: () => import('./i18n/en').then((m) => m.en),
  },
};
