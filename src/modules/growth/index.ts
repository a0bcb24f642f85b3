import TrendingUp from '@mui/icons-material/TrendingUp';
import { ownersOf } from '../../../contracts/catalogue';
import type { OpeningSummary } from '../../../contracts/growth/growth';
import { lazyAdapter } from '../../../dataProviders/lazyAdapter';
import { atPaths, findInList, lazyPage, type PortalModule, representedBy } from '../module';
import { growthAudited } from './audited';

const adapters = () => import('../../../dataProviders/growth/growth');
const owners = ownersOf('growth');

/**
 * Growth opportunities: every employee's openings, applications, metrics and profile (the module
 * has no user role: its employee entries list no roles), and the owners' openings and
 * applications review.
 */
export const growth: PortalModule = {
  name: 'growth',
  menu: [
    {
      id: 'growth',
      children: [
        { id: 'growthOpenings', to: '/growth-opportunities' },
        { id: 'growthMetrics', to: '/my-metrics' },
        { id: 'growthProfile', to: '/user' },
        { id: 'growthOpeningsAdmin', to: '/growth/openings', roles: owners },
        { id: 'growthApplications', to: '/growth/applications', roles: owners },
      ],
    },
  ],
  routes: [
    {
      path: '/growth-opportunities',
      Page: lazyPage(() => import('./OpeningsPage'), 'OpeningsPage'),
    },
    {
      path: '/growth-opportunities/:opp_id',
      Page: lazyPage(() => import('./OpeningPage'), 'OpeningPage'),
    },
    {
      path: '/growth-opportunities/:opp_id/apply',
      Page: lazyPage(() => import('./ApplyPage'), 'ApplyPage'),
    },
    { path: '/my-metrics', Page: lazyPage(() => import('./MyMetricsPage'), 'MyMetricsPage') },
    { path: '/user', Page: lazyPage(() => import('./ProfilePage'), 'ProfilePage') },
    {
      path: '/growth/openings',
      Page: lazyPage(
        () => import('../../../resources/growth/growth-openings/OpeningList'),
        'OpeningList',
      ),
    },
    ...atPaths(['/growth/openings/form', '/growth/openings/form/:id'], {
      Page: lazyPage(
        () => import('../../../resources/growth/growth-openings/OpeningForm'),
        'OpeningForm',
      ),
      roles: owners,
    }),
    {
      path: '/growth/applications',
      Page: lazyPage(
        () => import('../../../resources/growth/growth-applications/ApplicationList'),
        'ApplicationList',
      ),
    },
    {
      path: '/growth/applications/:id',
      Page: lazyPage(
        () => import('../../../resources/growth/growth-applications/ApplicationShow'),
        'ApplicationShow',
      ),
      roles: owners,
    },
  ],
  search: [
    {
      // The openings an employee may look at, opened on their page.
      id: 'openings',
      label: 'search.openings',
      ...findInList<OpeningSummary>(
        'growth-opportunities',
        (q) => ({ q }),
        (opening) => ({
          id: opening.id,
          label: opening.title,
          detail: `${opening.area} · ${opening.location}`,
          to: `/growth-opportunities/${opening.id}`,
        }),
      ),
    },
  ],
  restResources: ['growth-openings', 'growth-applications'],
  adapters: (services, http) => {
    const api = services.growth;
    return {
      'growth-opportunities': lazyAdapter(adapters, (m) => m.growthOpportunitiesAdapter(api, http)),
      'growth-opportunity-details': lazyAdapter(adapters, (m) =>
        m.growthOpportunityDetailsAdapter(api, http),
      ),
      'growth-my-applications': lazyAdapter(adapters, (m) =>
        m.growthMyApplicationsAdapter(api, http),
      ),
      'growth-metrics': lazyAdapter(adapters, (m) => m.growthMetricsAdapter(api, http)),
      'growth-profile': lazyAdapter(adapters, (m) => m.growthProfileAdapter(api, http)),
      'growth-application-details': lazyAdapter(adapters, (m) =>
        m.growthApplicationDetailsAdapter(services.main, api, http),
      ),
    };
  },
  audited: growthAudited,
  resources: [
    {
      name: 'growth-openings',
      label: 'growth.admin.openingsTitle',
      icon: TrendingUp,
      recordRepresentation: 'title',
      list: '/growth/openings',
      create: '/growth/openings/form',
      edit: '/growth/openings/form/:id',
    },
    {
      name: 'growth-applications',
      label: 'growth.admin.applicationsTitle',
      icon: TrendingUp,
      recordRepresentation: representedBy('employee.fullName', 'job'),
      list: '/growth/applications',
      show: '/growth/applications/:id',
    },
  ],
  messages: {
    menu: {
      es: {
        growth: 'Oportunidades de crecimiento',
        growthOpenings: 'Vacantes internas',
        growthMetrics: 'Mis métricas',
        growthProfile: 'Mi perfil',
        growthOpeningsAdmin: 'Administrar vacantes',
        growthApplications: 'Postulaciones',
      },
      en: {
        growth: 'Growth opportunities',
        growthOpenings: 'Internal openings',
        growthMetrics: 'My metrics',
        growthProfile: 'My profile',
        growthOpeningsAdmin: 'Manage openings',
        growthApplications: 'Applications',
      },
    },
    es: () => import('./i18n/es').then((m) => m.es),
    en: () => import('./i18n/en').then((m) => m.en),
  },
};
