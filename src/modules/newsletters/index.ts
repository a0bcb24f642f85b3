import Article from '@mui/icons-material/Article';
import type { NewsletterSummary } from '../../../contracts/newsletters/newsletters';
import { newslettersAdapter } from '../../../dataProviders/newsletters/newsletters';
import { atPaths, findInList, lazyPage, menuGroup, type PortalModule } from '../module';
import { newslettersAudited } from './audited';
import { NEWSLETTER_OWNERS, NEWSLETTER_READERS } from './roles';

/** Newsletters: the readers' page and the owners' list and form. */
export const newsletters: PortalModule = {
  name: 'newsletters',
  menu: [
    menuGroup('newsletter', NEWSLETTER_READERS, [
      { id: 'newsletterHome', to: '/newsletters/home' },
      { id: 'newsletterAdmin', to: '/newsletters/list', roles: NEWSLETTER_OWNERS },
    ]),
  ],
  routes: [
    {
      path: '/newsletters/home',
      Page: lazyPage(() => import('./NewslettersHomePage'), 'NewslettersHomePage'),
    },
    {
      path: '/newsletters/list',
      Page: lazyPage(
        () => import('../../../resources/newsletters/newsletters/NewsletterList'),
        'NewsletterList',
      ),
      roles: NEWSLETTER_OWNERS,
    },
    {
      path: '/newsletters/form',
      Page: lazyPage(
        () => import('../../../resources/newsletters/newsletters/NewsletterCreate'),
        'NewsletterCreate',
      ),
      roles: NEWSLETTER_OWNERS,
    },
    ...atPaths(['/newsletters/form/:id'], {
      Page: lazyPage(
        () => import('../../../resources/newsletters/newsletters/NewsletterEdit'),
        'NewsletterEdit',
      ),
      roles: NEWSLETTER_OWNERS,
    }),
  ],
  homeSections: [
    {
      id: 'newsletters',
      Section: lazyPage(() => import('./NewslettersSection'), 'NewslettersSection'),
    },
  ],
  search: [
    {
      // The current newsletters, opened in the readers' page (its reader is addressed by `?id=`).
      id: 'newsletters',
      roles: NEWSLETTER_READERS,
      ...findInList<NewsletterSummary>(
        'newsletters',
        (q) => ({ current: true, q }),
        (newsletter) => ({
          id: newsletter.id,
          label: newsletter.title,
          detail: newsletter.summary,
          to: `/newsletters/home?id=${newsletter.id}`,
        }),
      ),
    },
  ],
  // The home page's section reads it: in the first download.
  adapters: (services, http) => ({ newsletters: newslettersAdapter(services.main, http) }),
  audited: newslettersAudited,
  resources: [
    {
      name: 'newsletters',
      label: 'newsletters.list.title',
      icon: Article,
      recordRepresentation: 'title',
      list: '/newsletters/list',
      create: '/newsletters/form',
      edit: '/newsletters/form/:id',
    },
  ],
  messages: {
    menu: {
      es: { newsletterAdmin: 'Administrar boletines' },
      en: { newsletterAdmin: 'Manage newsletters' },
    },
    es: () => import('./i18n/es').then((m) => m.es),
    en: () => import('./i18n/en').then((m) => m.en),
  },
};
