import Poll from '@mui/icons-material/Poll';
import { ownersOf, usersOf } from '../../../contracts/catalogue';
import { lazyAdapter } from '../../../dataProviders/lazyAdapter';
import { lazyPage, menuGroup, type PortalModule, representedBy } from '../module';

const adapters = () => import('../../../dataProviders/lss/lss');
const users = usersOf('lss');
const owners = ownersOf('lss');

/**
 * The leadership survey: its users answer it once a quarter (`/lss`, `/lss/form`,
 * `/ThankYouTraining`); its owners read the results aggregated per supervisor, account and
 * quarter (`/lss/resultados`, in the menu and reached from `/lss`).
 */
export const lss: PortalModule = {
  name: 'lss',
  menu: [
    menuGroup('lss', users, [
      { id: 'lssSurvey', to: '/lss' },
      { id: 'lssResults', to: '/lss/resultados', roles: owners },
    ]),
  ],
  routes: [
    { path: '/lss', Page: lazyPage(() => import('./LssHomePage'), 'LssHomePage') },
    {
      path: '/lss/form',
      Page: lazyPage(() => import('./LssFormPage'), 'LssFormPage'),
      roles: users,
    },
    {
      path: '/ThankYouTraining',
      Page: lazyPage(() => import('./ThankYouPage'), 'ThankYouPage'),
      roles: users,
    },
    {
      path: '/lss/resultados',
      Page: lazyPage(() => import('../../../resources/lss/lss-results/ResultList'), 'ResultList'),
      roles: owners,
    },
  ],
  restResources: ['lss-results'],
  adapters: (services, http) => {
    const api = services.main;
    return {
      'lss-accounts': lazyAdapter(adapters, (m) => m.lssAccountsAdapter(api, http)),
      'lss-supervisors': lazyAdapter(adapters, (m) => m.lssSupervisorsAdapter(api, http)),
      'lss-survey': lazyAdapter(adapters, (m) => m.lssSurveyAdapter(api, http)),
    };
  },
  resources: [
    {
      name: 'lss-results',
      label: 'lss.results.title',
      icon: Poll,
      recordRepresentation: representedBy('supervisor.fullName', 'account', 'period'),
      list: '/lss/resultados',
    },
  ],
  messages: {
    menu: {
      es: { lssSurvey: 'Encuesta', lssResults: 'Resultados' },
      en: { lssSurvey: 'Survey', lssResults: 'Results' },
    },
    es: () => import('./i18n/es').then((m) => m.es),
    en: () => import('./i18n/en').then((m) => m.en),
  },
};
